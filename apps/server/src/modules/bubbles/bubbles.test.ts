import type { BubbleList, BubbleTile, MyBubbles } from '@wob/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bubbles, comments, media, memberships } from '../../db/schema';
import { HOUR_MS, MINUTE_MS } from '../../platform/clock';
import { newId } from '../../platform/crypto';
import { type SignedUp, signUp, startTestServer, type TestServer } from '../../test/harness';
import { BUBBLE_CREATE_LIMIT } from './service';
import { TRENDING_TTL_MS } from './service-kit';
import {
  type BubbleData,
  createBubble,
  insertComments,
  leave,
  pick,
  viewBubble,
} from '../../test/bubbles';
import { getAs, postAs } from '../../test/http';

let server: TestServer;
let owner: SignedUp;
let other: SignedUp;

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server);
  other = await signUp(server);
});
afterAll(async () => {
  await server?.close();
});

/** A Wobler of their own for tests that create several Bubbles (10 per hour each). */
const creator = () => signUp(server);

async function rowOf(bubbleId: string) {
  const [row] = await server.app.wob.db.select().from(bubbles).where(eq(bubbles.id, bubbleId));
  return row;
}

describe('POST /api/bubble/create', () => {
  it('makes the creator its active owner and answers the tile', async () => {
    const answer = await postAs<BubbleData>(server, '/api/bubble/create', owner, {
      name: '  Øl   &   Venner ',
      title: 'Hygge med god øl',
      circleColor: '#3A7BD5',
      privateBubble: false,
      createdBy: other.id,
    });
    expect(answer.status).toBe(201);
    expect(answer.message).toBe('Your Bubble has been created.');
    const tile = answer.data.bubble;
    expect(tile).toMatchObject({
      name: 'Øl & Venner',
      slug: 'oel-venner',
      title: 'Hygge med god øl',
      circleColor: '#3a7bd5',
      privateBubble: false,
      createdBy: owner.id,
      members: { active: 1, pending: 0 },
      newActivity: 0,
      trending: false,
      membership: { status: 'active', role: 'owner', notify: false },
    });
    expect(tile._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('answers in Danish when asked in Danish', async () => {
    const answer = await postAs<BubbleData>(
      server,
      '/api/bubble/create',
      owner,
      { name: 'Strikkeklubben', circleColor: '#aa00aa' },
      'da',
    );
    expect(answer.message).toBe('Din Bubble er oprettet.');
    expect(answer.data.bubble).toMatchObject({ title: '', privateBubble: false });
  });

  it('refuses a name that exists in any case with a field error on name', async () => {
    const first = await creator();
    await createBubble(server, first, { name: 'Brætspil Aarhus' });
    // The unique key is lower-cased by the server, so Danish letters fold on every database.
    const answer = await postAs(server, '/api/bubble/create', other, {
      name: 'BRÆTSPIL aarhus',
      circleColor: '#000000',
    });
    expect(answer.status).toBe(422);
    expect(answer.errors).toEqual({ name: 'A Bubble with this name already exists' });
    expect(answer.message).toBe('A Bubble with this name already exists');
  });

  it('gives colliding URL names -2, -3, … and survives any name', async () => {
    const someone = await creator();
    const a = await createBubble(server, someone, { name: 'Løb!' });
    const b = await createBubble(server, someone, { name: 'Løb?' });
    const c = await createBubble(server, someone, { name: 'LØB …' });
    expect([a.slug, b.slug, c.slug]).toEqual(['loeb', 'loeb-2', 'loeb-3']);

    const emoji = await createBubble(server, someone, { name: '🍺🍺' });
    const emoji2 = await createBubble(server, someone, { name: '🍕' });
    expect(emoji.slug).toMatch(/^bubble(-\d+)?$/);
    expect(emoji2.slug).not.toBe(emoji.slug);
    expect((await createBubble(server, someone, { name: 'ÆØÅ' })).slug).toBe('aeoeaa');
    expect((await createBubble(server, someone, { name: '   x  ' })).name).toBe('x');
    // 40 characters that spell out to 80 in a URL: cut at 60.
    const long = await createBubble(server, someone, { name: `x${'ÆØÅ'.repeat(13)}` });
    expect(long.slug).toBe(`x${'aeoeaa'.repeat(10)}`.slice(0, 60));
  });

  it('gives simultaneous Bubbles with one URL name a slug each', async () => {
    const owners = await Promise.all(Array.from({ length: 5 }, () => creator()));
    const names = ['Kaffe!', 'Kaffe?', 'KAFFE.', 'kaffe,', 'Kaffe;'];
    const tiles = await Promise.all(
      names.map((name, index) => createBubble(server, owners[index] ?? owner, { name })),
    );
    const slugs = tiles.map((tile) => tile.slug);
    expect(new Set(slugs).size).toBe(5);
    for (const slug of slugs) expect(slug).toMatch(/^kaffe(-\d+)?$/);
    expect(slugs).toContain('kaffe');
  });

  it('answers weird and hostile names with 422 and translated messages, never 500', async () => {
    const cases: [unknown, string][] = [
      ['', 'Name is Required'],
      ['    ', 'Name is Required'],
      [null, 'Name is Required'],
      [42, 'Name is Required'],
      ['x'.repeat(41), 'The name can be at most 40 characters long'],
      ['evil\u202eman', 'The name contains characters that cannot be shown'],
      ['a\u0000b', 'The name contains characters that cannot be shown'],
    ];
    for (const [name, message] of cases) {
      const answer = await postAs(server, '/api/bubble/create', owner, {
        name,
        circleColor: '#123456',
      });
      expect(answer.status, JSON.stringify(name)).toBe(422);
      expect(answer.errors?.name, JSON.stringify(name)).toBe(message);
    }
    const colour = await postAs(server, '/api/bubble/create', owner, {
      name: 'Farver',
      circleColor: 'blue',
    });
    expect(colour.errors).toEqual({
      circleColor: 'The colour must be written as #rrggbb, for example #3a7bd5',
    });
  });

  it(`allows ${BUBBLE_CREATE_LIMIT.max} Bubbles per Wobler per hour; refused attempts do not count`, async () => {
    const busy = await creator();
    await createBubble(server, busy, { name: 'Limit 0' });
    // A taken name is refused and given back.
    const taken = await postAs(server, '/api/bubble/create', busy, {
      name: 'limit 0',
      circleColor: '#101010',
    });
    expect(taken.status).toBe(422);
    for (let index = 1; index < BUBBLE_CREATE_LIMIT.max; index += 1) {
      await createBubble(server, busy, { name: `Limit ${index}` });
    }
    const refused = await postAs(server, '/api/bubble/create', busy, {
      name: 'One too many',
      circleColor: '#101010',
    });
    expect(refused.status).toBe(429);
    expect(refused.message).toBe(
      'You have created several Bubbles in a short time. Please wait a while before creating another.',
    );
    // Someone else is not affected.
    await createBubble(server, await creator(), { name: 'Not limited' });
    server.clock.advance(HOUR_MS + MINUTE_MS);
    await createBubble(server, busy, { name: 'One too many' });
  });

  it('needs a session', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/bubble/create',
      payload: { name: 'Anonym', circleColor: '#123456' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/bubble/edit', () => {
  let editor: SignedUp;
  let tile: BubbleTile;
  beforeAll(async () => {
    editor = await creator();
    tile = await createBubble(server, editor, { name: 'Svømning', title: 'Om morgenen' });
  });

  it('lets the owner change title and colour, keeping the URL name', async () => {
    const answer = await postAs<BubbleData>(server, '/api/bubble/edit', editor, {
      bubble: tile._id,
      title: 'Om aftenen',
      circleColor: '#FF0000',
    });
    expect(answer.status).toBe(200);
    expect(answer.data.bubble).toMatchObject({
      name: 'Svømning',
      slug: 'svoemning',
      title: 'Om aftenen',
      circleColor: '#ff0000',
    });
  });

  it('keeps the URL name for a new spelling and follows a new name', async () => {
    const respelled = await postAs<BubbleData>(server, '/api/bubble/edit', editor, {
      bubble: tile._id,
      name: 'SVØMNING',
    });
    expect(respelled.data.bubble).toMatchObject({ name: 'SVØMNING', slug: 'svoemning' });
    const renamed = await postAs<BubbleData>(server, '/api/bubble/edit', editor, {
      bubble: tile._id,
      name: 'Vinterbadning',
    });
    expect(renamed.data.bubble).toMatchObject({ name: 'Vinterbadning', slug: 'vinterbadning' });
    const row = await rowOf(tile._id);
    expect(row?.sortKey).not.toBe('');
    // The old URL name is free again.
    const again = await createBubble(server, await creator(), { name: 'Svømning' });
    expect(again.slug).toBe('svoemning');
  });

  it('moves to a suffixed URL name when the new one is taken, and refuses a taken name', async () => {
    const someone = await creator();
    const first = await createBubble(server, someone, { name: 'Yoga' });
    const second = await createBubble(server, someone, { name: 'Pilates' });
    const renamed = await postAs<BubbleData>(server, '/api/bubble/edit', someone, {
      bubble: second._id,
      name: 'Yoga!',
    });
    expect(renamed.data.bubble.slug).toBe('yoga-2');
    const taken = await postAs(server, '/api/bubble/edit', someone, {
      bubble: second._id,
      name: 'YOGA',
    });
    expect(taken.status).toBe(422);
    expect(taken.errors).toEqual({ name: 'A Bubble with this name already exists' });
    expect((await rowOf(first._id))?.name).toBe('Yoga');
  });

  it('is for the owner only: 403 for members and moderators, 404 for unknown ids', async () => {
    await pick(server, other, tile._id);
    const member = await postAs(server, '/api/bubble/edit', other, {
      bubble: tile._id,
      title: 'Overtaget',
    });
    expect(member.status).toBe(403);
    expect(member.message).toBe('Only the owner of this Bubble can do this.');
    const unknown = await postAs(server, '/api/bubble/edit', editor, {
      bubble: newId(),
      title: 'x',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('This Bubble could not be found.');
    expect((await rowOf(tile._id))?.title).not.toBe('Overtaget');
  });

  it('lets the owner switch visibility without premium (spec section 6)', async () => {
    const free = await postAs<BubbleData>(server, '/api/bubble/edit', editor, {
      bubble: tile._id,
      privateBubble: true,
    });
    expect(free.status).toBe(200);
    expect(free.data.bubble.privateBubble).toBe(true);
    expect((await rowOf(tile._id))?.isPrivate).toBe(true);
    // Sending the current value is not a switch.
    const same = await postAs(server, '/api/bubble/edit', editor, {
      bubble: tile._id,
      privateBubble: true,
    });
    expect(same.status).toBe(200);
    const back = await postAs<BubbleData>(server, '/api/bubble/edit', editor, {
      bubble: tile._id,
      privateBubble: false,
    });
    expect(back.data.bubble.privateBubble).toBe(false);
  });
});

describe('POST /api/bubble/delete', () => {
  it('lets only the owner delete, with members, board and comment images', async () => {
    const deleter = await creator();
    const tile = await createBubble(server, deleter, { name: 'Kortvarig' });
    await pick(server, other, tile._id);
    const { db } = server.app.wob;
    const mediaId = newId();
    await db.insert(media).values({
      id: mediaId,
      ownerId: other.id,
      kind: 'comment-image',
      mime: 'image/webp',
      path: `${mediaId.slice(0, 2)}/${mediaId}.webp`,
      bytes: 10,
      createdAt: server.clock.now(),
    });
    await db.insert(comments).values({
      id: newId(),
      bubbleId: tile._id,
      authorId: other.id,
      text: 'Med billede',
      imageId: mediaId,
      createdAt: server.clock.now(),
    });

    const refused = await postAs(server, '/api/bubble/delete', other, { bubble: tile._id });
    expect(refused.status).toBe(403);

    const answer = await postAs<{ bubble: string }>(server, '/api/bubble/delete', deleter, {
      bubble: tile._id,
    });
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('The Bubble has been deleted.');
    expect(answer.data).toEqual({ bubble: tile._id });
    expect(await rowOf(tile._id)).toBeUndefined();
    expect(await db.select().from(memberships).where(eq(memberships.bubbleId, tile._id))).toEqual(
      [],
    );
    expect(await db.select().from(comments).where(eq(comments.bubbleId, tile._id))).toEqual([]);
    expect(await db.select().from(media).where(eq(media.id, mediaId))).toEqual([]);

    expect((await viewBubble(server, deleter, tile._id)).status).toBe(404);
    expect((await postAs(server, '/api/bubble/delete', deleter, { bubble: tile._id })).status).toBe(
      404,
    );
  });
});

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
