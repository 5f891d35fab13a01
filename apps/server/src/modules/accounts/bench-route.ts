import type { FastifyInstance } from 'fastify';
import { findLiveUserById, findSessionUser } from './store';
import { SESSION_IDLE_MS } from '../../policy';
import { sha256Hex } from '../../platform/crypto';

const BEARER = /^Bearer\s+(\S{1,512})\s*$/i;

/**
 * `pnpm bench` compares GET /api/get-user-profile with this route: the same SQL statements
 * (session lookup, then the profile SELECT or, for one's own, the premium state) without the
 * product's binding, validation, envelope, translation and logging, so the ratio is the
 * product's own cost.
 * Registered only with WOB_BENCH, never in production.
 */
export function registerBenchRoute(app: FastifyInstance): void {
  const { db, now } = app.wob;
  app.get<{ Querystring: { id?: string } }>(
    '/bench/bare-profile',
    { logLevel: 'silent' },
    async (request, reply) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const idleCutoff = new Date(now().getTime() - SESSION_IDLE_MS);
      const session = token
        ? await findSessionUser(db, sha256Hex(token), idleCutoff, now())
        : undefined;
      if (!session) return reply.code(401).send({});
      const id = typeof request.query.id === 'string' ? request.query.id : session.user.id;
      // As the product does: one's own profile comes with the session row.
      const user = id === session.user.id ? session.user : await findLiveUserById(db, id);
      if (!user) return reply.code(404).send({});
      // One's own profile carries the premium state, as the product's does.
      if (user === session.user) await app.wob.premiumOf(user.id);
      return reply.send({ data: { user: { _id: user.id, name: user.name } } });
    },
  );
}
