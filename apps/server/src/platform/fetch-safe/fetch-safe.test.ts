import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bytes,
  html,
  huge,
  type PageServer,
  redirectTo,
  slow,
  startPageServer,
} from '../../test/pages';
import { isPublicAddress } from './addresses';
import { FetchRefusedError, fetchSafe, type SafeFetchOptions } from './fetch-safe';

// The safe fetcher against HTTP servers on this machine: by default every way of reaching
// one (its address, a name for it, a redirect to it) is refused; with the tests' allow-list
// for a host name the same pages can be fetched, and then the size, time, type and redirect
// limits are what refuses.

const PAGE = '<html><head><title>Hej</title></head><body>hej</body></html>';

let pages: PageServer;
beforeAll(async () => {
  pages = await startPageServer({
    '/page': html(PAGE),
    '/page-behind': html(PAGE),
    '/cookie': redirectTo('/echo', { 'Set-Cookie': 'session=secret; Path=/' }),
    '/echo': html(PAGE),
    '/r1': redirectTo('/r2'),
    '/r2': redirectTo('/r3'),
    '/r3': redirectTo('/page'),
    '/r0': redirectTo('/r1'),
    '/huge-declared': bytes(Buffer.alloc(600 * 1024, 'a'), 'text/html'),
    '/huge-streamed': huge(2 * 1024 * 1024),
    '/slow': slow(10_000),
    '/json': bytes(Buffer.from('{"title":"no"}'), 'application/json'),
    '/gzip': (_request, response) => {
      response
        .writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' })
        .end(gzipSync(Buffer.from(PAGE)));
    },
    '/zip-bomb': (_request, response) => {
      response
        .writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' })
        .end(gzipSync(Buffer.alloc(20 * 1024 * 1024, 'a')));
    },
  });
});
afterAll(() => pages.close());

const base: SafeFetchOptions = {
  accept: (type) => type === 'text/html',
  maxBytes: 512 * 1024,
  timeoutMs: 3_000,
};
/** The tests' switch: `localhost` may resolve to the loopback address. */
const allowingLocalhost: SafeFetchOptions = { ...base, allowHosts: ['localhost'] };

async function refusal(url: string, options: SafeFetchOptions) {
  try {
    await fetchSafe(url, options);
  } catch (error) {
    if (error instanceof FetchRefusedError) return error.reason;
    throw error;
  }
  throw new Error(`${url} was fetched`);
}

describe('addresses', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:93.184.216.34'])(
    'takes the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('fetchSafe refuses', () => {
  it('a link to 127.0.0.1 by default, without connecting', async () => {
    const before = pages.hits.length;
    expect(await refusal(pages.url('/page'), base)).toBe('address');
    expect(await refusal(pages.url('/page', '[::ffff:127.0.0.1]'), base)).toBe('address');
    expect(pages.hits.length).toBe(before);
  });

  it('a name that resolves to the loopback address (the system resolver, and any other)', async () => {
    const before = pages.hits.length;
    expect(await refusal(pages.url('/page', 'localhost'), base)).toBe('address');
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    expect(await refusal(pages.url('/page', 'innocent.example'), { ...base, resolve })).toBe(
      'address',
    );
    // One private address among public ones refuses the name as a whole.
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ];
    expect(await refusal(pages.url('/page', 'mixed.example'), { ...base, resolve: mixed })).toBe(
      'address',
    );
    expect(pages.hits.length).toBe(before);
  });

  it('a redirect to the loopback address, from a host the tests allow', async () => {
    const target = pages.url('/page-behind');
    const start = await startPageServer({ '/go': redirectTo(target) });
    try {
      expect(await refusal(start.url('/go', 'localhost'), allowingLocalhost)).toBe('address');
      expect(start.hitsOf('/go')).toBe(1);
      expect(pages.hitsOf('/page-behind')).toBe(0);
    } finally {
      await start.close();
    }
  });

  it('more than 3 redirects', async () => {
    expect(await refusal(pages.url('/r0', 'localhost'), allowingLocalhost)).toBe('redirects');
    const fetched = await fetchSafe(pages.url('/r1', 'localhost'), allowingLocalhost);
    expect(fetched.url).toBe(pages.url('/page', 'localhost'));
  });

  it('a page above the size cap, declared or streamed', async () => {
    expect(await refusal(pages.url('/huge-declared', 'localhost'), allowingLocalhost)).toBe(
      'too-large',
    );
    expect(await refusal(pages.url('/huge-streamed', 'localhost'), allowingLocalhost)).toBe(
      'too-large',
    );
    expect(await refusal(pages.url('/zip-bomb', 'localhost'), allowingLocalhost)).toBe('too-large');
  });

  it('a page slower than the time cap', async () => {
    const started = Date.now();
    expect(
      await refusal(pages.url('/slow', 'localhost'), { ...allowingLocalhost, timeoutMs: 400 }),
    ).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a page that is not HTML', async () => {
    expect(await refusal(pages.url('/json', 'localhost'), allowingLocalhost)).toBe('type');
  });

  it('other schemes and URLs with credentials', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'gopher://x', 'not a url']) {
      expect(await refusal(url, base)).toBe('url');
    }
    expect(await refusal(`http://user:pw@localhost:${pages.port}/page`, allowingLocalhost)).toBe(
      'url',
    );
  });
});

describe('fetchSafe fetches', () => {
  it('from the address it checked, never resolving the name again', async () => {
    // `pinned.invalid` exists in no DNS: only the checked address can have been used.
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    const fetched = await fetchSafe(pages.url('/page', 'pinned.invalid'), {
      ...base,
      resolve,
      allowHosts: ['pinned.invalid'],
    });
    expect(fetched.body.toString()).toBe(PAGE);
    expect(pages.hits.at(-1)?.headers.host).toBe(`pinned.invalid:${pages.port}`);
  });

  it('without cookies, with a user agent that says who asks, decompressed', async () => {
    await fetchSafe(pages.url('/cookie', 'localhost'), allowingLocalhost);
    const echo = pages.hits.at(-1);
    expect(echo?.path).toBe('/echo');
    expect(echo?.headers.cookie).toBeUndefined();
    expect(echo?.headers['user-agent']).toMatch(/^WobleLinkPreview\/1\.0 /);
    const gzip = await fetchSafe(pages.url('/gzip', 'localhost'), allowingLocalhost);
    expect(gzip.body.toString()).toBe(PAGE);
    expect(gzip.mimeType).toBe('text/html');
  });
});
