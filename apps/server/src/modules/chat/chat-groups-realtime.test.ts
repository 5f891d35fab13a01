import { type ChatMessage, REALTIME_LIMITS } from '@wob/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { followTopic, unfollowTopic } from '../../platform/realtime/control';
import { topics } from '../../platform/realtime/hub';
import {
  connectAs,
  type Frame,
  insertBubble,
  type Peer,
  server,
  useRealtimeServer,
} from '../../platform/realtime/test-support';
import { postAs } from '../../test/http';
import { type SignedUp, signUp } from '../../test/harness';
import { CHAT, newMuid, syncOf } from './chat-test-support';
import { addMember, insertGroup, kickMember, sendToGroup } from './group-test-support';

// A group on the `/realtime` socket: a member's sockets follow their groups' topics from the
// start and when added (realtime.follow), get each message once, stop when kicked, never get
// another group's events, and get no typing from someone blocked either way; a member who
// was away resyncs what they missed, once.

useRealtimeServer({ realtime: { pingIntervalMs: 5_000 } });

let anna: SignedUp;
let peter: SignedUp;
let maria: SignedUp;

beforeAll(async () => {
  anna = await signUp(server, { name: 'Anna' });
  peter = await signUp(server, { name: 'Peter' });
  maria = await signUp(server, { name: 'Maria' });
});

/** The next event frame of `type` on the socket, skipping anything else. */
async function nextEvent(peer: Peer, type: string, timeoutMs = 5_000): Promise<Frame> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const frame = await peer.next(Math.max(1, deadline - Date.now()));
    const event = frame.event as { type?: string } | undefined;
    if (frame.type === 'event' && event?.type === type) return frame;
  }
}

/** Waits a moment and answers the event frames of `type` the socket got meanwhile. */
async function eventsAfterAWhile(peer: Peer, type: string, ms = 300): Promise<Frame[]> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return peer.unread.filter(
    (frame) => frame.type === 'event' && (frame.event as { type?: string }).type === type,
  );
}

async function typing(who: SignedUp, guid: string) {
  return postAs(server, CHAT.typing, who, {
    receiverId: guid,
    receiverType: 'group',
    typing: true,
  });
}

describe('group messages on the socket', () => {
  it('delivers a message once on the group topic to every member connected, and to no one else', async () => {
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    const other = await insertGroup(server.app.wob.db, [anna, maria]);
    const peterSocket = await connectAs(server.url, peter.token);
    const annaSocket = await connectAs(server.url, anna.token);
    const mariaSocket = await connectAs(server.url, maria.token);
    try {
      const sent = await sendToGroup(server, anna, guid, 'Hej Peter');
      expect(sent.status).toBe(200);
      for (const peer of [peterSocket, annaSocket]) {
        const frame = await nextEvent(peer, 'chat.message');
        expect(frame.topic).toBe(topics.group(guid));
        expect((frame.event as { message: ChatMessage }).message).toMatchObject({
          id: sent.data.id,
          text: 'Hej Peter',
          receiverType: 'group',
          receiverId: guid,
          sender: { uid: anna.id, name: 'Anna' },
        });
      }
      // Once: no second copy on the person's own topic.
      expect(await eventsAfterAWhile(peterSocket, 'chat.message')).toEqual([]);
      // Maria is in another of Anna's groups only: nothing of this one reaches her.
      expect(await eventsAfterAWhile(mariaSocket, 'chat.message', 0)).toEqual([]);
      await sendToGroup(server, maria, other, 'Other group');
      const forMaria = await nextEvent(mariaSocket, 'chat.message');
      expect(forMaria.topic).toBe(topics.group(other));
      expect(await eventsAfterAWhile(peterSocket, 'chat.message')).toEqual([]);
    } finally {
      peterSocket.close();
      annaSocket.close();
      mariaSocket.close();
    }
  });

  it('publishes an edit and a deletion once on the group topic', async () => {
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    const sent = await sendToGroup(server, anna, guid, 'Typo');
    const peterSocket = await connectAs(server.url, peter.token);
    try {
      const edited = await postAs(server, CHAT.edit, anna, { id: sent.data.id, text: 'Fixed' });
      expect(edited.status).toBe(200);
      const edit = await nextEvent(peterSocket, 'chat.message.edited');
      expect(edit.topic).toBe(topics.group(guid));
      expect((edit.event as { message: ChatMessage }).message.text).toBe('Fixed');
      // Only the sender edits or deletes.
      expect((await postAs(server, CHAT.delete, peter, { id: sent.data.id })).status).toBe(403);
      expect((await postAs(server, CHAT.delete, anna, { id: sent.data.id })).status).toBe(200);
      const deleted = await nextEvent(peterSocket, 'chat.message.deleted');
      expect((deleted.event as { message: ChatMessage }).message.deletedAt).not.toBeNull();
    } finally {
      peterSocket.close();
    }
  });

  it('follows a group the person is added to while connected', async () => {
    const guid = await insertGroup(server.app.wob.db, [anna]);
    const peterSocket = await connectAs(server.url, peter.token);
    try {
      await addMember(server.app.wob.db, guid, peter);
      followTopic(server.app.wob.realtime, peter.id, topics.group(guid));
      // The follow is handled in order with the socket's messages: once a subscribe after it is
      // answered, the group is followed.
      peterSocket.send({ type: 'subscribe', topic: topics.user(peter.id) });
      expect(await peterSocket.next()).toEqual({
        type: 'subscribed',
        topic: topics.user(peter.id),
      });
      await sendToGroup(server, anna, guid, 'Welcome');
      const frame = await nextEvent(peterSocket, 'chat.message');
      expect(frame.topic).toBe(topics.group(guid));
    } finally {
      peterSocket.close();
    }
  });

  it('delivers a group event published right after the follow, before the socket subscribed', async () => {
    const guid = await insertGroup(server.app.wob.db, [anna], { type: 'private' });
    const peterSocket = await connectAs(server.url, peter.token);
    const mariaSocket = await connectAs(server.url, maria.token);
    try {
      await addMember(server.app.wob.db, guid, peter);
      // As when two people are added in one change: the second one's event follows the first
      // one's follow at once, while the first one's socket is still being authorised.
      followTopic(server.app.wob.realtime, peter.id, topics.group(guid));
      followTopic(server.app.wob.realtime, maria.id, topics.group(guid));
      server.app.wob.realtime.publish(topics.group(guid), {
        type: 'chat.group',
        action: 'added',
        marker: 'right after the follow',
      });
      const frame = await nextEvent(peterSocket, 'chat.group');
      expect(frame.topic).toBe(topics.group(guid));
      expect(frame.event).toMatchObject({ marker: 'right after the follow' });
      // Someone the group's rule refuses gets nothing of what was held for them.
      expect(await eventsAfterAWhile(mariaSocket, 'chat.group')).toEqual([]);
    } finally {
      peterSocket.close();
      mariaSocket.close();
    }
  });

  it('leaves the groups it follows out of the topic limit of the client', async () => {
    const person = await signUp(server, { name: 'Busy' });
    const guids = [
      await insertGroup(server.app.wob.db, [anna, person]),
      await insertGroup(server.app.wob.db, [anna, person]),
    ];
    const bubbles: string[] = [];
    for (let i = 0; i < REALTIME_LIMITS.maxTopics; i += 1) {
      bubbles.push(await insertBubble(server, { ownerId: anna.id }));
    }
    const socket = await connectAs(server.url, person.token);
    try {
      for (const id of bubbles) socket.send({ type: 'subscribe', topic: topics.bubble(id) });
      for (const id of bubbles) {
        expect(await socket.next()).toEqual({ type: 'subscribed', topic: topics.bubble(id) });
      }
      const extra = await insertBubble(server, { ownerId: anna.id });
      socket.send({ type: 'subscribe', topic: topics.bubble(extra) });
      expect(await socket.next()).toMatchObject({ type: 'error', code: 'too-many-topics' });
      // Both groups are followed all the same.
      for (const guid of guids) {
        await sendToGroup(server, anna, guid, `To ${guid}`);
        expect((await nextEvent(socket, 'chat.message')).topic).toBe(topics.group(guid));
      }
    } finally {
      socket.close();
    }
  });

  it('does not follow a group for someone who is not a member', async () => {
    const guid = await insertGroup(server.app.wob.db, [anna], { type: 'private' });
    const mariaSocket = await connectAs(server.url, maria.token);
    try {
      followTopic(server.app.wob.realtime, maria.id, topics.group(guid));
      mariaSocket.send({ type: 'subscribe', topic: topics.group(guid) });
      expect(await mariaSocket.next()).toEqual({
        type: 'error',
        code: 'forbidden',
        topic: topics.group(guid),
      });
      await sendToGroup(server, anna, guid, 'Private');
      expect(await eventsAfterAWhile(mariaSocket, 'chat.message')).toEqual([]);
    } finally {
      mariaSocket.close();
    }
  });

  it('drops a group its person left (realtime.unfollow), without an error', async () => {
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    const peterSocket = await connectAs(server.url, peter.token);
    try {
      unfollowTopic(server.app.wob.realtime, peter.id, topics.group(guid));
      // Handled in order: once a later subscribe is answered, the group is dropped.
      peterSocket.send({ type: 'subscribe', topic: topics.user(peter.id) });
      expect(await peterSocket.next()).toEqual({
        type: 'subscribed',
        topic: topics.user(peter.id),
      });
      await sendToGroup(server, anna, guid, 'After leaving');
      expect(await eventsAfterAWhile(peterSocket, 'chat.message')).toEqual([]);
      expect(peterSocket.unread).toEqual([]);
    } finally {
      peterSocket.close();
    }
  });

  it('stops delivering to a member once they are kicked', async () => {
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    const peterSocket = await connectAs(server.url, peter.token);
    try {
      await kickMember(server, guid, peter);
      expect(await peterSocket.next()).toEqual({
        type: 'error',
        code: 'forbidden',
        topic: topics.group(guid),
      });
      await sendToGroup(server, anna, guid, 'After the kick');
      expect(await eventsAfterAWhile(peterSocket, 'chat.message')).toEqual([]);
    } finally {
      peterSocket.close();
    }
  });
});

describe('typing in a group', () => {
  it('tells the other members, never the typist, and nobody blocked either way with them', async () => {
    const blocker = await signUp(server, { name: 'Blocker' });
    const guid = await insertGroup(server.app.wob.db, [anna, peter, blocker]);
    expect((await postAs(server, CHAT.block, blocker, { _id: anna.id })).status).toBe(200);
    const sockets = {
      anna: await connectAs(server.url, anna.token),
      peter: await connectAs(server.url, peter.token),
      blocker: await connectAs(server.url, blocker.token),
    };
    try {
      expect((await typing(anna, guid)).status).toBe(200);
      const frame = await nextEvent(sockets.peter, 'chat.typing');
      expect(frame.topic).toBe(topics.group(guid));
      expect(frame.event).toEqual({
        type: 'chat.typing',
        indicator: {
          sender: expect.objectContaining({ uid: anna.id, name: 'Anna' }),
          receiverId: guid,
          receiverType: 'group',
          typing: true,
        },
      });
      // Who was skipped is not told to anyone.
      expect(frame.event).not.toHaveProperty('except');
      expect(await eventsAfterAWhile(sockets.blocker, 'chat.typing')).toEqual([]);
      expect(await eventsAfterAWhile(sockets.anna, 'chat.typing', 0)).toEqual([]);
      // Nor the other way round: the blocker's typing does not reach Anna.
      expect((await typing(blocker, guid)).status).toBe(200);
      await nextEvent(sockets.peter, 'chat.typing');
      expect(await eventsAfterAWhile(sockets.anna, 'chat.typing')).toEqual([]);
      // Messages of a blocked person are still shown in the group.
      await sendToGroup(server, blocker, guid, 'Still here');
      await nextEvent(sockets.anna, 'chat.message');
    } finally {
      for (const socket of Object.values(sockets)) socket.close();
    }
  });
});

describe('a member who was away', () => {
  it('gets what they missed once from sync, then the live messages on the socket', async () => {
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    let peterSocket = await connectAs(server.url, peter.token);
    await sendToGroup(server, anna, guid, 'Seen live');
    await nextEvent(peterSocket, 'chat.message');
    const cursor = (await syncOf(server, peter, '0')).data.cursor;
    peterSocket.close();
    await peterSocket.closed;

    const muid = newMuid();
    await sendToGroup(server, anna, guid, 'Missed one', muid);
    await sendToGroup(server, anna, guid, 'Missed one', muid);
    await sendToGroup(server, anna, guid, 'Missed two');

    peterSocket = await connectAs(server.url, peter.token);
    try {
      const missed = await syncOf(server, peter, cursor);
      expect(missed.data.messages.map((m) => m.text)).toEqual(['Missed one', 'Missed two']);
      expect((await syncOf(server, peter, missed.data.cursor)).data.messages).toEqual([]);
      await sendToGroup(server, anna, guid, 'Live again');
      const frame = await nextEvent(peterSocket, 'chat.message');
      expect((frame.event as { message: ChatMessage }).message.text).toBe('Live again');
    } finally {
      peterSocket.close();
    }
  });
});
