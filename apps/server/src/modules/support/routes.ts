import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import type { SupportService } from './service';

export function registerSupportRoutes(app: FastifyInstance, support: SupportService): void {
  bindSignedInEndpoint(app, endpoints.listFaqs, async ({ input, locale }) => ({
    data: await support.listFaqs(input, locale),
  }));

  bindSignedInEndpoint(
    app,
    endpoints.createSupportTicket,
    async ({ input, session, locale }) => {
      const { ticket, messageKey } = await support.createTicket(session, input, locale);
      return { status: 201, message: messageKey, data: { ticket } };
    },
    {
      rateLimit: {
        // A person writes a few requests, not hundreds: this caps a script filling the inbox.
        max: app.wob.config.rateLimit.support,
        timeWindowMs: app.wob.config.rateLimit.windowMs,
      },
    },
  );
}
