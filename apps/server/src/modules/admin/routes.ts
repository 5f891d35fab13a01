import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError } from '../../platform/http/http-error';
import { bindEndpoint } from '../../platform/http/bind-endpoint';
import type { PasswordHasher } from '../../platform/passwords';

/**
 * The administrators' sign-in, `POST /admin-api/login`. Administrator accounts and their
 * console come with a later capability; until then no e-mail and password can be right, so
 * every attempt is answered 401 'Wrong e-mail or password.' after the work of a real check
 * (one argon2id verification), and it is rate-limited per IP like the members' login.
 */
export function registerAdminRoutes(app: FastifyInstance, hasher: PasswordHasher): void {
  const { rateLimit } = app.wob.config;
  bindEndpoint(
    app,
    endpoints.adminLogin,
    async ({ input }) => {
      await hasher.verifyNothing(input.password);
      throw new HttpError(401, M.admin.invalidCredentials);
    },
    { rateLimit: { max: rateLimit.login, timeWindowMs: rateLimit.windowMs } },
  );
}
