import { expect, it } from 'vitest';
import type { ChatMessage } from '../port';
import { type ContractStage, rejectionCode, user } from './contract-kit';
import { group } from './contract-groups';
import { newMuid, until } from './recorder';

// Threads: a reply names its parent, a message of the same conversation that is no reply
// itself; the main list (hideReplies) leaves replies out, the thread's list (parentMessageId)
// holds only them; the parent's `replyCount` (absent until the first reply) reaches everyone
// in the conversation, the replier's own tabs too, as an update (onMessageUpdated).

const countOf = (log: readonly ChatMessage[], id: string): number =>
  Math.max(0, ...log.filter((message) => message.id === id).map((m) => m.replyCount ?? 0));

export function describeThreadsContract(stage: ContractStage): void {
  it(
    'keeps a one-to-one thread apart from the main list and tells both sides the reply count',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const aLog = stage.listen(a.service);
      const bLog = stage.listen(b.service);
      const parent = await stage.send(a, b, 'What shall we cook?');
      expect(parent.replyCount).toBeUndefined();

      const reply = await b.service.sendMessage({
        ...user(a),
        muid: newMuid(),
        text: 'Pasta',
        parentMessageId: parent.id,
      });
      expect(reply.parentMessageId).toBe(parent.id);
      await until(() => countOf(aLog.updated, parent.id) === 1, "A to hear the parent's count");
      await until(() => countOf(bLog.updated, parent.id) === 1, "B to hear the parent's count");
      await until(() => aLog.text.some((m) => m.id === reply.id), 'A to get the reply');
      expect(aLog.text.find((m) => m.id === reply.id)?.parentMessageId).toBe(parent.id);

      const main = await a.service
        .messagesRequest({ uid: b.uid, hideReplies: true })
        .fetchPrevious();
      expect(main.map((m) => m.id)).toContain(parent.id);
      expect(main.map((m) => m.id)).not.toContain(reply.id);
      expect(main.find((m) => m.id === parent.id)?.replyCount).toBe(1);
      const thread = await a.service
        .messagesRequest({ uid: b.uid, parentMessageId: parent.id })
        .fetchPrevious();
      expect(thread.map((m) => m.id)).toEqual([reply.id]);
    },
    stage.timeout,
  );

  it(
    'counts every reply and refuses a reply to a reply',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const aLog = stage.listen(a.service);
      const parent = await stage.send(a, b, 'Three answers, please');
      const replies: ChatMessage[] = [];
      for (const text of ['One', 'Two', 'Three']) {
        replies.push(
          await b.service.sendMessage({
            ...user(a),
            muid: newMuid(),
            text,
            parentMessageId: parent.id,
          }),
        );
      }
      await until(() => countOf(aLog.updated, parent.id) === 3, 'the count to reach 3');
      const thread = await b.service
        .messagesRequest({ uid: a.uid, parentMessageId: parent.id })
        .fetchPrevious();
      expect(thread.map((m) => m.text)).toEqual(['One', 'Two', 'Three']);
      const nested = a.service.sendMessage({
        ...user(b),
        muid: newMuid(),
        text: 'Deeper',
        parentMessageId: replies[0]?.id,
      });
      expect(await rejectionCode(nested)).toBe('invalid');
    },
    stage.timeout,
  );

  it(
    "tells every member of a group the thread's reply count",
    async () => {
      const { a, b, c } = stage;
      const made = await a.service.createGroup({
        name: `Thread ${newMuid().slice(-6)}`,
        type: 'private',
      });
      await a.service.addMembersToGroup(made.guid, [b.uid, c.uid]);
      const aLog = stage.listen(a.service);
      const cLog = stage.listen(c.service);
      const parent = await a.service.sendMessage({
        ...group(made.guid),
        muid: newMuid(),
        text: 'Who brings the ball?',
      });
      const reply = await b.service.sendMessage({
        ...group(made.guid),
        muid: newMuid(),
        text: 'Me',
        parentMessageId: parent.id,
      });
      expect(reply.parentMessageId).toBe(parent.id);
      await until(() => countOf(aLog.updated, parent.id) === 1, 'the owner to hear the count');
      await until(() => countOf(cLog.updated, parent.id) === 1, 'a member to hear the count');
      const main = await c.service
        .messagesRequest({ uid: made.guid, receiverType: 'group', hideReplies: true })
        .fetchPrevious();
      expect(main.map((m) => m.id)).not.toContain(reply.id);
      expect(main.find((m) => m.id === parent.id)?.replyCount).toBe(1);
    },
    stage.timeout,
  );
}
