import {
  fetchStickers,
  LIVE_REACTION_DEFAULT,
  liveReactionOf,
  sendLiveReaction,
} from '../service/stickers';
import type { TransientMessage } from '../service/port';
import type { ChatActions } from './chat-types';
import type { ChatKit } from './kit';

// The sticker keyboard's sets (`fetchStickers` on the port's callExtension; sending a sticker
// is the composer's, composer-actions.ts) and live reactions (spec chat sections 2, 4 and 9): the composer's heart sends a transient
// message to the open conversation and plays the hearts at once; one that arrives from the
// open conversation plays them too. `liveReaction.key` grows with each, so the overlay starts
// again for every heart, also for the same reaction twice in a row.

export interface StickerParts {
  actions: Pick<ChatActions, 'sendLiveReaction' | 'fetchStickers'>;
  /** The port's onTransientMessageReceived. */
  onTransient(message: TransientMessage): void;
}

export function createStickerParts(kit: ChatKit): StickerParts {
  let key = 0;
  const play = (reaction: string, from: string | null) => {
    key += 1;
    kit.set({ liveReaction: { key, reaction, from } });
  };

  return {
    actions: {
      fetchStickers: () => fetchStickers(kit.deps.service),

      sendLiveReaction() {
        const open = kit.get().open;
        if (!open || open.user.blockedByMe || open.user.hasBlockedMe) return;
        sendLiveReaction(kit.deps.service, {
          receiverId: open.uid,
          receiverType: open.receiverType,
        });
        play(LIVE_REACTION_DEFAULT, null);
      },
    },
    onTransient(message) {
      const reaction = liveReactionOf(message);
      const open = kit.get().open;
      const me = kit.myUid();
      if (!reaction || !open || message.sender.uid === me) return;
      const fromOpen =
        message.receiverType === 'group'
          ? open.receiverType === 'group' && message.receiverId === open.uid
          : open.receiverType === 'user' &&
            message.sender.uid === open.uid &&
            message.receiverId === me;
      if (fromOpen) play(reaction, message.sender.name);
    },
  };
}
