import {
  LIVE_REACTION_DEFAULT,
  LIVE_REACTION_TYPE,
  STICKER_MESSAGE_TYPE,
  type ChatMessage,
  type Sticker,
  type StickerCustomData,
  type Stickers,
} from '@wob/api';
import type {
  ChatService,
  ChatServiceKind,
  OutgoingCustom,
  Receiver,
  TransientMessage,
} from './port';

// Typed calls on top of the port's one `callExtension` (as CometChat's UI kits build theirs on
// `CometChat.callExtension`), the same for every adapter: the stickers extension's `v1/fetch`,
// sticker messages and live reactions.

export type { Sticker, StickerCustomData, Stickers };
export { LIVE_REACTION_DEFAULT, LIVE_REACTION_TYPE, STICKER_MESSAGE_TYPE };

/** The custom type of a sticker on CometChat, as its UI kits send and draw stickers. */
export const COMETCHAT_STICKER_TYPE = 'extension_sticker';

/**
 * The custom type of a sticker message on a service: 'sticker' on Woble's own server (which
 * accepts that type only with one of its stickers), CometChat's 'extension_sticker' there, so
 * stickers of other CometChat clients show too. Only a message of this type is drawn as a
 * sticker: any other custom message never loads a URL from its data.
 */
export function stickerTypeOf(kind: ChatServiceKind): string {
  return kind === 'cometchat' ? COMETCHAT_STICKER_TYPE : STICKER_MESSAGE_TYPE;
}

/** One set of the sticker keyboard: its name and stickers in order. */
export interface StickerSet {
  name: string;
  stickers: Sticker[];
}

function toNumber(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

/** One sticker of an answer; CometChat's extension sends the orders as strings. */
function toSticker(raw: unknown): Sticker | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const item = raw as Record<string, unknown>;
  if (typeof item.stickerUrl !== 'string' || item.stickerUrl === '') return null;
  return {
    stickerUrl: item.stickerUrl,
    stickerName: typeof item.stickerName === 'string' ? item.stickerName : '',
    stickerSetName: typeof item.stickerSetName === 'string' ? item.stickerSetName : '',
    stickerSetOrder: toNumber(item.stickerSetOrder),
    stickerOrder: toNumber(item.stickerOrder),
  };
}

/** Sorted by set order, grouped by set name (a set keeps its first place), then by sticker order. */
function ordered(list: unknown): Sticker[] {
  const stickers = (Array.isArray(list) ? list : [])
    .map(toSticker)
    .filter((sticker): sticker is Sticker => sticker !== null);
  const setRank = new Map<string, number>();
  const bySetOrder = [...stickers].sort((a, b) => a.stickerSetOrder - b.stickerSetOrder);
  for (const sticker of bySetOrder) {
    if (!setRank.has(sticker.stickerSetName)) setRank.set(sticker.stickerSetName, setRank.size);
  }
  return stickers.sort(
    (a, b) =>
      (setRank.get(a.stickerSetName) ?? 0) - (setRank.get(b.stickerSetName) ?? 0) ||
      a.stickerOrder - b.stickerOrder,
  );
}

/** Spec chat section 7: stickers GET v1/fetch, answered as ordered lists whatever the service. */
export async function fetchStickers(service: ChatService): Promise<Stickers> {
  const answer = (await service.callExtension('stickers', 'GET', 'v1/fetch')) as
    | Record<string, unknown>
    | null
    | undefined;
  return {
    customStickers: ordered(answer?.customStickers),
    defaultStickers: ordered(answer?.defaultStickers),
  };
}

/** The keyboard's sets: default sets first, then custom ones, each in order. */
export function stickerSetsOf(stickers: Stickers): StickerSet[] {
  const sets: StickerSet[] = [];
  for (const sticker of [...stickers.defaultStickers, ...stickers.customStickers]) {
    const last = sets.at(-1);
    if (last?.name === sticker.stickerSetName) last.stickers.push(sticker);
    else sets.push({ name: sticker.stickerSetName, stickers: [sticker] });
  }
  return sets;
}

/** A sticker message's outgoing part (spec chat section 3: sticker_url, sticker_name). */
export function stickerMessage(
  sticker: Sticker,
  type: string,
): Pick<OutgoingCustom, 'customType' | 'customData'> {
  const customData: StickerCustomData = {
    sticker_url: sticker.stickerUrl,
    sticker_name: sticker.stickerName,
  };
  return { customType: type, customData: { ...customData } };
}

/** The sticker a message shows (`type`: the service's, stickerTypeOf), or null for none. */
export function stickerOf(message: ChatMessage, type: string): StickerCustomData | null {
  if (message.category !== 'custom' || message.type !== type) return null;
  const data = message.data.customData;
  if (typeof data?.sticker_url !== 'string' || data.sticker_url === '') return null;
  return {
    sticker_url: data.sticker_url,
    sticker_name: typeof data.sticker_name === 'string' ? data.sticker_name : '',
  };
}

/** Sends a live reaction (spec chat section 3: data.type and data.reaction; default heart). */
export function sendLiveReaction(
  service: ChatService,
  receiver: Receiver,
  reaction: string = LIVE_REACTION_DEFAULT,
): void {
  service.sendTransientMessage(receiver, { type: LIVE_REACTION_TYPE, reaction });
}

/** The reaction a transient message carries, or null when it is no live reaction. */
export function liveReactionOf(message: TransientMessage): string | null {
  const { type, reaction } = message.data;
  return type === LIVE_REACTION_TYPE && typeof reaction === 'string' && reaction !== ''
    ? reaction
    : null;
}
