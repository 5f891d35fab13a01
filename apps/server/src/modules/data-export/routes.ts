import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES as M } from '../../messages';
import { DATA_EXPORT_STARTS_PER_WINDOW } from '../../policy';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import { notFound } from '../../platform/http/http-error';
import { attachmentDisposition } from '../../platform/storage/file-names';
import type { DataExportService } from './service';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function registerDataExportRoutes(app: FastifyInstance, exports: DataExportService): void {
  bindSignedInEndpoint(
    app,
    endpoints.startDataExport,
    async ({ session }) => {
      const { view, created } = await exports.start(session);
      return created
        ? { status: 201, message: M.dataExport.started, data: { export: view } }
        : { message: M.dataExport.running, data: { export: view } };
    },
    {
      // Each start builds a whole ZIP: a few per window and account, from any address.
      rateLimit: {
        max: DATA_EXPORT_STARTS_PER_WINDOW,
        timeWindowMs: app.wob.config.rateLimit.windowMs,
        perAccount: true,
      },
    },
  );

  bindSignedInEndpoint(app, endpoints.latestDataExport, async ({ session }) => ({
    data: { export: await exports.latest(session) },
  }));

  // The ZIP itself, behind the signed link `latestDataExport` gives its owner (a browser
  // download carries no bearer token). Not an envelope, so bound here like /media.
  app.get<{ Params: { id: string }; Querystring: { exp?: unknown; sig?: unknown } }>(
    '/api/data-export/download/:id',
    async (request, reply) => {
      if (!ID.test(request.params.id)) throw notFound();
      const { stream, bytes, name } = await exports.download(
        request.params.id,
        request.query.exp,
        request.query.sig,
      );
      return reply
        .type('application/zip')
        .header('Content-Length', bytes)
        .header('Content-Disposition', attachmentDisposition(name, name))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
}
