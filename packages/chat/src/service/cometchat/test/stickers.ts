import type { FakeExtension } from './cloud';

// CometChat's stickers extension as the scripted cloud answers it: `v1/fetch` with
// `defaultStickers` and `customStickers` in the extension's own shape (its documentation's
// example: orders as strings, a set id, the file name as the sticker's name), and in no
// particular order, so the adapter's callers must sort and group them themselves.

function url(set: string, name: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4" fill="#${set === 'little dyno' ? '7DD3A8' : 'FFC94D'}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}#${encodeURIComponent(name)}`;
}

function sticker(set: string, setOrder: number, setId: string, name: string, order: number) {
  return {
    id: `${setId}-${order}`,
    stickerName: name,
    stickerOrder: String(order),
    stickerSetId: setId,
    stickerSetName: set,
    stickerSetOrder: setOrder,
    stickerUrl: url(set, name),
  };
}

export function fakeStickersExtension(): FakeExtension {
  return ({ method, endpoint }) => {
    if (method !== 'GET' || endpoint.replace(/^\/+/, '') !== 'v1/fetch') {
      throw new Error(`stickers: no ${method} ${endpoint}`);
    }
    return {
      defaultStickers: [
        sticker('little dyno', 2, 'set-dyno', 'litt_2.png', 2),
        sticker('wobbles', 1, 'set-wob', 'wob_3.png', 3),
        sticker('little dyno', 2, 'set-dyno', 'litt_1.png', 1),
        sticker('wobbles', 1, 'set-wob', 'wob_1.png', 1),
        sticker('wobbles', 1, 'set-wob', 'wob_2.png', 2),
      ],
      customStickers: [sticker('ours', 1, 'set-ours', 'ours_1.png', 1)],
    };
  };
}
