import { createOpenApiDocument, endpoints } from '@wob/api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OperatorDetails } from '../../config';
import { bindEndpoint } from './bind-endpoint';

/**
 * Health, operator details and the OpenAPI document. The operator's details are the ones an
 * administrator saved in the console, else the WOB_OPERATOR_* settings (`operatorDetails`).
 */
export function registerPlatformRoutes(
  app: FastifyInstance,
  version: string,
  operatorDetails: () => Promise<OperatorDetails>,
): void {
  const { db, config } = app.wob;

  bindEndpoint(app, endpoints.health, async () => {
    // Ready means the database answers, not only that the process runs.
    await db.execute(sql`select 1`);
    return { data: { status: 'ok' as const } };
  });

  bindEndpoint(app, endpoints.site, async () => {
    const operator = await operatorDetails();
    return {
      data: {
        company: operator.company,
        cvr: operator.cvr,
        address: operator.address,
        email: operator.email,
        social: operator.social,
        localInstallation: operator.usesPlaceholders,
        // Which chat service the web app loads; CometChat's API key never leaves here.
        chat:
          config.chat.service === 'cometchat'
            ? {
                service: 'cometchat' as const,
                appId: config.chat.appId,
                region: config.chat.region,
              }
            : { service: 'wob' as const },
        calls: { enabled: config.calls.enabled },
      },
    };
  });

  const document = createOpenApiDocument(endpoints, { title: 'Woble API', version });
  app.get('/api/docs', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(document),
  );
}
