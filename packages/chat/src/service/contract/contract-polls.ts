import { expect, it } from 'vitest';
import type { ChatMessage, ChatService, Receiver } from '../port';
import { pollOf, pollTypeOf } from '../polls';
import type { ContractPerson } from './chat-service-contract';
import { type ContractStage, rejectionCode, user } from './contract-kit';
import { group } from './contract-groups';
import type { Recording } from './recorder';
import { newMuid, until } from './recorder';

// Polls (port ChatPolls, service/polls.ts): a poll asked one-to-one or in a group reaches the
// other side as a custom message of the service's poll type with its question and options;
// each person votes once (a second vote is 'not-allowed'), both read the same results, and
// every vote reaches the other side live as an update (onMessageUpdated).

const QUESTION = 'Hvor skal vi spise?';
const OPTIONS = ['Pizza', 'Sushi', 'Smørrebrød'];

function latest(log: Recording, id: string): ChatMessage | undefined {
  return log.updated.filter((message) => message.id === id).at(-1);
}

export function describePollsContract(stage: ContractStage, groups: boolean): void {
  async function askAndVote(
    a: ContractPerson,
    b: ContractPerson,
    receiver: Receiver,
    bLog: Recording,
    aLog: Recording,
  ): Promise<void> {
    const type = pollTypeOf(a.service.kind);
    const asked = await a.service.createPoll({
      ...receiver,
      muid: newMuid(),
      question: QUESTION,
      options: OPTIONS,
    });
    expect(asked).toMatchObject({ category: 'custom', type, sender: { uid: a.uid } });
    const fresh = pollOf(asked, a.uid, type);
    expect(fresh).toMatchObject({ question: QUESTION, total: 0, votePolled: null });
    expect(fresh?.options.map((option) => [option.index, option.text, option.count])).toEqual([
      [1, 'Pizza', 0],
      [2, 'Sushi', 0],
      [3, 'Smørrebrød', 0],
    ]);

    await until(() => bLog.custom.some((m) => m.id === asked.id), 'the poll at B');
    const received = bLog.custom.find((m) => m.id === asked.id) as ChatMessage;
    expect(pollOf(received, b.uid, type)?.question).toBe(QUESTION);

    const afterB = await b.service.votePoll(asked.id, 2);
    expect(pollOf(afterB, b.uid, type)).toMatchObject({ total: 1, votePolled: 2 });
    // A hears B's vote live.
    await until(
      () => pollOf(latest(aLog, asked.id) ?? asked, a.uid, type)?.total === 1,
      "B's vote at A",
    );
    const seenByA = pollOf(latest(aLog, asked.id) as ChatMessage, a.uid, type);
    expect(seenByA?.votePolled).toBeNull();
    expect(seenByA?.options[1]).toMatchObject({ count: 1, percentage: 100 });
    expect(seenByA?.options[1]?.voters.map((voter) => voter.uid)).toEqual([b.uid]);

    const afterA = await a.service.votePoll(asked.id, 3);
    await until(
      () => pollOf(latest(bLog, asked.id) ?? asked, b.uid, type)?.total === 2,
      "A's vote at B",
    );
    const atA = pollOf(afterA, a.uid, type);
    const atB = pollOf(latest(bLog, asked.id) as ChatMessage, b.uid, type);
    expect(atA?.votePolled).toBe(3);
    expect(atB?.votePolled).toBe(2);
    const results = (view: typeof atA) =>
      view?.options.map((option) => [option.count, option.percentage]);
    expect(results(atA)).toEqual([
      [0, 0],
      [1, 50],
      [1, 50],
    ]);
    expect(results(atB)).toEqual(results(atA));

    // Once per person.
    expect(await rejectionCode(b.service.votePoll(asked.id, 1))).toBe('not-allowed');
    expect(await rejectionCode(a.service.votePoll(asked.id, 3))).toBe('not-allowed');
    const listed = await readPoll(b.service, receiver, a, asked.id);
    expect(results(pollOf(listed, b.uid, type))).toEqual(results(atA));
  }

  async function readPoll(
    service: ChatService,
    receiver: Receiver,
    asker: ContractPerson,
    id: string,
  ): Promise<ChatMessage> {
    const page = await service
      .messagesRequest(
        receiver.receiverType === 'group'
          ? { uid: receiver.receiverId, receiverType: 'group' }
          : { uid: asker.uid },
      )
      .fetchPrevious();
    const found = page.find((message) => message.id === id);
    if (!found) throw new Error('the poll is not in the list');
    return found;
  }

  it(
    'asks a poll one-to-one; both vote once, read the same results and hear each other live',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const aLog = stage.listen(a.service);
      const bLog = stage.listen(b.service);
      await askAndVote(a, b, user(b), bLog, aLog);
    },
    stage.timeout,
  );

  it(
    'refuses a vote for an option the poll does not have',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const asked = await a.service.createPoll({
        ...user(b),
        muid: newMuid(),
        question: 'Kaffe eller te?',
        options: ['Kaffe', 'Te'],
      });
      expect(await rejectionCode(b.service.votePoll(asked.id, 3))).toBe('invalid');
      expect(pollOf(asked, a.uid, pollTypeOf(a.service.kind))?.total).toBe(0);
    },
    stage.timeout,
  );

  it.skipIf(!groups)(
    'asks a poll in a group; the members vote once and hear each other live',
    async () => {
      const { a, b } = stage;
      const made = await a.service.createGroup({
        name: `Polls ${newMuid().slice(-6)}`,
        type: 'private',
      });
      await a.service.addMembersToGroup(made.guid, [b.uid]);
      const aLog = stage.listen(a.service);
      const bLog = stage.listen(b.service);
      await askAndVote(a, b, group(made.guid), bLog, aLog);
    },
    stage.timeout,
  );
}
