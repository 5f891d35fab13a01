import { ChatEventSchema, type ChatUser } from '@wob/api';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { topics } from '../../platform/realtime/hub';
import {
  connectAs,
  type Peer,
  server,
  useRealtimeServer,
} from '../../platform/realtime/test-support';
import { getAs, postAs } from '../../test/http';
import { type SignedUp, signUp } from '../../test/harness';
import { CHAT, connect, sendText } from './chat-test-support';

// Presence over real `/realtime` sockets (spec chat section 4): online while a person has an
// authenticated socket, offline with the last active time when the last one closes; told to
// the people they have a conversation with, never across a block. And the chat's events as a
// browser receives them.

useRealtimeServer();

/** The next chat event on the peer's own topic. */
async function nextChatEvent(peer: Peer, who: SignedUp) {
  const frame = await peer.next();
  expect(frame).toMatchObject({ type: 'event', topic: topics.user(who.id) });
  return v.parse(ChatEventSchema, frame.event);
}

/** Nothing else came for `who`: a marker published now is the next frame. */
async function expectNothingMore(peer: Peer, who: SignedUp) {
  await server.app.wob.tasks.idle();
  server.app.wob.realtime.publish(topics.user(who.id), { type: 'marker' });
  expect(await peer.next()).toMatchObject({ type: 'event', event: { type: 'marker' } });
}

async function waitUntilClosed(peer: Peer) {
  peer.close();
  await peer.closed;
  await server.app.wob.tasks.idle();
}

describe('presence', () => {
  it('tells conversation partners when someone comes online and goes offline, not others', async () => {
    const alice = await signUp(server, { name: 'Alice' });
    const bob = await signUp(server, { name: 'Bob' });
    const carol = await signUp(server, { name: 'Carol' });
    const dave = await signUp(server, { name: 'Dave' });
    await connect(server, alice, bob);
    await connect(server, alice, dave);
    await sendText(server, alice, bob, 'Hi Bob');
    await sendText(server, dave, alice, 'Hi Alice');
    // Dave blocks Alice: he hears nothing of her any more.
    await postAs(server, CHAT.block, dave, { _id: alice.id });

    const bobSocket = await connectAs(server.url, bob.token);
    const carolSocket = await connectAs(server.url, carol.token);
    const daveSocket = await connectAs(server.url, dave.token);
    await server.app.wob.tasks.idle();

    const aliceTab = await connectAs(server.url, alice.token);
    // Bob came online before Alice connected: she hears nothing of him now.
    expect(await nextChatEvent(bobSocket, bob)).toEqual({
      type: 'chat.presence',
      user: { uid: alice.id, status: 'online', lastActiveAt: null },
    });
    expect((await getAs<ChatUser>(server, CHAT.user, bob, { uid: alice.id })).data).toMatchObject({
      status: 'online',
      lastActiveAt: null,
    });

    // A second tab changes nothing; closing one of two changes nothing.
    const aliceSecondTab = await connectAs(server.url, alice.token);
    await waitUntilClosed(aliceSecondTab);
    await expectNothingMore(bobSocket, bob);

    server.clock.advance(60_000);
    const leftAt = Math.floor(server.clock.now().getTime() / 1000);
    await waitUntilClosed(aliceTab);
    expect(await nextChatEvent(bobSocket, bob)).toEqual({
      type: 'chat.presence',
      user: { uid: alice.id, status: 'offline', lastActiveAt: leftAt },
    });
    expect((await getAs<ChatUser>(server, CHAT.user, bob, { uid: alice.id })).data).toMatchObject({
      status: 'offline',
      lastActiveAt: leftAt,
    });
    await expectNothingMore(carolSocket, carol);
    await expectNothingMore(daveSocket, dave);
    for (const socket of [bobSocket, carolSocket, daveSocket]) socket.close();
  });
});

describe('presence of someone without a conversation yet (presence:<id>)', () => {
  it('answers the current presence first, then every change; refused across a block', async () => {
    const alice = await signUp(server, { name: 'Alice' });
    const bob = await signUp(server, { name: 'Bob' });
    const carol = await signUp(server, { name: 'Carol' });
    await connect(server, alice, bob);
    // Carol has blocked Alice: Alice may not follow her presence.
    await postAs(server, CHAT.block, carol, { _id: alice.id });
    const aliceSocket = await connectAs(server.url, alice.token);
    try {
      // Alice opens a chat with Bob; no message yet, so no conversation.
      aliceSocket.send({ type: 'subscribe', topic: topics.presence(bob.id) });
      expect(await aliceSocket.next()).toEqual({
        type: 'subscribed',
        topic: topics.presence(bob.id),
      });
      const first = await aliceSocket.next();
      expect(first).toMatchObject({
        type: 'event',
        topic: topics.presence(bob.id),
        event: { type: 'chat.presence', user: { uid: bob.id, status: 'offline' } },
      });

      const bobSocket = await connectAs(server.url, bob.token);
      expect(await aliceSocket.next()).toEqual({
        type: 'event',
        topic: topics.presence(bob.id),
        event: {
          type: 'chat.presence',
          user: { uid: bob.id, status: 'online', lastActiveAt: null },
        },
      });
      server.clock.advance(60_000);
      const leftAt = Math.floor(server.clock.now().getTime() / 1000);
      await waitUntilClosed(bobSocket);
      expect(await aliceSocket.next()).toEqual({
        type: 'event',
        topic: topics.presence(bob.id),
        event: {
          type: 'chat.presence',
          user: { uid: bob.id, status: 'offline', lastActiveAt: leftAt },
        },
      });

      aliceSocket.send({ type: 'subscribe', topic: topics.presence(carol.id) });
      expect(await aliceSocket.next()).toEqual({
        type: 'error',
        code: 'forbidden',
        topic: topics.presence(carol.id),
      });

      // Bob blocks Alice later: she is dropped from his presence.
      await postAs(server, CHAT.block, bob, { _id: alice.id });
      await server.app.wob.tasks.idle();
      // After the block's own events (connection removed, chat.block) comes the refusal.
      let frame = await aliceSocket.next();
      while (frame.type === 'event' && frame.topic === topics.user(alice.id)) {
        frame = await aliceSocket.next();
      }
      expect(frame).toEqual({ type: 'error', code: 'forbidden', topic: topics.presence(bob.id) });
    } finally {
      aliceSocket.close();
    }
  });
});

describe('chat events on /realtime', () => {
  it('brings a message, typing, a transient reaction, a receipt and an edit to the right sockets', async () => {
    const alice = await signUp(server, { name: 'Alice' });
    const bob = await signUp(server, { name: 'Bob' });
    await connect(server, alice, bob);
    const aliceSocket = await connectAs(server.url, alice.token);
    const bobSocket = await connectAs(server.url, bob.token);
    try {
      // No conversation yet: neither heard of the other's presence; typing comes first.
      await postAs(server, CHAT.typing, alice, { receiverId: bob.id, typing: true });
      expect(await nextChatEvent(bobSocket, bob)).toEqual({
        type: 'chat.typing',
        indicator: {
          sender: { uid: alice.id, name: 'Alice', avatar: expect.any(String) },
          receiverId: bob.id,
          receiverType: 'user',
          typing: true,
        },
      });
      const sent = await sendText(server, alice, bob, 'Live!');
      const toBob = await nextChatEvent(bobSocket, bob);
      expect(toBob).toMatchObject({
        type: 'chat.message',
        message: { id: sent.data.id, text: 'Live!' },
      });
      const toAlice = await nextChatEvent(aliceSocket, alice);
      expect(toAlice).toMatchObject({ type: 'chat.message', message: { id: sent.data.id } });

      await postAs(server, CHAT.transient, bob, {
        receiverId: alice.id,
        data: { type: 'live_reaction', reaction: 'heart' },
      });
      expect(await nextChatEvent(aliceSocket, alice)).toMatchObject({
        type: 'chat.transient',
        transient: { sender: { uid: bob.id }, data: { type: 'live_reaction', reaction: 'heart' } },
      });

      await postAs(server, CHAT.receipts, bob, { id: sent.data.id, receiptType: 'read' });
      const receipt = await nextChatEvent(aliceSocket, alice);
      expect(receipt).toMatchObject({
        type: 'chat.receipt',
        receipt: { messageId: sent.data.id, sender: bob.id, receiptType: 'read' },
      });
      // Bob's own tabs follow his receipt too.
      expect((await nextChatEvent(bobSocket, bob)).type).toBe('chat.receipt');

      await postAs(server, CHAT.edit, alice, { id: sent.data.id, text: 'Live, edited' });
      expect(await nextChatEvent(bobSocket, bob)).toMatchObject({
        type: 'chat.message.edited',
        message: { id: sent.data.id, text: 'Live, edited' },
      });
    } finally {
      aliceSocket.close();
      bobSocket.close();
    }
  });
});
