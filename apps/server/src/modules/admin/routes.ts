import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES as M } from '../../messages';
import { bindEndpoint } from '../../platform/http/bind-endpoint';
import { bindAdminEndpoint, requireServerKey } from './guard';
import { type AdminService, adminView } from './service';

/**
 * The administrators' endpoints, all under /admin-api/ (apps/server README 'Administrators'):
 * the two sign-in steps (rate-limited per IP like the members' login, each in a bucket of its
 * own), sign-out and the first reads behind `requireAdmin`, and the creation of an
 * administrator by `pnpm admin:create`, from this machine with the server's key only.
 */
export function registerAdminRoutes(
  app: FastifyInstance,
  admins: AdminService,
  serverKey: string,
): void {
  const { rateLimit } = app.wob.config;
  const loginLimit = { rateLimit: { max: rateLimit.login, timeWindowMs: rateLimit.windowMs } };
  app.decorateRequest('wobAdmin', null);

  bindEndpoint(
    app,
    endpoints.adminLogin,
    async ({ input }) => ({ data: await admins.beginSignIn(input.email, input.password) }),
    loginLimit,
  );
  bindEndpoint(
    app,
    endpoints.adminVerify,
    async ({ input }) => {
      const { token, admin } = await admins.verify(input.challenge, input.code);
      return { token, data: { admin } };
    },
    loginLimit,
  );
  bindAdminEndpoint(app, admins, endpoints.adminLogout, 'moderator', async (_call, session) => {
    await admins.signOut(session);
    return { message: M.admin.signedOut, data: {} };
  });
  bindAdminEndpoint(app, admins, endpoints.adminMe, 'moderator', async (_call, session) => ({
    data: { admin: adminView(session.admin) },
  }));
  bindAdminEndpoint(app, admins, endpoints.adminList, 'administrator', async () => ({
    data: { admins: await admins.list() },
  }));
  bindEndpoint(
    app,
    endpoints.adminCreate,
    async ({ input }) => ({
      status: 201,
      message: M.admin.created,
      data: { admin: await admins.create(input) },
    }),
    { guard: requireServerKey(serverKey) },
  );
}
