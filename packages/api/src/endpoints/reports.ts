import { ReportContentSchema } from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';

// Reporting content a member sees: a chat message (the message's menu), a board comment or
// reply (its menu) and a Bubble (its page). A Wobler's report is `reportWobler` (deck.ts).
// Each lands in the console's one reports queue with a snapshot of the content as it was.

export const reportContent = defineEndpoint({
  id: 'reportContent',
  method: 'POST',
  path: '/api/report/content',
  summary:
    'Report a chat message, a comment or a Bubble for moderation with one of the four reasons. Only content the caller can see; a second report of the same thing updates the first. An addition to the spec.',
  tag: 'woblers',
  auth: 'required',
  request: ReportContentSchema,
  response: v.object({ reported: v.literal(true) }),
});

export const reportEndpoints = { reportContent } as const;
