import { chatExtensionEndpoint } from '@wob/api';
import { ChatError, type ChatService } from '../port';
import { requireData, requireUser, type WobContext } from './context';
import { toChatError } from './errors';

// `callExtension` on the self-hosted chat: each extension call is an endpoint of @wob/api
// (`/chat-api/extensions/<slug>/<version>/<call>`, endpoints/chat-extensions.ts), found by its
// slug, method and path, so an extension the server gains needs no change here. A call the
// server has no endpoint for answers 'not-found', as CometChat does for an extension the app
// has not enabled.

export function createExtensions(ctx: WobContext): Pick<ChatService, 'callExtension'> {
  return {
    async callExtension(slug, method, path, body) {
      const endpoint = chatExtensionEndpoint(slug, method, path);
      if (!endpoint) {
        throw new ChatError('not-found', `The chat extension '${slug}' is not available`, 404);
      }
      requireUser(ctx);
      try {
        return requireData(await ctx.api.call(endpoint, (body ?? {}) as never));
      } catch (error) {
        throw toChatError(error);
      }
    },
  };
}
