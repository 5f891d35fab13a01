import type { BubbleTile } from '@wob/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { server, useTestServer } from '../../test/harness';
import { comments, media, memberships } from '../../db/schema';
import { HOUR_MS, MINUTE_MS } from '../../platform/clock';
import { newId } from '../../platform/crypto';
import type { SignedUp } from '../../test/harness';
import { BUBBLE_CREATE_LIMIT } from './service';
import { type BubbleData, createBubble, pick, viewBubble } from '../../test/bubbles';
import { postAs } from '../../test/http';
import { creator, other, owner, rowOf, useOwnerAndOther } from './bubbles-test-support';

// Bubbles: create, edit and delete.

useTestServer();
useOwnerAndOther();

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
