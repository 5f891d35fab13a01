import { createOpenApiDocument, endpoints } from '@wob/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bindEndpoint } from './bind-endpoint';

/** Health, operator details and the OpenAPI document. */
export function registerPlatformRoutes(app: FastifyInstance, version: string): void {
  const { db, config } = app.wob;

  bindEndpoint(app, endpoints.health, async () => {
    // Ready means the database answers, not only that the process runs.
    await db.execute(sql`select 1`);
    return { data: { status: 'ok' as const } };
  });

  bindEndpoint(app, endpoints.site, async () => ({
    data: {
      company: config.operator.company,
      cvr: config.operator.cvr,
      address: config.operator.address,
      email: config.operator.email,
      social: config.operator.social,
      localInstallation: config.operator.usesPlaceholders,
      // Which chat service the web app loads; CometChat's API key never leaves here.
      chat:
        config.chat.service === 'cometchat'
          ? { service: 'cometchat' as const, appId: config.chat.appId, region: config.chat.region }
          : { service: 'wob' as const },
      calls: { enabled: config.calls.enabled },
    },
  }));

  const document = createOpenApiDocument(endpoints, { title: 'Woble API', version });
  app.get('/api/docs', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(document),
  );
}
