import type { Conversation } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { server, signUp, useTestServer } from '../../test/harness';
import { connect, conversationsOf, sendText } from './chat-test-support';
import { insertGroup, sendToGroup } from './group-test-support';

// The conversation list mixes one-to-one conversations and groups in one order (one statement,
// conversation-store.ts listConversations): pages never skip or repeat a conversation, whichever
// kind the cursor's last row was.

useTestServer();

/** The name each conversation of a page is listed under (a person's or a group's). */
const names = (conversations: readonly Conversation[]) =>
  conversations.map((c) =>
    'guid' in c.conversationWith ? `#${c.conversationWith.name}` : c.conversationWith.name,
  );

describe('the conversation list with groups', () => {
  it('pages people and groups together, latest first, each once', async () => {
    const me = await signUp(server, { name: 'Me' });
    const order: string[] = [];
    // People and groups in turn, so that every page ends on either kind.
    for (let i = 0; i < 4; i += 1) {
      const friend = await signUp(server, { name: `Friend ${i}` });
      await connect(server, me, friend);
      await sendText(server, friend, me, `Hej ${i}`);
      order.unshift(`Friend ${i}`);
      const other = await signUp(server);
      const guid = await insertGroup(server.app.wob.db, [other, me], { name: `Group ${i}` });
      await sendToGroup(server, other, guid, `Alle ${i}`);
      order.unshift(`#Group ${i}`);
    }
    const listed: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 5 && (page === 0 || cursor); page += 1) {
      const query: Record<string, string> = { limit: '3' };
      if (cursor) query.cursor = cursor;
      const answer = await conversationsOf(server, me, query);
      expect(answer.status).toBe(200);
      const conversations = answer.data.conversations as Conversation[];
      expect(conversations.length).toBeLessThanOrEqual(3);
      listed.push(...names(conversations));
      cursor = answer.data.next;
    }
    expect(listed).toEqual(order);
    expect(cursor).toBeNull();
    // A group's row carries the group and the caller's scope; a person's, the person.
    const first = (await conversationsOf(server, me, { limit: '2' })).data.conversations;
    expect(first[0]).toMatchObject({
      conversationType: 'group',
      conversationWith: { name: 'Group 3', scope: 'participant', membersCount: 2 },
      lastMessage: { text: 'Alle 3' },
      unreadMessageCount: 1,
    });
    expect(first[1]).toMatchObject({
      conversationType: 'user',
      conversationWith: { name: 'Friend 3' },
      lastMessage: { text: 'Hej 3' },
      unreadMessageCount: 1,
    });
    const friend = (first[1]?.conversationWith ?? {}) as { uid?: string };
    expect(typeof friend.uid).toBe('string');
  });
});
