import type { ChatMessage } from '@wob/api';
import { realtimeTopics as topics } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../config';
import { followTopic } from '../../platform/realtime/control';
import {
  connectAs,
  type Frame,
  type Peer,
  useTwoInstances,
} from '../../platform/realtime/test-support';
import { signUp } from '../../test/harness';
import { syncOf } from './chat-test-support';
import { addMember, insertGroup, kickMember, sendToGroup } from './group-test-support';

// A group across two app instances on one PostgreSQL with REALTIME_FANOUT=postgres: a message
// sent through one instance reaches a member connected to the other, once; a follow published
// on one makes a socket on the other follow the group; a kick on one drops it on the other.
// Runs when WOB_TEST_DATABASE_URL is set (scripts/test-pg.mjs).

async function nextMessage(peer: Peer, timeoutMs = 5_000): Promise<Frame> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const frame = await peer.next(Math.max(1, deadline - Date.now()));
    if (frame.type === 'event' && (frame.event as { type?: string }).type === 'chat.message') {
      return frame;
    }
  }
}

const textOf = (frame: Frame) => (frame.event as { message: ChatMessage }).message.text;

describe.skipIf(!testDatabaseUrl())(
  'a group across two instances (REALTIME_FANOUT=postgres)',
  () => {
    const instances = useTwoInstances();

    it('delivers a message sent through one instance to a member connected to the other, once', async () => {
      const { one, two } = instances;
      const anna = await signUp(one, { name: 'Anna' });
      const peter = await signUp(one, { name: 'Peter' });
      const guid = await insertGroup(one.app.wob.db, [anna, peter]);
      const peterOnTwo = await connectAs(two.url, peter.token);
      try {
        const sent = await sendToGroup(one, anna, guid, 'Across instances');
        expect(sent.status).toBe(200);
        const frame = await nextMessage(peterOnTwo);
        expect(frame.topic).toBe(topics.group(guid));
        expect(textOf(frame)).toBe('Across instances');
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(peterOnTwo.unread).toEqual([]);
        // The other instance's sync has it too.
        const synced = await syncOf(two, peter, '0');
        expect(synced.data.messages.map((m) => m.text)).toEqual(['Across instances']);
      } finally {
        peterOnTwo.close();
      }
    });

    it('makes a socket on the other instance follow a group its person was added to, and drop it on a kick', async () => {
      const { one, two } = instances;
      const anna = await signUp(one, { name: 'Anna' });
      const maria = await signUp(one, { name: 'Maria' });
      const guid = await insertGroup(one.app.wob.db, [anna]);
      const mariaOnTwo = await connectAs(two.url, maria.token);
      try {
        await addMember(one.app.wob.db, guid, maria);
        followTopic(one.app.wob.realtime, maria.id, topics.group(guid));
        // Published through instance one: arrives once the follow has been handled on two.
        let frame: Frame | null = null;
        for (let attempt = 0; attempt < 20 && !frame; attempt += 1) {
          await sendToGroup(one, anna, guid, `Hello ${attempt}`);
          frame = await nextMessage(mariaOnTwo, 250).catch(() => null);
        }
        expect(frame?.topic).toBe(topics.group(guid));

        await kickMember(one, guid, maria);
        const dropped = await (async () => {
          for (;;) {
            const next = await mariaOnTwo.next();
            if (next.type === 'error') return next;
          }
        })();
        expect(dropped).toEqual({ type: 'error', code: 'forbidden', topic: topics.group(guid) });
        await sendToGroup(one, anna, guid, 'After the kick');
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(mariaOnTwo.unread.filter((f) => f.type === 'event')).toEqual([]);
      } finally {
        mariaOnTwo.close();
      }
    });
  },
);
