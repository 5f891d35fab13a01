import { describe, expect, it } from 'vitest';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { connectionCount, like, notificationRows, react, reactionOf, settle } from './test-support';

// Race-freedom: every change to a pair takes the pair's advisory lock in its
// transaction, so simultaneous requests are applied one after the other. On PGlite the
// requests queue on its one connection; on PostgreSQL (CI) they really run side by side.

useTestServer();

async function pair(): Promise<[SignedUp, SignedUp]> {
  return [await signUp(server), await signUp(server)];
}

describe('simultaneous reactions', () => {
  it('20 likes by one Wobler at once leave one like and one notification', async () => {
    const [alice, bob] = await pair();
    const answers = await Promise.all(Array.from({ length: 20 }, () => like(server, alice, bob)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(answers.every((answer) => answer.data.relation.liked)).toBe(true);
    await settle(server);
    expect(await reactionOf(server, alice, bob)).toBe('like');
    expect((await notificationRows(server, bob, alice)).map((row) => row.kind)).toEqual(['like']);
  });

  it('two Woblers liking each other at the same instant make exactly one connection', async () => {
    for (let round = 0; round < 6; round += 1) {
      const [alice, bob] = await pair();
      const [byAlice, byBob] = await Promise.all([
        like(server, alice, bob),
        like(server, bob, alice),
      ]);
      expect(byAlice.status).toBe(200);
      expect(byBob.status).toBe(200);
      // Whoever came second made the connection; the first may not have seen it yet.
      expect(byAlice.data.matched || byBob.data.matched).toBe(true);
      expect(await connectionCount(server, alice, bob)).toBe(1);
      for (const [recipient, actor] of [
        [alice, bob],
        [bob, alice],
      ] as const) {
        const kinds = (await notificationRows(server, recipient, actor)).map((row) => row.kind);
        expect(kinds.sort()).toEqual(['connection', 'like']);
      }
    }
  });

  it('a like and a dislike racing leave one reaction, and its notification only with a like', async () => {
    for (let round = 0; round < 4; round += 1) {
      const [alice, bob] = await pair();
      await Promise.all([
        like(server, alice, bob),
        react(server, 'dislike', alice, bob.id),
        like(server, alice, bob),
        react(server, 'dislike', alice, bob.id),
      ]);
      const kind = await reactionOf(server, alice, bob);
      const notified = (await notificationRows(server, bob, alice)).map((row) => row.kind);
      expect(notified).toEqual(kind === 'like' ? ['like'] : []);
    }
  });

  it('a block racing a mutual like never leaves a connection behind', async () => {
    for (let round = 0; round < 4; round += 1) {
      const [alice, bob] = await pair();
      await like(server, bob, alice);
      const [liked, blocked] = await Promise.all([
        like(server, alice, bob),
        react(server, 'block', bob, alice.id),
      ]);
      expect(blocked.status).toBe(200);
      // Either the like came first (and the block ended the connection), or the block did
      // (and the like found Bob gone: 404).
      expect([200, 404]).toContain(liked.status);
      expect(await connectionCount(server, alice, bob)).toBe(0);
      expect(await notificationRows(server, alice, bob)).toEqual([]);
      expect(await notificationRows(server, bob, alice)).toEqual([]);
    }
  });
});
