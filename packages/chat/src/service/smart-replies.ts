import type { ChatMessage } from '@wob/api';

// Smart replies as both adapters carry them: in the message's metadata where CometChat's
// smart-reply extension puts them, `metadata['@injected'].extensions['smart-reply']`, either
// flat (`reply_positive`, `reply_neutral`, `reply_negative`: CometChat's extension, and our
// server's one-to-one texts, in the receiver's language) or per language (`da` / `en`, each with
// the three: our server's group texts, since each member reads their own language).

/** Three suggested answers to a message: positive, neutral and negative. */
export interface SmartReplies {
  positive: string;
  neutral: string;
  negative: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function repliesIn(value: unknown): SmartReplies | null {
  if (!isRecord(value)) return null;
  const { reply_positive: positive, reply_neutral: neutral, reply_negative: negative } = value;
  if (typeof positive !== 'string' || typeof neutral !== 'string' || typeof negative !== 'string')
    return null;
  if (!positive.trim() || !neutral.trim() || !negative.trim()) return null;
  return { positive, neutral, negative };
}

/**
 * The suggested answers a message carries for a reader of `language` ('da', 'en'): that
 * language's when the message has one per language, else the flat ones (English when the
 * reader's language is neither); null when it has none
 * (or they are malformed, or the message was deleted).
 */
export function smartRepliesOf(
  message: Pick<ChatMessage, 'metadata' | 'deletedAt'>,
  language: string,
): SmartReplies | null {
  if (message.deletedAt !== null) return null;
  const injected = message.metadata?.['@injected'];
  const extensions = isRecord(injected) ? injected.extensions : undefined;
  const data = isRecord(extensions) ? extensions['smart-reply'] : undefined;
  if (!isRecord(data)) return null;
  const base = language.slice(0, 2).toLowerCase();
  // Another language reads the flat ones, else the English ones.
  return repliesIn(data[base]) ?? repliesIn(data) ?? repliesIn(data.en);
}
