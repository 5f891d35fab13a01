import type { ChatMessage } from '@wob/api';
import { MESSAGES, type ReactionAction } from '@wob/validation';
import type { Session } from '../../context';
import { SERVER_MESSAGES as M } from '../../messages';
import { fieldError, HttpError } from '../../platform/http/http-error';
import { CHAT_REACTIONS_PER_PERSON_MAX } from '../../policy';
import type { MessageChanges } from './extensions-change';
import { countOwnReactions, deleteReaction, hasReaction, insertReaction } from './extensions-store';
import { isReactable } from './extensions-view';
import { isKnownEmoji } from './reactions-emoji';
import type { ChatKit } from './service-kit';

// Reactions (reactions `v1/react`): any emoji of the set (reactions-emoji.ts) on a message or
// custom message of a conversation the caller reads, once per person and emoji (the primary
// key of chat_message_reactions). Adding what is there or removing what is not changes
// nothing and answers the message as it is. At most CHAT_REACTIONS_PER_PERSON_MAX different
// emoji per person and message.

export function createReactionOps(kit: ChatKit, changes: MessageChanges) {
  const { now } = kit;
  return {
    /** Adds or removes the caller's `emoji`; without `action` it toggles. Answers the message. */
    async react(
      session: Session,
      input: { msgId: string; emoji: string; action?: ReactionAction },
    ): Promise<ChatMessage> {
      const me = session.user.id;
      if (!isKnownEmoji(input.emoji)) {
        throw fieldError('emoji', MESSAGES.chat.reactions.emojiInvalid);
      }
      const found = await changes.messageToChange(session, input.msgId, (row) => {
        if (!isReactable(row)) throw fieldError('msgId', M.chat.notReactable);
      });
      return changes.changeMessage(session, found, async (tx, row) => {
        const key = { messageId: row.id, userId: me, emoji: input.emoji };
        // Under the conversation's locks: nothing else changes this person's reactions here.
        const action = input.action ?? ((await hasReaction(tx, key)) ? 'remove' : 'add');
        if (action === 'remove') return deleteReaction(tx, key);
        if (!(await insertReaction(tx, { ...key, at: now() }))) return false;
        // Written, then counted: one more than the cap rolls the transaction back.
        if ((await countOwnReactions(tx, row.id, me)) > CHAT_REACTIONS_PER_PERSON_MAX) {
          throw new HttpError(409, M.chat.reactionsLimit);
        }
        return true;
      });
    },
  };
}
