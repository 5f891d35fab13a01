import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import type { SupportService } from './service';

// A person writes a few requests, not hundreds: this caps a script filling the team's inbox.
const TICKETS_PER_WINDOW = 10;

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
        max: TICKETS_PER_WINDOW,
        timeWindowMs: app.wob.config.rateLimit.windowMs,
      },
    },
  );
}
