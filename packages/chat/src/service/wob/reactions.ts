import type { ChatMessage } from '@wob/api';
import type { ReactionAction } from '@wob/validation';
import type { ChatReactions, ChatService } from '../port';
import type { WobContext } from './context';
import { isRetryable } from './errors';
import { withRetry } from './retry';

// Reactions on the self-hosted chat: the reactions extension's `v1/react` (spec chat section 7)
// through `callExtension`, always with `action` ('add' or 'remove'), never the bare toggle, so
// a try repeated after a lost answer does what the person chose once; network failures and
// 5xx are retried as sends are. The answer is the message as it now is; the ledger remembers
// it, so the server's `chat.message.updated` echo of one's own reaction tells nothing new.

export function createReactions(
  ctx: WobContext,
  extensions: Pick<ChatService, 'callExtension'>,
): ChatReactions {
  async function react(msgId: string, emoji: string, action: ReactionAction): Promise<ChatMessage> {
    const gen = ctx.generation;
    const message = await withRetry(
      async () =>
        (await extensions.callExtension('reactions', 'POST', 'v1/react', {
          msgId,
          emoji,
          action,
        })) as ChatMessage,
      isRetryable,
      ctx.retry,
      ctx.tools,
      () => gen !== ctx.generation,
    );
    ctx.ledger.remember(message);
    return message;
  }
  return {
    addReaction: (messageId, emoji) => react(messageId, emoji, 'add'),
    removeReaction: (messageId, emoji) => react(messageId, emoji, 'remove'),
    // The server names everyone who reacted in the message itself.
    reactionPeople: async (message) => message,
  };
}
