import { type ChatPresenceEvent, type ChatUser, realtimeTopics as topics } from '@wob/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config';
import { users } from '../../db/schema';
import {
  connectAs,
  type Peer,
  type RealtimeTestServer,
  useTwoInstances,
} from '../../platform/realtime/test-support';
import { getAs } from '../../test/http';
import { type SignedUp, signUp } from '../../test/harness';
import { connect, sendText } from './chat-test-support';

// Presence across two app instances on one PostgreSQL with REALTIME_FANOUT=postgres: a person
// connected only to the other instance is online here too, goes offline when their socket
// there closes, and when that instance dies without a word (its beats stop), within three
// beats. Runs when WOB_TEST_DATABASE_URL is set (scripts/test-pg.mjs).

const BEAT_MS = 100;

/** The next `chat.presence` of `uid` on the socket, skipping anything else. */
async function nextPresence(
  peer: Peer,
  uid: string,
  timeoutMs = 5_000,
): Promise<ChatPresenceEvent['user']> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const frame = await peer.next(Math.max(1, deadline - Date.now()));
    const event = frame.event as Partial<ChatPresenceEvent> | undefined;
    if (event?.type === 'chat.presence' && event.user?.uid === uid) return event.user;
  }
}

async function statusSeenBy(server: RealtimeTestServer, viewer: SignedUp, uid: string) {
  return (await getAs<ChatUser>(server, '/chat-api/user', viewer, { uid })).data;
}

/** Alice and Bob: connected and in a conversation, so each is told of the other's presence. */
async function chattingPair(server: RealtimeTestServer) {
  const alice = await signUp(server, { name: 'Alice' });
  const bob = await signUp(server, { name: 'Bob' });
  await connect(server, alice, bob);
  await sendText(server, alice, bob, 'Hi Bob');
  return { alice, bob };
}

describe.skipIf(!testDatabaseUrl())(
  'presence across two instances (REALTIME_FANOUT=postgres)',
  () => {
    const instances = useTwoInstances({ realtime: { presenceBeatMs: BEAT_MS } });

    it('shows someone connected only to the other instance online, then offline when they leave', async () => {
      const { one, two } = instances;
      const { alice, bob } = await chattingPair(one);
      const aliceSocket = await connectAs(one.url, alice.token);
      try {
        const bobSocket = await connectAs(two.url, bob.token);
        expect(await nextPresence(aliceSocket, bob.id)).toEqual({
          uid: bob.id,
          status: 'online',
          lastActiveAt: null,
        });
        // Instance one answers from what instance two told it.
        expect(await statusSeenBy(one, alice, bob.id)).toMatchObject({ status: 'online' });

        two.clock.advance(120_000);
        bobSocket.close();
        const offline = await nextPresence(aliceSocket, bob.id);
        expect(offline).toMatchObject({ uid: bob.id, status: 'offline' });
        expect(offline.lastActiveAt).toBe(Math.floor(two.clock.now().getTime() / 1000));
        await two.app.wob.tasks.idle();
        expect(await statusSeenBy(one, alice, bob.id)).toMatchObject({
          status: 'offline',
          lastActiveAt: offline.lastActiveAt,
        });
      } finally {
        aliceSocket.close();
      }
    });

    it('follows the presence topic across instances', async () => {
      const { one, two } = instances;
      const alice = await signUp(one, { name: 'Alice' });
      const bob = await signUp(one, { name: 'Bob' });
      const aliceSocket = await connectAs(one.url, alice.token);
      try {
        aliceSocket.send({ type: 'subscribe', topic: topics.presence(bob.id) });
        expect(await nextPresence(aliceSocket, bob.id)).toMatchObject({ status: 'offline' });
        const bobSocket = await connectAs(two.url, bob.token);
        expect(await nextPresence(aliceSocket, bob.id)).toMatchObject({ status: 'online' });
        bobSocket.close();
        expect(await nextPresence(aliceSocket, bob.id)).toMatchObject({ status: 'offline' });
      } finally {
        aliceSocket.close();
      }
    });

    it('takes the people of an instance that stopped beating for offline within three beats', async () => {
      const { one } = instances;
      const third = await instances.start();
      const { alice, bob } = await chattingPair(one);
      const aliceSocket = await connectAs(one.url, alice.token);
      try {
        const bobSocket = await connectAs(third.url, bob.token);
        expect(await nextPresence(aliceSocket, bob.id)).toMatchObject({ status: 'online' });
        // The instance goes silent as a killed process would: its fan-out stops, its socket
        // is never closed properly, it says goodbye to no one.
        await third.app.wob.realtime.close();
        const stoppedAt = Date.now();
        const offline = await nextPresence(aliceSocket, bob.id, 10 * BEAT_MS + 2_000);
        expect(offline).toMatchObject({ uid: bob.id, status: 'offline' });
        expect(Date.now() - stoppedAt).toBeLessThan(5 * BEAT_MS + 1_000);
        expect(offline.lastActiveAt).toEqual(expect.any(Number));
        await one.app.wob.tasks.idle();
        expect(await statusSeenBy(one, alice, bob.id)).toMatchObject({ status: 'offline' });
        const [row] = await one.app.wob.db
          .select({ at: users.lastActiveAt })
          .from(users)
          .where(eq(users.id, bob.id));
        // Stored too (never moved back: the later of sign-up and the instance's last beat).
        expect(Math.floor((row?.at.getTime() ?? 0) / 1000)).toBeGreaterThanOrEqual(
          offline.lastActiveAt ?? Number.POSITIVE_INFINITY,
        );
        bobSocket.close();
      } finally {
        aliceSocket.close();
        await third.close();
      }
    });
  },
);
