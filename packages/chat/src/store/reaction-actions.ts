import { reactionsOf } from '../service/reactions';
import type { ChatMessage } from '../service/port';
import type { ChatActions } from './chat-types';
import { alreadyTold, type ChatKit } from './kit';
import { isLocal } from './messages';
import { placeMessage } from './thread';

// Reactions (spec chat sections 3 and 6): choosing an emoji adds one's reaction, choosing one's
// own again removes it. Nothing is shown before the service answers: the answer (the message
// as the server now has it) replaces the shown copy, in the list and in an open thread, as
// every `onMessageUpdated` does. A failure is told in a toast and changes nothing, so the
// screen keeps what the server has. A second choice of the same emoji on the same message
// while the first is on its way is ignored (a double click is one choice).

export function createReactionActions(
  kit: ChatKit,
): Pick<ChatActions, 'toggleReaction' | 'loadReactionPeople'> {
  const pending = new Set<string>();
  /** Messages whose names were asked for once (a tooltip opened again asks no more). */
  const asked = new Set<string>();

  /** The newest copy of a message the open conversation shows. */
  const shownCopy = (id: string): ChatMessage | undefined => {
    const open = kit.get().open;
    if (!open) return undefined;
    if (open.thread?.parent.id === id) return open.thread.parent;
    return (
      open.messages.find((shown) => shown.id === id) ??
      open.thread?.messages.find((shown) => shown.id === id)
    );
  };

  return {
    async toggleReaction(message, emoji) {
      const open = kit.get().open;
      const me = kit.myUid();
      if (!open || !me || isLocal(message) || message.deletedAt !== null) return false;
      const key = `${message.id} ${emoji}`;
      if (pending.has(key)) return false;
      const current = shownCopy(message.id) ?? message;
      const mine = reactionsOf(current, me).some(
        (reaction) => reaction.emoji === emoji && reaction.reactedByMe,
      );
      pending.add(key);
      try {
        const { service } = kit.deps;
        const answer = mine
          ? await service.removeReaction(message.id, emoji)
          : await service.addReaction(message.id, emoji);
        kit.patchOpen(open.uid, (now) => placeMessage(now, answer, true));
        return true;
      } catch (error) {
        if (!alreadyTold(error)) {
          kit.deps.notify.error(
            kit.deps.translate('chat:reactions.failed', { reason: kit.describe(error) }),
          );
        }
        return false;
      } finally {
        pending.delete(key);
      }
    },

    async loadReactionPeople(message) {
      const open = kit.get().open;
      if (!open || asked.has(message.id)) return;
      const current = shownCopy(message.id) ?? message;
      const unnamed = reactionsOf(current, kit.myUid()).some(
        (reaction) => reaction.count > reaction.people.length,
      );
      if (!unnamed) return;
      asked.add(message.id);
      try {
        const answer = await kit.deps.service.reactionPeople(current);
        kit.patchOpen(open.uid, (now) => placeMessage(now, answer, true));
      } catch (error) {
        // The chip keeps its count ("3 people"): nothing the person must act on.
        asked.delete(message.id);
        kit.logged('Who reacted could not be read', error);
      }
    },
  };
}
