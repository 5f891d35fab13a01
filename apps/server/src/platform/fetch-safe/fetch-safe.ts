import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { isPublicAddress } from './addresses';

// Fetching a URL a stranger chose (a link in a chat message), safely:
// - http and https only, no user name or password in the URL;
// - the host is resolved here, every address it has must be public (addresses.ts), and the
//   connection goes to the address that was checked (the socket's lookup answers it; nothing
//   resolves the name a second time), again for every redirect, at most `maxRedirects`;
// - the whole exchange, redirects included, has one time limit, and the body a byte limit
//   (after decompression): above it reading stops and the fetch is refused;
// - only the content types the caller accepts; no cookie is sent, none is kept;
// - a user agent that says who is asking.

export type FetchRefusal =
  | 'url'
  | 'dns'
  | 'address'
  | 'redirects'
  | 'status'
  | 'type'
  | 'too-large'
  | 'timeout'
  | 'network';

/** Why a fetch was refused or failed; never the server's fault, so never a 500. */
export class FetchRefusedError extends Error {
  override readonly name = 'FetchRefusedError';
  constructor(
    readonly reason: FetchRefusal,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export interface SafeFetchOptions {
  /** Which content types (without parameters, lower case) the caller takes. */
  accept: (mimeType: string) => boolean;
  maxBytes: number;
  /** For the whole exchange, redirects included. */
  timeoutMs: number;
  maxRedirects?: number;
  /**
   * Host names that may resolve to a refused address: set only by tests, to reach the HTTP
   * servers they start on this machine (config `WOB_LINK_PREVIEW_ALLOW_HOSTS`). Empty in
   * every real configuration.
   */
  allowHosts?: readonly string[];
  /** How names are resolved; tests hand in their own. Defaults to the system resolver. */
  resolve?: Resolver;
  userAgent?: string;
  /** What the Accept header says. */
  acceptHeader?: string;
}

export interface FetchedResource {
  /** The final URL, after redirects. */
  url: string;
  mimeType: string;
  /** The charset parameter of the content type, if any. */
  charset: string | undefined;
  body: Buffer;
}

export const SAFE_FETCH_USER_AGENT =
  'WobleLinkPreview/1.0 (+https://woble.dk; fetches link previews for chat messages)';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolver: Resolver = async (hostname) =>
  dnsLookup(hostname, { all: true, verbatim: true });

/** The checked address and the URL to ask it for. */
async function pinnedAddress(url: URL, options: SafeFetchOptions): Promise<ResolvedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const literal = isIP(host);
  let addresses: readonly ResolvedAddress[];
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      throw new FetchRefusedError('dns', host);
    }
  }
  const first = addresses[0];
  if (!first) throw new FetchRefusedError('dns', host);
  const allowed = options.allowHosts?.includes(host) ?? false;
  // Every address must be public: a name with one public and one private address could be
  // answered either way by the next resolution, so it is refused as a whole.
  if (!allowed && addresses.some((entry) => !isPublicAddress(entry.address))) {
    throw new FetchRefusedError('address', host);
  }
  return first;
}

function parseTarget(href: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    throw new FetchRefusedError('url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusedError('url', url.protocol);
  }
  if (url.username || url.password) throw new FetchRefusedError('url', 'credentials');
  url.hash = '';
  return url;
}

function ask(
  url: URL,
  pinned: ResolvedAddress,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  // The socket connects to the checked address whatever name it is asked for.
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, {
      method: 'GET',
      // A fresh connection each time: no pooled socket to an address checked for another URL.
      agent: false,
      lookup,
      signal,
      headers: {
        'User-Agent': options.userAgent ?? SAFE_FETCH_USER_AGENT,
        Accept: options.acceptHeader ?? '*/*',
        'Accept-Encoding': 'gzip, deflate, br',
        'Accept-Language': 'da, en;q=0.8',
      },
    });
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
}

function decoded(response: IncomingMessage): AsyncIterable<Buffer> {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  if (encoding === '' || encoding === 'identity') return response;
  throw new FetchRefusedError('type', `content-encoding ${encoding}`);
}

async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new FetchRefusedError('too-large', `${declared} bytes declared`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decoded(response)) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new FetchRefusedError('too-large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Fetches `href` under the rules above; throws FetchRefusedError for every refusal. */
export async function fetchSafe(href: string, options: SafeFetchOptions): Promise<FetchedResource> {
  const maxRedirects = options.maxRedirects ?? 3;
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  // Name resolution cannot be cancelled, so the limit races the whole exchange.
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      reject(new FetchRefusedError('timeout'));
    }, options.timeoutMs);
  });
  let response: IncomingMessage | undefined;
  const exchange = async (): Promise<FetchedResource> => {
    let url = parseTarget(href);
    for (let hop = 0; ; hop += 1) {
      const pinned = await pinnedAddress(url, options);
      if (timedOut) throw new FetchRefusedError('timeout');
      response = await ask(url, pinned, options, controller.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && typeof location === 'string') {
        response.destroy();
        if (hop >= maxRedirects) throw new FetchRefusedError('redirects');
        url = parseTarget(location, url.href);
        continue;
      }
      if (status < 200 || status > 299) throw new FetchRefusedError('status', String(status));
      const [mime = '', ...parameters] = String(response.headers['content-type'] ?? '')
        .split(';')
        .map((part) => part.trim());
      const mimeType = mime.toLowerCase();
      if (!options.accept(mimeType)) throw new FetchRefusedError('type', mimeType || 'none');
      const charset = parameters
        .map((parameter) => /^charset\s*=\s*"?([^";\s]+)"?$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined)
        ?.toLowerCase();
      const body = await readCapped(response, options.maxBytes);
      return { url: url.href, mimeType, charset, body };
    }
  };
  try {
    return await Promise.race([exchange(), deadline]);
  } catch (error) {
    if (error instanceof FetchRefusedError) throw error;
    if (timedOut) throw new FetchRefusedError('timeout');
    throw new FetchRefusedError('network', error instanceof Error ? error.message : undefined);
  } finally {
    clearTimeout(timer);
    response?.destroy();
  }
}
