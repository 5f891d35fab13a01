import * as v from 'valibot';
import { defineEndpoint } from '../contract';

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

export const chatExtensionEndpoints = {
  chatStickersFetch,
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
