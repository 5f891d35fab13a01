import type { ChatMessage, Conversation, RealtimeEvent } from '@wob/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema';
import { topics } from '../../platform/realtime/hub';
import { getAs, postAs } from '../../test/http';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { CHAT, conversationsOf, newMuid, sendText, syncOf } from './chat-test-support';
import { recordInGroupMembers } from './conversation-store';
import { insertGroup, kickMember, memberRow, sendToGroup } from './group-test-support';
import { groupConversationId } from './group-views';

// Group conversations over HTTP: only active members read and send (a private group is
// invisible to others, a public one refuses them), sends are idempotent and batched like
// one-to-one, every other member counts one more unread (action messages never), receipts move
// the caller's own markers only, and the list, the conversation and sync cover groups.

useTestServer();

async function three(): Promise<[SignedUp, SignedUp, SignedUp]> {
  return [
    await signUp(server, { name: 'Anna' }),
    await signUp(server, { name: 'Peter' }),
    await signUp(server, { name: 'Maria' }),
  ];
}

function groupMessages(who: SignedUp, guid: string, query: Record<string, string> = {}) {
  return getAs<{ messages: ChatMessage[] }>(server, CHAT.messages, who, {
    conversationWith: guid,
    conversationType: 'group',
    ...query,
  });
}

function unreadWithGroups(who: SignedUp) {
  return getAs<{ users: Record<string, number>; groups: Record<string, number> }>(
    server,
    CHAT.unread,
    who,
  );
}

/** Records what is published on a group's topic. */
function recordTopic(guid: string): { events: RealtimeEvent[]; stop: () => void } {
  const events: RealtimeEvent[] = [];
  const stop = server.app.wob.realtime.subscribe(topics.group(guid), (event) => {
    events.push(event);
  });
  return { events, stop };
}

describe('who may read and send', () => {
  it('lets members send and read, and refuses others: 403 for a public group, 404 for a private one', async () => {
    const [anna, peter, maria] = await three();
    const open = await insertGroup(server.app.wob.db, [anna, peter], { type: 'public' });
    const closed = await insertGroup(server.app.wob.db, [anna, peter], { type: 'private' });

    const sent = await sendToGroup(server, peter, open, 'Hej alle');
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({
      receiverType: 'group',
      receiverId: open,
      conversationId: groupConversationId(open),
      text: 'Hej alle',
      sender: { uid: peter.id, name: 'Peter' },
    });
    const read = await groupMessages(anna, open);
    expect(read.status).toBe(200);
    expect(read.data.messages.map((m) => m.text)).toEqual(['Hej alle']);

    const outsider = await sendToGroup(server, maria, open, 'Let me in');
    expect(outsider.status).toBe(403);
    expect(outsider.message).toBe('Only members of this group can do this.');
    expect((await groupMessages(maria, open)).status).toBe(403);
    expect((await sendToGroup(server, maria, closed, 'Hello?')).status).toBe(404);
    const hidden = await groupMessages(maria, closed);
    expect(hidden.status).toBe(404);
    expect(hidden.message).toBe('This group could not be found.');
    expect((await sendToGroup(server, anna, 'gnosuchgroup00000000', 'Hi')).status).toBe(404);

    // Nothing of the refused sends was stored.
    const rows = await server.app.wob.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.senderId, maria.id));
    expect(rows).toEqual([]);
  });

  it('answers in Danish too', async () => {
    const [anna, , maria] = await three();
    const guid = await insertGroup(server.app.wob.db, [anna]);
    const answer = await postAs(
      server,
      CHAT.text,
      maria,
      { receiverId: guid, receiverType: 'group', muid: newMuid(), text: 'Hej' },
      'da',
    );
    expect(answer.status).toBe(403);
    expect(answer.message).toBe('Det kan kun gruppens medlemmer gøre.');
  });

  it('refuses a kicked member: no more sends, reads or typing', async () => {
    const [anna, peter] = await three();
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    expect((await sendToGroup(server, peter, guid, 'Before')).status).toBe(200);
    await kickMember(server, guid, peter);
    expect((await sendToGroup(server, peter, guid, 'After')).status).toBe(403);
    expect((await groupMessages(peter, guid)).status).toBe(403);
    const typing = await postAs(server, CHAT.typing, peter, {
      receiverId: guid,
      receiverType: 'group',
      typing: true,
    });
    expect(typing.status).toBe(403);
    expect((await groupMessages(anna, guid)).data.messages.map((m) => m.text)).toEqual(['Before']);
  });
});

describe('sending to a group', () => {
  it('stores a retried send once, answers the same message and publishes it once on the group topic', async () => {
    const [anna, peter, maria] = await three();
    const guid = await insertGroup(server.app.wob.db, [anna, peter, maria]);
    const topic = recordTopic(guid);
    try {
      const muid = newMuid();
      const answers = await Promise.all([
        sendToGroup(server, anna, guid, 'Once', muid),
        sendToGroup(server, anna, guid, 'Once', muid),
      ]);
      answers.push(await sendToGroup(server, anna, guid, 'Once', muid));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
      const stored = await server.app.wob.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.senderId, anna.id));
      expect(stored).toHaveLength(1);
      await server.app.wob.tasks.idle();
      const messages = topic.events.filter((event) => event.type === 'chat.message');
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ message: { id: answers[0]?.data.id, text: 'Once' } });
    } finally {
      topic.stop();
    }
  });

  it('loses and doubles nothing when every member sends at once', async () => {
    const people = [await signUp(server), await signUp(server), await signUp(server)];
    const guid = await insertGroup(server.app.wob.db, people);
    const sends = people.flatMap((person) =>
      Array.from({ length: 8 }, (_, i) => ({ person, text: `${person.id}:${i}`, muid: newMuid() })),
    );
    // Every send twice (a retry racing the first try), all at once.
    const answers = await Promise.all(
      [...sends, ...sends].map((s) => sendToGroup(server, s.person, guid, s.text, s.muid)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const read = await groupMessages(people[0] as SignedUp, guid, { limit: '100' });
    expect(read.data.messages.map((m) => m.text).sort()).toEqual(sends.map((s) => s.text).sort());
    // Each member's unread count is the others' messages: 16 each.
    for (const person of people) {
      expect((await memberRow(server.app.wob.db, guid, person))?.unreadCount).toBe(16);
    }
  });

  it('refuses a thread reply to a message of another conversation', async () => {
    const [anna, peter] = await three();
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    const elsewhere = await sendText(server, anna, peter, 'One-to-one');
    const reply = await postAs(server, CHAT.text, peter, {
      receiverId: guid,
      receiverType: 'group',
      muid: newMuid(),
      text: 'Reply',
      parentMessageId: elsewhere.data.id,
    });
    expect(reply.status).toBe(422);
  });
});

describe('unread counts and receipts', () => {
  it('counts a message for every other member, never an action message, and a read resets only the reader', async () => {
    const [anna, peter, maria] = await three();
    const db = server.app.wob.db;
    const guid = await insertGroup(db, [anna, peter, maria]);
    await sendToGroup(server, anna, guid, 'One');
    const two = await sendToGroup(server, anna, guid, 'Two');
    // An action message as the group operations store it (Anna added someone).
    const [action] = await db
      .insert(chatMessages)
      .values({
        conversationId: groupConversationId(guid),
        senderId: anna.id,
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

    expect((await unreadWithGroups(peter)).data).toEqual({ users: {}, groups: { [guid]: 2 } });
    expect((await unreadWithGroups(anna)).data).toEqual({ users: {}, groups: {} });

    const receipt = await postAs(server, CHAT.receipts, peter, {
      id: two.data.id,
      receiptType: 'read',
    });
    expect(receipt.status).toBe(200);
    expect((await unreadWithGroups(peter)).data.groups).toEqual({});
    expect((await unreadWithGroups(maria)).data.groups).toEqual({ [guid]: 2 });
    // The shared row is not marked read for anyone; Peter's own markers moved.
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, Number(two.data.id)));
    expect(row?.readAt).toBeNull();
    expect((await memberRow(db, guid, peter))?.lastReadId).toBe(Number(two.data.id));
    // The action message is the conversation's last message.
    const list = await conversationsOf(server, maria);
    expect(list.data.conversations[0]).toMatchObject({
      conversationType: 'group',
      unreadMessageCount: 2,
      lastMessage: { category: 'action' },
    });
    // A receipt on one's own message is refused.
    const own = await postAs(server, CHAT.receipts, anna, { id: two.data.id, receiptType: 'read' });
    expect(own.status).toBe(403);
  });
});

describe('the conversation list and one conversation', () => {
  it('lists a group among the one-to-one conversations, latest first, as the group the caller sees', async () => {
    const [anna, peter] = await three();
    const guid = await insertGroup(server.app.wob.db, [anna, peter], { name: 'Klatring' });
    await sendText(server, anna, peter, 'Direct');
    await sendToGroup(server, peter, guid, 'In the group');
    const list = await conversationsOf(server, anna);
    expect(list.status).toBe(200);
    const conversations = list.data.conversations as Conversation[];
    expect(conversations.map((c) => c.conversationType)).toEqual(['group', 'user']);
    expect(conversations[0]).toMatchObject({
      conversationId: groupConversationId(guid),
      conversationWith: {
        guid,
        name: 'Klatring',
        type: 'public',
        membersCount: 2,
        scope: 'admin',
        hasJoined: true,
        owner: anna.id,
      },
      lastMessage: { text: 'In the group' },
      unreadMessageCount: 1,
    });
    const one = await getAs<Conversation>(server, CHAT.conversation, peter, {
      conversationWith: guid,
      conversationType: 'group',
    });
    expect(one.status).toBe(200);
    expect(one.data).toMatchObject({
      conversationType: 'group',
      conversationWith: { guid, scope: 'participant', hasJoined: true },
      unreadMessageCount: 0,
    });
  });

  it('deletes a group conversation for the caller only; a new message shows it again', async () => {
    const [anna, peter] = await three();
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    await sendToGroup(server, anna, guid, 'Old');
    const deleted = await postAs(server, CHAT.deleteConversation, peter, {
      conversationWith: guid,
      conversationType: 'group',
    });
    expect(deleted.status).toBe(200);
    expect((await conversationsOf(server, peter)).data.conversations).toEqual([]);
    expect((await groupMessages(peter, guid)).data.messages).toEqual([]);
    expect((await groupMessages(anna, guid)).data.messages.map((m) => m.text)).toEqual(['Old']);
    await sendToGroup(server, anna, guid, 'New');
    expect((await groupMessages(peter, guid)).data.messages.map((m) => m.text)).toEqual(['New']);
    expect((await conversationsOf(server, peter)).data.conversations).toHaveLength(1);
  });
});

describe('shared media of a group', () => {
  it('lists the group media to its members only', async () => {
    const [anna, peter, maria] = await three();
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    await sendToGroup(server, anna, guid, 'Not media');
    // A photo's message as the media upload stores it (uploads are tested in chat-media).
    await server.app.wob.db.insert(chatMessages).values({
      conversationId: groupConversationId(guid),
      senderId: anna.id,
      receiverType: 'group',
      receiverId: guid,
      muid: newMuid(),
      type: 'image',
      category: 'message',
      data: {
        media: [
          {
            id: 'no-such-file',
            name: 'a.webp',
            extension: 'webp',
            mimeType: 'image/webp',
            size: 10,
          },
        ],
      },
      sentAt: new Date(),
    });
    const query = { conversationWith: guid, conversationType: 'group', kind: 'photos' };
    const shared = await getAs<{ messages: ChatMessage[] }>(server, CHAT.sharedMedia, peter, query);
    expect(shared.status).toBe(200);
    expect(shared.data.messages.map((m) => m.type)).toEqual(['image']);
    expect((await getAs(server, CHAT.sharedMedia, maria, query)).status).toBe(403);
  });
});

describe('sync', () => {
  it('gives each group message once, in seq order, to members only', async () => {
    const [anna, peter, maria] = await three();
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    const start = (await syncOf(server, peter, '0')).data.cursor;
    await sendToGroup(server, anna, guid, 'First');
    await sendText(server, anna, peter, 'Direct');
    await sendToGroup(server, anna, guid, 'Second');
    const first = await syncOf(server, peter, start, 2);
    expect(first.data.more).toBe(true);
    const rest = await syncOf(server, peter, first.data.cursor, 10);
    expect(rest.data.more).toBe(false);
    expect([...first.data.messages, ...rest.data.messages].map((m) => m.text)).toEqual([
      'First',
      'Direct',
      'Second',
    ]);
    expect(
      (await syncOf(server, maria, '0')).data.messages.filter((m) => m.receiverId === guid),
    ).toEqual([]);
  });
});
