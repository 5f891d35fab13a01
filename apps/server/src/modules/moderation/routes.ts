import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES as M } from '../../messages';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import { HttpError, notFound } from '../../platform/http/http-error';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { bindAdminEndpoint } from '../admin/guard';
import type { AdminService } from '../admin/service';
import type { ModerationService } from './service';
import { MODERATION_MEDIA_PREFIX } from './views';

const KEY = /^mod[A-Za-z0-9_-]{1,64}$/;

/**
 * The member's `reportContent`, the console's moderation endpoints (all behind one check:
 * `bindAdminEndpoint` with the moderator role, which administrators pass too), and the
 * snapshot pictures' signed URLs.
 */
export function registerModerationRoutes(
  app: FastifyInstance,
  moderation: ModerationService,
  admins: AdminService,
  media: MediaStorage,
): void {
  bindSignedInEndpoint(app, endpoints.reportContent, async ({ input, session }) => {
    await moderation.reportContent(session, input);
    return { message: M.moderation.reported, data: { reported: true as const } };
  });

  bindAdminEndpoint(app, admins, endpoints.adminReports, 'moderator', async ({ input }) => ({
    data: await moderation.reports(input),
  }));
  bindAdminEndpoint(app, admins, endpoints.adminOpenReports, 'moderator', async () => ({
    data: { openCount: await moderation.openCount() },
  }));
  bindAdminEndpoint(app, admins, endpoints.adminReport, 'moderator', async ({ input }) => ({
    data: { report: await moderation.report(input.id) },
  }));
  bindAdminEndpoint(app, admins, endpoints.adminReviewReport, 'moderator', async (call, admin) => ({
    data: { report: await moderation.review(admin, call.input.id) },
  }));
  bindAdminEndpoint(app, admins, endpoints.adminActOnReport, 'moderator', async (call, admin) => ({
    message: M.moderation.done,
    data: { report: await moderation.actOnReport(admin, call.input) },
  }));
  bindAdminEndpoint(app, admins, endpoints.adminPeople, 'moderator', async ({ input }) => ({
    data: { people: await moderation.people(input.query) },
  }));
  bindAdminEndpoint(app, admins, endpoints.adminPerson, 'moderator', async ({ input }) => ({
    data: await moderation.person(input.id),
  }));
  bindAdminEndpoint(app, admins, endpoints.adminActOnPerson, 'moderator', async (call, admin) => ({
    message: M.moderation.done,
    data: await moderation.actOnPerson(admin, call.input),
  }));
  bindAdminEndpoint(
    app,
    admins,
    endpoints.adminRevokeSessions,
    'moderator',
    async (call, admin) => ({
      message: M.moderation.sessionsRevoked,
      data: await moderation.revokeSessions(admin, call.input),
    }),
  );
  bindAdminEndpoint(app, admins, endpoints.adminAudit, 'moderator', async ({ input }) => ({
    data: await moderation.audit(input),
  }));

  // A snapshot picture: signed like /media/:id (the console's <img> carries no header), and
  // only while a report still names it.
  app.get<{ Params: { key: string }; Querystring: { exp?: unknown; sig?: unknown } }>(
    `${MODERATION_MEDIA_PREFIX}:key`,
    async (request, reply) => {
      const { key } = request.params;
      const { exp, sig } = request.query;
      if (!KEY.test(key)) throw notFound();
      if (typeof exp !== 'string' || typeof sig !== 'string' || !media.verify(key, exp, sig)) {
        throw new HttpError(403, M.request.mediaLinkInvalid);
      }
      const image = await moderation.snapshotImage(key);
      if (!image) throw notFound();
      return reply
        .type(image.mime)
        .header('Content-Length', image.size)
        .header('Cache-Control', 'private, max-age=3600')
        .send(image.stream);
    },
  );
}
