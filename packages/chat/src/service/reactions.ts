import type { ChatMessage, ExtensionPeople, ReactionsExtensionData } from '@wob/api';
import { REACTION_EMOJI_PATTERN } from '@wob/validation';

// Reactions as both adapters carry them: in the message's metadata where CometChat's reactions
// extension puts them, `metadata['@injected'].extensions.reactions` (ReactionsExtensionData of
// @wob/api: emoji in colon form → uid → { name, avatar }), in the order the emoji were first
// used. The cometchat adapter writes the SDK's reactions into the same shape
// (cometchat/reactions.ts), so one reader serves the UI for every service.

/** One emoji's reactions on a message, as the chips under the bubble show them. */
export interface MessageReaction {
  /** Colon form: ':heart:', ':+1::skin-tone-3:'. */
  emoji: string;
  /** People who reacted; at least `people.length` (CometChat may tell counts without names). */
  count: number;
  reactedByMe: boolean;
  /** Who reacted, in the map's order, with their names (uid, name, avatar). */
  people: Array<{ uid: string; name: string; avatar?: string }>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Where a message keeps a count it has no names for: `metadata['@injected'].extensions
 * .reactions` holds the people; CometChat's SDK can tell more reactions than it names
 * (`getReactions()` carries counts, the names come by request), so the cometchat adapter keeps
 * the counts beside them under this key: emoji → { count, reactedByMe }.
 */
export const REACTION_COUNTS_KEY = 'reactionCounts';

/** The reactions extension's map of a message, or null when it has none (or it is no map). */
export function reactionsDataOf(
  message: Pick<ChatMessage, 'metadata'>,
): Record<string, unknown> | null {
  const injected = message.metadata?.['@injected'];
  const extensions = isRecord(injected) ? injected.extensions : undefined;
  const data = isRecord(extensions) ? extensions.reactions : undefined;
  return isRecord(data) ? data : null;
}

function peopleOf(value: unknown): MessageReaction['people'] {
  if (!isRecord(value)) return [];
  const people: MessageReaction['people'] = [];
  for (const [uid, person] of Object.entries(value)) {
    if (!uid || !isRecord(person) || typeof person.name !== 'string') continue;
    const avatar = typeof person.avatar === 'string' && person.avatar ? person.avatar : undefined;
    people.push(avatar ? { uid, name: person.name, avatar } : { uid, name: person.name });
  }
  return people;
}

function countsOf(message: Pick<ChatMessage, 'metadata'>): Record<string, unknown> {
  const counts = message.metadata?.[REACTION_COUNTS_KEY];
  return isRecord(counts) ? counts : {};
}

/**
 * The reactions a message shows, in the order the emoji were first used: each known emoji
 * (colon form) with its count, whether `myUid` is among them, and who. An entry that is not
 * an emoji in colon form, or has nobody, is left out (spec chat section 5: reactions are shown
 * only when known). A deleted message shows none.
 */
export function reactionsOf(
  message: Pick<ChatMessage, 'metadata' | 'deletedAt'>,
  myUid: string | null,
): MessageReaction[] {
  if (message.deletedAt !== null) return [];
  const data = reactionsDataOf(message);
  if (!data) return [];
  const counts = countsOf(message);
  const reactions: MessageReaction[] = [];
  for (const [emoji, value] of Object.entries(data)) {
    if (!REACTION_EMOJI_PATTERN.test(emoji)) continue;
    const people = peopleOf(value);
    const extra = counts[emoji];
    const told = isRecord(extra) && typeof extra.count === 'number' ? Math.floor(extra.count) : 0;
    const count = Math.max(people.length, told);
    if (count < 1) continue;
    const mine =
      (myUid !== null && people.some((person) => person.uid === myUid)) ||
      (isRecord(extra) && extra.reactedByMe === true);
    reactions.push({ emoji, count, reactedByMe: mine, people });
  }
  return reactions;
}

/** The message with `data` as its reactions map (the rest of its metadata kept). */
export function withReactions<T extends Pick<ChatMessage, 'metadata'>>(
  message: T,
  data: ReactionsExtensionData,
): T {
  const metadata = message.metadata ?? {};
  const injected = isRecord(metadata['@injected']) ? metadata['@injected'] : {};
  const extensions = isRecord(injected.extensions) ? injected.extensions : {};
  return {
    ...message,
    metadata: {
      ...metadata,
      '@injected': { ...injected, extensions: { ...extensions, reactions: data } },
    },
  };
}

export type { ExtensionPeople, ReactionsExtensionData };
