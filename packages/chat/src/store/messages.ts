import type { ChatMessage, ReceiverType } from '../service/port';

// Pure rules about messages that the store and the bubbles share.

/** What the person sees of a message that exists only here so far (spec: `_composedAt`, `error`). */
export interface LocalPart {
  /** 'sending' until the stored message replaces it; 'error' once the send failed. */
  state: 'sending' | 'error';
  /** The failure in words (spec section 8: the message keeps the error). */
  error?: string;
  /** Upload progress of a media message, 0 to 1. */
  progress?: number;
  /** The file of a media message, kept for a retry. */
  file?: File;
}

/** A message of the open conversation: a stored one, or a local copy with `local`. */
export interface ShownMessage extends ChatMessage {
  local?: LocalPart;
}

export type DeliveryState = 'sending' | 'sent' | 'delivered' | 'seen' | 'error';

/**
 * Spec chat section 4, for one's own messages. Direct chat: error, else seen (readAt), else
 * delivered (deliveredAt), else sent (sentAt), else sending. Group chat: error, else sent, else
 * sending.
 */
export function deliveryStateOf(
  message: ShownMessage,
  receiverType: ReceiverType = 'user',
): DeliveryState {
  if (message.local?.state === 'error') return 'error';
  if (message.local?.state === 'sending') return 'sending';
  if (receiverType === 'user') {
    if (message.readAt !== null) return 'seen';
    if (message.deliveredAt !== null) return 'delivered';
  }
  return message.sentAt ? 'sent' : 'sending';
}

/** Message ids are decimal strings whose order is the order of sending. */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function isLocal(message: ShownMessage): boolean {
  return message.local !== undefined;
}

/** The same message: the same stored id, or the same client id of the same sender. */
export function sameMessage(a: ShownMessage, b: ShownMessage): boolean {
  if (!isLocal(a) && !isLocal(b)) return a.id === b.id;
  return a.muid !== null && a.muid === b.muid && a.sender.uid === b.sender.uid;
}

function laterOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

/**
 * A newer copy of a message that is already shown: receipts never go back (a late answer of
 * the send must not turn 'seen' into 'sent'), and a deletion or an edit is kept.
 */
function merged(shown: ShownMessage, incoming: ChatMessage): ShownMessage {
  const older = !isLocal(shown) && compareIds(incoming.seq, shown.seq) < 0;
  const base: ShownMessage = older ? { ...shown } : { ...incoming };
  base.deliveredAt = laterOf(shown.deliveredAt, incoming.deliveredAt);
  base.readAt = laterOf(shown.readAt, incoming.readAt);
  delete base.local;
  return base;
}

/**
 * Puts a stored message into the list, oldest first: it replaces its local copy (by client id)
 * or its earlier version (by id), so a message is never shown twice; local copies stay last.
 */
export function mergeMessage(list: readonly ShownMessage[], incoming: ChatMessage): ShownMessage[] {
  const index = list.findIndex(
    (shown) =>
      shown.id === incoming.id ||
      (incoming.muid !== null &&
        shown.muid === incoming.muid &&
        shown.sender.uid === incoming.sender.uid),
  );
  if (index >= 0) {
    const shown = list[index] as ShownMessage;
    const next = merged(shown, incoming);
    if (!isLocal(shown)) {
      const copy = list.slice();
      copy[index] = next;
      return copy;
    }
    // A local copy sits among the last ones: the stored message takes its place in id order.
    const rest = list.filter((_, position) => position !== index);
    return insertStored(rest, next);
  }
  return insertStored(list, incoming);
}

function insertStored(list: readonly ShownMessage[], message: ShownMessage): ShownMessage[] {
  let firstLocal = list.length;
  while (firstLocal > 0 && isLocal(list[firstLocal - 1] as ShownMessage)) firstLocal -= 1;
  let at = firstLocal;
  while (at > 0 && compareIds((list[at - 1] as ShownMessage).id, message.id) > 0) at -= 1;
  return [...list.slice(0, at), message, ...list.slice(at)];
}

/** Older messages fetched by scrolling up, before the shown ones (duplicates dropped). */
export function prependMessages(
  list: readonly ShownMessage[],
  older: readonly ChatMessage[],
): ShownMessage[] {
  const known = new Set(list.filter((message) => !isLocal(message)).map((message) => message.id));
  return [...older.filter((message) => !known.has(message.id)), ...list];
}

/**
 * Whether one grapheme (an `Intl.Segmenter` segment) is an emoji: a pictograph, a flag, or a
 * keycap. Digits, # and * alone are text (they are emoji only with U+20E3).
 */
export function isEmojiGrapheme(segment: string): boolean {
  if (segment.includes('\u20E3')) return true;
  if (/^[0-9#*]/u.test(segment)) return false;
  return /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(segment);
}

/** Whether a text is only emoji, and how many (spec section 9: 48 px for 1, 36 for 2, 24 for more). */
export function emojiOnlyCount(text: string): number {
  const trimmed = text.trim();
  if (!trimmed) return 0;
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const { segment } of segmenter.segment(trimmed)) {
    if (/^\s+$/u.test(segment)) continue;
    if (!isEmojiGrapheme(segment)) return 0;
    count += 1;
  }
  return count;
}

/** The emoji-only font size of spec section 9, or null for ordinary text. */
export function emojiOnlySize(text: string | undefined): 48 | 36 | 24 | null {
  const count = emojiOnlyCount(text ?? '');
  if (count === 0) return null;
  if (count === 1) return 48;
  if (count === 2) return 36;
  return 24;
}
