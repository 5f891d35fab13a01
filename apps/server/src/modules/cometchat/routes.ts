import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import type { CometChatTokens } from './service';

/**
 * CometChat's auth tokens (POST /api/chat/cometchat-token) and its users
 * (POST /api/chat/cometchat-user). Bound on every installation; they answer 404 unless
 * WOB_CHAT_SERVICE is cometchat.
 */
export function registerCometChatRoutes(app: FastifyInstance, tokens: CometChatTokens): void {
  bindSignedInEndpoint(app, endpoints.cometchatToken, async ({ session }) => ({
    data: { authToken: await tokens.tokenFor(session) },
  }));

  bindSignedInEndpoint(app, endpoints.cometchatUser, async ({ input, session }) => {
    await tokens.ensureUser(session, input.uid);
    return { data: {} };
  });
}
