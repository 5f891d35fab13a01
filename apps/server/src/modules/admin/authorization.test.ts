import { type Endpoint, endpoints } from '@wob/api';
import type { AdminRole } from '@wob/validation';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES as M } from '../../messages';
import { translate } from '../../platform/i18n';
import { server, signUp, useTestServer } from '../../test/harness';
import { createAdmin, type SignedInAdmin, signInFirstTime } from './admin-test-support';
import { adminEndpointRoles } from './guard';

// Who may call what, for every endpoint of the contract (`endpoints` of @wob/api): the tables
// below are the registry itself, so an endpoint added later is checked without touching this
// file, and one declared but never bound fails here.
//
// - `auth: 'admin'`: no token, a member's token, an administrator session ended by 30 minutes
//   without a call, and one ended by signing out are each answered 401. An endpoint bound for
//   administrators only answers a moderator 403 (the role each was bound with is recorded by
//   `bindAdminEndpoint`); an administrator, and a moderator where moderators may, pass.
// - `auth: 'required'` and `'optional'` (the members' area): an administrator's token is not a
//   member's session. 'required' answers 401; 'optional' answers as to a caller without a
//   token (bind-endpoint.ts reads only members' sessions).
// - `auth: 'server'` (the command line's endpoint): an administrator's token is not the key.
//
// Every call sends an empty JSON object (POST) or no query (GET): who the caller is is settled
// before the payload is validated (the admin guard runs at onRequest, before the body is read;
// the members' session is resolved before validation), so a payload the endpoint would refuse
// with 422 does not hide a missing 401 or 403.

useTestServer();

const contract = Object.values(endpoints) as Endpoint[];
const adminEndpoints = contract.filter((endpoint) => endpoint.auth === 'admin');
const memberEndpoints = contract.filter(
  (endpoint) => endpoint.auth === 'required' || endpoint.auth === 'optional',
);
const serverEndpoints = contract.filter((endpoint) => endpoint.auth === 'server');

const en = (key: string) => translate('en', key);

function call(endpoint: Endpoint, token?: string): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.method === 'POST' ? { payload: {} } : {}),
    headers: {
      'accept-language': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

function expectRefused(response: LightMyRequestResponse, status: 401 | 403, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().message).toBe(message);
}

/** Past the permission check: neither 401 nor 403 (a 422 for the empty payload is fine). */
function expectAdmitted(response: LightMyRequestResponse) {
  expect([401, 403], response.body).not.toContain(response.statusCode);
}

function roleOf(endpoint: Endpoint): AdminRole {
  const role = adminEndpointRoles(server.app).get(endpoint.id);
  if (!role) throw new Error(`${endpoint.id} is not bound with bindAdminEndpoint`);
  return role;
}

// Sessions of the tables, made once. The expired one first: moving the clock 30 minutes on
// ends it, and the sessions made after the move are fresh.
let memberToken = '';
let expiredToken = '';
let signedOutToken = '';
const live: Partial<Record<AdminRole, SignedInAdmin>> = {};

/** A working session of an administrator with `role` (a new one when a call ended the last). */
async function sessionOf(role: AdminRole): Promise<string> {
  let admin = live[role];
  if (admin && (await call(endpoints.adminMe, admin.token)).statusCode !== 200) admin = undefined;
  if (!admin) {
    admin = await signInFirstTime(server, await createAdmin(server, role));
    live[role] = admin;
  }
  return admin.token;
}

beforeAll(async () => {
  expiredToken = (await signInFirstTime(server, await createAdmin(server))).token;
  const signedOut = (await signInFirstTime(server, await createAdmin(server))).token;
  expect((await call(endpoints.adminLogout, signedOut)).statusCode).toBe(200);
  signedOutToken = signedOut;
  server.clock.advance(30 * 60_000 + 1);
  memberToken = (await signUp(server)).token;
});

describe('the contract and the bound routes', () => {
  it('has endpoints of each kind to check', () => {
    expect(adminEndpoints.length).toBeGreaterThan(0);
    expect(memberEndpoints.length).toBeGreaterThan(0);
    expect(serverEndpoints.length).toBeGreaterThan(0);
  });

  it.each(contract.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s is bound',
    (_id, endpoint) => {
      expect(server.app.hasRoute({ method: endpoint.method, url: endpoint.path })).toBe(true);
      if (endpoint.auth === 'admin')
        expect(['moderator', 'administrator']).toContain(roleOf(endpoint));
    },
  );
});

describe("the administrators' endpoints", () => {
  it.each(adminEndpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s refuses no token, a member token, an expired and a signed-out administrator session',
    async (_id, endpoint) => {
      expectRefused(await call(endpoint), 401, en(M.request.unauthorized));
      expectRefused(await call(endpoint, memberToken), 401, en(M.admin.sessionInvalid));
      expectRefused(await call(endpoint, expiredToken), 401, en(M.admin.sessionInvalid));
      expectRefused(await call(endpoint, signedOutToken), 401, en(M.admin.sessionInvalid));
    },
  );

  it.each(adminEndpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s lets in the roles it was bound for, and only those',
    async (_id, endpoint) => {
      const role = roleOf(endpoint);
      const byModerator = await call(endpoint, await sessionOf('moderator'));
      if (role === 'administrator') {
        expectRefused(byModerator, 403, en(M.admin.administratorsOnly));
      } else {
        expectAdmitted(byModerator);
      }
      expectAdmitted(await call(endpoint, await sessionOf('administrator')));
    },
  );

  it('keeps refusing the expired session after the calls above (a refused call does not revive it)', async () => {
    expectRefused(await call(endpoints.adminMe, expiredToken), 401, en(M.admin.sessionInvalid));
  });
});

describe("the members' endpoints", () => {
  it.each(memberEndpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    "%s does not take an administrator's token for a member's session",
    async (_id, endpoint) => {
      const adminToken = await sessionOf('administrator');
      const withAdmin = await call(endpoint, adminToken);
      if (endpoint.auth === 'required') {
        expectRefused(withAdmin, 401, en(M.account.sessionInvalid));
      } else {
        // 'optional': answered as a caller without a token is.
        const anonymous = await call(endpoint);
        expect(withAdmin.statusCode, withAdmin.body).toBe(anonymous.statusCode);
        expect(withAdmin.statusCode).not.toBe(500);
      }
      // The administrator's session is untouched by it.
      expect((await call(endpoints.adminMe, adminToken)).statusCode).toBe(200);
    },
  );
});

describe("the server's command endpoints", () => {
  it.each(serverEndpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
    "%s does not take an administrator's token for the server's key",
    async (_id, endpoint) => {
      const response = await call(endpoint, await sessionOf('administrator'));
      expectRefused(response, 401, en(M.admin.serverKeyInvalid));
    },
  );
});
