import { type ChatMessage, NotificationEventSchema } from '@wob/api';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessages, notifications } from '../../db/schema';
import { ownTopicEvents } from '../../test/bubbles';
import { postAs } from '../../test/http';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { bell, markSeen, setUser } from '../relations/test-support';
import { CHAT, newMuid } from './chat-test-support';
import { insertGroup, kickMember } from './group-test-support';

// Mentions in group texts: the server keeps the mentioned active members (never the sender,
// never outsiders), shows them as `metadata.mentions`, and rings each one's bell with a
// 'mention' (live, badge included) unless they turned 'receive notifications' off or a block
// stands between the two. One-to-one texts ignore mentions; junk is refused with a 422.

useTestServer();

function sendMention(from: SignedUp, guid: string, mentions: unknown, text = 'Hej @alle') {
  return postAs<ChatMessage>(server, CHAT.text, from, {
    receiverId: guid,
    receiverType: 'group',
    muid: newMuid(),
    text,
    mentions,
  });
}

async function mentionRows(recipient: SignedUp) {
  return server.app.wob.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, recipient.id), eq(notifications.kind, 'mention')));
}

async function people(...names: string[]): Promise<SignedUp[]> {
  const made: SignedUp[] = [];
  for (const name of names) made.push(await signUp(server, { name }));
  return made;
}

const notChat = (event: { type: string }) => !event.type.startsWith('chat.');

describe('mentions in a group text', () => {
  it('keeps active members only (not the sender, not outsiders) and rings their bells live', async () => {
    const [anna, peter, maria, outsider] = await people('Anna', 'Peter', 'Maria', 'Olga');
    const guid = await insertGroup(server.app.wob.db, [anna, peter, maria] as SignedUp[], {
      name: 'Venner',
    });
    const [a, p, m, o] = [anna, peter, maria, outsider] as [SignedUp, SignedUp, SignedUp, SignedUp];

    let sent: Awaited<ReturnType<typeof sendMention>> | undefined;
    const events = await ownTopicEvents(
      server,
      p,
      async () => {
        sent = await sendMention(a, guid, [p.id, a.id, o.id, p.id, m.id], 'Hej @Peter @Maria');
      },
      NotificationEventSchema,
      notChat,
    );
    expect(sent?.status).toBe(200);
    expect(sent?.data.metadata).toEqual({
      mentions: [
        { uid: p.id, name: 'Peter' },
        { uid: m.id, name: 'Maria' },
      ],
    });
    const [stored] = await server.app.wob.db
      .select({ data: chatMessages.data })
      .from(chatMessages)
      .where(eq(chatMessages.id, Number(sent?.data.id)));
    expect(stored?.data.mentions?.map((mention) => mention.uid)).toEqual([p.id, m.id]);

    expect(events).toEqual([
      {
        type: 'notification.created',
        unseen: 1,
        notification: expect.objectContaining({
          kind: 'mention',
          user: expect.objectContaining({ _id: a.id, name: 'Anna' }),
          group: { guid, name: 'Venner' },
          seen: false,
        }),
      },
    ]);
    const peterBell = await bell(server, p);
    expect(peterBell.data.unseen).toBe(1);
    expect(peterBell.data.docs.map((doc) => [doc.kind, doc.user.name, doc.group])).toEqual([
      ['mention', 'Anna', { guid, name: 'Venner' }],
    ]);
    expect(await mentionRows(m)).toHaveLength(1);
    expect(await mentionRows(a)).toHaveLength(0);
    expect(await mentionRows(o)).toHaveLength(0);
  });

  it('brings one entry per person and group back to the top, unseen, on a new mention', async () => {
    const [anna, peter] = await people('Anna', 'Peter');
    const [a, p] = [anna, peter] as [SignedUp, SignedUp];
    const guid = await insertGroup(server.app.wob.db, [a, p]);
    expect((await sendMention(a, guid, [p.id])).status).toBe(200);
    const first = await bell(server, p);
    const id = first.data.docs[0]?._id;
    expect((await markSeen(server, p, [id])).data.unseen).toBe(0);
    server.clock.advance(60_000);
    expect((await sendMention(a, guid, [p.id])).status).toBe(200);
    const again = await bell(server, p);
    expect(again.data.unseen).toBe(1);
    expect(again.data.docs.map((doc) => [doc._id, doc.seen])).toEqual([[id, false]]);
  });

  it('notifies nobody who muted notifications, is blocked either way, or has left', async () => {
    const [anna, muted, blocker, blocked, gone] = await people(
      'Anna',
      'Mads',
      'Bo',
      'Bent',
      'Gurli',
    );
    const [a, mu, bo, be, g] = [anna, muted, blocker, blocked, gone] as [
      SignedUp,
      SignedUp,
      SignedUp,
      SignedUp,
      SignedUp,
    ];
    const guid = await insertGroup(server.app.wob.db, [a, mu, bo, be, g]);
    await setUser(server, mu, { receiveNotifications: false });
    expect((await postAs(server, CHAT.block, bo, { _id: a.id })).status).toBe(200);
    expect((await postAs(server, CHAT.block, a, { _id: be.id })).status).toBe(200);
    await kickMember(server, guid, g);
    await server.app.wob.tasks.idle();

    const sent = await sendMention(a, guid, [mu.id, bo.id, be.id, g.id]);
    expect(sent.status).toBe(200);
    // The message still names the members mentioned (a block hides nothing in a group).
    expect(sent.data.metadata).toEqual({
      mentions: [
        { uid: mu.id, name: 'Mads' },
        { uid: bo.id, name: 'Bo' },
        { uid: be.id, name: 'Bent' },
      ],
    });
    for (const who of [mu, bo, be, g]) expect(await mentionRows(who)).toHaveLength(0);
  });

  it('hides a mention from the bell once its recipient left the group', async () => {
    const [anna, peter] = await people('Anna', 'Peter');
    const [a, p] = [anna, peter] as [SignedUp, SignedUp];
    const guid = await insertGroup(server.app.wob.db, [a, p]);
    expect((await sendMention(a, guid, [p.id])).status).toBe(200);
    expect((await bell(server, p)).data.unseen).toBe(1);
    await kickMember(server, guid, p);
    const after = await bell(server, p);
    expect(after.data.unseen).toBe(0);
    expect(after.data.docs).toEqual([]);
  });

  it('ignores mentions in a one-to-one text', async () => {
    const [anna, peter] = await people('Anna', 'Peter');
    const [a, p] = [anna, peter] as [SignedUp, SignedUp];
    const sent = await postAs<ChatMessage>(server, CHAT.text, a, {
      receiverId: p.id,
      muid: newMuid(),
      text: 'Hej @Peter',
      mentions: [p.id],
    });
    expect(sent.status).toBe(200);
    expect(sent.data.metadata).toBeUndefined();
    expect(await mentionRows(p)).toHaveLength(0);
  });

  it('refuses junk mentions with a translated 422', async () => {
    const [anna, peter] = await people('Anna', 'Peter');
    const [a, p] = [anna, peter] as [SignedUp, SignedUp];
    const guid = await insertGroup(server.app.wob.db, [a, p]);
    const eleven = Array.from({ length: 11 }, () => p.id);
    for (const junk of ['abc', [1], [''], [{ uid: p.id }], eleven, ['x'.repeat(65)], null]) {
      const answer = await sendMention(a, guid, junk);
      expect(answer.status, JSON.stringify(junk)).toBe(422);
      expect(answer.message).toBeTruthy();
    }
    expect(await mentionRows(p)).toHaveLength(0);
  });
});
