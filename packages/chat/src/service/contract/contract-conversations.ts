import { conversationWithId } from '../port';
import { expect, it } from 'vitest';
import type { ChatMessage } from '../port';
import {
  allConversations,
  type ContractStage,
  everyMessage,
  ids,
  isAscending,
  partners,
  rejectionCode,
} from './contract-kit';
import { eventually, until } from './recorder';

// The contract suite's tests of conversations and their messages: the list and unread
// counts, paging, edits and deletions, deleting a conversation for oneself, and a
// conversation before its first message.

export function describeConversationsContract(stage: ContractStage): void {
  const { listen, send, flush, timeout } = stage;

  it(
    'lists conversations newest activity first, counts unread per incoming message and resets on markAsRead',
    async () => {
      const { world, a, b, c } = stage;
      await world.connect(a, b);
      await world.connect(c, b);
      const bLog = listen(b.service);

      await send(a, b, 'one from A');
      await send(c, b, 'one from C');
      await until(() => bLog.text.length === 2, 'both messages at B');
      expect(await partners(b.service, [a, c])).toEqual([c.uid, a.uid]);

      const latest = await send(a, b, 'two from A');
      await until(() => bLog.text.length === 3, 'the third message at B');
      const conversations = await allConversations(b.service);
      const withA = conversations.find(
        (conversation) => conversationWithId(conversation) === a.uid,
      );
      const withC = conversations.find(
        (conversation) => conversationWithId(conversation) === c.uid,
      );
      expect(
        conversations
          .map((conversation) => conversationWithId(conversation))
          .filter((uid) => uid === a.uid || uid === c.uid),
      ).toEqual([a.uid, c.uid]);
      expect(withA).toMatchObject({
        conversationId: latest.conversationId,
        conversationType: 'user',
        unreadMessageCount: 2,
        lastMessage: { id: latest.id, text: 'two from A' },
      });
      expect(withC?.unreadMessageCount).toBe(1);
      const counts = await b.service.getUnreadMessageCountForAllUsers();
      expect(counts[a.uid]).toBe(2);
      expect(counts[c.uid]).toBe(1);
      // The sender has nothing unread in that conversation.
      expect((await a.service.getUnreadMessageCountForAllUsers())[b.uid] ?? 0).toBe(0);

      const received = bLog.text.find((message) => message.id === latest.id);
      if (!received) throw new Error('the latest message did not arrive');
      await b.service.markAsRead(received);

      await eventually(async () => {
        const after = await b.service.getUnreadMessageCountForAllUsers();
        expect(after[a.uid] ?? 0).toBe(0);
        expect(after[c.uid]).toBe(1);
      });
      const reread = await allConversations(b.service);
      expect(
        reread.find((conversation) => conversationWithId(conversation) === a.uid)
          ?.unreadMessageCount,
      ).toBe(0);
    },
    timeout,
  );

  it(
    'pages a conversation older and newer without gaps or repeats',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const sent: ChatMessage[] = [];
      for (let index = 1; index <= 7; index += 1) {
        const from = index % 3 === 0 ? b : a;
        sent.push(await send(from, from === a ? b : a, `message ${index}`));
      }

      const request = b.service.messagesRequest({ uid: a.uid, limit: 3 });
      const pages: string[][] = [];
      for (
        let page = await request.fetchPrevious();
        page.length > 0;
        page = await request.fetchPrevious()
      ) {
        // Oldest first within a page.
        expect(isAscending(ids(page))).toBe(true);
        pages.unshift(ids(page));
        if (pages.length > 10) throw new Error('fetchPrevious never ends');
      }
      expect(pages.flat()).toEqual(ids(sent));
      expect(pages.at(-1)).toEqual(ids(sent.slice(-3)));
      expect(await request.fetchPrevious()).toEqual([]);

      const later = [await send(a, b, 'message 8'), await send(b, a, 'message 9')];
      expect(ids(await request.fetchNext())).toEqual(ids(later));
      expect(await request.fetchNext()).toEqual([]);
      const texts = (await everyMessage(b.service, a)).map((message) => message.text);
      expect(texts).toEqual([...sent, ...later].map((message) => message.text));
    },
    timeout,
  );

  it(
    'tells edits and deletions to the other side; a deleted message stays as a deleted bubble',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const bLog = listen(b.service);
      const sent = await send(a, b, 'Tpyo');
      await until(() => bLog.text.length > 0, 'the message at B');

      const edited = await a.service.editMessage(sent.id, 'Typo fixed');
      expect(edited).toMatchObject({ id: sent.id, text: 'Typo fixed' });
      expect(edited.editedAt).not.toBeNull();
      await until(() => bLog.edited.length > 0, 'the edit at B');
      expect(bLog.edited[0]).toMatchObject({
        id: sent.id,
        text: 'Typo fixed',
        editedAt: edited.editedAt,
      });

      expect(await rejectionCode(b.service.editMessage(sent.id, 'Not mine'))).toMatch(
        /^(not-allowed|not-found)$/,
      );
      expect(await rejectionCode(b.service.deleteMessage(sent.id))).toMatch(
        /^(not-allowed|not-found)$/,
      );

      const deleted = await a.service.deleteMessage(sent.id);
      expect(deleted.id).toBe(sent.id);
      expect(deleted.deletedAt).not.toBeNull();
      await until(() => bLog.deleted.length > 0, 'the deletion at B');
      expect(bLog.deleted[0]?.id).toBe(sent.id);
      expect(bLog.deleted[0]?.deletedAt).not.toBeNull();
      const [bubble] = await everyMessage(b.service, a);
      expect(bubble?.id).toBe(sent.id);
      expect(bubble?.deletedAt).not.toBeNull();
      expect(bubble?.text ?? '').toBe('');
      await flush(a, b, bLog);
      expect(bLog.edited).toHaveLength(1);
      expect(bLog.deleted).toHaveLength(1);
    },
    timeout,
  );

  it(
    'deletes a conversation for the caller only; a new message brings it back with only the new messages',
    async () => {
      const { world, a, b } = stage;
      await world.connect(a, b);
      const aLog = listen(a.service);
      await send(a, b, 'old one');
      await send(b, a, 'old two');
      await until(() => aLog.text.length > 0, 'the reply at A');

      await a.service.deleteConversation(b.uid, 'user');

      expect(await partners(a.service, [b])).toEqual([]);
      expect(await a.service.messagesRequest({ uid: b.uid }).fetchPrevious()).toEqual([]);
      expect(await partners(b.service, [a])).toEqual([a.uid]);
      expect((await everyMessage(b.service, a)).map((message) => message.text)).toEqual([
        'old one',
        'old two',
      ]);

      const fresh = await send(b, a, 'new start');
      expect(await partners(a.service, [b])).toEqual([b.uid]);
      expect(ids(await everyMessage(a.service, b))).toEqual([fresh.id]);
    },
    timeout,
  );

  it(
    'answers a conversation and a user before any message, and the conversation of a message',
    async () => {
      const { world, a, c } = stage;
      await world.connect(a, c);
      const empty = await a.service.getConversation(c.uid, 'user');
      expect(empty).toMatchObject({
        conversationType: 'user',
        conversationWith: { uid: c.uid, name: c.name, blockedByMe: false, hasBlockedMe: false },
        lastMessage: null,
        unreadMessageCount: 0,
      });
      const other = await a.service.getUser(c.uid);
      expect(other).toMatchObject({ uid: c.uid, name: c.name });
      expect(['online', 'offline']).toContain(other.status);

      const sent = await send(a, c, 'hi');
      expect(sent.conversationId).toBe(empty.conversationId);
      const fromMessage = await a.service.getConversationFromMessage(sent);
      expect(fromMessage).toMatchObject({
        conversationId: empty.conversationId,
        conversationWith: { uid: c.uid },
        lastMessage: { id: sent.id },
      });
      expect(await rejectionCode(a.service.getUser('no-such-user-0000'))).toBe('not-found');
      expect(await rejectionCode(a.service.editMessage('999999999999', 'nothing'))).toMatch(
        /^(not-found|not-allowed)$/,
      );
    },
    timeout,
  );
}
