import { NotificationEventSchema } from '@wob/api';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { topics } from '../../platform/realtime/hub';
import {
  connectAs,
  type Frame,
  type Peer,
  server,
  useRealtimeServer,
} from '../../platform/realtime/test-support';
import { createBubble, leave, pick, signUpPremium } from '../../test/bubbles';
import { postAs } from '../../test/http';
import { type SignedUp, signUp } from '../../test/harness';
import { bell, like, markSeen, react } from '../relations/test-support';

// The bell over a real WebSocket: what two people's browsers receive on `/realtime`.

useRealtimeServer();

/** The next notification event on the peer's own topic. */
async function nextEvent(peer: Peer, who: SignedUp) {
  const frame: Frame = await peer.next();
  expect(frame).toMatchObject({ type: 'event', topic: topics.user(who.id) });
  return v.parse(NotificationEventSchema, frame.event);
}

/** The next bell event on the peer's own topic, past the Bubbles' own events there. */
async function nextBellEvent(peer: Peer, who: SignedUp) {
  for (;;) {
    const frame: Frame = await peer.next();
    expect(frame).toMatchObject({ type: 'event', topic: topics.user(who.id) });
    const event = frame.event as { type: string };
    if (event.type.startsWith('membership.')) continue;
    return v.parse(NotificationEventSchema, event);
  }
}

describe('the bell over /realtime', () => {
  it('brings a join request to the owner, its withdrawal, and an approval to the applicant', async () => {
    const owner = await signUpPremium(server, { name: 'Owner Oda' });
    const applicant = await signUp(server, { name: 'Applicant Per' });
    const bubble = await createBubble(server, owner, { name: 'Isbadere', privateBubble: true });
    const ownerSocket = await connectAs(server.url, owner.token);
    const applicantSocket = await connectAs(server.url, applicant.token);
    try {
      await pick(server, applicant, bubble._id);
      expect(await nextBellEvent(ownerSocket, owner)).toMatchObject({
        type: 'notification.created',
        notification: {
          kind: 'joinRequest',
          user: { _id: applicant.id, name: 'Applicant Per' },
          bubble: { _id: bubble._id, name: 'Isbadere', slug: bubble.slug },
          seen: false,
        },
        unseen: 1,
      });
      await leave(server, applicant, bubble._id);
      expect(await nextBellEvent(ownerSocket, owner)).toEqual({
        type: 'notifications.seen',
        unseen: 0,
      });

      await pick(server, applicant, bubble._id);
      expect(await nextBellEvent(ownerSocket, owner)).toMatchObject({ unseen: 1 });
      await postAs(server, '/api/bubble/mark-active', owner, {
        bubble: bubble._id,
        user: applicant.id,
      });
      expect(await nextBellEvent(applicantSocket, applicant)).toMatchObject({
        type: 'notification.created',
        notification: {
          kind: 'joinApproved',
          user: { _id: owner.id },
          bubble: { _id: bubble._id },
        },
        unseen: 1,
      });
      // Answered, the request leaves the owner's badge.
      expect(await nextBellEvent(ownerSocket, owner)).toEqual({
        type: 'notifications.seen',
        unseen: 0,
      });
    } finally {
      for (const socket of [ownerSocket, applicantSocket]) socket.close();
    }
  });

  it('brings a like, a connection, the seen status and a removal to the right sockets', async () => {
    const alice = await signUp(server, { name: 'Alice' });
    const bob = await signUp(server, { name: 'Bob' });
    const aliceSocket = await connectAs(server.url, alice.token);
    const bobSocket = await connectAs(server.url, bob.token);
    const bobSecondTab = await connectAs(server.url, bob.token);
    try {
      expect((await like(server, alice, bob)).status).toBe(200);
      for (const socket of [bobSocket, bobSecondTab]) {
        const event = await nextEvent(socket, bob);
        expect(event).toMatchObject({
          type: 'notification.created',
          notification: { kind: 'like', user: { _id: alice.id, name: 'Alice' }, seen: false },
          unseen: 1,
        });
      }

      expect((await like(server, bob, alice)).data.matched).toBe(true);
      // Alice hears of Bob's like and of the connection; Bob, who made it, of the connection.
      const toAlice = [];
      for (let read = 0; read < 3; read += 1) toAlice.push(await nextEvent(aliceSocket, alice));
      expect(toAlice.map((event) => event.type).sort()).toEqual([
        'connection.created',
        'notification.created',
        'notification.created',
      ]);
      const toBob = [await nextEvent(bobSocket, bob), await nextEvent(bobSocket, bob)];
      expect(toBob.map((event) => event.type).sort()).toEqual([
        'connection.created',
        'notification.created',
      ]);
      expect(toBob).toContainEqual({
        type: 'connection.created',
        connection: {
          user: { _id: alice.id, name: 'Alice', image: expect.any(String) },
          dated: expect.any(String),
        },
      });

      // One tab opens the bell: the other tab's badge follows.
      const listed = (await bell(server, bob)).data.docs.map((doc) => doc._id);
      expect((await markSeen(server, bob, listed)).data).toEqual({ unseen: 0 });
      // The second tab still has the connection's events unread; the seen status comes after.
      for (let read = 0; read < 2; read += 1) await nextEvent(bobSecondTab, bob);
      expect(await nextEvent(bobSecondTab, bob)).toEqual({ type: 'notifications.seen', unseen: 0 });
      expect(await nextEvent(bobSocket, bob)).toEqual({ type: 'notifications.seen', unseen: 0 });

      // Bob removes the connection: both hear it. Alice's badge drops to 0: the connection's
      // notification goes, and so does Bob's like (now a dislike).
      expect((await react(server, 'removeConnection', bob, alice.id)).status).toBe(200);
      expect(await nextEvent(bobSocket, bob)).toEqual({
        type: 'connection.removed',
        userId: alice.id,
      });
      expect(await nextEvent(aliceSocket, alice)).toEqual({
        type: 'connection.removed',
        userId: bob.id,
      });
      expect(await nextEvent(aliceSocket, alice)).toEqual({
        type: 'notifications.seen',
        unseen: 0,
      });
      expect(aliceSocket.unread).toEqual([]);
    } finally {
      for (const socket of [aliceSocket, bobSocket, bobSecondTab]) socket.close();
    }
  });
});
