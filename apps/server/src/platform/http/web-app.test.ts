import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  server as built,
  type TestServer,
  tempDir,
  useSecondServer,
  useTestServer,
} from '../../test/harness';

const INDEX =
  '<!doctype html><html lang="da"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

let webDir: string;

beforeAll(async () => {
  webDir = await tempDir('wob-web-');
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), INDEX);
  await writeFile(join(webDir, 'assets', 'index-abc123.js'), 'console.log("woble")');
  await writeFile(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});

afterAll(async () => {
  await rm(webDir, { recursive: true, force: true });
});

// The app with a built web app to serve, and the same app without one.
useTestServer(() => ({ env: { WOB_WEB_DIR: webDir } }));
const unbuilt = useSecondServer();

const page = (server: TestServer, url: string, accept = 'text/html,application/xhtml+xml') =>
  server.app.inject({ method: 'GET', url, headers: { accept, 'accept-language': 'en' } });

describe('web app hosting', () => {
  it('serves hashed assets with a year of immutable caching', async () => {
    const response = await page(built, '/assets/index-abc123.js', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files to be revalidated', async () => {
    const response = await page(built, '/favicon.svg', '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html, uncached, for the root and every client route', async () => {
    for (const url of [
      '/',
      '/auth/login',
      '/reset-password/some-token',
      '/profile?tab=1',
      '/no/such/page',
      '/admin/login',
    ]) {
      const response = await page(built, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    }
    expect((await page(built, '/', '*/*')).body).toBe(INDEX);
  });

  it('answers 404 for missing files that are not pages', async () => {
    const response = await page(built, '/assets/missing-123.js', '*/*');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.', code: 'request.notFound' });
  });

  it('never answers index.html for server paths', async () => {
    for (const url of [
      '/api/nope',
      '/admin-api/nope',
      '/media/a/b/c',
      '/chat-api/nope',
      '/realtime',
    ]) {
      const response = await page(built, url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('without a build, tells the visitor to run pnpm build instead of failing', async () => {
    const response = await page(unbuilt, '/', '*/*');
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('pnpm build');
    expect((await page(unbuilt, '/auth/login')).body).toContain('pnpm build');
    expect((await unbuilt.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
