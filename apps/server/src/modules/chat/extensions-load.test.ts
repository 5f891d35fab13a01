import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { server, signUp, useTestServer } from '../../test/harness';
import { createPoll, react, vote } from './extensions-test-support';
import { loadExtensions } from './extensions-view';
import { insertGroup, sendToGroup } from './group-test-support';
import { findMessage } from './message-store';
import type { MessageRow } from './store';

// A page of messages loads its polls' votes and its reactions with one statement each,
// whatever the number of messages, polls, votes and reactions on it.

useTestServer();

/** The database, counting the statements run through it. */
function countingDb(): { db: Db; counts: { statements: number } } {
  const counts = { statements: 0 };
  const statements = new Set(['execute', 'select', 'insert', 'update', 'delete']);
  const db = new Proxy(server.app.wob.db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !statements.has(property)) return value;
      return (...args: unknown[]) => {
        counts.statements += 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { db, counts };
}

describe('loading votes and reactions', () => {
  it('takes two statements for a page of 12 messages with polls, votes and reactions', async () => {
    const people = [await signUp(server), await signUp(server), await signUp(server)];
    const [anna, bo, cy] = people;
    if (!anna || !bo || !cy) throw new Error('three people');
    const guid = await insertGroup(server.app.wob.db, people);
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const poll = await createPoll(server, anna, { receiver: guid, receiverType: 'group' });
      ids.push(poll.data.id);
      await vote(server, bo, poll.data.id, 1);
      await vote(server, cy, poll.data.id, 2);
      const text = await sendToGroup(server, bo, guid, `Text ${i}`);
      ids.push(text.data.id);
      await react(server, anna, text.data.id, ':heart:');
      await react(server, cy, text.data.id, ':tada:');
    }
    const rows = (
      await Promise.all(ids.map((id) => findMessage(server.app.wob.db, Number(id))))
    ).filter((row): row is MessageRow => row !== undefined);
    expect(rows).toHaveLength(12);

    const { db, counts } = countingDb();
    const loaded = await loadExtensions(db, server.app.wob.media, rows);
    expect(counts.statements).toBe(2);
    for (const row of rows) {
      const extras = loaded.get(row.id);
      if (row.type === 'poll') {
        expect([...(extras?.votes.keys() ?? [])].sort()).toEqual([1, 2]);
      } else {
        expect(Object.keys(extras?.reactions ?? {})).toEqual([':heart:', ':tada:']);
      }
    }

    // A page without polls needs no vote statement; one without messages needs none at all.
    const texts = rows.filter((row) => row.type === 'text');
    const second = countingDb();
    await loadExtensions(second.db, server.app.wob.media, texts);
    expect(second.counts.statements).toBe(1);
    const third = countingDb();
    await loadExtensions(third.db, server.app.wob.media, []);
    expect(third.counts.statements).toBe(0);
  });
});
