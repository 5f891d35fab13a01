import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAs, postAs } from '../../test/http';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { CHAT, connect, sendText } from './chat-test-support';
import { addMember, insertGroup, kickMember, sendToGroup } from './group-test-support';
import { searchAs } from './search-test-support';
import type { ChatMessage } from '@wob/api';

// The property of message search: whatever people, conversations, groups, memberships,
// blocks and deletions there are, a person's results are exactly the matching messages they
// may read (a model of the rules), and every one of them is in the message list of its
// conversation as that person reads it (the list's own rule, through its own endpoint).

useTestServer();

const PEOPLE = 4;
const GROUPS = 2;

let people: SignedUp[] = [];

beforeAll(async () => {
  people = [];
  for (let index = 0; index < PEOPLE; index += 1) {
    people.push(await signUp(server, { name: `Person ${index}` }));
  }
  // Some pairs are connections (messages go straight), the others send message requests.
  await connect(server, people[0] as SignedUp, people[1] as SignedUp);
  await connect(server, people[1] as SignedUp, people[2] as SignedUp);
});

type Action =
  | { kind: 'send'; from: number; to: number; word: string }
  | { kind: 'group'; from: number; group: number; word: string }
  | { kind: 'block' | 'unblock'; who: number; whom: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'clear'; who: number; other: number }
  | { kind: 'kick' | 'join'; who: number; group: number };

const person = fc.integer({ min: 0, max: PEOPLE - 1 });
const group = fc.integer({ min: 0, max: GROUPS - 1 });
const word = fc.constantFrom('æble', 'running', 'hundene', 'sol', '<b>x</b>');
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('send' as const), from: person, to: person, word }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('group' as const), from: person, group, word }),
  },
  // Blocks often (after messages, they hide a conversation), unblocks now and then.
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('block' as const), who: person, whom: person }),
  },
  fc.record({ kind: fc.constant('unblock' as const), who: person, whom: person }),
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
  fc.record({ kind: fc.constant('clear' as const), who: person, other: person }),
  fc.record({ kind: fc.constantFrom('kick' as const, 'join' as const), who: person, group }),
);

interface Sent {
  id: number;
  senderId: string;
  /** One-to-one: the two people's ids; a group: its guid. */
  pair: [string, string] | null;
  guid: string | null;
  deleted: boolean;
}

const pairKey = (a: string, b: string) => [a, b].sort().join('|');

describe('message search, property', () => {
  it('finds exactly the matching messages a person may read, each in its conversation’s list', async () => {
    // Each run has its own marker word, so runs do not see each other's messages.
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: 30 }), async (actions) => {
        run += 1;
        // Its first six letters (searched as a part of a word) are unique too.
        const marker = `k${run.toString(36).padStart(2, '0')}${Date.now().toString(36).slice(-3)}marker`;
        const guids: string[] = [];
        const members: Set<number>[] = [];
        for (let index = 0; index < GROUPS; index += 1) {
          // Group 0 starts with everyone, group 1 with the first two.
          const start = index === 0 ? people : people.slice(0, 2);
          guids.push(await insertGroup(server.app.wob.db, start, { name: `Group ${index}` }));
          members.push(new Set(start.map((_, at) => at)));
        }
        const sent: Sent[] = [];
        const blocks = new Set<string>();
        const cleared = new Map<string, number>();
        for (const step of actions) {
          if (step.kind === 'send' && step.from !== step.to) {
            const [from, to] = [people[step.from], people[step.to]] as [SignedUp, SignedUp];
            const answer = await sendText(server, from, to, `${step.word} ${marker}`);
            if (answer.status === 200) {
              sent.push({
                id: Number(answer.data.id),
                senderId: from.id,
                pair: [from.id, to.id],
                guid: null,
                deleted: false,
              });
            }
          } else if (step.kind === 'group') {
            const from = people[step.from] as SignedUp;
            const guid = guids[step.group] as string;
            const answer = await sendToGroup(server, from, guid, `${step.word} ${marker}`);
            expect(answer.status === 200).toBe(members[step.group]?.has(step.from));
            if (answer.status === 200) {
              sent.push({
                id: Number(answer.data.id),
                senderId: from.id,
                pair: null,
                guid,
                deleted: false,
              });
            }
          } else if ((step.kind === 'block' || step.kind === 'unblock') && step.who !== step.whom) {
            const [who, whom] = [people[step.who], people[step.whom]] as [SignedUp, SignedUp];
            const path = step.kind === 'block' ? CHAT.block : CHAT.unblock;
            const answer = await postAs(server, path, who, { _id: whom.id });
            await server.app.wob.tasks.idle();
            if (answer.status === 200) {
              if (step.kind === 'block') blocks.add(`${who.id}>${whom.id}`);
              else blocks.delete(`${who.id}>${whom.id}`);
            }
          } else if (step.kind === 'delete' && sent.length > 0) {
            const message = sent[step.pick % sent.length] as Sent;
            const sender = people.find((p) => p.id === message.senderId) as SignedUp;
            const answer = await postAs(server, CHAT.delete, sender, { id: String(message.id) });
            if (answer.status === 200) message.deleted = true;
          } else if (step.kind === 'clear' && step.who !== step.other) {
            const [who, other] = [people[step.who], people[step.other]] as [SignedUp, SignedUp];
            const answer = await postAs(server, CHAT.deleteConversation, who, {
              conversationWith: other.id,
            });
            if (answer.status === 200) {
              const last = Math.max(0, ...sent.map((m) => m.id));
              cleared.set(`${who.id}@${pairKey(who.id, other.id)}`, last);
            }
          } else if (step.kind === 'kick' && step.who !== 0 && members[step.group]?.has(step.who)) {
            await kickMember(server, guids[step.group] as string, people[step.who] as SignedUp);
            members[step.group]?.delete(step.who);
          } else if (step.kind === 'join' && !members[step.group]?.has(step.who)) {
            await addMember(
              server.app.wob.db,
              guids[step.group] as string,
              people[step.who] as SignedUp,
            );
            members[step.group]?.add(step.who);
          }
        }
        for (const [index, me] of people.entries()) {
          const readable = sent.filter((message) => {
            if (message.deleted) return false;
            if (message.guid) return members[guids.indexOf(message.guid)]?.has(index) === true;
            const pair = message.pair as [string, string];
            if (!pair.includes(me.id)) return false;
            const other = pair[0] === me.id ? pair[1] : pair[0];
            if (blocks.has(`${me.id}>${other}`)) return false;
            return message.id > (cleared.get(`${me.id}@${pairKey(me.id, other)}`) ?? 0);
          });
          const expected = readable.map((m) => String(m.id)).sort((a, b) => Number(b) - Number(a));
          for (const q of [marker, marker.slice(0, 6)]) {
            const answer = await searchAs(server, me, q, { limit: '50' });
            expect(answer.status).toBe(200);
            const ids = answer.data.results.map((r) => r.message.id);
            expect(ids, `person ${index} searching ${q}`).toEqual(expected);
          }
          // Each result is in its conversation's message list as this person reads it.
          const answer = await searchAs(server, me, marker, { limit: '50' });
          for (const result of answer.data.results) {
            const list = await getAs<{ messages: ChatMessage[] }>(server, CHAT.messages, me, {
              conversationWith:
                result.conversationType === 'group'
                  ? result.conversationWith.guid
                  : result.conversationWith.uid,
              conversationType: result.conversationType,
              limit: '100',
            });
            expect(list.status).toBe(200);
            expect(list.data.messages.map((m) => m.id)).toContain(result.message.id);
          }
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
