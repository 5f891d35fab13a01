import { CHAT_CONSTANTS } from '@wob/validation';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bubbles, polls } from './db/schema';
import { sendText, signUpPair, storedMessages } from './modules/chat/chat-test-support';
import { BUBBLE_CREATE_LIMIT } from './modules/bubbles/service';
import { POLLS_PER_HOUR } from './modules/polls/service';
import { insertBubble, POLL_PATHS, signUpPremium } from './test/bubbles';
import { postAs } from './test/http';
import { server, useTestServer } from './test/harness';

// Every per-person limit holds when one person fires 30 requests at once (on PGlite and, with
// `pnpm test:pg`, on PostgreSQL): exactly the limit succeeds, the rest are answered 429. (PGlite
// runs one statement at a time, so a count-then-insert race shows on PostgreSQL: there, polls
// used to be counted outside the transaction that wrote them, and all 30 were created.)

useTestServer();

const AT_ONCE = 30;

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('limits under concurrency', () => {
  it(`creates exactly ${POLLS_PER_HOUR} of ${AT_ONCE} simultaneous polls by one member`, async () => {
    const member = await signUpPremium(server, { name: 'Paula Poller' });
    const bubble = await insertBubble(server, member);
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) =>
        postAs(server, POLL_PATHS.create, member, {
          question: `Question ${index}?`,
          options: ['Yes', 'No'],
          bubble: bubble.id,
        }),
      ),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({
      201: POLLS_PER_HOUR,
      429: AT_ONCE - POLLS_PER_HOUR,
    });
    const stored = await server.app.wob.db
      .select()
      .from(polls)
      .where(eq(polls.authorId, member.id));
    expect(stored).toHaveLength(POLLS_PER_HOUR);
  });

  it(`creates exactly ${BUBBLE_CREATE_LIMIT.max} of ${AT_ONCE} simultaneous Bubbles by one member`, async () => {
    const member = await signUpPremium(server, { name: 'Bo Bubbler' });
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, index) =>
        postAs(server, '/api/bubble/create', member, {
          name: `Concurrent ${index}`,
          circleColor: '#123456',
        }),
      ),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({
      201: BUBBLE_CREATE_LIMIT.max,
      429: AT_ONCE - BUBBLE_CREATE_LIMIT.max,
    });
    const stored = await server.app.wob.db
      .select()
      .from(bubbles)
      .where(eq(bubbles.createdBy, member.id));
    expect(stored).toHaveLength(BUBBLE_CREATE_LIMIT.max);
  });

  it('holds a message request to its limit when its messages are sent all at once', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    const limit = CHAT_CONSTANTS.messageRequestLimit;
    const count = limit + AT_ONCE;
    const answers = await Promise.all(
      Array.from({ length: count }, (_, index) => sendText(server, alice, bob, `Hello ${index}`)),
    );
    expect(tally(answers.map((answer) => answer.status))).toEqual({
      200: limit,
      429: count - limit,
    });
    expect(await storedMessages(server, alice, bob)).toHaveLength(limit);
  });
});
