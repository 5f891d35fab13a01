import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Sticker, Stickers } from '@wob/api';
import { MESSAGES } from '@wob/validation';
import { serverRoot } from '../../paths';
import { fieldError } from '../../platform/http/http-error';

// The stickers extension of the self-hosted chat (`stickers` `v1/fetch`): the product's own
// default sets, static files drawn for Woble in `assets/stickers/<set>/<name>.svg`, served at
// `/media/stickers/<set>-<name>.<hash>.svg`. The hash is of the file's bytes, so a redrawn
// sticker gets a new URL and each URL can be cached for a year. There are no custom sets yet
// (they need the admin console): `customStickers` is empty.

/** The sets in their order, each with its stickers in order (stickerSetOrder and stickerOrder count from 1). */
const STICKER_SETS: ReadonlyArray<{ set: string; stickers: readonly string[] }> = [
  {
    set: 'bubbles',
    stickers: ['happy', 'love', 'laugh', 'wink', 'wow', 'cool', 'sleepy', 'sad'],
  },
  {
    set: 'greetings',
    stickers: ['heart', 'hearts', 'star', 'sun', 'rainbow', 'coffee', 'cake', 'gift'],
  },
];

export const STICKER_ASSET_PREFIX = '/media/stickers/';

export interface StickerCatalog {
  readonly stickers: Stickers;
  /** The file behind each served name (`<set>-<name>.<hash>.svg`). */
  readonly files: ReadonlyMap<string, Buffer>;
  /** Every default sticker by its URL. */
  readonly byUrl: ReadonlyMap<string, Sticker>;
}

function loadCatalog(folder: string): StickerCatalog {
  const defaultStickers: Sticker[] = [];
  const files = new Map<string, Buffer>();
  const byUrl = new Map<string, Sticker>();
  STICKER_SETS.forEach(({ set, stickers }, setIndex) => {
    stickers.forEach((name, index) => {
      const body = readFileSync(join(folder, set, `${name}.svg`));
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
      const file = `${set}-${name}.${hash}.svg`;
      const sticker: Sticker = {
        stickerUrl: `${STICKER_ASSET_PREFIX}${file}`,
        stickerName: name,
        stickerSetName: set,
        stickerSetOrder: setIndex + 1,
        stickerOrder: index + 1,
      };
      files.set(file, body);
      byUrl.set(sticker.stickerUrl, sticker);
      defaultStickers.push(sticker);
    });
  });
  return { stickers: { customStickers: [], defaultStickers }, files, byUrl };
}

let catalog: StickerCatalog | null = null;

/** The sticker sets, read from disk once per process (they ship with the server). */
export function stickerCatalog(): StickerCatalog {
  catalog ??= loadCatalog(join(serverRoot, 'assets', 'stickers'));
  return catalog;
}

/**
 * A sticker message's `customData` must be exactly `{ sticker_url, sticker_name }` of one of
 * our stickers: a sticker is shown as an image by every client, so it may only point at our
 * own files (no tracking pixels, no other hosts). Anything else answers 422.
 */
export function requireOurSticker(customData: Record<string, unknown>): void {
  const keys = Object.keys(customData).sort();
  const sticker =
    typeof customData.sticker_url === 'string'
      ? stickerCatalog().byUrl.get(customData.sticker_url)
      : undefined;
  if (
    keys.length !== 2 ||
    keys[0] !== 'sticker_name' ||
    keys[1] !== 'sticker_url' ||
    !sticker ||
    customData.sticker_name !== sticker.stickerName
  ) {
    throw fieldError('customData', MESSAGES.chat.stickers.invalid);
  }
}
