import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { bindSignedInEndpoint, tapsLimit } from '../../platform/http/bind-endpoint';
import type { ChatService } from './service';

/**
 * The polls and reactions extensions (`/chat-api/extensions/polls/v1/create`, `…/v1/vote`,
 * `/chat-api/extensions/reactions/v1/react`): each answers the message as it now is.
 */
export function registerExtensionRoutes(app: FastifyInstance, chat: ChatService): void {
  const limit = tapsLimit(app);
  bindSignedInEndpoint(
    app,
    endpoints.chatPollsCreate,
    async ({ input, session }) => ({ data: (await chat.createPoll(session, input)).message }),
    limit,
  );

  bindSignedInEndpoint(
    app,
    endpoints.chatPollsVote,
    async ({ input, session }) => ({ data: await chat.votePoll(session, input) }),
    limit,
  );

  bindSignedInEndpoint(
    app,
    endpoints.chatReactionsReact,
    async ({ input, session }) => ({ data: await chat.react(session, input) }),
    limit,
  );
}
