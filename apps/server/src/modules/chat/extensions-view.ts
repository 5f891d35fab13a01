import {
  type ExtensionPeople,
  POLL_MESSAGE_TYPE,
  type PollExtensionData,
  type ReactionsExtensionData,
} from '@wob/api';
import type { Queryable } from '../../db/client';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { broadcastVisibility, imageOf } from '../people/visibility';
import { type ExtensionPersonRow, loadReactions, loadVotes } from './extensions-store';
import type { MessageRow } from './store';

// Polls' results and reactions as a message carries them, where CometChat's extensions put
// them: `metadata['@injected'].extensions.polls` and `.reactions` (@wob/api PollExtensionData,
// ReactionsExtensionData). Every read of messages loads both for all its messages at once
// (`loadExtensions`: one statement for the votes, one for the reactions) and hands them to
// the views (views.ts toChatMessage). The people in them are shown as anyone may see them
// (broadcastVisibility: the real picture only when shown to all, with no age range and no
// block either way; else the generated avatar), so every member reads the same data in an
// answer, a page, a sync or an event.

/** What others did to one message: its poll's votes and its reactions. */
export interface MessageExtras {
  /** Per option index: who voted for it, in the order they voted. */
  votes: Map<number, ExtensionPeople>;
  reactions: ReactionsExtensionData;
}

/** Loaded extras by message id; a message without any has no entry. */
export type MessageExtensions = ReadonlyMap<number, MessageExtras>;

export const NO_EXTENSIONS: MessageExtensions = new Map();

/** A poll message: a custom message of type 'poll' (only `v1/create` stores one). */
export function isPollRow(row: Pick<MessageRow, 'type' | 'category'>): boolean {
  return row.type === POLL_MESSAGE_TYPE && row.category === 'custom';
}

/** Reactions are for what people sent: messages and custom messages, not actions or calls. */
export function isReactable(row: Pick<MessageRow, 'category'>): boolean {
  return row.category === 'message' || row.category === 'custom';
}

function personView(row: ExtensionPersonRow, media: MediaStorage): ExtensionPeople[string] {
  const visibility = broadcastVisibility(
    {
      id: row.userId,
      live: row.live,
      pictureId: row.pictureId,
      showImagesToAll: row.showImagesToAll,
      ageRangeEnabled: row.ageRangeEnabled,
      ageRangeFrom: 0,
      ageRangeTo: 0,
    },
    row.anyBlock,
  );
  return {
    name: row.name,
    avatar: imageOf(
      { id: row.userId, name: row.name, pictureId: row.pictureId },
      visibility,
      media,
    ),
  };
}

/** The votes and reactions of these messages (deleted ones have none), two statements. */
export async function loadExtensions(
  db: Queryable,
  media: MediaStorage,
  rows: readonly MessageRow[],
): Promise<MessageExtensions> {
  const live = rows.filter((row) => row.deletedAt === null && isReactable(row));
  if (live.length === 0) return NO_EXTENSIONS;
  const polls = live.filter(isPollRow).map((row) => row.id);
  const [votes, reactions] = await Promise.all([
    loadVotes(db, polls),
    loadReactions(
      db,
      live.map((row) => row.id),
    ),
  ]);
  const extras = new Map<number, MessageExtras>();
  const of = (id: number): MessageExtras => {
    let found = extras.get(id);
    if (!found) {
      found = { votes: new Map(), reactions: {} };
      extras.set(id, found);
    }
    return found;
  };
  for (const vote of votes) {
    const byOption = of(vote.messageId).votes;
    const voters = byOption.get(vote.option) ?? {};
    voters[vote.userId] = personView(vote, media);
    byOption.set(vote.option, voters);
  }
  for (const reaction of reactions) {
    const map = of(reaction.messageId).reactions;
    const people = map[reaction.emoji] ?? {};
    people[reaction.userId] = personView(reaction, media);
    map[reaction.emoji] = people;
  }
  return extras;
}

/** A poll's question and options as `v1/create` stored them (data.customData). */
function pollContent(
  customData: Record<string, unknown> | undefined,
): { question: string; options: Record<string, string> } | null {
  if (!customData || typeof customData.question !== 'string') return null;
  const options = customData.options;
  if (!options || typeof options !== 'object') return null;
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(options)) {
    if (typeof text === 'string') texts[key] = text;
  }
  return { question: customData.question, options: texts };
}

/** The poll's data with its results (every option, counted, with who voted). */
export function pollData(
  row: MessageRow,
  extras: MessageExtras | undefined,
): PollExtensionData | null {
  const content = pollContent(row.data.customData);
  if (!content) return null;
  let total = 0;
  const results: PollExtensionData['results']['options'] = {};
  for (const [key, text] of Object.entries(content.options)) {
    const voters = extras?.votes.get(Number(key)) ?? {};
    const count = Object.keys(voters).length;
    total += count;
    results[key] = { text, count, voters };
  }
  return {
    id: String(row.id),
    question: content.question,
    options: content.options,
    results: { total, question: content.question, options: results },
  };
}

/**
 * The extensions' part of a message's `@injected.extensions`: the poll's results (a poll
 * message) and the reactions (when it has any). Nothing for a deleted message.
 */
export function injectedExtensions(
  row: MessageRow,
  extensions: MessageExtensions,
): { polls?: PollExtensionData; reactions?: ReactionsExtensionData } {
  if (row.deletedAt !== null) return {};
  const extras = extensions.get(row.id);
  const injected: { polls?: PollExtensionData; reactions?: ReactionsExtensionData } = {};
  if (isPollRow(row)) {
    const poll = pollData(row, extras);
    if (poll) injected.polls = poll;
  }
  if (extras && Object.keys(extras.reactions).length > 0) injected.reactions = extras.reactions;
  return injected;
}
