import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blocks, reports, savedWoblers } from '../../db/schema';
import { birthDateForAge, server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import {
  connectionCount,
  like,
  markDeleted,
  notificationRows,
  notificationsBetween,
  type ReactionPath,
  react,
  reactionOf,
  report,
  setUser,
} from './test-support';
import { relationOf } from './store';

useTestServer();

const NONE = {
  liked: false,
  disliked: false,
  saved: false,
  reported: false,
  isMatched: false,
  blockedByMe: false,
};

async function pair(): Promise<[SignedUp, SignedUp]> {
  return [await signUp(server), await signUp(server)];
}

async function savedRows(who: SignedUp, target: SignedUp) {
  return server.app.wob.db
    .select()
    .from(savedWoblers)
    .where(and(eq(savedWoblers.userId, who.id), eq(savedWoblers.targetId, target.id)));
}

describe('like', () => {
  it('records one like and one notification however often it is sent, and answers the relation', async () => {
    const [alice, bob] = await pair();
    const first = await like(server, alice, bob);
    expect(first.status).toBe(200);
    expect(first.message).toBe('You liked Test Wobler.');
    expect(first.data).toEqual({ matched: false, relation: { ...NONE, liked: true } });

    server.clock.advance(60_000);
    const again = await like(server, alice, bob);
    expect(again.status).toBe(200);
    expect(again.data.relation.liked).toBe(true);
    expect(await reactionOf(server, alice, bob)).toBe('like');
    const rows = await notificationRows(server, bob, alice);
    expect(rows.map((row) => row.kind)).toEqual(['like']);
    // The second like did not refresh the notification either.
    expect(rows[0]?.createdAt.getTime()).toBeLessThan(server.clock.now().getTime());
  });

  it('answers in Danish for a Danish caller', async () => {
    const [alice, bob] = await pair();
    await setUser(server, bob, { name: 'Bjørn' });
    const answer = await react(server, 'like', alice, bob.id, 'da');
    expect(answer.message).toBe('Du synes godt om Bjørn.');
  });

  it('replaces a dislike, and a dislike replaces a like, one row per pair', async () => {
    const [alice, bob] = await pair();
    expect((await react(server, 'dislike', alice, bob.id)).data.relation).toEqual({
      ...NONE,
      disliked: true,
    });
    expect(await reactionOf(server, alice, bob)).toBe('dislike');
    expect(await notificationRows(server, bob, alice)).toEqual([]);

    expect((await like(server, alice, bob)).data.relation).toEqual({ ...NONE, liked: true });
    expect(await reactionOf(server, alice, bob)).toBe('like');
    expect((await notificationRows(server, bob, alice)).map((row) => row.kind)).toEqual(['like']);

    // Taking the like back takes its notification back.
    const dislike = await react(server, 'dislike', alice, bob.id);
    expect(dislike.status).toBe(200);
    expect(dislike.message).toBeUndefined();
    expect(await reactionOf(server, alice, bob)).toBe('dislike');
    expect(await notificationRows(server, bob, alice)).toEqual([]);
  });

  it('makes a connection when the other liked first, and notifies both', async () => {
    const [alice, bob] = await pair();
    await setUser(server, alice, { name: 'Alice' });
    await like(server, bob, alice);
    const back = await like(server, alice, bob);
    expect(back.status).toBe(200);
    expect(back.message).toBe('You and Test Wobler like each other. You are now connected!');
    expect(back.data).toEqual({
      matched: true,
      relation: { ...NONE, liked: true, isMatched: true },
    });
    expect(await connectionCount(server, alice, bob)).toBe(1);
    expect((await notificationRows(server, bob, alice)).map((row) => row.kind).sort()).toEqual([
      'connection',
      'like',
    ]);
    expect((await notificationRows(server, alice, bob)).map((row) => row.kind).sort()).toEqual([
      'connection',
      'like',
    ]);
    // Liking again keeps the one connection and adds nothing.
    const again = await like(server, alice, bob);
    expect(again.data.matched).toBe(true);
    expect(await connectionCount(server, alice, bob)).toBe(1);
    expect(await notificationsBetween(server, alice, bob)).toHaveLength(4);
  });

  it('refuses to like oneself, and someone the caller blocked (403: unblock first)', async () => {
    const [alice, bob] = await pair();
    const self = await like(server, alice, alice);
    expect(self.status).toBe(422);
    expect(self.message).toBe('You cannot do this with your own profile.');
    expect(self.errors).toEqual({ _id: 'You cannot do this with your own profile.' });

    await react(server, 'block', alice, bob.id);
    const blocked = await like(server, alice, bob);
    expect(blocked.status).toBe(403);
    expect(blocked.message).toBe('You have blocked this Wobler. Unblock them first.');
    expect(await reactionOf(server, alice, bob)).toBeNull();
    const saved = await react(server, 'save', alice, bob.id);
    expect(saved.status).toBe(403);
  });

  it('answers 404 when the target is outside their own age range, as their profile does', async () => {
    const [alice, bob] = await pair();
    // Everybody signs up aged 30 in these tests.
    await setUser(server, bob, { ageRangeEnabled: true, ageRangeFrom: 40, ageRangeTo: 60 });
    const refused = await like(server, alice, bob);
    expect(refused.status).toBe(404);
    expect((await react(server, 'save', alice, bob.id)).status).toBe(404);
    expect(await reactionOf(server, alice, bob)).toBeNull();
    // Dislike and report never reach the person: they stay possible.
    expect((await react(server, 'dislike', alice, bob.id)).status).toBe(200);

    await setUser(server, alice, { birthDate: birthDateForAge(45, server.clock.now()) });
    expect((await like(server, alice, bob)).status).toBe(200);
  });
});

describe('targets that may not be acted on (OWASP API1)', () => {
  const ALL: ReactionPath[] = [
    'like',
    'dislike',
    'save',
    'unsave',
    'removeConnection',
    'block',
    'unblock',
  ];

  it('answers 404 for an unknown id, a deleted account and someone who blocked the caller', async () => {
    const [alice, bob] = await pair();
    const gone = await signUp(server);
    await markDeleted(server, gone);
    await react(server, 'block', bob, alice.id);

    for (const path of ALL) {
      for (const target of ['no-such-wobler', gone.id, bob.id]) {
        const answer = await react(server, path, alice, target);
        expect(answer.status, `${path} ${target}`).toBe(404);
        expect(answer.message).toBe('This Wobler could not be found.');
      }
    }
    const reported = await report(server, alice, { wobler: bob.id, reason: 'other' });
    expect(reported.status).toBe(404);
    expect(await reactionOf(server, alice, bob)).toBeNull();
    expect(
      await server.app.wob.db.select().from(reports).where(eq(reports.reporterId, alice.id)),
    ).toEqual([]);
  });

  it('answers 422 for acting on oneself on every call', async () => {
    const alice = await signUp(server);
    for (const path of ALL) {
      const answer = await react(server, path, alice, alice.id);
      expect(answer.status, path).toBe(422);
      expect(answer.errors?._id).toBe('You cannot do this with your own profile.');
    }
    const self = await report(server, alice, { wobler: alice.id, reason: 'other' });
    expect(self.status).toBe(422);
    expect(self.errors?.wobler).toBe('You cannot do this with your own profile.');
  });

  it('answers 422 with a translated message for bad input', async () => {
    const alice = await signUp(server);
    for (const payload of [{}, { _id: '' }, { _id: 42 }, { _id: 'x'.repeat(65) }, { _id: null }]) {
      const answer = await react(server, 'like', alice, payload._id as string);
      expect(answer.status, JSON.stringify(payload)).toBe(422);
      expect(answer.message?.length).toBeGreaterThan(0);
    }
    const noReason = await report(server, alice, { wobler: alice.id });
    expect(noReason.status).toBe(422);
    expect(noReason.errors?.reason).toBe('Select One of the reason');
    const badReason = await report(server, alice, { wobler: 'someone', reason: 'spam' });
    expect(badReason.status).toBe(422);
    const long = await report(server, alice, {
      wobler: 'someone',
      reason: 'other',
      details: 'x'.repeat(501),
    });
    expect(long.status).toBe(422);
    expect(Object.keys(long.errors ?? {})).toEqual(['details']);
  });

  it('answers 401 without a session', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/user/like',
      payload: { _id: 'someone' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('dislike of a connection', () => {
  it('answers 409 and keeps the connection: it must be removed first', async () => {
    const [alice, bob] = await pair();
    await like(server, alice, bob);
    await like(server, bob, alice);
    const answer = await react(server, 'dislike', alice, bob.id);
    expect(answer.status).toBe(409);
    expect(answer.message).toBe('You are connected with this Wobler. Remove the connection first.');
    expect(await reactionOf(server, alice, bob)).toBe('like');
    expect(await connectionCount(server, alice, bob)).toBe(1);
  });
});

describe('save and remove from saved', () => {
  it('saves once, removes, and both are idempotent', async () => {
    const [alice, bob] = await pair();
    await setUser(server, bob, { name: 'Bo' });
    const saved = await react(server, 'save', alice, bob.id);
    expect(saved.status).toBe(200);
    expect(saved.message).toBe('Bo is saved for later.');
    expect(saved.data.relation).toEqual({ ...NONE, saved: true });
    expect((await react(server, 'save', alice, bob.id)).status).toBe(200);
    expect(await savedRows(alice, bob)).toHaveLength(1);

    const removed = await react(server, 'unsave', alice, bob.id);
    expect(removed.message).toBe('Bo is no longer saved.');
    expect(removed.data.relation).toEqual(NONE);
    expect((await react(server, 'unsave', alice, bob.id)).status).toBe(200);
    expect(await savedRows(alice, bob)).toEqual([]);
  });
});

describe('remove a connection', () => {
  it('ends it for both, turns the caller’s like into a dislike and removes its notifications', async () => {
    const [alice, bob] = await pair();
    await like(server, alice, bob);
    await like(server, bob, alice);
    const removed = await react(server, 'removeConnection', alice, bob.id);
    expect(removed.status).toBe(200);
    expect(removed.message).toBe('Test Wobler was removed from your connections.');
    expect(removed.data.relation).toEqual({ ...NONE, disliked: true });
    expect(await connectionCount(server, alice, bob)).toBe(0);
    expect(await reactionOf(server, alice, bob)).toBe('dislike');
    // Bob still likes Alice; what Alice can still read is that Bob liked her.
    expect(await reactionOf(server, bob, alice)).toBe('like');
    expect((await notificationRows(server, alice, bob)).map((row) => row.kind)).toEqual(['like']);
    expect(await notificationRows(server, bob, alice)).toEqual([]);
    expect((await relationOf(server.app.wob.db, bob.id, alice.id)).isMatched).toBe(false);
  });

  it('answers 404 when there is no connection (either side)', async () => {
    const [alice, bob] = await pair();
    await like(server, alice, bob);
    const answer = await react(server, 'removeConnection', alice, bob.id);
    expect(answer.status).toBe(404);
    expect(answer.message).toBe('You are not connected with this Wobler.');
    expect(await reactionOf(server, alice, bob)).toBe('like');
  });

  it('lets the two connect again when the remover likes again', async () => {
    const [alice, bob] = await pair();
    await like(server, alice, bob);
    await like(server, bob, alice);
    await react(server, 'removeConnection', bob, alice.id);
    const again = await like(server, bob, alice);
    expect(again.data.matched).toBe(true);
    expect(await connectionCount(server, alice, bob)).toBe(1);
    expect((await notificationRows(server, alice, bob)).map((row) => row.kind).sort()).toEqual([
      'connection',
      'like',
    ]);
  });
});

describe('block and unblock', () => {
  it('blocks once, ends the connection, and removes notifications and saved entries both ways', async () => {
    const [alice, bob] = await pair();
    await like(server, alice, bob);
    await like(server, bob, alice);
    await react(server, 'save', alice, bob.id);
    await react(server, 'save', bob, alice.id);

    const blocked = await react(server, 'block', alice, bob.id);
    expect(blocked.status).toBe(200);
    expect(blocked.message).toBe('Test Wobler is blocked.');
    expect(blocked.data.relation).toEqual({ ...NONE, disliked: true, blockedByMe: true });
    expect((await react(server, 'block', alice, bob.id)).status).toBe(200);
    const blockRows = await server.app.wob.db
      .select()
      .from(blocks)
      .where(eq(blocks.blockerId, alice.id));
    expect(blockRows).toHaveLength(1);
    expect(await connectionCount(server, alice, bob)).toBe(0);
    expect(await notificationsBetween(server, alice, bob)).toEqual([]);
    expect(await savedRows(alice, bob)).toEqual([]);
    expect(await savedRows(bob, alice)).toEqual([]);
    // The blocked person's like is void: an unblock never revives the match.
    expect(await reactionOf(server, bob, alice)).toBeNull();
    expect(await reactionOf(server, alice, bob)).toBe('dislike');

    // To Bob, Alice no longer exists.
    expect((await like(server, bob, alice)).status).toBe(404);
    expect((await react(server, 'save', bob, alice.id)).status).toBe(404);
  });

  it('unblock lifts only the caller’s own block', async () => {
    const [alice, bob] = await pair();
    await react(server, 'block', alice, bob.id);
    // Bob cannot lift Alice's block (to him, she does not exist).
    expect((await react(server, 'unblock', bob, alice.id)).status).toBe(404);
    const lifted = await react(server, 'unblock', alice, bob.id);
    expect(lifted.status).toBe(200);
    expect(lifted.message).toBe('Test Wobler is no longer blocked.');
    expect(lifted.data.relation).toEqual(NONE);
    expect((await react(server, 'unblock', alice, bob.id)).status).toBe(200);
    expect((await like(server, alice, bob)).status).toBe(200);
    expect((await like(server, bob, alice)).data.matched).toBe(true);
  });

  it('with blocks both ways, each lifts their own: the other’s block still hides the person', async () => {
    const [alice, bob] = await pair();
    await react(server, 'block', alice, bob.id);
    // Alice does not exist for Bob, so Bob cannot block her back through the API.
    expect((await react(server, 'block', bob, alice.id)).status).toBe(404);
    await server.app.wob.db
      .insert(blocks)
      .values({ blockerId: bob.id, blockedId: alice.id, createdAt: server.clock.now() });
    // Alice lifts hers; the answer is 404 (Bob blocked her), but her block is gone.
    expect((await react(server, 'unblock', alice, bob.id)).status).toBe(404);
    const left = await server.app.wob.db
      .select()
      .from(blocks)
      .where(eq(blocks.blockedId, alice.id));
    expect(left.map((row) => row.blockerId)).toEqual([bob.id]);
    const mine = await server.app.wob.db
      .select()
      .from(blocks)
      .where(eq(blocks.blockerId, alice.id));
    expect(mine).toEqual([]);
  });

  it('allows dislike and report of someone the caller blocked', async () => {
    const [alice, bob] = await pair();
    await react(server, 'block', alice, bob.id);
    expect((await react(server, 'dislike', alice, bob.id)).status).toBe(200);
    expect((await report(server, alice, { wobler: bob.id, reason: 'fake-profile' })).status).toBe(
      200,
    );
  });
});

describe('report', () => {
  it('stores one open report per reporter and Wobler; a second one updates it', async () => {
    const [alice, bob] = await pair();
    const first = await report(server, alice, {
      wobler: bob.id,
      reason: 'inappropriate-content',
      details: '  Rude pictures  ',
    });
    expect(first.status).toBe(200);
    expect(first.message).toBe('Thank you. Your report has been sent to our moderators.');
    expect(first.data.relation).toEqual({ ...NONE, reported: true });

    const da = await report(server, alice, { wobler: bob.id, reason: 'fake-profile' }, 'da');
    expect(da.message).toBe('Tak. Din anmeldelse er sendt til vores moderatorer.');
    const rows = await server.app.wob.db
      .select()
      .from(reports)
      .where(and(eq(reports.reporterId, alice.id), eq(reports.targetId, bob.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'fake-profile', details: '', status: 'open' });
    // Reporting is not liking, saving or blocking.
    expect(await reactionOf(server, alice, bob)).toBeNull();
  });
});

describe('relationOf', () => {
  it('reads where one Wobler stands with another, from either side', async () => {
    const [alice, bob] = await pair();
    await like(server, alice, bob);
    await like(server, bob, alice);
    await react(server, 'save', alice, bob.id);
    await report(server, alice, { wobler: bob.id, reason: 'other' });
    const { db } = server.app.wob;
    expect(await relationOf(db, alice.id, bob.id)).toEqual({
      ...NONE,
      liked: true,
      saved: true,
      reported: true,
      isMatched: true,
    });
    expect(await relationOf(db, bob.id, alice.id)).toEqual({
      ...NONE,
      liked: true,
      isMatched: true,
    });
    expect(await relationOf(db, alice.id, 'no-such-wobler')).toEqual(NONE);
  });
});
