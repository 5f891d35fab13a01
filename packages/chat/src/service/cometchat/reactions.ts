import type { ExtensionPeople, ReactionsExtensionData } from '@wob/api';
import { knownReactionChar, knownReactionColon, loadColonNames } from '../../emoji/reaction-emoji';
import { ChatError, type ChatMessage, type ChatReactions } from '../port';
import { REACTION_COUNTS_KEY, reactionsDataOf, withReactions } from '../reactions';
import type { CometChatContext } from './context';
import type { CometChatEvents } from './events';
import type { CometChatNamespace, SdkMessage, SdkReaction, SdkReactionEvent } from './sdk';
import type { CometChatSession } from './session';

// Reactions on CometChat: the SDK's `addReaction` / `removeReaction` with the emoji's
// character (CometChat's reactions are characters; ours travel in colon form, converted by the
// picker set's names, emoji-colon.ts, loaded with the SDK). A message's `getReactions()` gives
// per reaction a count and whether the logged-in person is among them, but no names: the
// adapter writes the counts beside the reactions map (`REACTION_COUNTS_KEY`, read by
// `reactionsOf`) and fills the map with the names it knows: its own, those the reaction events
// named (`onMessageReactionAdded` / `…Removed`), and those a `ReactionsRequestBuilder` page
// answered after one's own change. The events are told as `onMessageUpdated` with the message
// read back (`getMessageDetails`), as a thread parent's count is.

/** Names known per message id → colon emoji → people. */
export type ReactionNames = Map<string, Map<string, ExtensionPeople>>;

const NAMES_KEPT = 500;

/** The reactions part of `toChatMessage`: the map (without names) and the counts. */
export function reactionsMetadataOf(message: SdkMessage): Record<string, unknown> | null {
  const counts: Record<string, { count: number; reactedByMe: boolean }> = {};
  const data: ReactionsExtensionData = {};
  for (const reaction of message.getReactions?.() ?? []) {
    const emoji = knownReactionColon(reaction.getReaction());
    const count = reaction.getCount();
    if (!emoji || !(count > 0)) continue;
    data[emoji] = {};
    counts[emoji] = { count, reactedByMe: reaction.getReactedByMe() };
  }
  if (Object.keys(counts).length === 0) return null;
  return withReactions({ metadata: { [REACTION_COUNTS_KEY]: counts } }, data).metadata ?? null;
}

function namesOf(names: ReactionNames, messageId: string): Map<string, ExtensionPeople> {
  let known = names.get(messageId);
  if (!known) {
    known = new Map();
    names.set(messageId, known);
    if (names.size > NAMES_KEPT) {
      const oldest = names.keys().next().value;
      if (oldest !== undefined) names.delete(oldest);
    }
  }
  return known;
}

/** Notes (or forgets) who reacted, from a reaction of the SDK. */
export function noteReaction(names: ReactionNames, reaction: SdkReaction, added: boolean): void {
  const emoji = knownReactionColon(reaction.getReaction());
  if (!emoji) return;
  const known = namesOf(names, String(reaction.getMessageId()));
  const people = { ...known.get(emoji) };
  if (added) {
    const by = reaction.getReactedBy();
    const name = by.getName();
    const avatar = by.getAvatar();
    people[reaction.getUid()] = avatar ? { name, avatar } : { name };
  } else {
    delete people[reaction.getUid()];
  }
  known.set(emoji, people);
}

/** The message with the names known of its reactions, each emoji's count kept. */
export function withReactionNames(names: ReactionNames, message: ChatMessage): ChatMessage {
  const data = reactionsDataOf(message);
  const known = names.get(message.id);
  if (!data || !known) return message;
  const counts = (message.metadata?.[REACTION_COUNTS_KEY] ?? {}) as Record<
    string,
    { count?: number } | undefined
  >;
  const filled: ReactionsExtensionData = {};
  for (const emoji of Object.keys(data)) {
    const people = Object.entries(known.get(emoji) ?? {});
    // Never more names than CometChat counts (a removal the events have not told yet).
    const count = counts[emoji]?.count ?? people.length;
    filled[emoji] = Object.fromEntries(people.slice(0, count));
  }
  return withReactions(message, filled);
}

/** The reaction event's message, read back, as the port's update. */
export function tellReaction(
  context: CometChatContext,
  events: Pick<CometChatEvents, 'mapSeen'> & { tellUpdated(message: ChatMessage): void },
  readBack: (messageId: string) => Promise<SdkMessage>,
  event: SdkReactionEvent,
  added: boolean,
): void {
  const reaction = event.getReaction();
  noteReaction(context.state.reactionNames, reaction, added);
  readBack(String(reaction.getMessageId())).then(
    (sdk) => {
      const mapped = events.mapSeen(sdk);
      if (!mapped) return;
      events.tellUpdated(withReactionNames(context.state.reactionNames, mapped));
    },
    (error: unknown) => context.log('A reacted message could not be read', error),
  );
}

export function createReactions(
  context: CometChatContext,
  events: CometChatEvents,
  session: CometChatSession,
): ChatReactions {
  const names = context.state.reactionNames;

  /** Who reacted to the message (one page of 100), in place of the names known so far. */
  async function readNames(CometChat: CometChatNamespace, messageId: string): Promise<void> {
    try {
      const page = await new CometChat.ReactionsRequestBuilder()
        .setMessageId(Number(messageId))
        .setLimit(100)
        .build()
        .fetchNext();
      const known = namesOf(names, messageId);
      known.clear();
      for (const reaction of page) noteReaction(names, reaction, true);
    } catch (error) {
      context.log('Who reacted could not be read', error);
    }
  }

  function react(messageId: string, emoji: string, added: boolean): Promise<ChatMessage> {
    return session.run(async ({ CometChat }) => {
      const char =
        knownReactionChar(emoji) ?? (await loadColonNames().then((t) => t.charOfColon(emoji)));
      if (!char) throw new ChatError('invalid', 'Choose an emoji', 422);
      let sdk: SdkMessage;
      try {
        sdk = added
          ? await CometChat.addReaction(messageId, char)
          : await CometChat.removeReaction(messageId, char);
      } catch (error) {
        // Adding what is there or removing what is not: CometChat refuses; we answer the
        // message as it is (the port's "do nothing more when it already is so").
        sdk = await CometChat.getMessageDetails(messageId).catch(() => {
          throw error;
        });
        const mine = (sdk.getReactions?.() ?? []).find(
          (reaction) => knownReactionColon(reaction.getReaction()) === emoji,
        );
        if ((mine?.getReactedByMe() ?? false) !== added) throw error;
      }
      await readNames(CometChat, messageId);
      const mapped = events.mapSeen(sdk);
      if (!mapped) throw new ChatError('not-found', '', 404);
      return withReactionNames(names, mapped);
    });
  }
  return {
    addReaction: (messageId, emoji) => react(messageId, emoji, true),
    removeReaction: (messageId, emoji) => react(messageId, emoji, false),
    reactionPeople: (message) =>
      session.run(async ({ CometChat }) => {
        await readNames(CometChat, message.id);
        return withReactionNames(names, message);
      }),
  };
}
