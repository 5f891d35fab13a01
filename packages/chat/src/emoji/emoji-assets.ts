// Where the app serves the Twemoji images (README "Emoji assets"): the sprite sheets of the
// picker ('sheets-256/32.png', 'sheets-256/64.png') and one 64 px PNG per emoji for message text
// ('64/1f44d.png'). The package ships them in dist/emoji; the app copies them to one folder of
// its site (`@wob/chat/emoji-assets` lists them) and names it here when it is not '/emoji/'.

let base = '/emoji/';

/** The URL of the folder that holds the emoji images ('/emoji/' unless set). */
export function setEmojiAssetBase(url: string): void {
  base = url.endsWith('/') ? url : `${url}/`;
}

/** The URL of one emoji image file, e.g. `emojiAssetUrl('64/2615.png')`. */
export function emojiAssetUrl(file: string): string {
  return `${base}${file}`;
}
