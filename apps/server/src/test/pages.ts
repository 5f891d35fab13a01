import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

// A local HTTP server of test pages for the link previews: each path answers as a route says,
// and every request is recorded (path and headers), so a test can tell whether the server
// was asked at all.

export type PageRoute = (request: IncomingMessage, response: ServerResponse) => void;

export interface PageServer {
  /** The port it listens on (127.0.0.1). */
  port: number;
  /** `http://<host>:<port><path>`. */
  url(path: string, host?: string): string;
  /** Requests so far, in order. */
  hits: { path: string; headers: IncomingMessage['headers'] }[];
  hitsOf(path: string): number;
  close(): Promise<void>;
}

export async function startPageServer(routes: Record<string, PageRoute>): Promise<PageServer> {
  const hits: PageServer['hits'] = [];
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    hits.push({ path, headers: request.headers });
    const route = routes[path];
    if (!route) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    route(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: (path, host = '127.0.0.1') => `http://${host}:${port}${path}`,
    hits,
    hitsOf: (path) => hits.filter((hit) => hit.path === path).length,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const html =
  (body: string, headers: Record<string, string> = {}): PageRoute =>
  (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', ...headers }).end(body);
  };

export const redirectTo =
  (location: string, headers: Record<string, string> = {}): PageRoute =>
  (_request, response) => {
    response.writeHead(302, { Location: location, ...headers }).end();
  };

/** A page that sends its head and then nothing for `ms`. */
export const slow =
  (ms: number): PageRoute =>
  (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.write('<html><head><title>Slow');
    const timer = setTimeout(() => response.end('</title></head></html>'), ms);
    response.on('close', () => clearTimeout(timer));
  };

/** An HTML page of `bytes` bytes, streamed without a Content-Length. */
export const huge =
  (bytes: number): PageRoute =>
  (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.write('<html><head><title>Huge</title></head><body>');
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!response.write(chunk)) {
          response.once('drain', pump);
          return;
        }
      }
      response.end('</body></html>');
    };
    pump();
  };

/** A small PNG (a coloured square). */
export async function pngImage(size = 64): Promise<Buffer> {
  return sharp({
    create: { width: size, height: size, channels: 3, background: { r: 250, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
}

export const bytes =
  (data: Buffer, contentType: string): PageRoute =>
  (_request, response) => {
    response
      .writeHead(200, { 'Content-Type': contentType, 'Content-Length': data.length })
      .end(data);
  };
