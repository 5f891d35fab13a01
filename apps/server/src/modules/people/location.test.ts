import type { User } from '@wob/api';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bubbles, users } from '../../db/schema';
import { createBubble } from '../../test/bubbles';
import { getAs, postAs } from '../../test/http';
import { signUp, type TestServer, withTestServer } from '../../test/harness';
import { DEMO_WOBLER_COUNT } from '../../seed/demo-woblers';

async function placeOf(server: TestServer, id: string) {
  const [row] = await server.app.wob.db
    .select({
      latitude: users.latitude,
      longitude: users.longitude,
      source: users.locationSource,
      hasPoint: sql<boolean>`${users.earthPoint} is not null`,
      searchKey: users.searchKey,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

const me = (
  server: TestServer,
  who: { token: string; id: string; email: string; password: string },
) => getAs<{ user: User }>(server, '/api/get-user-profile', who);

describe('a Wobler’s place', () => {
  it('comes from the city at sign-up and follows a new city; unknown cities leave it empty', async () => {
    await withTestServer({}, async (server) => {
      const mette = await signUp(server, {
        name: 'Mette Ørsted',
        city: 'København',
        country: 'DK',
      });
      const copenhagen = await placeOf(server, mette.id);
      expect(copenhagen).toMatchObject({
        source: 'city',
        hasPoint: true,
        searchKey: 'mette oersted',
      });
      expect(copenhagen?.latitude).toBeCloseTo(55.68, 1);
      expect((await me(server, mette)).data.user.location).toEqual({ source: 'city' });

      await postAs(server, '/api/update-profile', mette, { city: 'Aarhus' });
      expect((await placeOf(server, mette.id))?.latitude).toBeCloseTo(56.16, 1);
      await postAs(server, '/api/update-profile', mette, { city: 'Atlantis' });
      expect(await placeOf(server, mette.id)).toMatchObject({
        source: null,
        latitude: null,
        hasPoint: false,
      });
      expect((await me(server, mette)).data.user.location).toEqual({ source: null });
      // Another country: the city is looked up there.
      await postAs(server, '/api/update-profile', mette, { city: 'Paris', country: 'FR' });
      expect((await placeOf(server, mette.id))?.longitude).toBeCloseTo(2.35, 0);
      // A new name gets a new search key.
      await postAs(server, '/api/update-profile', mette, { name: 'Mette Åberg' });
      expect((await placeOf(server, mette.id))?.searchKey).toBe('mette aaberg');

      const unknown = await signUp(server, { city: 'Atlantis' });
      expect(await placeOf(server, unknown.id)).toMatchObject({ source: null, hasPoint: false });
    });
  });

  it('can be the device’s position, which a new city does not replace, until set back to the city', async () => {
    await withTestServer({}, async (server) => {
      const jonas = await signUp(server, { city: 'Odense' });
      const shared = await postAs<{ location: { source: string | null } }>(
        server,
        '/api/user/set-location',
        jonas,
        { position: { latitude: 55.4, longitude: 11.35 } },
      );
      expect(shared.status).toBe(200);
      expect(shared.data.location).toEqual({ source: 'device' });
      expect(shared.message).toBe('Distances are now measured from your current position.');
      await postAs(server, '/api/update-profile', jonas, { city: 'Aalborg' });
      expect(await placeOf(server, jonas.id)).toMatchObject({
        source: 'device',
        latitude: 55.4,
        longitude: 11.35,
      });

      const back = await postAs<{ location: { source: string | null } }>(
        server,
        '/api/user/set-location',
        jonas,
        { position: null },
      );
      expect(back.data.location).toEqual({ source: 'city' });
      expect((await placeOf(server, jonas.id))?.latitude).toBeCloseTo(57.05, 1);

      for (const position of [
        { latitude: 91, longitude: 0 },
        { latitude: 0, longitude: -181 },
        { latitude: 'x' },
        'here',
      ]) {
        const refused = await postAs(server, '/api/user/set-location', jonas, { position });
        expect(refused.status, JSON.stringify(position)).toBe(422);
      }
      expect((await postAs(server, '/api/user/set-location', jonas, {})).status).toBe(422);
    });
  });

  it('is filled in at start for accounts with a city and no place (the demo Woblers too)', async () => {
    await withTestServer({ env: { WOB_SEED: 'true' } }, async (server) => {
      const rows = await server.app.wob.db
        .select({ city: users.city, source: users.locationSource })
        .from(users)
        .where(sql`${users.email} like '%@woble.local'`);
      expect(rows).toHaveLength(DEMO_WOBLER_COUNT);
      expect(rows.filter((row) => row.source !== 'city').map((row) => row.city)).toEqual([]);
      // Rows written without a place (as before migration 0006) get one at the next start.
      await server.app.wob.db
        .update(users)
        .set({ latitude: null, longitude: null, locationSource: null, earthPoint: null });
      await withTestServer({ testDatabase: server.testDatabase }, async (again) => {
        const [row] = await again.app.wob.db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(sql`${users.locationSource} = 'city' and ${users.earthPoint} is not null`);
        expect(row?.n).toBe(DEMO_WOBLER_COUNT);
      });
    });
  });
});

describe('search keys', () => {
  it('are written for Bubbles on create and edit (name and title)', async () => {
    await withTestServer({}, async (server) => {
      const owner = await signUp(server);
      const tile = await createBubble(server, owner, {
        name: 'Ærø Sejlads',
        title: 'Både på Østersøen',
      });
      const keyOf = async () =>
        (
          await server.app.wob.db
            .select({ key: bubbles.searchKey })
            .from(bubbles)
            .where(eq(bubbles.id, tile._id))
        )[0]?.key;
      expect(await keyOf()).toBe('aeroe sejlads baade paa oestersoeen');
      await postAs(server, '/api/bubble/edit', owner, { bubble: tile._id, title: 'Kajak' });
      expect(await keyOf()).toBe('aeroe sejlads kajak');
    });
  });
});
