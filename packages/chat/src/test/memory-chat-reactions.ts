import type { ReactionsExtensionData } from '@wob/api';
import { REACTION_EMOJI_PATTERN, type ReactionAction } from '@wob/validation';
import { ChatError, type ChatMessage, type ChatReactions } from '../service/port';
import { reactionsDataOf, withReactions } from '../service/reactions';
import { MemoryChatPollOps } from './memory-chat-polls';

// Reactions on the in-memory chat, with the self-hosted server's rules: an emoji in colon form
// on a message of a conversation the person reads (not a deleted one), once per person per
// emoji; the map (emoji → uid → name, avatar) in the message's metadata in the order emoji were
// first used. A change bumps the message and reaches every other tab of the conversation as
// `onMessageUpdated`; adding what is there, or removing what is not, changes nothing and tells
// nobody. Fail point 'extension' (the server's extension calls).

export abstract class MemoryChatReactionOps extends MemoryChatPollOps implements ChatReactions {
  addReaction(messageId: string, emoji: string): Promise<ChatMessage> {
    return this.react(messageId, emoji, 'add');
  }

  removeReaction(messageId: string, emoji: string): Promise<ChatMessage> {
    return this.react(messageId, emoji, 'remove');
  }

  /** The double's messages name everyone who reacted, as the server's do. */
  async reactionPeople(message: ChatMessage): Promise<ChatMessage> {
    this.count('reactionPeople', message.id);
    return message;
  }

  private async react(id: string, emoji: string, action: ReactionAction): Promise<ChatMessage> {
    this.count(action === 'add' ? 'addReaction' : 'removeReaction', id, emoji);
    await this.online('extension');
    if (!REACTION_EMOJI_PATTERN.test(emoji)) throw new ChatError('invalid', 'Choose an emoji', 422);
    const message = this.readable(id);
    if (message.deletedAt !== null) throw new ChatError('invalid', '', 422);
    const data = structuredClone(reactionsDataOf(message) ?? {}) as ReactionsExtensionData;
    const people = data[emoji] ?? {};
    const mine = this.uid in people;
    if (action === 'add' ? mine : !mine) return this.copy(message);
    if (action === 'add') {
      const { name, avatar } = this.world.sender(this.uid);
      data[emoji] = { ...people, [this.uid]: avatar ? { name, avatar } : { name } };
    } else {
      const { [this.uid]: _gone, ...rest } = people;
      if (Object.keys(rest).length > 0) data[emoji] = rest;
      else delete data[emoji];
    }
    message.metadata = withReactions(message, data).metadata;
    this.world.bump(message);
    const tabs =
      message.receiverType === 'group'
        ? this.groupTabs(message.receiverId)
        : [
            ...this.world.tabsOf(message.sender.uid, this),
            ...this.world.tabsOf(message.receiverId, this),
          ];
    for (const tab of new Set(tabs)) {
      if (tab !== this) tab.emitMessage('onMessageUpdated', this.copy(message));
    }
    return this.copy(message);
  }

  /** A message of a conversation this person reads (a group's only while a member). */
  private readable(id: string): ChatMessage {
    const stored = this.world.messages.find((candidate) => candidate.id === id);
    if (!stored) throw new ChatError('not-found', '', 404);
    const readable =
      stored.receiverType === 'group'
        ? this.messagesWith(stored.receiverId, 'group')
        : this.world.visible(
            this.uid,
            stored.sender.uid === this.uid ? stored.receiverId : stored.sender.uid,
          );
    const message = readable.find((candidate) => candidate.id === id);
    if (!message) throw new ChatError('not-found', '', 404);
    return message;
  }
}

/** Gives a seeded message reactions, as if people had reacted (stories and tests). */
export function seedReactions(message: ChatMessage, data: ReactionsExtensionData): ChatMessage {
  message.metadata = withReactions(message, data).metadata;
  return message;
}
