import { endpoints } from '@wob/api';
import type { CometChatContext } from './context';
import type { CometChatEvents } from './events';
import type { CometChatSession } from './session';

// The cometchat adapter's blocks: they go to our product API only (api/user/block-wobler, the
// one block table); our server mirrors the table to CometChat (apps/server
// modules/cometchat/blocks.ts), never a tab. Blocks made elsewhere arrive as product events of
// the own topic (events.ts).

export type CometChatBlocks = ReturnType<typeof createBlocks>;

export function createBlocks(
  { options, log }: CometChatContext,
  events: CometChatEvents,
  session: CometChatSession,
) {
  const { each, productListeners } = events;
  const { run } = session;

  async function changeBlocks(uids: readonly string[], blocked: boolean): Promise<string> {
    if (uids.length === 0) return '';
    return run(async ({ CometChat }) => {
      let confirmation = '';
      // The product's block table, which the deck, search and profiles obey too; our server
      // sets CometChat's block list from it (apps/server modules/cometchat/blocks.ts), so its
      // messages, typing and receipts stop (or flow) as well. One writer: a tab never sets it.
      for (const uid of uids) {
        const answer = await options.api.call(
          blocked ? endpoints.blockWobler : endpoints.unblockWobler,
          { _id: uid },
        );
        confirmation = answer.message ?? '';
      }
      for (const uid of uids) {
        const user = await CometChat.getUser(uid).catch((error: unknown) => {
          log('Reading a user after a block failed', error);
          return null;
        });
        const change = {
          uid,
          blockedByMe: blocked,
          hasBlockedMe: user ? user.getHasBlockedMe() === true : false,
        };
        each(productListeners, (listener) => listener.onBlockChanged?.(change));
      }
      return confirmation;
    });
  }

  return {
    // The port's blocks.
    blockUsers: (uids: readonly string[]) => changeBlocks(uids, true),
    unblockUsers: (uids: readonly string[]) => changeBlocks(uids, false),
  };
}
