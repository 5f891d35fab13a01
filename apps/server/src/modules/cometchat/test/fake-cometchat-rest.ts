import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerGroups, type FakeGroup } from './fake-cometchat-groups';
import {
  answerMessages,
  type FakeFile,
  type FakeMessage,
  fakeMessage,
  type NewFakeMessage,
} from './fake-cometchat-messages';

// A stand-in for CometChat's REST API (https://{appId}.api-{region}.cometchat.io/v3) on
// loopback: users, auth tokens and block lists kept in memory, the `apikey` header checked, the
// answers and errors in CometChat's shapes ({ data } / { error: { code, message } }, block
// results per uid). `mode` makes it fail as the real one can: a 5xx, an answer that is not JSON,
// or a wrong key; `failNext` makes only the next requests answer 500. DELETE /users/{uid} only
// deactivates unless its body says `permanent: true`, as CometChat's does. Messages are put in
// with `addMessage` (members' SDKs send them, never this server) and read or deleted through
// `/messages/{id}`; `files` are served at `<origin>/files/<name>` without the key, as
// CometChat's media URLs are.

export interface FakeRestRequest {
  method: string;
  path: string;
  apikey: string | undefined;
  body: Record<string, unknown>;
}

export type FakeRestMode = 'ok' | 'server-error' | 'not-json' | 'no-token' | 'key-revoked';

export interface FakeCometChatRest {
  /** e.g. http://127.0.0.1:1234/v3 */
  base: string;
  readonly users: Map<string, { uid: string; name: string; avatar: string }>;
  /** Users deleted without `permanent`: CometChat keeps them, deactivated. */
  readonly deactivated: Set<string>;
  readonly tokens: Map<string, string>;
  /** uid → the uids they blocked. */
  readonly blocked: Map<string, Set<string>>;
  /** guid → the group (fake-cometchat-groups.ts). */
  readonly groups: Map<string, FakeGroup>;
  /** id → the message (fake-cometchat-messages.ts); a permanent delete removes it. */
  readonly messages: Map<string, FakeMessage>;
  /** name → a file served at `${origin}/files/${name}`. */
  readonly files: Map<string, FakeFile>;
  /** e.g. http://127.0.0.1:1234 (the files' host). */
  origin: string;
  /** Puts in a message as a member's SDK would have sent it; answers it. */
  addMessage(input: NewFakeMessage): FakeMessage;
  readonly requests: FakeRestRequest[];
  mode: FakeRestMode;
  /** This many of the next requests answer 500 (each one counts down). */
  failNext: number;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const failure = (code: string, message = code) => ({
  error: { code, message, devMessage: message },
});

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

export async function startFakeCometChatRest(apiKey: string): Promise<FakeCometChatRest> {
  const users = new Map<string, { uid: string; name: string; avatar: string }>();
  const tokens = new Map<string, string>();
  const deactivated = new Set<string>();
  const blocked = new Map<string, Set<string>>();
  const groups = new Map<string, FakeGroup>();
  const messages = new Map<string, FakeMessage>();
  const files = new Map<string, FakeFile>();
  const requests: FakeRestRequest[] = [];
  let counter = 0;
  const state: { mode: FakeRestMode; failNext: number } = { mode: 'ok', failNext: 0 };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const file = /^\/files\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && file) {
        const found = files.get(decodeURIComponent(file[1] ?? ''));
        if (!found) return send(response, 404, failure('ERR_FILE_NOT_FOUND'));
        response.writeHead(200, { 'content-type': found.mime });
        response.end(found.bytes);
        return;
      }
      // The log keeps the query; the routes below match the path alone.
      const path = (request.url ?? '').replace(/^\/v3/, '');
      const route = url.pathname.replace(/^\/v3/, '');
      const body = await readBody(request).catch((): Record<string, unknown> => ({}));
      const apikey = request.headers.apikey;
      requests.push({
        method: request.method ?? '',
        path,
        apikey: typeof apikey === 'string' ? apikey : undefined,
        body,
      });
      if (state.failNext > 0) {
        state.failNext -= 1;
        return send(response, 500, failure('ERR_INTERNAL'));
      }
      if (state.mode === 'server-error')
        return send(response, 503, failure('ERR_SERVICE_UNAVAILABLE'));
      if (state.mode === 'not-json') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>maintenance</html>');
        return;
      }
      if (apikey !== apiKey || state.mode === 'key-revoked')
        return send(response, 401, failure('AUTH_ERR_APIKEY_NOT_FOUND'));
      const tokenPath = /^\/users\/([^/]+)\/auth_tokens$/.exec(path);
      const userPath = /^\/users\/([^/]+)$/.exec(path);
      const blockPath = /^\/users\/([^/]+)\/blockedusers$/.exec(path);
      if ((request.method === 'POST' || request.method === 'DELETE') && blockPath) {
        const uid = decodeURIComponent(blockPath[1] ?? '');
        const others = body.blockedUids;
        if (!Array.isArray(others) || others.some((other) => typeof other !== 'string')) {
          return send(response, 400, failure('ERR_BAD_REQUEST'));
        }
        if (!users.has(uid)) return send(response, 404, failure('ERR_UID_NOT_FOUND'));
        const list = blocked.get(uid) ?? new Set<string>();
        blocked.set(uid, list);
        const data: Record<string, unknown> = {};
        for (const other of others as string[]) {
          const key = other.toLowerCase();
          if (!users.has(key)) {
            data[key] = { success: false, error: failure('ERR_UID_NOT_FOUND').error };
            continue;
          }
          if (request.method === 'POST') list.add(key);
          else list.delete(key);
          data[key] = { success: true, message: `${uid} ${request.method} ${key}` };
        }
        return send(response, 200, { data });
      }
      if (request.method === 'POST' && path === '/users') {
        const uid = String(body.uid ?? '').toLowerCase();
        if (!/^[a-z0-9_-]{1,100}$/.test(uid) || typeof body.name !== 'string' || !body.name) {
          return send(response, 400, failure('ERR_BAD_REQUEST'));
        }
        if (users.has(uid)) return send(response, 400, failure('ERR_UID_ALREADY_EXISTS'));
        const user = { uid, name: body.name, avatar: String(body.avatar ?? '') };
        users.set(uid, user);
        return send(response, 200, { data: user });
      }
      if (request.method === 'PUT' && userPath) {
        const uid = decodeURIComponent(userPath[1] ?? '');
        const user = users.get(uid);
        if (!user) return send(response, 404, failure('ERR_UID_NOT_FOUND'));
        if (typeof body.name === 'string') user.name = body.name;
        if (typeof body.avatar === 'string') user.avatar = body.avatar;
        // CometChat's `unset` clears the fields it names.
        if (Array.isArray(body.unset) && body.unset.includes('avatar')) user.avatar = '';
        return send(response, 200, { data: user });
      }
      if (request.method === 'DELETE' && userPath) {
        const uid = decodeURIComponent(userPath[1] ?? '');
        if (!users.has(uid)) return send(response, 404, failure('ERR_UID_NOT_FOUND'));
        if (body.permanent === true) {
          users.delete(uid);
          deactivated.delete(uid);
          blocked.delete(uid);
        } else {
          deactivated.add(uid);
        }
        return send(response, 200, { data: { success: true, message: `${uid} deleted` } });
      }
      if (request.method === 'POST' && tokenPath) {
        const uid = decodeURIComponent(tokenPath[1] ?? '');
        if (!users.has(uid)) return send(response, 404, failure('ERR_UID_NOT_FOUND'));
        if (state.mode === 'no-token') return send(response, 200, { data: { uid } });
        counter += 1;
        const authToken = `${uid}_${String(counter).padStart(6, '0')}`;
        tokens.set(authToken, uid);
        return send(response, 200, { data: { uid, authToken, createdAt: 1_700_000_000 } });
      }
      const grouped = answerGroups(
        request.method ?? '',
        route,
        body,
        users,
        groups,
        url.searchParams,
      );
      if (grouped) return send(response, grouped[0], grouped[1]);
      const message = answerMessages(request.method ?? '', route, body, messages);
      if (message) return send(response, message[0], message[1]);
      return send(response, 404, failure('ERR_ROUTE_NOT_FOUND'));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}/v3`,
    origin: `http://127.0.0.1:${port}`,
    messages,
    files,
    addMessage(input) {
      const added = fakeMessage(input);
      messages.set(added.id, added);
      return added;
    },
    users,
    deactivated,
    tokens,
    blocked,
    groups,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(mode: FakeRestMode) {
      state.mode = mode;
    },
    get failNext() {
      return state.failNext;
    },
    set failNext(count: number) {
      state.failNext = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
