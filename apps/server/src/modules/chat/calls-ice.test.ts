import { chatCallEndpoints } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { signUp, withTestServer } from '../../test/harness';
import { get, getAs } from '../../test/http';
import { turnCredential } from './calls-ice';

const TURN_ENV = {
  CALLS_STUN_URLS: 'stun:stun.woble.test:3478',
  CALLS_TURN_URLS: 'turn:turn.woble.test:3478?transport=udp,turns:turn.woble.test:5349',
  CALLS_TURN_SECRET: 'a-secret-of-twenty-chars',
  CALLS_TURN_TTL_SECONDS: '600',
};

interface IceAnswer {
  iceServers: { urls: string[]; username?: string; credential?: string }[];
  ttl: number;
  iceTransportPolicy?: string;
}

describe('GET /chat-api/calls/ice-servers', () => {
  it("makes coturn's use-auth-secret credential: <expiry>:<uid> and base64 HMAC-SHA1", () => {
    // Worked out with `openssl dgst -sha1 -hmac <secret> -binary | base64`.
    expect(
      turnCredential(
        'a-secret-of-twenty-chars',
        '0123456789abcdef01234567',
        1_700_000_000_000,
        3600,
      ),
    ).toEqual({
      username: '1700003600:0123456789abcdef01234567',
      credential: 'eMq5qjtXYOtVzw8hoQzVgcolN5o=',
    });
  });

  it('answers the STUN URLs as configured and TURN with a credential for the caller', async () => {
    await withTestServer({ env: TURN_ENV }, async (server) => {
      const caller = await signUp(server);
      const answer = await getAs<IceAnswer>(server, '/chat-api/calls/ice-servers', caller);
      expect(answer.status).toBe(200);
      const expiry = Math.floor(server.clock.now().getTime() / 1000) + 600;
      expect(answer.data).toEqual({
        iceServers: [
          { urls: ['stun:stun.woble.test:3478'] },
          {
            urls: ['turn:turn.woble.test:3478?transport=udp', 'turns:turn.woble.test:5349'],
            ...turnCredential(
              TURN_ENV.CALLS_TURN_SECRET,
              caller.id,
              server.clock.now().getTime(),
              600,
            ),
          },
        ],
        ttl: 600,
        iceTransportPolicy: 'all',
      });
      expect(answer.data.iceServers[1]?.username).toBe(`${expiry}:${caller.id}`);
      // The credential is made on the server's clock: an hour later it names a later expiry.
      server.clock.advance(3_600_000);
      const later = await getAs<IceAnswer>(server, '/chat-api/calls/ice-servers', caller);
      expect(later.data.iceServers[1]?.username).toBe(`${expiry + 3600}:${caller.id}`);
    });
  });

  it('answers no TURN entry without a secret, and no servers at all by default', async () => {
    await withTestServer({ env: { CALLS_STUN_URLS: 'stun:127.0.0.1:3478' } }, async (server) => {
      const caller = await signUp(server);
      const answer = await getAs<IceAnswer>(server, '/chat-api/calls/ice-servers', caller);
      expect(answer.data.iceServers).toEqual([{ urls: ['stun:127.0.0.1:3478'] }]);
    });
    await withTestServer({}, async (server) => {
      const caller = await signUp(server);
      const answer = await getAs<IceAnswer>(server, '/chat-api/calls/ice-servers', caller);
      expect(answer.data).toEqual({ iceServers: [], ttl: 3600, iceTransportPolicy: 'all' });
      expect((await get(server.app, '/chat-api/calls/ice-servers')).statusCode).toBe(401);
      const site = await get(server.app, '/api/site');
      expect(site.json().data.calls).toEqual({ enabled: true });
    });
  });

  it('serves the relay-only policy when configured', async () => {
    await withTestServer(
      { env: { ...TURN_ENV, CALLS_ICE_TRANSPORT_POLICY: 'relay' } },
      async (server) => {
        const caller = await signUp(server);
        const answer = await getAs<IceAnswer>(server, '/chat-api/calls/ice-servers', caller);
        expect(answer.data.iceTransportPolicy).toBe('relay');
      },
    );
  });
});

describe('WOB_CALLS=off', () => {
  it('hides the call buttons and answers 404 on every calls route, signed in or not', async () => {
    await withTestServer({ env: { ...TURN_ENV, WOB_CALLS: 'off' } }, async (server) => {
      const caller = await signUp(server);
      const callee = await signUp(server);
      const site = await get(server.app, '/api/site');
      expect(site.json().data.calls).toEqual({ enabled: false });
      const endpoints = Object.values(chatCallEndpoints);
      expect(endpoints.length).toBeGreaterThan(5);
      for (const endpoint of endpoints) {
        for (const token of [caller.token, undefined]) {
          const answer = await server.app.inject({
            method: endpoint.method,
            url: endpoint.path,
            ...(endpoint.method === 'POST'
              ? { payload: { receiverId: callee.id, receiverType: 'user', type: 'video' } }
              : {}),
            headers: {
              'accept-language': 'en',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
          });
          expect(answer.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(404);
          expect(answer.json()).toMatchObject({ code: 'request.notFound' });
        }
      }
      // The rest of the chat answers as before.
      const me = await getAs(server, '/chat-api/me', caller);
      expect(me.status).toBe(200);
    });
  });
});
