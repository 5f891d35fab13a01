import type { Sticker, Stickers } from '@wob/api';
import { ChatError } from '../service/port';

// The stickers of the in-memory chat: two small sets drawn inline (data URLs, so stories and
// tests need no server), answered by `callExtension('stickers', 'GET', 'v1/fetch')`. A sticker
// message must carry one of them, as the self-hosted server requires.

function drawn(color: string, mouth: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="28" fill="${color}"/>` +
    `<circle cx="23" cy="27" r="4" fill="#2A1E2C"/><circle cx="41" cy="27" r="4" fill="#2A1E2C"/>` +
    `<path d="${mouth}" fill="none" stroke="#2A1E2C" stroke-width="4" stroke-linecap="round"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const SMILE = 'M22 40q10 9 20 0';
const FLAT = 'M22 42h20';
const FROWN = 'M22 44q10-9 20 0';

function set(name: string, order: number, faces: Array<[string, string, string]>): Sticker[] {
  return faces.map(([stickerName, color, mouth], index) => ({
    stickerUrl: drawn(color, mouth),
    stickerName,
    stickerSetName: name,
    stickerSetOrder: order,
    stickerOrder: index + 1,
  }));
}

/** Two sets of six, in order. */
export function memoryStickers(): Stickers {
  return {
    customStickers: [],
    defaultStickers: [
      ...set('bubbles', 1, [
        ['happy', '#FFC94D', SMILE],
        ['love', '#FF7A98', SMILE],
        ['laugh', '#7DD3A8', SMILE],
        ['wink', '#8EC5FF', SMILE],
        ['wow', '#B79CFF', FLAT],
        ['sad', '#9FB4C8', FROWN],
      ]),
      ...set('greetings', 2, [
        ['sun', '#FFC94D', SMILE],
        ['heart', '#C7305A', SMILE],
        ['star', '#F2A93B', SMILE],
        ['coffee', '#7A4A2E', FLAT],
        ['cake', '#FF7A98', SMILE],
        ['gift', '#9273EA', SMILE],
      ]),
    ],
  };
}

/** Refuses a sticker message whose data is not exactly one of `stickers` (as the server does). */
export function requireMemorySticker(stickers: Stickers, data: Record<string, unknown>): void {
  const all = [...stickers.defaultStickers, ...stickers.customStickers];
  const found = all.find((sticker) => sticker.stickerUrl === data.sticker_url);
  const keys = Object.keys(data).sort().join(',');
  if (!found || found.stickerName !== data.sticker_name || keys !== 'sticker_name,sticker_url') {
    throw new ChatError('invalid', 'Choose one of the chat’s stickers', 422);
  }
}
