import { access } from 'node:fs/promises';
import type { LinkPreview } from '@wob/api';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkPreviews, media } from '../../db/schema';
import { DAY_MS } from '../../platform/clock';
import { getAs } from '../../test/http';
import { server, useTestServer } from '../../test/harness';
import { bytes, html, type PageServer, pngImage, startPageServer } from '../../test/pages';
import { sendText, signUpPair } from './chat-test-support';
import { normaliseLink, PREVIEW_KEEP_MS } from './link-preview-service';

// The cleanup of the link-preview cache: the hourly jobs delete previews fetched more than
// PREVIEW_KEEP_MS ago, with their images (media row and file); younger ones stay, and a link
// whose preview went is simply fetched again when next asked for.

const PATH = '/chat-api/link-preview';
const page = (title: string) =>
  html(
    `<html><head><title>${title}</title><meta property="og:image" content="/p.png"></head></html>`,
  );

let pages: PageServer;
beforeAll(async () => {
  const picture = await pngImage(80);
  pages = await startPageServer({
    '/old': page('Old news'),
    '/young': page('Fresh news'),
    '/p.png': bytes(picture, 'image/png'),
  });
});
afterAll(() => pages.close());

useTestServer({ env: { WOB_LINK_PREVIEW_ALLOW_HOSTS: 'localhost' } });

const db = () => server.app.wob.db;

async function previewOfLink(link: string): Promise<LinkPreview | null> {
  const [alice, bob] = await signUpPair(server, { connected: true });
  const sent = await sendText(server, alice, bob, `Se ${link}`);
  expect(sent.status).toBe(200);
  const answer = await getAs<{ preview: LinkPreview | null }>(server, PATH, bob, {
    messageId: sent.data.id,
    url: link,
  });
  expect(answer.status).toBe(200);
  return answer.data.preview;
}

async function cached(link: string) {
  const [row] = await db()
    .select()
    .from(linkPreviews)
    .where(eq(linkPreviews.url, normaliseLink(link)));
  return row;
}

async function imageFile(imageId: string): Promise<string> {
  const [row] = await db().select().from(media).where(eq(media.id, imageId));
  if (!row) throw new Error('no media row');
  return server.app.wob.media.absolutePath(row.path);
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('the link-preview cleanup job', () => {
  it('deletes previews older than the set age with their images, keeps younger ones', async () => {
    const oldLink = pages.url('/old', 'localhost');
    const youngLink = pages.url('/young', 'localhost');
    expect((await previewOfLink(oldLink))?.title).toBe('Old news');
    const oldRow = await cached(oldLink);
    const oldImage = oldRow?.imageId ?? '';
    expect(oldImage).not.toBe('');
    const oldFile = await imageFile(oldImage);
    expect(await exists(oldFile)).toBe(true);

    server.clock.advanceDays(20);
    expect((await previewOfLink(youngLink))?.title).toBe('Fresh news');
    const youngRow = await cached(youngLink);
    const youngFile = await imageFile(youngRow?.imageId ?? '');

    // A day short of the age: the scheduler's run leaves both.
    server.clock.set(new Date((oldRow?.fetchedAt.getTime() ?? 0) + PREVIEW_KEEP_MS - DAY_MS));
    await server.app.wobExtras.scheduler.runAll();
    expect(await cached(oldLink)).toBeDefined();
    expect(await exists(oldFile)).toBe(true);

    // Past it: the old preview goes with its media row and file; the young one stays.
    server.clock.advanceDays(2);
    await server.app.wobExtras.scheduler.runAll();
    expect(await cached(oldLink)).toBeUndefined();
    expect(
      await db()
        .select()
        .from(media)
        .where(inArray(media.id, [oldImage])),
    ).toEqual([]);
    expect(await exists(oldFile)).toBe(false);
    expect(await cached(youngLink)).toMatchObject({ imageId: youngRow?.imageId });
    expect(await exists(youngFile)).toBe(true);

    // Asked for again, the old link is fetched anew.
    const hitsBefore = pages.hitsOf('/old');
    expect((await previewOfLink(oldLink))?.image).not.toBeNull();
    expect(pages.hitsOf('/old')).toBe(hitsBefore + 1);
    expect(await cached(oldLink)).toBeDefined();
  });
});
