import type { AdminAd, AdminOperator } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../platform/clock';
import {
  createTestDatabase,
  OPERATOR_ENV,
  server,
  startTestServer,
  useTestServer,
} from '../../test/harness';
import { insertWobler } from '../deck/test-support';
import { get, postAs } from '../../test/http';
import {
  adminCall,
  administrator,
  auditOf,
  moderator,
  signInAdmins,
  useAdmins,
} from './content-test-support';

useTestServer();
useAdmins();

type AdAnswer = { ads: AdminAd[] };

const adInput = {
  language: 'en',
  title: 'Meet up in Aarhus',
  body: 'Our summer event is on.',
  url: 'https://woble.dk/summer',
  cta: 'Read more',
};

async function deckAds(language: string) {
  const caller = await insertWobler(server, { name: `Caller ${Math.random()}` });
  const answer = await postAs<{ customAds: { _id: string; title: string }[] }>(
    server,
    '/api/users/get-all',
    caller,
    {},
    language,
  );
  return answer.data.customAds;
}

describe('house ads in the console', () => {
  it('lists per language, creates at the end, and the deck shows it in the order', async () => {
    const danish = await adminCall<AdAnswer>(moderator, 'GET', '/admin-api/ads', {
      language: 'da',
    });
    expect(danish.data.ads.every((ad) => ad.language === 'da')).toBe(true);
    const created = await adminCall<AdAnswer>(moderator, 'POST', '/admin-api/ads', adInput);
    expect(created.status).toBe(201);
    const ad = created.data.ads.at(-1);
    expect(ad).toMatchObject({ ...adInput, active: true, live: true });
    expect((await deckAds('en')).at(-1)?.title).toBe(adInput.title);
    expect((await deckAds('da')).some((shown) => shown.title === adInput.title)).toBe(false);
    expect((await auditOf('ad', ad?.id))[0]).toMatchObject({ action: 'ad.create' });
  });

  it('refuses a link that is neither a path in Woble nor https, and a period that ends first', async () => {
    for (const url of ['http://woble.dk', 'javascript:alert(1)', '//evil.example', 'premium']) {
      const refused = await adminCall(moderator, 'POST', '/admin-api/ads', { ...adInput, url });
      expect(refused.status, url).toBe(422);
      expect(refused.errors).toEqual({
        url: 'Enter a path in Woble (like /premium) or an https:// address',
      });
    }
    const now = server.clock.now().getTime();
    const backwards = await adminCall(moderator, 'POST', '/admin-api/ads', {
      ...adInput,
      startsAt: new Date(now + DAY_MS).toISOString(),
      endsAt: new Date(now).toISOString(),
    });
    expect(backwards.status).toBe(422);
    expect(backwards.errors).toEqual({ endsAt: 'The end must come after the start' });
  });

  it('shows an ad only inside its period and while active; deletes; reorders', async () => {
    const now = server.clock.now().getTime();
    const created = await adminCall<AdAnswer>(moderator, 'POST', '/admin-api/ads', {
      ...adInput,
      language: 'da',
      title: 'Kommer snart',
      startsAt: new Date(now + DAY_MS).toISOString(),
      endsAt: new Date(now + 3 * DAY_MS).toISOString(),
    });
    const ad = created.data.ads.at(-1);
    const id = ad?.id ?? '';
    expect(ad?.live).toBe(false);
    const titles = async () => (await deckAds('da')).map((shown) => shown.title);
    expect(await titles()).not.toContain('Kommer snart');
    server.clock.advance(DAY_MS + 1000);
    await signInAdmins();
    expect(await titles()).toContain('Kommer snart');
    await adminCall(moderator, 'POST', '/admin-api/ad/active', { id, active: false });
    expect(await titles()).not.toContain('Kommer snart');
    await adminCall(moderator, 'POST', '/admin-api/ad/active', { id, active: true });
    server.clock.advance(2 * DAY_MS);
    await signInAdmins();
    expect(await titles()).not.toContain('Kommer snart');

    const list = (await adminCall<AdAnswer>(moderator, 'GET', '/admin-api/ads', { language: 'da' }))
      .data.ads;
    const reversed = list.map((row) => row.id).reverse();
    const reordered = await adminCall<AdAnswer>(moderator, 'POST', '/admin-api/ads/reorder', {
      language: 'da',
      ids: reversed,
    });
    expect(reordered.data.ads.map((row) => row.id)).toEqual(reversed);
    const liveOrder = reordered.data.ads.filter((row) => row.live).map((row) => row.title);
    expect(await titles()).toEqual(liveOrder);

    const deleted = await adminCall<AdAnswer>(moderator, 'POST', '/admin-api/ad/delete', { id });
    expect(deleted.data.ads.some((row) => row.id === id)).toBe(false);
    expect((await adminCall(moderator, 'POST', '/admin-api/ad/delete', { id })).status).toBe(404);
    expect((await auditOf('ad', id)).map((entry) => entry.action)).toEqual([
      'ad.delete',
      'ad.activate',
      'ad.deactivate',
      'ad.create',
    ]);
  });
});

describe("the operator's details", () => {
  const details = {
    company: 'Bobler ApS',
    cvr: '87654321',
    address: 'Boblevej 2, 8000 Aarhus C',
    email: 'hej@bobler.dk',
    social: [{ network: 'instagram', url: 'https://instagram.com/bobler' }],
  };

  it('are for administrators only: a moderator gets 403', async () => {
    expect((await adminCall(moderator, 'GET', '/admin-api/operator')).status).toBe(403);
    const refused = await adminCall(moderator, 'POST', '/admin-api/operator', details);
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('Only administrators can do this.');
  });

  it('refuses a CVR number without 8 digits and a bad social link with 422', async () => {
    const cvr = await adminCall(administrator, 'POST', '/admin-api/operator', {
      ...details,
      cvr: '1234',
    });
    expect(cvr.status).toBe(422);
    expect(cvr.errors).toEqual({ cvr: 'A CVR number has 8 digits' });
    const social = await adminCall(administrator, 'POST', '/admin-api/operator', {
      ...details,
      social: [{ network: 'x', url: 'ftp://x' }],
    });
    expect(social.status).toBe(422);
  });

  it('come from the settings until saved, then the landing page shows the saved ones', async () => {
    const before = await adminCall<AdminOperator>(administrator, 'GET', '/admin-api/operator');
    expect(before.data).toMatchObject({ source: 'settings', placeholders: true });
    const saved = await adminCall<AdminOperator>(
      administrator,
      'POST',
      '/admin-api/operator',
      details,
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({
      source: 'console',
      placeholders: false,
      effective: details,
      updatedBy: administrator.email,
    });
    const site = (await get(server.app, '/api/site')).json() as { data: Record<string, unknown> };
    expect(site.data).toMatchObject({ ...details, localInstallation: false });
    const [entry] = await auditOf('operator');
    expect(entry).toMatchObject({ action: 'operator.update' });
    expect(((entry?.details ?? {}) as { changed?: string[] }).changed?.sort()).toEqual(
      ['address', 'company', 'cvr', 'email', 'social'].sort(),
    );
  });

  it('let production start without WOB_OPERATOR_* once saved in the console, not before', async () => {
    const env = { NODE_ENV: 'production', MEDIA_SECRET: 'x'.repeat(32), WOB_SEED: undefined };
    // This file's database has saved details (the test above): production starts.
    const started = await startTestServer({ testDatabase: server.testDatabase, env });
    await started.app.close();
    // A fresh database without them refuses, naming the settings; with them it starts.
    const fresh = await createTestDatabase();
    try {
      await expect(startTestServer({ testDatabase: fresh, env })).rejects.toThrow(
        /WOB_OPERATOR_CVR/,
      );
      const withSettings = await startTestServer({
        testDatabase: fresh,
        env: { ...env, ...OPERATOR_ENV },
      });
      await withSettings.app.close();
    } finally {
      await fresh.drop();
    }
  });
});
