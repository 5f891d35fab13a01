import type { BubbleList, BubbleTile, MyBubbles } from '@wob/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/crypto';
import { type SignedUp, signUp, server, useTestServer } from '../../test/harness';
import { TRENDING_TTL_MS } from './service-kit';
import { createBubble, insertComments, leave, pick, viewBubble } from '../../test/bubbles';
import { getAs } from '../../test/http';
import { creator, other, useOwnerAndOther } from './bubbles-test-support';

// Bubbles as they are found and read: Find Bubble, the Bubble page, the caller's Bubbles and
// trending.

useTestServer();
useOwnerAndOther();

describe('GET /api/bubble/get (Find Bubble)', () => {
  let finder: SignedUp;
  const names = ['Aalborg', 'Æble', 'Øl', 'Åen', 'Zebra'];
  const made: Record<string, BubbleTile> = {};
  beforeAll(async () => {
    finder = await creator();
    // A search term no other test uses keeps this list to these five Bubbles.
    for (const name of names) {
      made[name] = await createBubble(server, finder, {
        name,
        title: `qqfind ${name}`,
        privateBubble: name === 'Øl',
      });
      server.clock.advance(1000);
    }
    const fans = [await signUp(server), await signUp(server)];
    for (const fan of fans) await pick(server, fan, made.Zebra?._id ?? '');
    await pick(server, fans[0] ?? other, made.Åen?._id ?? '');
  });

  const find = (query: Record<string, string>, who: SignedUp = other) =>
    getAs<BubbleList>(server, '/api/bubble/get', who, { search: 'qqfind', ...query });

  it('sorts alphabetically in Danish order: æ, ø, å after z, aa as å', async () => {
    const answer = await find({ sort: 'alphabetical' });
    expect(answer.status).toBe(200);
    expect(answer.data.docs.map((tile) => tile.name)).toEqual([
      'Zebra',
      'Æble',
      'Øl',
      'Åen',
      'Aalborg',
    ]);
  });

  it('sorts Popular by active members (the default), then newest', async () => {
    const answer = await find({});
    expect(answer.data.docs.map((tile) => tile.name)).toEqual([
      'Zebra',
      'Åen',
      'Øl',
      'Æble',
      'Aalborg',
    ]);
    expect(answer.data.docs[0]?.members.active).toBe(3);
  });

  it('sorts Newest by creation time', async () => {
    const answer = await find({ sort: 'newest' });
    expect(answer.data.docs.map((tile) => tile.name)).toEqual([...names].reverse());
  });

  it('lists private Bubbles as tiles with the caller’s membership state', async () => {
    const answer = await find({ sort: 'alphabetical' }, finder);
    const ol = answer.data.docs.find((tile) => tile.name === 'Øl');
    expect(ol).toMatchObject({
      privateBubble: true,
      membership: { status: 'active', role: 'owner' },
      members: { active: 1, pending: 0 },
    });
    const asOther = (await find({ sort: 'alphabetical' })).data.docs.find(
      (tile) => tile.name === 'Øl',
    );
    expect(asOther).toMatchObject({
      privateBubble: true,
      membership: { status: 'none', role: null, notify: false },
      members: { active: 1, pending: null },
    });
  });

  it('pages with the standard fields', async () => {
    const first = await find({ sort: 'alphabetical', page: '1', limit: '2' });
    expect(first.data).toMatchObject({
      totalDocs: 5,
      page: 1,
      limit: 2,
      totalPages: 3,
      hasNextPage: true,
    });
    const last = await find({ sort: 'alphabetical', page: '3', limit: '2' });
    expect(last.data.docs.map((tile) => tile.name)).toEqual(['Aalborg']);
    expect(last.data.hasNextPage).toBe(false);
  });

  it('searches name and title without case, and treats % and _ literally', async () => {
    const byName = await getAs<BubbleList>(server, '/api/bubble/get', other, { search: 'ZEBR' });
    expect(byName.data.docs.map((tile) => tile.name)).toContain('Zebra');
    // Danish letters fold too, whatever the database's locale.
    const danish = await getAs<BubbleList>(server, '/api/bubble/get', other, { search: 'ÆBL' });
    expect(danish.data.docs.map((tile) => tile.name)).toContain('Æble');
    // Typed without a Danish keyboard: 'aa' is å, 'ae' æ; titles fold the same way.
    const plain = await getAs<BubbleList>(server, '/api/bubble/get', other, { search: 'aaen' });
    expect(plain.data.docs.map((tile) => tile.name)).toEqual(['Åen']);
    const title = await getAs<BubbleList>(server, '/api/bubble/get', other, {
      search: 'QQFIND AEBLE',
    });
    expect(title.data.docs.map((tile) => tile.name)).toEqual(['Æble']);
    const wildcard = await getAs<BubbleList>(server, '/api/bubble/get', other, {
      search: 'qqfind%',
    });
    expect(wildcard.data.totalDocs).toBe(0);
    const none = await getAs<BubbleList>(server, '/api/bubble/get', other, {
      search: 'nothing-here',
    });
    expect(none.data).toMatchObject({ docs: [], totalDocs: 0, hasNextPage: false });
  });

  it('answers bad queries with 422 and field messages', async () => {
    const answer = await getAs<BubbleList>(server, '/api/bubble/get', other, {
      sort: 'random',
      limit: '1000',
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.errors ?? {}).sort()).toEqual(['limit', 'sort']);
  });
});

describe('GET /api/bubble/get-bubble', () => {
  let host: SignedUp;
  let open: BubbleTile;
  let closed: BubbleTile;
  beforeAll(async () => {
    host = await creator();
    open = await createBubble(server, host, { name: 'Café Løberne', title: 'Løb og kaffe' });
    closed = await createBubble(server, host, { name: 'Hemmelig Klub', privateBubble: true });
  });

  it('finds a Bubble by id, by URL name and by its name as typed', async () => {
    for (const id of [
      open._id,
      'cafe-loeberne',
      'CAFE-LOEBERNE',
      'café løberne',
      ' Café  Løberne ',
    ]) {
      const answer = await viewBubble(server, other, id);
      expect(answer.status, id).toBe(200);
      expect(answer.data.bubble._id, id).toBe(open._id);
    }
    expect((await viewBubble(server, other, 'no-such-bubble')).status).toBe(404);
    expect((await viewBubble(server, other, newId())).status).toBe(404);
  });

  it('shows a public Bubble’s content to anyone signed in', async () => {
    const answer = await viewBubble(server, other, open._id);
    expect(answer.data.canSeeContent).toBe(true);
    expect(answer.data.bubble.membership.status).toBe('none');
  });

  it('answers a private Bubble’s tile without content to non-members and pending members', async () => {
    const stranger = await viewBubble(server, other, closed.slug);
    expect(stranger.status).toBe(200);
    expect(stranger.data).toMatchObject({
      canSeeContent: false,
      comments: null,
      bubble: { name: 'Hemmelig Klub', privateBubble: true, membership: { status: 'none' } },
    });
    await pick(server, other, closed._id);
    const waiting = await viewBubble(server, other, closed._id);
    expect(waiting.data).toMatchObject({
      canSeeContent: false,
      comments: null,
      bubble: { membership: { status: 'pending', role: 'member' } },
    });
    const own = await viewBubble(server, host, closed._id);
    expect(own.data.canSeeContent).toBe(true);
  });

  it('answers the board’s first page with the tile, paged by page and limit (5 by default)', async () => {
    const board = await createBubble(server, host, { name: 'Tavlen' });
    await insertComments(server, board._id, host, 7);
    const first = await viewBubble(server, other, board._id);
    expect(first.data.comments).toMatchObject({
      totalDocs: 7,
      page: 1,
      limit: 5,
      hasNextPage: true,
      moreComments: true,
    });
    expect(first.data.comments?.docs).toHaveLength(5);
    expect(first.data.comments?.docs[0]?.comment).toBe('Comment 7');
    const grown = await viewBubble(server, other, board._id, { page: '1', limit: '8' });
    expect(grown.data.comments?.docs).toHaveLength(7);
    expect(grown.data.comments?.hasNextPage).toBe(false);
    const bad = await viewBubble(server, other, board._id, { limit: '0' });
    expect(bad.status).toBe(422);
    expect(bad.errors).toEqual({ limit: 'The number of items per page is out of range' });
  });

  it('counts others’ new comments until the member opens the board, then selects it', async () => {
    const reader = await signUp(server);
    const writer = await signUp(server);
    await pick(server, reader, open._id);
    await pick(server, writer, open._id);
    server.clock.advance(1000);
    await insertComments(server, open._id, writer, 4);
    await insertComments(server, open._id, reader, 2);

    const mine = async () => (await getAs<MyBubbles>(server, '/api/bubble/mine', reader)).data;
    let tile = (await mine()).docs.find((doc) => doc._id === open._id);
    expect(tile?.newActivity).toBe(4);

    server.clock.advance(1000);
    const opened = await viewBubble(server, reader, 'cafe-loeberne');
    expect(opened.data.bubble.newActivity).toBe(0);
    const after = await mine();
    expect(after.selected).toBe(open._id);
    expect(after.docs.find((doc) => doc._id === open._id)?.newActivity).toBe(0);

    server.clock.advance(1000);
    await insertComments(server, open._id, writer, 14);
    tile = (await mine()).docs.find((doc) => doc._id === open._id);
    // The tile shows '9+' above 9; the answer is capped at 10.
    expect(tile?.newActivity).toBe(10);
  });
});

describe('GET /api/bubble/mine', () => {
  it('lists active and pending Bubbles, the last opened first and selected', async () => {
    const me = await signUp(server);
    const someone = await creator();
    const a = await createBubble(server, someone, { name: 'Mine A' });
    const b = await createBubble(server, someone, { name: 'Mine B' });
    const c = await createBubble(server, someone, { name: 'Mine C', privateBubble: true });
    for (const tile of [a, b, c]) await pick(server, me, tile._id);

    const before = await getAs<MyBubbles>(server, '/api/bubble/mine', me);
    expect(before.status).toBe(200);
    expect(before.data.selected).toBeNull();
    expect(before.data.docs.map((tile) => tile.membership.status).sort()).toEqual([
      'active',
      'active',
      'pending',
    ]);

    server.clock.advance(1000);
    await viewBubble(server, me, b._id);
    server.clock.advance(1000);
    await viewBubble(server, me, a._id);
    // A pending member's view of a private Bubble does not select it.
    server.clock.advance(1000);
    await viewBubble(server, me, c._id);
    const after = await getAs<MyBubbles>(server, '/api/bubble/mine', me);
    expect(after.data.selected).toBe(a._id);
    expect(after.data.docs.slice(0, 2).map((tile) => tile._id)).toEqual([a._id, b._id]);

    await leave(server, me, a._id);
    const left = await getAs<MyBubbles>(server, '/api/bubble/mine', me);
    expect(left.data.selected).toBe(b._id);
    expect(left.data.docs).toHaveLength(2);
  });
});

describe('trending', () => {
  it('marks the top 3 Bubbles by comments of the last 7 days with at least 3 comments', async () => {
    const host = await creator();
    const writer = await signUp(server);
    const tiles: BubbleTile[] = [];
    for (const name of ['Trend A', 'Trend B', 'Trend C', 'Trend D', 'Trend E']) {
      tiles.push(await createBubble(server, host, { name }));
    }
    // Older activity elsewhere no longer counts once a week has passed.
    server.clock.advanceDays(8);
    const counts = [9, 7, 5, 4, 2];
    for (const [index, tile] of tiles.entries()) {
      await insertComments(server, tile._id, writer, counts[index] ?? 0);
    }
    const list = await getAs<BubbleList>(server, '/api/bubble/get', host, {
      search: 'Trend',
      sort: 'alphabetical',
    });
    expect(list.data.docs.map((tile) => [tile.name, tile.trending])).toEqual([
      ['Trend A', true],
      ['Trend B', true],
      ['Trend C', true],
      ['Trend D', false],
      ['Trend E', false],
    ]);
    // The ranking is kept for a minute, then computed again.
    await insertComments(server, tiles[4]?._id ?? '', writer, 20);
    const trendingNames = async () =>
      (
        await getAs<BubbleList>(server, '/api/bubble/get', host, {
          search: 'Trend',
          sort: 'alphabetical',
        })
      ).data.docs
        .filter((tile) => tile.trending)
        .map((tile) => tile.name);
    expect(await trendingNames()).toEqual(['Trend A', 'Trend B', 'Trend C']);
    server.clock.advance(TRENDING_TTL_MS);
    expect(await trendingNames()).toEqual(['Trend A', 'Trend B', 'Trend E']);
    server.clock.advanceDays(8);
    const later = await getAs<BubbleList>(server, '/api/bubble/get', host, { search: 'Trend' });
    expect(later.data.docs.some((tile) => tile.trending)).toBe(false);
  });
});
