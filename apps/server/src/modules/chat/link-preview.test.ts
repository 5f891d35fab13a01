import type { LinkPreview } from '@wob/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkPreviews, media } from '../../db/schema';
import { get } from '../../test/http';
import { getAs } from '../../test/http';
import { server, signUp, type SignedUp, useSecondServer, useTestServer } from '../../test/harness';
import {
  bytes,
  html,
  huge,
  type PageServer,
  pngImage,
  redirectTo,
  slow,
  startPageServer,
} from '../../test/pages';
import { sendText, signUpPair } from './chat-test-support';

// `GET /chat-api/link-preview`: the preview of a link in a message the caller may read,
// fetched by the server through the safe fetcher, cached by URL, its image served from our
// media. The file's own server has the default configuration (no host allowed to resolve to
// a private address); a second app on the same database allows `localhost`, as only tests do.

const PATH = '/chat-api/link-preview';

const GOOD_PAGE = `<!doctype html><html><head>
<meta charset="utf-8">
<title>Ignored &amp; overridden</title>
<meta property="og:title" content="Sm&oslash;rrebr&#248;d &amp; kaffe">
<meta name="description" content="  A   description
 over lines  ">
<meta property="og:site_name" content="Bageriet">
<meta property="og:image" content="/picture.png">
</head><body>…</body></html>`;

let pages: PageServer;
beforeAll(async () => {
  const picture = await pngImage(120);
  pages = await startPageServer({
    '/good': html(GOOD_PAGE),
    '/picture.png': bytes(picture, 'image/png'),
    '/plain': html('<html><head><title>Only a title</title></head></html>'),
    '/nothing': html('<html><head></head><body>no head data</body></html>'),
    '/shared': html('<html><head><title>Shared</title></head></html>'),
    '/huge': huge(1024 * 1024),
    '/slow': slow(10_000),
    '/pdf': bytes(Buffer.from('%PDF-1.4'), 'application/pdf'),
    '/behind': html('<html><head><title>Private</title></head></html>'),
  });
});
afterAll(() => pages.close());

useTestServer();
const allowing = useSecondServer({
  env: { WOB_LINK_PREVIEW_ALLOW_HOSTS: 'localhost' },
  configure: (config) => ({ ...config, linkPreview: { ...config.linkPreview, timeoutMs: 800 } }),
});

let alice: SignedUp;
let bob: SignedUp;
beforeAll(async () => {
  [alice, bob] = await signUpPair(server, { connected: true });
});

async function postLink(link: string, text = `Se her: ${link} !`) {
  const sent = await sendText(server, alice, bob, text);
  expect(sent.status).toBe(200);
  return sent.data.id;
}

async function previewFor(
  who: SignedUp,
  messageId: string,
  url: string,
  app = allowing,
  language = 'en',
) {
  return getAs<{ preview: LinkPreview | null }>(app, PATH, who, { messageId, url }, language);
}

describe('the default configuration', () => {
  it('refuses a link to 127.0.0.1 and to localhost: no preview, the page is never asked', async () => {
    for (const link of [pages.url('/behind'), pages.url('/behind', 'localhost')]) {
      const id = await postLink(link);
      const answer = await previewFor(bob, id, link, server);
      expect(answer.status).toBe(200);
      expect(answer.data.preview).toBeNull();
    }
    expect(pages.hitsOf('/behind')).toBe(0);
  });
});

describe('a page on a host the tests allow', () => {
  it('gives title, description, site name and an image served from our media', async () => {
    const link = pages.url('/good', 'localhost');
    const id = await postLink(link);
    const answer = await previewFor(bob, id, link);
    expect(answer.status).toBe(200);
    const preview = answer.data.preview;
    expect(preview).toMatchObject({
      url: link,
      title: 'Smørrebrød & kaffe',
      description: 'A description over lines',
      siteName: 'Bageriet',
      image: { width: 120, height: 120 },
    });
    const imageUrl = preview?.image?.url ?? '';
    expect(imageUrl).toMatch(/^\/media\/[A-Za-z0-9_-]+\?exp=\d+&sig=/);
    expect(JSON.stringify(preview)).not.toContain('picture.png');
    const served = await get(allowing.app, imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const [row] = await server.app.wob.db
      .select()
      .from(media)
      .where(eq(media.kind, 'link-preview'));
    expect(row?.ownerId).toBe(bob.id);
  });

  it('gives a preview of a page with only a title, and none of a page without any', async () => {
    const plain = pages.url('/plain', 'localhost');
    const answer = await previewFor(alice, await postLink(plain), plain);
    expect(answer.data.preview).toEqual({
      url: plain,
      title: 'Only a title',
      description: null,
      siteName: null,
      image: null,
    });
    const nothing = pages.url('/nothing', 'localhost');
    expect((await previewFor(alice, await postLink(nothing), nothing)).data.preview).toBeNull();
  });

  it('refuses a redirect to 127.0.0.1, an oversized page, a slow page and a PDF', async () => {
    const start = await startPageServer({ '/go': redirectTo(pages.url('/behind')) });
    try {
      const links = [
        start.url('/go', 'localhost'),
        pages.url('/huge', 'localhost'),
        pages.url('/slow', 'localhost'),
        pages.url('/pdf', 'localhost'),
      ];
      for (const link of links) {
        const answer = await previewFor(bob, await postLink(link), link);
        expect(answer.status, link).toBe(200);
        expect(answer.data.preview, link).toBeNull();
      }
      expect(start.hitsOf('/go')).toBe(1);
      expect(pages.hitsOf('/behind')).toBe(0);
      const [remembered] = await server.app.wob.db
        .select()
        .from(linkPreviews)
        .where(eq(linkPreviews.url, pages.url('/huge', 'localhost')));
      expect(remembered?.found).toBe(false);
    } finally {
      await start.close();
    }
  });

  it('fetches a link once for everyone, also when they ask at the same time', async () => {
    const link = pages.url('/shared', 'localhost');
    const id = await postLink(link);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => previewFor(index % 2 ? alice : bob, id, link)),
    );
    for (const answer of answers) expect(answer.data.preview?.title).toBe('Shared');
    expect((await previewFor(bob, id, link)).data.preview?.title).toBe('Shared');
    expect(pages.hitsOf('/shared')).toBe(1);
  });
});

describe('who may ask for which link', () => {
  it('only for a link that stands in the message (422, translated)', async () => {
    const link = pages.url('/plain', 'localhost');
    const id = await postLink(link);
    const other = pages.url('/good', 'localhost');
    const answer = await previewFor(bob, id, other);
    expect(answer.status).toBe(422);
    expect(answer.errors?.url).toBe('This link is not in the message.');
    const danish = await previewFor(bob, id, other, allowing, 'da');
    expect(danish.errors?.url).toBe('Linket står ikke i beskeden.');
  });

  it('only in a message the caller may read (404 for anyone else)', async () => {
    const carol = await signUp(server, { name: 'Carol' });
    const link = pages.url('/plain', 'localhost');
    const id = await postLink(link);
    const answer = await previewFor(carol, id, link);
    expect(answer.status).toBe(404);
    expect((await previewFor(carol, '999999999', link)).status).toBe(404);
  });

  it('answers junk with 422 and a missing session with 401', async () => {
    for (const query of [
      {},
      { messageId: 'x', url: 'https://a.dk' },
      { messageId: '1', url: 'javascript:alert(1)' },
      { messageId: '1', url: 'https://' },
      { messageId: '1', url: `https://a.dk/${'a'.repeat(3000)}` },
    ]) {
      const answer = await getAs(allowing, PATH, bob, query as Record<string, string>);
      expect(answer.status, JSON.stringify(query)).toBe(422);
    }
    const anonymous = await get(allowing.app, PATH, {
      query: { messageId: '1', url: 'https://a.dk' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
