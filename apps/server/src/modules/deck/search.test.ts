import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createBubble } from '../../test/bubbles';
import { postAs } from '../../test/http';
import { server, signUp, useTestServer } from '../../test/harness';
import { backfillSearchKeys } from './search';
import { block, insertWobler, react, searchAs, uniqueTag } from './test-support';

useTestServer();

const names = (docs: { name: string }[]) => docs.map((d) => d.name).sort();

describe('the menu search (POST /api/search/menu-search)', () => {
  it('finds Woblers by name without case or accents; æ, ø, å match ae, oe, aa', async () => {
    const tag = uniqueTag();
    const caller = await insertWobler(server);
    await insertWobler(server, { name: `Søren ${tag}` });
    await insertWobler(server, { name: `José ${tag}` });
    await insertWobler(server, { name: `Åse ${tag}` });
    await insertWobler(server, { name: `Kirsten Østergaard ${tag}` });
    const found = async (search: string) =>
      names((await searchAs(server, caller, { search: `${search} ${tag}` })).data.woblers.docs);
    expect(await found('søren')).toEqual([`Søren ${tag}`]);
    expect(await found('SOEREN')).toEqual([`Søren ${tag}`]);
    expect(await found('jose')).toEqual([`José ${tag}`]);
    expect(await found('aase')).toEqual([`Åse ${tag}`]);
    expect(await found('ÅSE')).toEqual([`Åse ${tag}`]);
    // Typed without the Danish letter: close enough by trigrams.
    expect(await found('soren')).toEqual([`Søren ${tag}`]);
    expect(await found('ase')).toContain(`Åse ${tag}`);
    expect(await found('kirstn')).toEqual([`Kirsten Østergaard ${tag}`]);
    expect(await found('ostergaard')).toEqual([`Kirsten Østergaard ${tag}`]);
    expect(await found('xyzzy')).toEqual([]);
  });

  it('gives rows written without a search key (demo content) one at start, so they are found', async () => {
    const tag = uniqueTag();
    const caller = await insertWobler(server);
    const seeded = await insertWobler(server, { name: `Ærø Ågård ${tag}` });
    await server.app.wob.db.update(users).set({ searchKey: '' }).where(eq(users.id, seeded.id));
    expect((await searchAs(server, caller, { search: `aeroe ${tag}` })).data.woblers.docs).toEqual(
      [],
    );
    expect(await backfillSearchKeys(server.app.wob.db)).toBeGreaterThanOrEqual(1);
    const found = (await searchAs(server, caller, { search: `aeroe ${tag}` })).data.woblers.docs;
    expect(found.map((doc) => doc._id)).toEqual([seeded.id]);
  });

  it('never finds the caller, deleted accounts or anyone blocked either way; people already liked are found', async () => {
    const tag = uniqueTag();
    const caller = await insertWobler(server, { name: `Caller ${tag}` });
    const liked = await insertWobler(server, { name: `Liked ${tag}` });
    await insertWobler(server, { name: `Deleted ${tag}`, deleted: true });
    const blocked = await insertWobler(server, { name: `Blocked ${tag}` });
    const blocker = await insertWobler(server, { name: `Blocker ${tag}` });
    await react(server, caller, liked, 'like');
    await block(server, caller, blocked);
    await block(server, blocker, caller);
    const answer = await searchAs(server, caller, { search: tag });
    expect(answer.data.woblers.docs.map((d) => d._id)).toEqual([liked.id]);
    expect(answer.data.woblers.docs[0]?.relation.liked).toBe(true);
    expect(answer.data.woblers.totalDocs).toBe(1);
  });

  it('finds Bubbles by name or title as tiles, private ones too; pages each list on its own', async () => {
    const tag = uniqueTag();
    const owner = await signUp(server, { name: `Owner ${tag}` });
    const caller = await signUp(server, { name: `Caller ${tag}` });
    await createBubble(server, owner, { name: `Århus Løbeklub ${tag}`, title: 'Vi løber' });
    await createBubble(server, owner, { name: `Brætspil ${tag}`, title: 'Spil i Aarhus' });
    for (let i = 0; i < 6; i += 1) await createBubble(server, owner, { name: `Strik ${i} ${tag}` });
    const search = async (payload: Record<string, unknown>) =>
      (await searchAs(server, caller, payload)).data;

    const aarhus = await search({ search: `aarhus` });
    expect(names(aarhus.bubbles.docs.filter((b) => b.name.includes(tag)))).toEqual([
      `Brætspil ${tag}`,
      `Århus Løbeklub ${tag}`,
    ]);
    const tiles = await search({ search: `strik ${tag}` });
    expect(tiles.bubbles.docs).toHaveLength(5);
    expect(tiles.bubbles).toMatchObject({ totalDocs: 6, totalPages: 2, hasNextPage: true });
    expect(tiles.bubbles.docs[0]).toMatchObject({
      privateBubble: false,
      membership: { status: 'none' },
    });
    const second = await search({ search: `strik ${tag}`, bubblePage: 2, woblerPage: 1 });
    expect(second.bubbles.docs).toHaveLength(1);
    expect(second.bubbles.hasNextPage).toBe(false);

    // A private Bubble is listed as its tile; after an edit the new name is found.
    const { bubble } = (
      await postAs<{ bubble: { _id: string } }>(server, '/api/bubble/create', owner, {
        name: `Hemmelig ${tag}`,
        circleColor: '#2f5fb3',
        privateBubble: true,
      })
    ).data;
    const secret = await search({ search: `hemmelig ${tag}` });
    expect(secret.bubbles.docs.map((b) => [b._id, b.privateBubble])).toEqual([[bubble._id, true]]);
    await postAs(server, '/api/bubble/edit', owner, { bubble: bubble._id, name: `Skjult ${tag}` });
    expect((await search({ search: `hemmelig ${tag}` })).bubbles.totalDocs).toBe(0);
    expect((await search({ search: `skjult ${tag}` })).bubbles.totalDocs).toBe(1);
    // The Wobler list is its own: the caller is never in it.
    expect(tiles.woblers.totalDocs).toBe(0);
    const people = await search({ search: tag });
    expect(people.woblers.docs.map((d) => d.name)).toEqual([`Owner ${tag}`]);
  });

  it('refuses an empty search and bad paging with 422', async () => {
    const caller = await insertWobler(server);
    for (const payload of [
      {},
      { search: '   ' },
      { search: 'a', woblerLimit: 21 },
      { search: 'a', bubblePage: 0 },
    ]) {
      expect((await searchAs(server, caller, payload)).status, JSON.stringify(payload)).toBe(422);
    }
  });
});
