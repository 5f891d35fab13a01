import { endpoints } from '@wob/api';
import { CHAT_SEARCH } from '@wob/validation';
import type { ChatService } from '../port';
import { requireData, requireUser, type WobContext } from './context';
import { toChatError } from './errors';

// The wob adapter's message search: `/chat-api/messages/search`, which decides what matches
// and what the person may read.

export function createSearch(ctx: WobContext): Pick<ChatService, 'searchMessages'> {
  return {
    async searchMessages(query, options = {}) {
      requireUser(ctx);
      const limit = Math.min(Math.max(1, options.limit ?? CHAT_SEARCH.page), CHAT_SEARCH.pageMax);
      try {
        const page = requireData(
          await ctx.api.call(endpoints.chatSearchMessages, {
            q: query,
            limit,
            ...(options.cursor ? { cursor: options.cursor } : {}),
          }),
        );
        for (const result of page.results) ctx.ledger.remember(result.message);
        return page;
      } catch (error) {
        throw toChatError(error);
      }
    },
  };
}
