import type { Conversation } from '@wob/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMembers, chatMessages } from '../../db/schema';
import { getAs, postAs } from '../../test/http';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { CHAT, connect, conversationsOf, sendText } from './chat-test-support';
import { GROUP_UNREAD_CAP, recordInGroupMembers } from './conversation-store';
import { addMember, insertGroup, sendToGroup } from './group-test-support';
import { groupConversationId } from './group-views';

// A message to a group writes the message and one group row, never a row per member: the
// group's place in each member's list is the group's last message, and a member's unread
// count is counted from their own read marker. What a member sees must not change for it:
// the list's order and pages with groups and people mixed, unread counts after reads, their
// own and action messages, joining late, and deleting the conversation for oneself.

useTestServer();

async function three(): Promise<[SignedUp, SignedUp, SignedUp]> {
  return [
    await signUp(server, { name: 'Anna' }),
    await signUp(server, { name: 'Peter' }),
    await signUp(server, { name: 'Maria' }),
  ];
}

async function groupUnread(who: SignedUp): Promise<Record<string, number>> {
  const answer = await getAs<{ groups: Record<string, number> }>(server, CHAT.unread, who);
  expect(answer.status).toBe(200);
  return answer.data.groups;
}

async function listOf(who: SignedUp): Promise<Conversation[]> {
  const answer = await conversationsOf(server, who);
  expect(answer.status).toBe(200);
  return answer.data.conversations as Conversation[];
}

function groupConversation(who: SignedUp, guid: string) {
  return getAs<Conversation>(server, CHAT.conversation, who, {
    conversationWith: guid,
    conversationType: 'group',
  });
}

/** An action message as the group operations store it, recorded as they record it. */
async function storeAction(guid: string, by: SignedUp) {
  const db = server.app.wob.db;
  const [action] = await db
    .insert(chatMessages)
    .values({
      conversationId: groupConversationId(guid),
      senderId: by.id,
      receiverType: 'group',
      receiverId: guid,
      type: 'groupMember',
      category: 'action',
      data: { customData: { action: 'added' } },
      sentAt: new Date(),
    })
    .returning();
  if (!action) throw new Error('no action message');
  await recordInGroupMembers(db, [action]);
  return action;
}

describe('the conversation list with groups and people', () => {
  it('orders groups and one-to-one conversations by their latest message, on one page and page by page', async () => {
    const [anna, peter, maria] = await three();
    await connect(server, anna, peter);
    await connect(server, anna, maria);
    const climbing = await insertGroup(server.app.wob.db, [anna, peter], { name: 'Klatring' });
    const choir = await insertGroup(server.app.wob.db, [anna, maria], { name: 'Kor' });
    await sendToGroup(server, peter, climbing, 'one');
    await sendText(server, anna, maria, 'two');
    await sendToGroup(server, maria, choir, 'three');
    await sendText(server, peter, anna, 'four');
    await sendToGroup(server, anna, climbing, 'five');

    const list = await listOf(anna);
    expect(list.map((c) => c.lastMessage?.text)).toEqual(['five', 'four', 'three', 'two']);
    expect(list.map((c) => c.conversationType)).toEqual(['group', 'user', 'group', 'user']);
    // Anna's own message counts for nobody but the others; Peter's earlier one stays unread.
    expect(list.map((c) => c.unreadMessageCount)).toEqual([1, 1, 1, 0]);

    const pages: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await conversationsOf(
        server,
        anna,
        cursor ? { limit: '1', cursor } : { limit: '1' },
      );
      expect(page.status).toBe(200);
      pages.push(...page.data.conversations.map((c) => c.lastMessage?.text ?? ''));
      cursor = page.data.next;
    }
    expect(pages).toEqual(['five', 'four', 'three', 'two']);
  });

  it('moves a group up with an action message, which never counts as unread', async () => {
    const [anna, peter, maria] = await three();
    await connect(server, peter, maria);
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    await sendToGroup(server, anna, guid, 'Hej');
    await sendText(server, maria, peter, 'Later, one-to-one');
    expect((await listOf(peter)).map((c) => c.conversationType)).toEqual(['user', 'group']);

    await storeAction(guid, anna);
    const list = await listOf(peter);
    expect(list.map((c) => c.conversationType)).toEqual(['group', 'user']);
    expect(list[0]).toMatchObject({ lastMessage: { category: 'action' }, unreadMessageCount: 1 });
    expect(await groupUnread(peter)).toEqual({ [guid]: 1 });
  });
});

describe("a member's unread count", () => {
  it('counts the others’ messages after their read marker, never their own', async () => {
    const [anna, peter, maria] = await three();
    const guid = await insertGroup(server.app.wob.db, [anna, peter, maria]);
    await sendToGroup(server, anna, guid, 'a1');
    const a2 = await sendToGroup(server, anna, guid, 'a2');
    await sendToGroup(server, peter, guid, 'p1');
    expect(await groupUnread(maria)).toEqual({ [guid]: 3 });
    expect(await groupUnread(peter)).toEqual({ [guid]: 2 });
    expect(await groupUnread(anna)).toEqual({ [guid]: 1 });

    // Maria reads up to a2: Peter's later message is still unread for her, nobody else moves.
    const read = await postAs(server, CHAT.receipts, maria, {
      id: a2.data.id,
      receiptType: 'read',
    });
    expect(read.status).toBe(200);
    expect(await groupUnread(maria)).toEqual({ [guid]: 1 });
    expect(await groupUnread(peter)).toEqual({ [guid]: 2 });
    // Her own message adds nothing for her; the next of Anna's counts again.
    await sendToGroup(server, maria, guid, 'm1');
    await sendToGroup(server, anna, guid, 'a3');
    expect(await groupUnread(maria)).toEqual({ [guid]: 2 });
    expect((await groupConversation(maria, guid)).data).toMatchObject({
      unreadMessageCount: 2,
      lastMessage: { text: 'a3' },
    });
    // A delivered receipt is no read.
    const delivered = await postAs(server, CHAT.receipts, peter, {
      id: a2.data.id,
      receiptType: 'delivered',
    });
    expect(delivered.status).toBe(200);
    expect(await groupUnread(peter)).toEqual({ [guid]: 4 });
  });

  it('starts at nothing for a member who joins late: the history before is not unread', async () => {
    const [anna, peter, maria] = await three();
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    await sendToGroup(server, anna, guid, 'Before Maria');
    await sendToGroup(server, peter, guid, 'Also before');
    await addMember(server.app.wob.db, guid, maria);
    expect(await groupUnread(maria)).toEqual({});
    expect((await groupConversation(maria, guid)).data).toMatchObject({ unreadMessageCount: 0 });
    await sendToGroup(server, anna, guid, 'After Maria');
    expect(await groupUnread(maria)).toEqual({ [guid]: 1 });
    const list = await listOf(maria);
    expect(list[0]).toMatchObject({
      conversationType: 'group',
      lastMessage: { text: 'After Maria' },
      unreadMessageCount: 1,
    });
  });

  it('clears for the caller who deletes the conversation, and counts again from the next message', async () => {
    const [anna, peter] = await three();
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    await sendToGroup(server, anna, guid, 'Old one');
    await sendToGroup(server, anna, guid, 'Old two');
    const deleted = await postAs(server, CHAT.deleteConversation, peter, {
      conversationWith: guid,
      conversationType: 'group',
    });
    expect(deleted.status).toBe(200);
    expect(await groupUnread(peter)).toEqual({});
    expect(await listOf(peter)).toEqual([]);
    expect((await groupConversation(peter, guid)).data).toMatchObject({
      unreadMessageCount: 0,
      lastMessage: null,
    });
    // Anna keeps hers.
    expect(await groupUnread(anna)).toEqual({});
    expect((await listOf(anna)).map((c) => c.lastMessage?.text)).toEqual(['Old two']);

    await sendToGroup(server, anna, guid, 'New');
    expect(await groupUnread(peter)).toEqual({ [guid]: 1 });
    expect((await listOf(peter)).map((c) => [c.lastMessage?.text, c.unreadMessageCount])).toEqual([
      ['New', 1],
    ]);
  });

  it('stops counting at the cap, far above what the badge shows', async () => {
    const [anna, peter] = await three();
    const db = server.app.wob.db;
    const guid = await insertGroup(db, [anna, peter]);
    const many = GROUP_UNREAD_CAP + 5;
    const rows = await db
      .insert(chatMessages)
      .values(
        Array.from({ length: many }, (_, i) => ({
          conversationId: groupConversationId(guid),
          senderId: anna.id,
          receiverType: 'group',
          receiverId: guid,
          muid: `cap-${guid}-${i}`,
          type: 'text',
          category: 'message',
          text: `Message ${i}`,
          sentAt: new Date(),
        })),
      )
      .returning();
    await recordInGroupMembers(db, rows);
    expect(await groupUnread(peter)).toEqual({ [guid]: GROUP_UNREAD_CAP });
    expect((await listOf(peter))[0]).toMatchObject({
      unreadMessageCount: GROUP_UNREAD_CAP,
      lastMessage: { text: `Message ${many - 1}` },
    });
  });
});

describe('what a group message writes', () => {
  it('leaves every member row as it was', async () => {
    const people = [await signUp(server), await signUp(server), await signUp(server)];
    const db = server.app.wob.db;
    const guid = await insertGroup(db, people);
    const members = () =>
      db
        .select()
        .from(chatMembers)
        .where(eq(chatMembers.conversationId, groupConversationId(guid)))
        .orderBy(chatMembers.userId);
    const before = await members();
    const [first] = people;
    if (!first) throw new Error('no sender');
    expect((await sendToGroup(server, first, guid, 'To all')).status).toBe(200);
    expect(await members()).toEqual(before);
  });
});
