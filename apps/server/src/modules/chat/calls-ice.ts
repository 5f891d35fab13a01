import { chatCallEndpoints, type IceServer } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { createHmac } from 'node:crypto';
import type { CallsConfig } from '../../config';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import { notFound } from '../../platform/http/http-error';

// The ICE servers of a call's peer connections (GET /chat-api/calls/ice-servers), and the one
// switch that closes every calls route when WOB_CALLS is off.

/** Where every calls route lives: the switch below closes them all at once. */
export const CALLS_PATH_PREFIX = '/chat-api/calls/';

export interface IceServersAnswer {
  iceServers: IceServer[];
  ttl: number;
  iceTransportPolicy: 'all' | 'relay';
}

/**
 * A TURN credential in coturn's use-auth-secret ("TURN REST API") scheme: the username is
 * `<unix time it expires>:<uid>` and the password base64(HMAC-SHA1(static-auth-secret,
 * username)). coturn recomputes the HMAC with its copy of the secret and refuses an expired
 * username, so nothing is stored and a leaked credential lasts `ttl` seconds at most.
 */
export function turnCredential(
  secret: string,
  uid: string,
  nowMs: number,
  ttlSeconds: number,
): { username: string; credential: string } {
  const username = `${Math.floor(nowMs / 1000) + ttlSeconds}:${uid}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** STUN URLs as configured; one TURN entry with a credential made for `uid`, if TURN is set. */
export function iceServersFor(calls: CallsConfig, uid: string, nowMs: number): IceServersAnswer {
  const iceServers: IceServer[] = [];
  if (calls.stunUrls.length > 0) iceServers.push({ urls: [...calls.stunUrls] });
  if (calls.turnSecret && calls.turnUrls.length > 0) {
    iceServers.push({
      urls: [...calls.turnUrls],
      ...turnCredential(calls.turnSecret, uid, nowMs, calls.turnTtlSeconds),
    });
  }
  return { iceServers, ttl: calls.turnTtlSeconds, iceTransportPolicy: calls.iceTransportPolicy };
}

/**
 * `GET /chat-api/calls/ice-servers` (signed in), and with calls off a 404 for every path under
 * `/chat-api/calls/` before anything else runs (sign-in, validation): an installation without
 * calls answers as if they did not exist, whatever a client sends.
 */
export function registerCallIceRoutes(app: FastifyInstance): void {
  const { config, now } = app.wob;
  if (!config.calls.enabled) {
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith(CALLS_PATH_PREFIX)) throw notFound();
    });
  }
  bindSignedInEndpoint(app, chatCallEndpoints.chatCallIceServers, async ({ session }) => ({
    data: iceServersFor(config.calls, session.user.id, now().getTime()),
  }));
}
