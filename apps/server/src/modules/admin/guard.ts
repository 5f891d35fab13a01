import type { Endpoint } from '@wob/api';
import type { AdminRole } from '@wob/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES as M } from '../../messages';
import { safeEqual } from '../../platform/crypto';
import {
  bindEndpoint,
  type EndpointCall,
  type EndpointResult,
} from '../../platform/http/bind-endpoint';
import { HttpError, unauthorized } from '../../platform/http/http-error';
import { type AdminService, type AdminSession, roleAllows } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAdmin` on the `/admin-api/*` endpoints; never on a member endpoint. */
    wobAdmin: AdminSession | null;
  }
}

const BEARER = /^Bearer\s+(\S{1,512})\s*$/i;

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return typeof header === 'string' ? (BEARER.exec(header)?.[1] ?? null) : null;
}

/**
 * The one permission check of the administrators' endpoints: an admin session token (never
 * a member's: those live in another table) whose administrator has at least `role`. No or a
 * dead token answers 401, a moderator on an administrators-only endpoint 403. It runs before
 * the body is read.
 */
export function requireAdmin(admins: AdminService, role: AdminRole) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerOf(request);
    const session = token ? await admins.authenticate(token) : null;
    if (!session) throw token ? new HttpError(401, M.admin.sessionInvalid) : unauthorized();
    if (!roleAllows(session.admin.role, role)) {
      throw new HttpError(403, M.admin.administratorsOnly);
    }
    request.wobAdmin = session;
  };
}

// The role each administrators' endpoint was bound with, per app: read by the authorization
// test (modules/admin/authorization.test.ts), which checks every endpoint of the contract
// against it. Recording changes nothing of what the guard does.
const boundRoles = new WeakMap<FastifyInstance, Map<string, AdminRole>>();

/** Endpoint id to the role `bindAdminEndpoint` bound it with, in this app. */
export function adminEndpointRoles(app: FastifyInstance): ReadonlyMap<string, AdminRole> {
  return boundRoles.get(app) ?? new Map();
}

/** Binds an `auth: 'admin'` endpoint behind `requireAdmin(role)`; the handler gets the session. */
export function bindAdminEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  admins: AdminService,
  endpoint: E,
  role: AdminRole,
  handler: (call: EndpointCall<E>, admin: AdminSession) => Promise<EndpointResult<E>>,
): void {
  if (endpoint.auth !== 'admin') {
    throw new Error(`${endpoint.id} is not an administrators' endpoint (auth: ${endpoint.auth})`);
  }
  bindEndpoint(
    app,
    endpoint,
    (call) => {
      if (!call.request.wobAdmin) throw unauthorized();
      return handler(call, call.request.wobAdmin);
    },
    { guard: requireAdmin(admins, role) },
  );
  const roles = boundRoles.get(app) ?? new Map<string, AdminRole>();
  roles.set(endpoint.id, role);
  boundRoles.set(app, roles);
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The guard of the server's own command line (`auth: 'server'`): the connection must come
 * from this machine — the socket's address, not a forwarded one, and no proxy in between (a
 * reverse proxy on the same machine would make every visitor look local) — and carry the
 * key derived from the server's secret.
 */
export function requireServerKey(key: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const proxied = request.headers['x-forwarded-for'] || request.headers.forwarded;
    if (!isLoopback(request.socket.remoteAddress) || proxied) {
      throw new HttpError(403, M.admin.localOnly);
    }
    const given = bearerOf(request);
    if (!given || !safeEqual(given, key)) throw new HttpError(401, M.admin.serverKeyInvalid);
  };
}
