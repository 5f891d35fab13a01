import type { WoblerCard } from '@wob/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ads } from '../../db/schema';
import { DAY_MS } from '../../platform/clock';
import { RETIRED_AD_COPY, reviseRetiredAdCopy, STARTING_ADS } from './ads';
import { insertBubble } from '../../test/bubbles';
import { post, postAs } from '../../test/http';
import { server, useTestServer } from '../../test/harness';
import {
  block,
  connect,
  deckIds,
  deckOf,
  givePicture,
  insertWobler,
  join,
  react,
  report,
  save,
  uniqueTag,
} from './test-support';

useTestServer();

const byId = (cards: WoblerCard[], id: string) => {
  const card = cards.find((c) => c._id === id);
  if (!card) throw new Error(`no card ${id}`);
  return card;
};

describe('the deck leaves out', () => {
  it('the caller, anyone handled, blocked either way, deleted, or whose age range excludes the caller', async () => {
    const tag = uniqueTag();
    const named = (label: string) => ({ name: `${label} ${tag}` });
    const caller = await insertWobler(server, { ...named('Caller'), age: 30 });
    const visible = await insertWobler(server, named('Visible'));
    const admits = await insertWobler(server, { ...named('Admits'), ageRange: [25, 35] });
    const hidden = {
      liked: await insertWobler(server, named('Liked')),
      disliked: await insertWobler(server, named('Disliked')),
      saved: await insertWobler(server, named('Saved')),
      reported: await insertWobler(server, named('Reported')),
      blockedByCaller: await insertWobler(server, named('Blocked')),
      blockedCaller: await insertWobler(server, named('Blocker')),
      deleted: await insertWobler(server, { ...named('Deleted'), deleted: true }),
      anonymised: await insertWobler(server, { ...named('Anonymised'), anonymised: true }),
      tooOld: await insertWobler(server, { ...named('Elders'), ageRange: [50, 60] }),
      tooYoung: await insertWobler(server, { ...named('Youngsters'), ageRange: [18, 29] }),
    };
    await react(server, caller, hidden.liked, 'like');
    await react(server, caller, hidden.disliked, 'dislike');
    await save(server, caller, hidden.saved);
    await report(server, caller, hidden.reported);
    await block(server, caller, hidden.blockedByCaller);
    await block(server, hidden.blockedCaller, caller);
    // What others did to the caller changes nothing for the caller's deck.
    await react(server, visible, caller, 'dislike');
    await report(server, admits, caller);

    const ids = await deckIds(server, caller, { search: tag });
    expect(new Set(ids)).toEqual(new Set([visible.id, admits.id]));
    const answer = await deckOf(server, caller, { search: tag });
    expect(answer.data.totalDocs).toBe(2);
  });
});

describe('a card', () => {
  it('follows the other Wobler’s privacy settings', async () => {
    const tag = uniqueTag();
    const caller = await insertWobler(server, { name: `Caller ${tag}`, city: 'København' });
    const open = await insertWobler(server, {
      name: `Open ${tag}`,
      gender: 'non-binary',
      city: 'Roskilde',
      about: 'Hello',
    });
    const privateOne = await insertWobler(server, {
      name: `Private ${tag}`,
      gender: 'male',
      city: 'Roskilde',
      showGender: false,
      showLocation: false,
      showImagesToAll: false,
      allowMessages: false,
    });
    const connected = await insertWobler(server, {
      name: `Connected ${tag}`,
      showImagesToAll: false,
      allowMessages: false,
    });
    for (const who of [open, privateOne, connected]) await givePicture(server, who);
    await connect(server, caller, connected);

    // The hidden place still counts for the distance filter.
    const answer = await deckOf(server, caller, { search: tag, distance: 40, limit: 20 });
    expect(answer.status).toBe(200);
    const cards = answer.data.docs;
    expect(cards.map((c) => c._id).sort()).toEqual([open.id, privateOne.id, connected.id].sort());

    const shown = byId(cards, open.id);
    expect(shown).toMatchObject({
      name: `Open ${tag}`,
      age: 30,
      about: 'Hello',
      gender: 'non-binary',
      city: 'Roskilde',
      country: 'DK',
      canMessage: true,
    });
    expect(shown.distance).toBeGreaterThanOrEqual(25);
    expect(shown.distance).toBeLessThanOrEqual(35);
    expect(shown.image).toMatch(/^\/media\/[0-9a-f]{24}\?exp=/);

    const hidden = byId(cards, privateOne.id);
    expect(hidden).toMatchObject({
      gender: null,
      city: null,
      country: null,
      distance: null,
      canMessage: false,
    });
    expect(hidden.image).toMatch(/^\/media\/avatars\//);

    // A connection sees the picture and may message.
    const friend = byId(cards, connected.id);
    expect(friend.image).toMatch(/^\/media\/[0-9a-f]{24}\?exp=/);
    expect(friend.canMessage).toBe(true);
    expect(friend.relation).toEqual({
      liked: false,
      disliked: false,
      saved: false,
      reported: false,
      isMatched: true,
      blockedByMe: false,
    });
    // Two people in one city are at least 1 km apart on a card.
    expect(friend.distance).toBe(1);
  });
});

describe('filters', () => {
  it('by distance between real Danish cities; people without a place only without one', async () => {
    const tag = uniqueTag();
    const caller = await insertWobler(server, { name: `Caller ${tag}`, city: 'København' });
    const roskilde = await insertWobler(server, { name: `Roskilde ${tag}`, city: 'Roskilde' });
    const aarhus = await insertWobler(server, { name: `Aarhus ${tag}`, city: 'Aarhus' });
    const nowhere = await insertWobler(server, { name: `Nowhere ${tag}`, city: 'Atlantis' });

    expect(await deckIds(server, caller, { search: tag, distance: 40 })).toEqual([roskilde.id]);
    const far = await deckOf(server, caller, { search: tag, distance: 200 });
    expect(far.data.docs.map((c) => c._id)).toEqual([roskilde.id, aarhus.id]);
    expect(byId(far.data.docs, roskilde.id).distance).toBeGreaterThanOrEqual(25);
    expect(byId(far.data.docs, roskilde.id).distance).toBeLessThanOrEqual(35);
    expect(byId(far.data.docs, aarhus.id).distance).toBeGreaterThanOrEqual(150);
    expect(byId(far.data.docs, aarhus.id).distance).toBeLessThanOrEqual(165);
    expect(await deckIds(server, caller, { search: tag, distance: 156 })).toEqual([roskilde.id]);
    // Without a distance: everyone, the unknown place last.
    const all = await deckOf(server, caller, { search: tag });
    expect(all.data.docs.map((c) => c._id)).toEqual([roskilde.id, aarhus.id, nowhere.id]);
    expect(byId(all.data.docs, nowhere.id).distance).toBeNull();
    expect(all.data.locationUnknown).toBe(false);
  });

  it('without the caller’s place: no distances, the distance filter cannot apply', async () => {
    const tag = uniqueTag();
    const caller = await insertWobler(server, { name: `Caller ${tag}`, city: 'Atlantis' });
    const aarhus = await insertWobler(server, { name: `Aarhus ${tag}`, city: 'Aarhus' });
    const answer = await deckOf(server, caller, { search: tag, distance: 5 });
    expect(answer.data.locationUnknown).toBe(true);
    expect(answer.data.docs.map((c) => c._id)).toEqual([aarhus.id]);
    expect(answer.data.docs[0]?.distance).toBeNull();
    expect(answer.data.docs[0]?.city).toBe('Aarhus');
  });

  it('by gender and by age, counted on the service clock', async () => {
    const tag = uniqueTag();
    const caller = await insertWobler(server, { name: `Caller ${tag}` });
    const today = server.clock.now();
    const bornYearsAgo = (years: number, dayOffset: number) => {
      const date = new Date(today.getTime() + dayOffset * DAY_MS);
      date.setUTCFullYear(date.getUTCFullYear() - years);
      return date.toISOString().slice(0, 10);
    };
    const female = { gender: 'female' as const };
    // 25 today; 25 tomorrow; 41 today; 41 tomorrow.
    const turned25 = await insertWobler(server, {
      name: `A ${tag}`,
      ...female,
      birthDate: bornYearsAgo(25, 0),
    });
    const turns25 = await insertWobler(server, {
      name: `B ${tag}`,
      ...female,
      birthDate: bornYearsAgo(25, 1),
    });
    const turned41 = await insertWobler(server, {
      name: `C ${tag}`,
      ...female,
      birthDate: bornYearsAgo(41, 0),
    });
    const turns41 = await insertWobler(server, {
      name: `D ${tag}`,
      ...female,
      birthDate: bornYearsAgo(41, 1),
    });
    const man = await insertWobler(server, { name: `E ${tag}`, age: 30, gender: 'male' });
    const filter = { search: tag, gender: 'female', ageFrom: 25, ageTo: 40 };
    expect(new Set(await deckIds(server, caller, filter))).toEqual(
      new Set([turned25.id, turns41.id]),
    );
    expect(await deckIds(server, caller, { search: tag, gender: 'male' })).toEqual([man.id]);
    expect(await deckIds(server, caller, { search: tag, gender: 'intersex' })).toEqual([]);
    expect(new Set(await deckIds(server, caller, { search: tag, ageFrom: 30, ageTo: 99 }))).toEqual(
      new Set([man.id, turned41.id, turns41.id]),
    );
    // A day later both birthdays have come.
    server.clock.advance(DAY_MS);
    expect(new Set(await deckIds(server, caller, filter))).toEqual(
      new Set([turned25.id, turns25.id]),
    );
  });

  it('by Bubbles: active members of a listed one; a private Bubble the caller cannot see is ignored', async () => {
    const tag = uniqueTag();
    const caller = await insertWobler(server, { name: `Caller ${tag}` });
    const owner = await insertWobler(server, { name: `Owner ${tag}` });
    const inA = await insertWobler(server, { name: `InA ${tag}` });
    const pendingA = await insertWobler(server, { name: `PendingA ${tag}` });
    const inB = await insertWobler(server, { name: `InB ${tag}` });
    const inSecret = await insertWobler(server, { name: `InSecret ${tag}` });
    const nowhere = await insertWobler(server, { name: `Nowhere ${tag}` });
    const a = await insertBubble(server, owner);
    const b = await insertBubble(server, owner);
    const secret = await insertBubble(server, owner, { isPrivate: true });
    await join(server, a.id, caller);
    await join(server, a.id, inA);
    await join(server, a.id, pendingA, 'pending');
    await join(server, b.id, inB);
    await join(server, secret.id, inSecret);

    const ofA = await deckIds(server, caller, { search: tag, bubbleIds: [a.id] });
    expect(new Set(ofA)).toEqual(new Set([owner.id, inA.id]));
    const ofB = await deckIds(server, caller, { search: tag, bubbleIds: [a.id, b.id] });
    expect(new Set(ofB)).toEqual(new Set([owner.id, inA.id, inB.id]));
    // Not a member of the private Bubble: it counts as if nobody were in it.
    expect(await deckIds(server, caller, { search: tag, bubbleIds: [secret.id] })).toEqual([]);
    expect(await deckIds(server, caller, { search: tag, bubbleIds: ['f'.repeat(24)] })).toEqual([]);
    await join(server, secret.id, caller);
    expect(new Set(await deckIds(server, caller, { search: tag, bubbleIds: [secret.id] }))).toEqual(
      new Set([owner.id, inSecret.id]),
    );
    expect(new Set(await deckIds(server, caller, { search: tag, bubbleIds: 'all' }))).toEqual(
      new Set([owner.id, inA.id, pendingA.id, inB.id, inSecret.id, nowhere.id]),
    );
  });

  it('by a part of the name, without case or accents', async () => {
    const tag = uniqueTag();
    const caller = await insertWobler(server, { name: `Caller ${tag}` });
    const soeren = await insertWobler(server, { name: `${tag} Søren Ærbo` });
    const jose = await insertWobler(server, { name: `${tag} José` });
    expect(await deckIds(server, caller, { search: `${tag.toUpperCase()} SØREN` })).toEqual([
      soeren.id,
    ]);
    expect(await deckIds(server, caller, { search: `${tag} soeren  aerbo` })).toEqual([soeren.id]);
    expect(await deckIds(server, caller, { search: `${tag} jose` })).toEqual([jose.id]);
    expect(await deckIds(server, caller, { search: `aerbo ${tag} soeren` })).toEqual([soeren.id]);
    expect(await deckIds(server, caller, { search: `${tag} %` })).toEqual([]);
  });
});

describe('order and paging', () => {
  it('puts more shared Bubbles first, then the nearest, unknown places last, then by id', async () => {
    const tag = uniqueTag();
    const caller = await insertWobler(server, { name: `Caller ${tag}`, city: 'København' });
    const owner = await insertWobler(server, { name: `Owner ${tag}`, city: 'Aalborg' });
    const [a, b, c] = [
      await insertBubble(server, owner),
      await insertBubble(server, owner),
      await insertBubble(server, owner),
    ];
    for (const bubble of [a, b, c]) await join(server, bubble.id, caller);
    const twoFar = await insertWobler(server, { name: `TwoFar ${tag}`, city: 'Aarhus' });
    const twoNear = await insertWobler(server, { name: `TwoNear ${tag}`, city: 'Roskilde' });
    const oneNear = await insertWobler(server, { name: `OneNear ${tag}`, city: 'Frederiksberg' });
    const noneNear = await insertWobler(server, { name: `NoneNear ${tag}`, city: 'København' });
    const noneNowhere = await insertWobler(server, {
      name: `NoneNowhere ${tag}`,
      city: 'Atlantis',
    });
    const twins = [
      await insertWobler(server, { name: `TwinA ${tag}`, city: 'Odense' }),
      await insertWobler(server, { name: `TwinB ${tag}`, city: 'Odense' }),
    ].sort((x, y) => (x.id < y.id ? -1 : 1));
    for (const who of [twoFar, twoNear]) {
      await join(server, a.id, who);
      await join(server, b.id, who);
    }
    await join(server, c.id, oneNear);
    // A pending membership is not shared.
    await join(server, b.id, oneNear, 'pending');

    const ids = await deckIds(server, caller, { search: tag });
    expect(ids).toEqual([
      owner.id, // three shared (the owner of all three)
      twoNear.id,
      twoFar.id,
      oneNear.id,
      noneNear.id,
      ...twins.map((t) => t.id),
      noneNowhere.id,
    ]);
    const first = await deckOf(server, caller, { search: tag, limit: 2 });
    expect(first.data.docs[0]?.sharedBubbles.map((s) => s._id).sort()).toEqual(
      [a.id, b.id, c.id].sort(),
    );
    expect(first.data.docs[1]?.sharedBubbles.map((s) => s._id).sort()).toEqual([a.id, b.id].sort());
  });

  it('pages exactly and leaves out the cards the client still holds', async () => {
    const tag = uniqueTag();
    const caller = await insertWobler(server, { name: `Caller ${tag}` });
    for (let i = 0; i < 7; i += 1) await insertWobler(server, { name: `P${i} ${tag}` });
    const all = await deckIds(server, caller, { search: tag });
    expect(all).toHaveLength(7);

    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const answer = await deckOf(server, caller, { search: tag, page, limit: 3 });
      pages.push(answer.data);
    }
    expect(pages.map((p) => p.docs.map((c) => c._id))).toEqual([
      all.slice(0, 3),
      all.slice(3, 6),
      all.slice(6, 7),
      [],
    ]);
    expect(pages.map((p) => [p.totalDocs, p.totalPages, p.hasNextPage, p.page, p.limit])).toEqual([
      [7, 3, true, 1, 3],
      [7, 3, true, 2, 3],
      [7, 3, false, 3, 3],
      [7, 3, false, 4, 3],
    ]);
    // The deck refetches page 1 with the cards it still holds left out.
    const next = await deckOf(server, caller, { search: tag, limit: 3, exclude: all.slice(0, 4) });
    expect(next.data.docs.map((c) => c._id)).toEqual(all.slice(4, 7));
    expect(next.data.totalDocs).toBe(3);
    expect(next.data.hasNextPage).toBe(false);
    // Five cards per page unless told.
    const defaults = await deckOf(server, caller, { search: tag });
    expect(defaults.data.docs).toHaveLength(5);
    expect(defaults.data.limit).toBe(5);
  });
});

describe('house ads', () => {
  it('come in the caller’s language, in position order; inactive ones stay out', async () => {
    const caller = await insertWobler(server, { name: `Caller ${uniqueTag()}` });
    const english = await postAs<{ customAds: { _id: string; url: string }[] }>(
      server,
      '/api/users/get-all',
      caller,
      {},
      'en',
    );
    expect(english.data.customAds.map((ad) => ad._id)).toEqual([
      'house-en-premium',
      'house-en-bubbles',
      'house-en-profile',
    ]);
    const danish = await postAs<{ customAds: { _id: string; title: string }[] }>(
      server,
      '/api/users/get-all',
      caller,
      {},
      'da',
    );
    expect(danish.data.customAds.map((ad) => ad.title)).toEqual([
      'Prøv Woble Premium',
      'Find din næste Bubble',
      'Gør din profil færdig',
    ]);
    await server.app.wob.db
      .update(ads)
      .set({ active: false })
      .where(eq(ads.id, 'house-da-bubbles'));
    const fewer = await postAs<{ customAds: { _id: string }[] }>(
      server,
      '/api/users/get-all',
      caller,
      {},
      'da',
    );
    expect(fewer.data.customAds.map((ad) => ad._id)).toEqual([
      'house-da-premium',
      'house-da-profile',
    ]);
    await server.app.wob.db.update(ads).set({ active: true }).where(eq(ads.id, 'house-da-bubbles'));
  });
});

describe('house ad copy', () => {
  it('calls them Bubbles and Woblers in Danish too, and revises the old wording left in a database', async () => {
    const danishCopy = STARTING_ADS.filter((ad) => ad.language === 'da')
      .map((ad) => `${ad.title} ${ad.body} ${ad.cta}`)
      .join(' ');
    expect(danishCopy).not.toMatch(/\bBubbler\b|\bWoblere\b/);

    const [old] = RETIRED_AD_COPY;
    if (!old) throw new Error('no retired copy');
    await server.app.wob.db
      .update(ads)
      .set({ body: old.body, cta: old.cta })
      .where(eq(ads.id, old.id));
    expect(await reviseRetiredAdCopy(server.app.wob.db)).toBe(1);
    const [row] = await server.app.wob.db.select().from(ads).where(eq(ads.id, old.id));
    expect(row?.body).toMatch(/^Bubbles samler Woblers/);
    expect(row?.cta).toBe('Find Bubbles');

    // An operator's own wording is theirs: it is never overwritten.
    await server.app.wob.db
      .update(ads)
      .set({ body: 'Egen tekst', cta: old.cta })
      .where(eq(ads.id, old.id));
    expect(await reviseRetiredAdCopy(server.app.wob.db)).toBe(0);
    const [kept] = await server.app.wob.db.select().from(ads).where(eq(ads.id, old.id));
    expect(kept?.body).toBe('Egen tekst');
    const current = STARTING_ADS.find((ad) => ad.id === old.id);
    await server.app.wob.db
      .update(ads)
      .set({ body: current?.body, cta: current?.cta })
      .where(eq(ads.id, old.id));
  });
});

describe('bad input', () => {
  it('is answered 422 with a translated message, and without a token 401', async () => {
    const caller = await insertWobler(server);
    for (const payload of [
      { distance: 0 },
      { distance: 1001 },
      { distance: 2.5 },
      { ageFrom: 17 },
      { ageFrom: 40, ageTo: 30 },
      { gender: 'robot' },
      { bubbleIds: [] },
      { bubbleIds: 'some' },
      { limit: 21 },
      { page: 0 },
      { exclude: Array.from({ length: 51 }, (_, i) => `id${i}`) },
      { search: 'x'.repeat(101) },
    ]) {
      const answer = await deckOf(server, caller, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(422);
      expect(answer.message).toBeTruthy();
      expect(answer.message).not.toMatch(/^(validation|errors):/);
    }
    const anonymous = await post(server.app, '/api/users/get-all', {});
    expect(anonymous.statusCode).toBe(401);
  });
});
