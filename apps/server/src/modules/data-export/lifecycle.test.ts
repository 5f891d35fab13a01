import { access } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataExports } from '../../db/schema';
import {
  DATA_EXPORT_LINK_TTL_MS,
  DATA_EXPORT_STARTS_PER_WINDOW,
  DATA_EXPORT_TTL_MS,
} from '../../policy';
import { addMonths, DAY_MS, MINUTE_MS } from '../../platform/clock';
import { newId } from '../../platform/crypto';
import { server, signUp, useTestServer } from '../../test/harness';
import { post } from '../../test/http';
import { download, latestOf, readyExport, startExport } from './test-support';

// The life of an export: one at a time per person, downloadable only through its owner's
// signed link, for 7 days; then 410 Gone, and the retention job deletes the file.

useTestServer();

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

async function zipPathOf(id: string): Promise<string | null> {
  const [row] = await server.app.wob.db.select().from(dataExports).where(eq(dataExports.id, id));
  return row?.path ? server.app.wob.media.absolutePath(row.path) : null;
}

describe('starting an export', () => {
  it('needs a signed-in person', async () => {
    expect((await post(server.app, '/api/data-export/start', {})).statusCode).toBe(401);
  });

  it('answers the running export to a second request, and starts no second one', async () => {
    const alice = await signUp(server);
    // An export of Alice's that is still being prepared (its job running elsewhere).
    const running = newId();
    await server.app.wob.db.insert(dataExports).values({
      id: running,
      userId: alice.id,
      status: 'preparing',
      createdAt: server.clock.now(),
    });
    const again = await startExport(server, alice);
    expect(again.status).toBe(200);
    expect(again.message).toBe('Your data is already being prepared.');
    expect(again.data.export).toMatchObject({ _id: running, status: 'preparing' });
    const rows = await server.app.wob.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, alice.id));
    expect(rows).toHaveLength(1);
  });

  it('starts one export for two requests at the same instant', async () => {
    const alice = await signUp(server);
    const answers = await Promise.all([startExport(server, alice), startExport(server, alice)]);
    await server.app.wob.tasks.idle();
    const ids = new Set(answers.map((answer) => answer.data.export._id));
    const statuses = answers.map((answer) => answer.status).sort();
    const rows = await server.app.wob.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.userId, alice.id));
    // Either the second saw the first running (one row, 201 + 200), or the first had already
    // finished (two rows, two 201s); never two jobs at once, never a 500.
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    expect(rows.length).toBe(ids.size);
    if (ids.size === 1) expect(statuses).toEqual([200, 201]);
  });

  it('lets a person start a few exports per window, then answers 429', async () => {
    const alice = await signUp(server);
    for (let round = 0; round < DATA_EXPORT_STARTS_PER_WINDOW; round += 1) {
      expect((await startExport(server, alice)).status).toBe(201);
      await server.app.wob.tasks.idle();
    }
    expect((await startExport(server, alice)).status).toBe(429);
  });

  it('shows a lost job as failed after an hour, and lets the person start again', async () => {
    const alice = await signUp(server);
    await server.app.wob.db.insert(dataExports).values({
      id: newId(),
      userId: alice.id,
      status: 'preparing',
      createdAt: server.clock.now(),
    });
    server.clock.advance(61 * MINUTE_MS);
    expect((await latestOf(server, alice)).data.export?.status).toBe('failed');
    await server.app.wobExtras.jobs.deleteExpiredDataExports();
    const again = await startExport(server, alice);
    expect(again.status).toBe(201);
    await server.app.wob.tasks.idle();
  });
});

describe('downloading an export', () => {
  it('is ready with a link only its owner is given; others see none of it', async () => {
    const alice = await signUp(server);
    const bob = await signUp(server);
    const ready = await readyExport(server, alice);
    expect(ready.expiresAt).toBe(
      new Date(new Date(ready.readyAt ?? '').getTime() + DATA_EXPORT_TTL_MS).toISOString(),
    );
    expect((await latestOf(server, bob)).data.export).toBeNull();

    const url = new URL(ready.downloadUrl ?? '', 'http://woble.test');
    const sig = url.searchParams.get('sig') ?? '';
    // Another signature, another export's id, or a moved expiry: 403.
    const forged = `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${sig.slice(1)}x`;
    expect((await download(server, forged)).statusCode).toBe(403);
    const bobsReady = await readyExport(server, bob);
    const bobsSig = new URL(bobsReady.downloadUrl ?? '', 'http://woble.test').searchParams.get(
      'sig',
    );
    const swapped = `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${bobsSig}`;
    expect((await download(server, swapped)).statusCode).toBe(403);
    const later = `${url.pathname}?exp=${Number(url.searchParams.get('exp')) + 3600}&sig=${sig}`;
    const refused = await download(server, later);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This download link is not valid any more. Open Settings to download your data.',
    );
    expect((await download(server, ready.downloadUrl ?? '')).statusCode).toBe(200);

    // A link is good for an hour; the settings ask for a new one.
    server.clock.advance(DATA_EXPORT_LINK_TTL_MS + MINUTE_MS);
    expect((await download(server, ready.downloadUrl ?? '')).statusCode).toBe(403);
    const fresh = (await latestOf(server, alice)).data.export;
    expect((await download(server, fresh?.downloadUrl ?? '')).statusCode).toBe(200);
  });

  it('answers 410 Gone after 7 days, and the retention job deletes the ZIP', async () => {
    const alice = await signUp(server);
    const ready = await readyExport(server, alice);
    const file = await zipPathOf(ready._id);
    expect(file && (await exists(file))).toBe(true);

    server.clock.advance(DATA_EXPORT_TTL_MS - 2 * MINUTE_MS);
    const lastLink = (await latestOf(server, alice)).data.export?.downloadUrl ?? '';
    expect((await download(server, lastLink)).statusCode).toBe(200);

    server.clock.advance(3 * MINUTE_MS);
    const gone = await download(server, lastLink, 'da');
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(
      'Denne download er udløbet. Du kan bede om dine data igen under Indstillinger.',
    );
    const view = (await latestOf(server, alice)).data.export;
    expect(view).toMatchObject({ _id: ready._id, status: 'expired' });
    expect(view?.downloadUrl).toBeUndefined();

    await server.app.wobExtras.jobs.deleteExpiredDataExports();
    expect(await exists(file ?? '')).toBe(false);
    expect(await zipPathOf(ready._id)).toBeNull();
    expect((await download(server, lastLink)).statusCode).toBe(410);
    // A new export can be asked for.
    expect((await startExport(server, alice)).status).toBe(201);
    await server.app.wob.tasks.idle();
  });

  it("deletes a purged account's ZIP with the account", async () => {
    const alice = await signUp(server);
    const ready = await readyExport(server, alice);
    const file = (await zipPathOf(ready._id)) ?? '';
    await post(server.app, '/api/delete-account', {}, { token: alice.token });
    server.clock.set(new Date(addMonths(server.clock.now(), 3).getTime() + DAY_MS));
    await server.app.wobExtras.jobs.purgeDeletedAccounts();
    expect(await exists(file)).toBe(false);
  });
});
