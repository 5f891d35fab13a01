import {
  POLL_MESSAGE_TYPE,
  type ChatMessage,
  type ExtensionPeople,
  type PollCustomData,
  type PollExtensionData,
} from '@wob/api';
import type { ChatServiceKind } from './port';

// Polls as every adapter shows them: the custom type of a poll message on each service
// (`pollTypeOf`, as stickers.ts's `stickerTypeOf`) and one reader of a poll message
// (`pollOf`) for both adapters' messages, since both keep the results where CometChat's polls
// extension does: `metadata['@injected'].extensions.polls` (PollExtensionData of @wob/api).

export type { ExtensionPeople, PollCustomData, PollExtensionData };
export { POLL_MESSAGE_TYPE };

/** The custom type of a poll on CometChat, as its polls extension sends it. */
export const COMETCHAT_POLL_TYPE = 'extension_poll';

/** The custom type of a poll message on a service: 'poll' on Woble's own server. */
export function pollTypeOf(kind: ChatServiceKind): string {
  return kind === 'cometchat' ? COMETCHAT_POLL_TYPE : POLL_MESSAGE_TYPE;
}

/** One option of a poll as shown. */
export interface PollOptionView {
  /** The option's index as the wire names it (from 1): what `votePoll` takes. */
  index: number;
  text: string;
  count: number;
  /** Rounded to a whole number: count over total, 0 when no one voted. */
  percentage: number;
  /** Who voted for it, by uid, in the order the service lists them. */
  voters: Array<{ uid: string; name: string; avatar?: string }>;
}

/** A poll message as the bubble shows it. */
export interface PollView {
  /** The poll message's id. */
  id: string;
  question: string;
  options: PollOptionView[];
  total: number;
  /** The index of the option the reader voted for, or null. */
  votePolled: number | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole, non-negative count, or 0. */
function countOf(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : 0;
}

/** The option texts by index: `{ '1': text, … }` (an array counts from 1 too). */
function optionTexts(value: unknown): Map<number, string> {
  const texts = new Map<number, string>();
  const entries = Array.isArray(value)
    ? value.map((text, at) => [String(at + 1), text] as const)
    : isRecord(value)
      ? Object.entries(value)
      : [];
  for (const [key, text] of entries) {
    const index = Number(key);
    if (Number.isInteger(index) && index >= 1 && typeof text === 'string') texts.set(index, text);
  }
  return texts;
}

function votersOf(value: unknown): PollOptionView['voters'] {
  if (!isRecord(value)) return [];
  const voters: PollOptionView['voters'] = [];
  for (const [uid, person] of Object.entries(value)) {
    const name = isRecord(person) && typeof person.name === 'string' ? person.name : uid;
    const avatar = isRecord(person) && typeof person.avatar === 'string' ? person.avatar : '';
    voters.push(avatar ? { uid, name, avatar } : { uid, name });
  }
  return voters;
}

/** The polls extension's data of a message, when it has any. */
function extensionData(message: ChatMessage): Record<string, unknown> | null {
  const injected = message.metadata?.['@injected'];
  const extensions = isRecord(injected) ? injected.extensions : undefined;
  const polls = isRecord(extensions) ? extensions.polls : undefined;
  return isRecord(polls) ? polls : null;
}

/**
 * The poll a message shows (`type`: the service's, pollTypeOf), read from its polls metadata,
 * else from its `customData` with no votes yet; null when it is no poll, is deleted, or has no
 * question or fewer than two options. Options come in index order; unknown or broken parts of
 * the results count as no votes.
 */
export function pollOf(message: ChatMessage, myUid: string | null, type: string): PollView | null {
  if (message.category !== 'custom' || message.type !== type || message.deletedAt !== null) {
    return null;
  }
  const data = extensionData(message);
  const custom = message.data.customData;
  const results = isRecord(data?.results) ? data.results : {};
  const resultOptions = isRecord(results.options) ? results.options : {};
  const question =
    typeof data?.question === 'string' && data.question.trim() !== ''
      ? data.question
      : typeof custom?.question === 'string'
        ? custom.question
        : '';
  let texts = optionTexts(data?.options);
  if (texts.size < 2) texts = optionTexts(custom?.options);
  if (question.trim() === '' || texts.size < 2) return null;

  let votePolled: number | null = null;
  const options = [...texts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, text]): PollOptionView => {
      const result = resultOptions[String(index)];
      const voters = votersOf(isRecord(result) ? result.voters : undefined);
      if (myUid !== null && votePolled === null && voters.some((voter) => voter.uid === myUid)) {
        votePolled = index;
      }
      return {
        index,
        text,
        count: isRecord(result) ? countOf(result.count) : 0,
        percentage: 0,
        voters,
      };
    });
  // The total is the options' sum, so percentages never pass 100 whatever `total` says.
  const total = options.reduce((sum, option) => sum + option.count, 0);
  for (const option of options) {
    option.percentage = total === 0 ? 0 : Math.round((option.count / total) * 100);
  }
  const id = typeof data?.id === 'string' && data.id !== '' ? data.id : message.id;
  return { id, question, options, total, votePolled };
}

/** A poll message's question, for a list preview (or null when it is no poll). */
export function pollQuestionOf(message: ChatMessage, type: string): string | null {
  return pollOf(message, null, type)?.question ?? null;
}

/** Above this share an option's bar covers its text, so the text turns white (spec section 9). */
export const POLL_WHITE_TEXT_ABOVE = 90;
