import { isChatError } from '../service/port';
import type { ChatActions, OpenConversation } from './chat-types';
import type { ChatKit } from './kit';
import { placeMessage } from './thread';

// Polls in the open conversation (spec chat sections 2, 5 and 8): asking one from the
// create-poll modal (`pollCreate`: idle → creating → idle, the create button disabled while
// creating; a failure keeps the server's message, else 'Error creating poll') and voting
// (no optimistic count: the answered poll replaces the shown one, and others' votes arrive
// as updates, chat-store.ts `updated`).

export function createPollActions(
  kit: ChatKit,
  /** A first message to someone posts add-to-waiting first (spec chat section 4): a poll too. */
  waitIfFirst: (open: OpenConversation) => Promise<void>,
): Pick<ChatActions, 'createPoll' | 'votePoll' | 'resetPollCreate'> {
  const { service } = kit.deps;
  /** Votes under way, by poll: a second press while one is in flight does nothing. */
  const voting = new Set<string>();

  return {
    resetPollCreate() {
      if (kit.get().pollCreate.status === 'creating') return;
      kit.set({ pollCreate: { status: 'idle', error: null } });
    },

    async createPoll({ question, options }) {
      const open = kit.get().open;
      if (!open || open.status === 'error' || open.user.blockedByMe || open.user.hasBlockedMe) {
        return false;
      }
      if (kit.get().pollCreate.status === 'creating') return false;
      kit.set({ pollCreate: { status: 'creating', error: null } });
      try {
        await waitIfFirst(open);
        const message = await service.createPoll({
          receiverId: open.uid,
          receiverType: open.receiverType,
          muid: kit.deps.randomId(),
          question,
          options,
        });
        kit.set({ pollCreate: { status: 'idle', error: null } });
        kit.get().receive(message);
        return true;
      } catch (error) {
        // Spec chat section 8: the server's message if it sent one, else the generic text.
        const text =
          isChatError(error) && error.message.trim() !== ''
            ? error.message
            : kit.deps.translate('chat:spec.errorCreatingPoll');
        kit.set({ pollCreate: { status: 'idle', error: text } });
        return false;
      }
    },

    async votePoll(messageId, option) {
      const open = kit.get().open;
      if (voting.has(messageId)) return false;
      voting.add(messageId);
      try {
        const message = await service.votePoll(messageId, option);
        // In place, like every update: a vote is no new message and moves nothing.
        if (open) kit.patchOpen(open.uid, (current) => placeMessage(current, message, true));
        return true;
      } catch (error) {
        kit.deps.notify.error(kit.describe(error));
        return false;
      } finally {
        voting.delete(messageId);
      }
    },
  };
}
