import { endpoints, type Poll } from '@wob/api';
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { polls, pollVotes } from '../../db/schema';
import { server, type SignedUp, useTestServer } from '../../test/harness';
import { createPoll, insertBubble, signUpPremium, type TestBubble } from '../../test/bubbles';
import { expectCleanAnswer, junkText, junkValue } from '../../test/junk';

// The shared junk test (src/junk.test.ts) calls every endpoint as a Wobler without premium,
// so poll creation answers 403 before reading anything. Here a premium member, who gets past
// the gate, sends junk in every field of every poll call: never a 500, never a stored row.

// Long strings far above the longest question and option.
const junk = junkValue({ minLength: 5_000, maxLength: 20_000 });

let member: SignedUp;
let bubble: TestBubble;
let poll: Poll;

useTestServer();

beforeAll(async () => {
  member = await signUpPremium(server, { name: 'Jens Junk' });
  bubble = await insertBubble(server, member);
  poll = await createPoll(server, member, bubble);
});

describe('junk sent by a premium member', () => {
  it('is answered without a 500 in every field of create, vote and delete', async () => {
    const bases = {
      createPoll: { question: 'Junk?', options: ['A', 'B'], bubble: bubble.id },
      castVote: { poll: poll.poll_id, option: 'no-such-option', bubble: bubble.id },
      deletePoll: { poll_id: 'no-such-poll' },
    } as const;
    const cases = fc
      .constantFrom(...(Object.keys(bases) as (keyof typeof bases)[]))
      .chain((id) => fc.tuple(fc.constant(id), fc.constantFrom(...Object.keys(bases[id])), junk));
    await fc.assert(
      fc.asyncProperty(cases, async ([id, field, value]) => {
        const response = await server.app.inject({
          method: 'POST',
          url: endpoints[id].path,
          payload: { ...bases[id], [field]: value },
          headers: { authorization: `Bearer ${member.token}` },
        });
        const context = `${id}.${field} = ${JSON.stringify(value)?.slice(0, 60)}`;
        expectCleanAnswer(response, context);
        // A junk option list can be a valid one (an array of distinct short strings); any
        // other junk is refused.
        const mayPass = id === 'createPoll' && (field === 'question' || field === 'options');
        if (!mayPass) expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 150 },
    );
    const [votes] = await server.app.wob.db
      .select({ n: count() })
      .from(pollVotes)
      .where(eq(pollVotes.pollId, poll.poll_id));
    expect(votes?.n).toBe(0);
    const [stored] = await server.app.wob.db
      .select({ n: count() })
      .from(polls)
      .where(eq(polls.id, poll.poll_id));
    expect(stored?.n).toBe(1);
  });

  it('is answered without a 500 in the queries of list and view', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(endpoints.listPolls, endpoints.viewPoll),
        fc.constantFrom('bubble', 'poll_id', 'page', 'limit'),
        junkText,
        async (endpoint, key, value) => {
          const response = await server.app.inject({
            method: 'GET',
            url: endpoint.path,
            query: { bubble: bubble.id, poll_id: poll.poll_id, [key]: value },
            headers: { authorization: `Bearer ${member.token}` },
          });
          expectCleanAnswer(
            response,
            `${endpoint.id} ${key} = ${JSON.stringify(value).slice(0, 60)}`,
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});
