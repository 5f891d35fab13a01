import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makePng } from './png';

// Web pages for link previews, served on this machine: the test server fetches them by the
// name `localhost`, which only test servers allow (server.ts WOB_LINK_PREVIEW_ALLOW_HOSTS).

export const PREVIEW_PAGE = {
  title: 'Kaffe & kage i Aarhus',
  description: 'Nybagt kanelsnegl, god kaffe og plads til hele holdet hver lørdag.',
  siteName: 'Bageriet',
} as const;

export interface PreviewPages {
  /** A page with an Open Graph title, description, site name and picture. */
  withPreview: string;
  /** A page with nothing to preview. */
  withoutPreview: string;
  /** How often each path was asked for. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startPreviewPages(): Promise<PreviewPages> {
  const picture = makePng({ width: 240, height: 126, color: [224, 120, 64] });
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/bageriet') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(
        `<!doctype html><html lang="da"><head><meta charset="utf-8">
        <title>Bageriet</title>
        <meta property="og:title" content="${PREVIEW_PAGE.title.replace('&', '&amp;')}">
        <meta property="og:description" content="${PREVIEW_PAGE.description}">
        <meta property="og:site_name" content="${PREVIEW_PAGE.siteName}">
        <meta property="og:image" content="/kanelsnegl.png">
        </head><body><h1>Bageriet</h1></body></html>`,
      );
      return;
    }
    if (path === '/kanelsnegl.png') {
      response.writeHead(200, { 'Content-Type': 'image/png' }).end(picture);
      return;
    }
    if (path === '/tom') {
      response
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end('<!doctype html><html><head></head><body>Intet at vise</body></html>');
      return;
    }
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    withPreview: `http://localhost:${port}/bageriet`,
    withoutPreview: `http://localhost:${port}/tom`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
