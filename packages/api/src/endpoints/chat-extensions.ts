import { CreateChatPollSchema, ReactSchema, VoteChatPollSchema } from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';
import { ChatMessageSchema } from './chat-entities';

// The chat service's extensions (spec chat section 7, "Chat service extension calls"), the way
// CometChat's SDK calls them: `callExtension(slug, method, path, body)`. The self-hosted chat
// answers each one at `/chat-api/extensions/<slug>/<version>/<call>`, declared here; the wob
// adapter of @wob/chat finds the endpoint of a call with `chatExtensionEndpoint`, so an
// extension added here (polls, reactions) needs no change in the adapter.

export const CHAT_EXTENSIONS_PATH = '/chat-api/extensions';

/**
 * The custom message type of a sticker (spec chat section 9 names a constant without its
 * value; section 3 lists 'sticker' among the message types). The self-hosted server accepts a
 * custom message of this type only with one of its own stickers; any other custom type is
 * stored as it is and never drawn as a sticker. On CometChat a sticker is
 * 'extension_sticker', as its UI kits name it (@wob/chat's `stickerTypeOf`).
 */
export const STICKER_MESSAGE_TYPE = 'sticker';

/** The `data.type` of a live reaction's transient message, and its default reaction. */
export const LIVE_REACTION_TYPE = 'live_reaction';
export const LIVE_REACTION_DEFAULT = 'heart';

/** Spec chat section 3: Sticker. Orders count from 1. */
export const StickerSchema = v.object({
  stickerUrl: v.string(),
  stickerName: v.string(),
  stickerSetName: v.string(),
  stickerSetOrder: v.number(),
  stickerOrder: v.number(),
});
export type Sticker = v.InferOutput<typeof StickerSchema>;

/** What `stickers` `v1/fetch` answers: each list sorted by set order, then sticker order. */
export const StickersSchema = v.object({
  customStickers: v.array(StickerSchema),
  defaultStickers: v.array(StickerSchema),
});
export type Stickers = v.InferOutput<typeof StickersSchema>;

/** A sticker message's `data.customData` (spec chat section 3). */
export interface StickerCustomData {
  sticker_url: string;
  sticker_name: string;
}

export const chatStickersFetch = defineEndpoint({
  id: 'chatStickersFetch',
  method: 'GET',
  path: `${CHAT_EXTENSIONS_PATH}/stickers/v1/fetch`,
  summary:
    'The sticker sets: default (the product’s own) and custom ones, each sorted by set order and sticker order.',
  tag: 'chat-api',
  auth: 'required',
  request: v.object({}),
  response: StickersSchema,
});

// Polls and reactions. Both live in a message's metadata where CometChat's extensions put them,
// `metadata['@injected'].extensions.polls` and `.reactions` (PollExtensionData and
// ReactionsExtensionData below), so one reader in @wob/chat reads both adapters' messages.
// Every vote and reaction changes the message for everyone in the conversation: the server
// answers the message as it now is and sends it to them as `chat.message.updated`.

/**
 * The custom message type of a poll on the self-hosted server (spec chat section 3 lists
 * 'poll' among the message types); only `v1/create` makes one. CometChat's is
 * 'extension_poll' (@wob/chat's `pollTypeOf`).
 */
export const POLL_MESSAGE_TYPE = 'poll';

/** A poll message's `data.customData`: the question and the options by index ('1', '2', …). */
export interface PollCustomData {
  question: string;
  options: Record<string, string>;
}

/** Who voted or reacted, as the extensions name them: uid → name and avatar. */
export type ExtensionPeople = Record<string, { name: string; avatar?: string }>;

/**
 * `metadata['@injected'].extensions.polls` (spec chat section 3, Poll: id, question, options,
 * results with total and per option text and count, voters map).
 */
export interface PollExtensionData {
  /** The poll message's id. */
  id: string;
  question: string;
  options: Record<string, string>;
  results: {
    total: number;
    question: string;
    options: Record<string, { text: string; count: number; voters?: ExtensionPeople }>;
  };
}

/**
 * `metadata['@injected'].extensions.reactions` (spec chat section 3, Reactions: a map of emoji,
 * in colon form, to a map of the reacting users, each with a name), in the order the emoji
 * were first used.
 */
export type ReactionsExtensionData = Record<string, ExtensionPeople>;

export const chatPollsCreate = defineEndpoint({
  id: 'chatPollsCreate',
  method: 'POST',
  path: `${CHAT_EXTENSIONS_PATH}/polls/v1/create`,
  summary:
    'Ask a poll in a conversation: a custom message of type poll, sent like any message (idempotent on sender and muid when one is given).',
  tag: 'chat-api',
  auth: 'required',
  request: CreateChatPollSchema,
  response: ChatMessageSchema,
});

export const chatPollsVote = defineEndpoint({
  id: 'chatPollsVote',
  method: 'POST',
  path: `${CHAT_EXTENSIONS_PATH}/polls/v1/vote`,
  summary:
    'Vote once in a poll of a conversation one reads; a second vote is refused (409 alreadyVoted). Answers the poll message with its results.',
  tag: 'chat-api',
  auth: 'required',
  request: VoteChatPollSchema,
  response: ChatMessageSchema,
});

export const chatReactionsReact = defineEndpoint({
  id: 'chatReactionsReact',
  method: 'POST',
  path: `${CHAT_EXTENSIONS_PATH}/reactions/v1/react`,
  summary:
    'React to a message of a conversation one reads with an emoji in colon form: toggles, or adds or removes with `action`. One reaction per person per emoji. Answers the message.',
  tag: 'chat-api',
  auth: 'required',
  request: ReactSchema,
  response: ChatMessageSchema,
});

export const chatExtensionEndpoints = {
  chatStickersFetch,
  chatPollsCreate,
  chatPollsVote,
  chatReactionsReact,
} as const;

type ChatExtensionEndpoint = (typeof chatExtensionEndpoints)[keyof typeof chatExtensionEndpoints];

/**
 * The endpoint that answers `callExtension(slug, method, path)`, or null when the chat has no
 * such call. `path` is the extension's own ('v1/fetch'; a leading slash is allowed, as
 * CometChat's SDKs allow it).
 */
export function chatExtensionEndpoint(
  slug: string,
  method: string,
  path: string,
): ChatExtensionEndpoint | null {
  const wanted = `${CHAT_EXTENSIONS_PATH}/${slug}/${path.replace(/^\/+/, '')}`;
  for (const endpoint of Object.values(chatExtensionEndpoints)) {
    if (endpoint.path === wanted && endpoint.method === method.toUpperCase()) return endpoint;
  }
  return null;
}
