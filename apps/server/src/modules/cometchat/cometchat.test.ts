import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import {
  server,
  type SignedUp,
  signUp,
  useSecondServer,
  useStarted,
  useTestServer,
  withTestServer,
} from '../../test/harness';
import { get, post } from '../../test/http';
import {
  COMETCHAT_API_KEY as API_KEY,
  COMETCHAT_APP_ID as APP_ID,
  cometchatEnv,
} from './test/cometchat-server';
import { type FakeCometChatRest, startFakeCometChatRest } from './test/fake-cometchat-rest';

let rest: FakeCometChatRest;

useStarted(
  () => startFakeCometChatRest(API_KEY),
  (started) => {
    rest = started;
  },
);

useTestServer(() => ({ env: cometchatEnv(rest.base) }));
const selfHosted = useSecondServer();

const token = (who: SignedUp, on = server, language?: string) =>
  post(on.app, '/api/chat/cometchat-token', {}, { token: who.token, language });

describe('configuration', () => {
  it('uses the self-hosted chat unless told otherwise', () => {
    expect(loadConfig({}).chat).toEqual({ service: 'wob' });
    expect(loadConfig({ WOB_CHAT_SERVICE: 'wob', COMETCHAT_APP_ID: APP_ID }).chat).toEqual({
      service: 'wob',
    });
  });

  it('refuses CometChat without its app id and REST API key, reporting both at once', () => {
    let error: unknown;
    try {
      loadConfig({ WOB_CHAT_SERVICE: 'cometchat' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'COMETCHAT_APP_ID: is required when WOB_CHAT_SERVICE is cometchat',
      'COMETCHAT_API_KEY: is required when WOB_CHAT_SERVICE is cometchat',
    ]);
    expect(() => loadConfig({ WOB_CHAT_SERVICE: 'slack' })).toThrow(/WOB_CHAT_SERVICE/);
  });

  it('defaults to the eu region and CometChat’s own API base, and never repeats the key', () => {
    expect(
      loadConfig({
        WOB_CHAT_SERVICE: 'cometchat',
        COMETCHAT_APP_ID: APP_ID,
        COMETCHAT_API_KEY: API_KEY,
      }).chat,
    ).toEqual({
      service: 'cometchat',
      appId: APP_ID,
      region: 'eu',
      apiKey: API_KEY,
      apiBase: 'https://abc123.api-eu.cometchat.io/v3',
      blockMirrorRetryDelaysMs: [500, 2_000, 8_000],
    });
    expect(
      loadConfig({ ...cometchatEnv('http://127.0.0.1:9/v3/'), COMETCHAT_REGION: 'US' }).chat,
    ).toMatchObject({
      region: 'us',
      apiBase: 'http://127.0.0.1:9/v3',
    });
    let message = '';
    try {
      loadConfig({
        ...cometchatEnv('not a url'),
        COMETCHAT_APP_ID: 'bad id!',
        COMETCHAT_REGION: 'eu-1',
      });
    } catch (caught) {
      message = (caught as Error).message;
    }
    expect(message).toMatch(/COMETCHAT_APP_ID/);
    expect(message).toMatch(/COMETCHAT_REGION/);
    expect(message).toMatch(/COMETCHAT_API_BASE/);
    expect(message).not.toContain(API_KEY);
  });
});

describe('GET /api/site', () => {
  it('tells the web app which chat service to load, with CometChat’s public app id and region only', async () => {
    const hosted = await get(selfHosted.app, '/api/site');
    expect(hosted.json().data.chat).toEqual({ service: 'wob' });
    const answer = await get(server.app, '/api/site');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      chat: { service: 'cometchat', appId: APP_ID, region: 'eu' },
      company: expect.any(String),
    });
    expect(answer.body).not.toContain(API_KEY);
  });
});

describe('POST /api/chat/cometchat-token', () => {
  it('makes the caller’s CometChat user on first use and answers an auth token', async () => {
    const ann = await signUp(server, { name: 'ærlige Ann' });
    const before = rest.requests.length;
    const answer = await token(ann);
    expect(answer.statusCode).toBe(200);
    const { authToken } = answer.json().data;
    expect(rest.tokens.get(authToken)).toBe(ann.id);
    expect(rest.users.get(ann.id)).toEqual({
      uid: ann.id,
      name: 'ærlige Ann',
      avatar: `http://woble.test/media/avatars/${ann.id}.svg?v=%C3%86`,
    });
    const calls = rest.requests.slice(before);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT /users/${ann.id}`,
      'POST /users',
      `POST /users/${ann.id}/auth_tokens`,
    ]);
    expect(calls.every((call) => call.apikey === API_KEY)).toBe(true);
  });

  it('keeps the user up to date and issues a new token on every call', async () => {
    const bob = await signUp(server, { name: 'Bob' });
    const first = (await token(bob)).json().data.authToken;
    rest.users.set(bob.id, { uid: bob.id, name: 'Old name', avatar: '' });
    const before = rest.requests.length;
    const second = (await token(bob)).json().data.authToken;
    expect(second).not.toBe(first);
    expect(rest.users.get(bob.id)?.name).toBe('Bob');
    expect(rest.requests.slice(before).map((call) => call.method)).toEqual(['PUT', 'POST']);
  });

  it('is for signed-in people only, and only where CometChat is the chat service', async () => {
    expect((await post(server.app, '/api/chat/cometchat-token', {})).statusCode).toBe(401);
    const cy = await signUp(selfHosted);
    const answer = await token(cy, selfHosted);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toEqual(expect.any(String));
  });

  it.each([
    ['answers with a server error', 'server-error'],
    ['answers something that is not JSON', 'not-json'],
    ['answers no token', 'no-token'],
    ['refuses our key', 'key-revoked'],
  ] as const)('answers 502 with a translated message when CometChat %s', async (_what, mode) => {
    const dee = await signUp(server);
    rest.mode = mode;
    try {
      const danish = await token(dee);
      expect(danish.statusCode).toBe(502);
      expect(danish.json()).toEqual({
        message: 'Chattjenesten kunne ikke nås. Prøv igen om lidt.',
        code: 'cometchat.unavailable',
      });
      const english = await token(dee, server, 'en');
      expect(english.json().message).toBe(
        'The chat service could not be reached. Please try again in a moment.',
      );
    } finally {
      rest.mode = 'ok';
    }
    expect((await token(dee)).statusCode).toBe(200);
  });

  it('answers 502 when CometChat cannot be reached at all', async () => {
    const gone = await startFakeCometChatRest(API_KEY);
    await gone.close();
    await withTestServer(
      {
        testDatabase: server.testDatabase,
        env: cometchatEnv(gone.base),
      },
      async (unreachable) => {
        const eve = await signUp(unreachable);
        const answer = await token(eve, unreachable, 'en');
        expect(answer.statusCode).toBe(502);
        expect(answer.json().message).toBe(
          'The chat service could not be reached. Please try again in a moment.',
        );
      },
    );
  });
});

describe('POST /api/chat/cometchat-user', () => {
  it('makes another Wobler known to CometChat with their name and generated avatar only', async () => {
    const ann = await signUp(server);
    const fay = await signUp(server, { name: 'Fay' });
    const answer = await post(
      server.app,
      '/api/chat/cometchat-user',
      { uid: fay.id },
      { token: ann.token },
    );
    expect(answer.statusCode).toBe(200);
    expect(rest.users.get(fay.id)).toEqual({
      uid: fay.id,
      name: 'Fay',
      avatar: `http://woble.test/media/avatars/${fay.id}.svg?v=F`,
    });
    // Making someone known issues no token for them.
    expect([...rest.tokens.values()]).not.toContain(fay.id);
  });

  it('answers 404 for someone unknown or who blocked the caller, and 422 for junk', async () => {
    const gus = await signUp(server);
    const hal = await signUp(server);
    const missing = await post(
      server.app,
      '/api/chat/cometchat-user',
      { uid: 'a'.repeat(24) },
      { token: gus.token, language: 'en' },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This user could not be found.');
    expect(
      (await post(server.app, '/api/user/block-wobler', { _id: gus.id }, { token: hal.token }))
        .statusCode,
    ).toBe(200);
    // The block's mirror (blocks.ts) makes both known to CometChat in the background; let it
    // finish, so what follows counts only the refused call's own requests.
    await server.app.wob.tasks.idle();
    const before = rest.requests.length;
    const blockedMe = await post(
      server.app,
      '/api/chat/cometchat-user',
      { uid: hal.id },
      { token: gus.token },
    );
    expect(blockedMe.statusCode).toBe(404);
    expect(rest.requests.length).toBe(before);
    // The blocker can still make the blocked one known (to mirror the block to CometChat).
    const blocker = await post(
      server.app,
      '/api/chat/cometchat-user',
      { uid: gus.id },
      { token: hal.token },
    );
    expect(blocker.statusCode).toBe(200);
    const junk = await post(
      server.app,
      '/api/chat/cometchat-user',
      { uid: 42 },
      { token: gus.token },
    );
    expect(junk.statusCode).toBe(422);
  });
});
