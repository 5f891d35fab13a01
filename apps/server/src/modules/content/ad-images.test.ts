import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminAd } from '@wob/api';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { server, useTestServer } from '../../test/harness';
import { postAs } from '../../test/http';
import { insertWobler } from '../deck/test-support';
import { adminCall, auditOf, moderator, useAdmins } from './content-test-support';

useTestServer();
useAdmins();

type AdAnswer = { ads: AdminAd[] };

const adInput = {
  language: 'en',
  title: 'Summer in Odense',
  body: 'Come and meet other Woblers.',
  url: '/all-bubbles',
  cta: 'Find Bubbles',
};

/** A JPEG as a phone writes it: with the camera's name and a GPS position in its EXIF. */
async function phoneJpeg(colour: { r: number; g: number; b: number }): Promise<string> {
  const jpeg = await sharp({ create: { width: 64, height: 40, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'WobCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '55/1 40/1 30/1' },
    })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

async function adFiles(): Promise<string[]> {
  return readdir(join(server.app.wob.media.root, 'ads')).catch(() => []);
}

async function fetchImage(url: string) {
  return server.app.inject({ method: 'GET', url });
}

const findAd = (answer: AdAnswer, title: string) => answer.ads.find((ad) => ad.title === title);

describe("house ads' pictures", () => {
  it('stores an uploaded picture re-encoded without EXIF, serves it, and the deck carries its URL', async () => {
    const created = await adminCall<AdAnswer>(moderator, 'POST', '/admin-api/ads', {
      ...adInput,
      image: await phoneJpeg({ r: 20, g: 120, b: 200 }),
    });
    expect(created.status).toBe(201);
    const ad = findAd(created.data, adInput.title);
    expect(ad?.imageUrl).toMatch(/^\/media\/ads\/[A-Za-z0-9_-]+\.webp$/);

    const served = await fetchImage(ad?.imageUrl ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('public');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(64);
    expect(meta.exif).toBeUndefined();

    const caller = await insertWobler(server, { name: 'Ad Viewer' });
    const deck = await postAs<{ customAds: { title: string; imageUrl?: string | null }[] }>(
      server,
      '/api/users/get-all',
      caller,
      {},
      'en',
    );
    const shown = deck.data.customAds.find((shownAd) => shownAd.title === adInput.title);
    expect(shown?.imageUrl).toBe(ad?.imageUrl);
    // An ad without a picture says so.
    expect(deck.data.customAds.find((other) => other.title !== adInput.title)?.imageUrl).toBe(null);

    const [entry] = await auditOf('ad', ad?.id);
    expect(entry).toMatchObject({ action: 'ad.create', details: { image: true } });
  });

  it('refuses a file that is no image and one too big with a translated 422, keeping no file', async () => {
    const before = await adFiles();
    const text = Buffer.from('this is not a picture at all').toString('base64');
    const fake = await adminCall(moderator, 'POST', '/admin-api/ads', {
      ...adInput,
      title: 'Fake picture',
      image: `data:image/png;base64,${text}`,
    });
    expect(fake.status).toBe(422);
    expect(fake.errors).toEqual({ image: 'Please choose a PNG, JPEG, WebP or GIF image' });

    const huge = Buffer.alloc(5 * 1024 * 1024 + 3, 1).toString('base64');
    const tooBig = await adminCall(moderator, 'POST', '/admin-api/ads', {
      ...adInput,
      title: 'Huge picture',
      image: `data:image/png;base64,${huge}`,
    });
    expect(tooBig.status).toBe(422);
    expect(tooBig.errors).toEqual({ image: 'The image can be at most 5 MB' });

    expect(await adFiles()).toEqual(before);
    const list = await adminCall<AdAnswer>(moderator, 'GET', '/admin-api/ads', { language: 'en' });
    expect(list.data.ads.some((ad) => /Fake|Huge/.test(ad.title))).toBe(false);
  });

  it('replacing or removing the picture, or deleting the ad, deletes the old file', async () => {
    const title = 'Picture that changes';
    const created = await adminCall<AdAnswer>(moderator, 'POST', '/admin-api/ads', {
      ...adInput,
      title,
      image: await phoneJpeg({ r: 200, g: 40, b: 40 }),
    });
    const first = findAd(created.data, title);
    const firstUrl = first?.imageUrl ?? '';
    const id = first?.id ?? '';
    const text = { ...adInput, title, body: 'New words, same picture.' };

    // Saving the text alone keeps the picture.
    const kept = await adminCall<AdAnswer>(moderator, 'POST', '/admin-api/ad/update', {
      id,
      ad: text,
    });
    expect(kept.status).toBe(200);
    expect(findAd(kept.data, title)?.imageUrl).toBe(firstUrl);

    const replaced = await adminCall<AdAnswer>(moderator, 'POST', '/admin-api/ad/update', {
      id,
      ad: { ...text, image: await phoneJpeg({ r: 40, g: 200, b: 40 }) },
    });
    expect(replaced.status).toBe(200);
    const secondUrl = findAd(replaced.data, title)?.imageUrl ?? '';
    expect(secondUrl).not.toBe(firstUrl);
    expect((await fetchImage(firstUrl)).statusCode).toBe(404);
    expect((await fetchImage(secondUrl)).statusCode).toBe(200);
    expect(await adFiles()).not.toContain(firstUrl.split('/').pop());
    const [change] = await auditOf('ad', id);
    expect(change).toMatchObject({ action: 'ad.update', details: { changed: ['image'] } });

    const removed = await adminCall<AdAnswer>(moderator, 'POST', '/admin-api/ad/update', {
      id,
      ad: { ...text, image: null },
    });
    expect(findAd(removed.data, title)?.imageUrl).toBeNull();
    expect(await adFiles()).not.toContain(secondUrl.split('/').pop());
    expect((await fetchImage(secondUrl)).statusCode).toBe(404);

    const again = await adminCall<AdAnswer>(moderator, 'POST', '/admin-api/ad/update', {
      id,
      ad: { ...text, image: await phoneJpeg({ r: 90, g: 90, b: 200 }) },
    });
    const thirdFile = findAd(again.data, title)?.imageUrl?.split('/').pop();
    expect(await adFiles()).toContain(thirdFile);
    const deleted = await adminCall(moderator, 'POST', '/admin-api/ad/delete', { id });
    expect(deleted.status).toBe(200);
    expect(await adFiles()).not.toContain(thirdFile);
  });
});
