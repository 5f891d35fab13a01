// Draws the default sticker sets (assets/stickers/<set>/<name>.svg), made for Woble in its
// colours. Run `node scripts/draw-stickers.mjs assets/stickers` in apps/server after a change;
// the files are committed, and the server names each by its hash, so a redrawn sticker gets a
// new URL. The order of the sets and stickers is `STICKER_SETS` in src/modules/chat/stickers.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
const root = process.argv[2];
const INK = '#2A1E2C';
const svg = (name, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128"><title>${name}</title>${body}</svg>\n`;
// A wobbly bubble body with a highlight, in one colour.
const blob = (fill, shade) =>
  `<path d="M64 10c28 0 52 20 53 50 1 32-22 57-53 58-31 1-54-22-54-54C10 33 35 10 64 10z" fill="${fill}"/>` +
  `<path d="M117 60c1 32-22 57-53 58-22 1-40-10-49-27 11 12 27 19 46 18 30-1 52-24 53-55 0-4 0-7-1-11 3 5 4 11 4 17z" fill="${shade}"/>` +
  `<ellipse cx="40" cy="34" rx="12" ry="7" transform="rotate(-30 40 34)" fill="#fff" opacity=".55"/>`;
const eyes = (l = 'M44 58a6 7 0 1 0 0.1 0z', r = 'M84 58a6 7 0 1 0 0.1 0z') =>
  `<circle cx="46" cy="58" r="6.5" fill="${INK}"/><circle cx="82" cy="58" r="6.5" fill="${INK}"/><circle cx="48" cy="56" r="2" fill="#fff"/><circle cx="84" cy="56" r="2" fill="#fff"/>`;
const cheeks = `<ellipse cx="34" cy="74" rx="8" ry="5" fill="#FF7A98" opacity=".6"/><ellipse cx="94" cy="74" rx="8" ry="5" fill="#FF7A98" opacity=".6"/>`;
const heartPath = (x, y, s, fill) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -6c-3-8-16-8-16 2 0 9 12 15 16 20 4-5 16-11 16-20 0-10-13-10-16-2z" fill="${fill}"/>`;
const stroke = (d, w = 5) =>
  `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;

const bubbles = {
  happy: blob('#FFC94D', '#F2A93B') + eyes() + cheeks + stroke('M48 80q16 14 32 0'),
  love:
    blob('#FF7A98', '#E0577A') +
    heartPath(46, 58, 0.75, '#C7305A') +
    heartPath(82, 58, 0.75, '#C7305A') +
    stroke('M50 82q14 12 28 0'),
  laugh:
    blob('#7DD3A8', '#4FB487') +
    stroke('M38 58q8-8 16 0') +
    stroke('M74 58q8-8 16 0') +
    `<path d="M42 74h44q-2 26-22 26t-22-26z" fill="${INK}"/><path d="M52 92q12 8 24 0q-4 8-12 8t-12-8z" fill="#FF7A98"/>` +
    cheeks,
  wink:
    blob('#8EC5FF', '#5B9BE6') +
    `<circle cx="46" cy="58" r="6.5" fill="${INK}"/><circle cx="48" cy="56" r="2" fill="#fff"/>` +
    stroke('M74 58q8 6 16 0') +
    cheeks +
    stroke('M50 80q14 10 30-2'),
  wow:
    blob('#B79CFF', '#9273EA') +
    eyes() +
    `<ellipse cx="64" cy="88" rx="9" ry="11" fill="${INK}"/>` +
    stroke('M38 44l12-4') +
    stroke('M90 44l-12-4'),
  sad:
    blob('#9FB4C8', '#7890A8') +
    eyes() +
    stroke('M50 90q14-12 28 0') +
    `<path d="M36 68q-5 9 0 13q5-4 0-13z" fill="#5B9BE6"/>`,
  cool:
    blob('#FFA36B', '#F07F42') +
    `<path d="M30 50h68v6q-2 14-16 14t-16-12h-4q-2 12-16 12T30 56z" fill="${INK}"/><path d="M38 54h18M72 54h18" stroke="#fff" stroke-width="3" opacity=".5" stroke-linecap="round"/>` +
    stroke('M52 86q14 8 26-4'),
  sleepy:
    blob('#C9B8E8', '#A895D0') +
    stroke('M38 60q8 6 16 0') +
    stroke('M74 60q8 6 16 0') +
    `<ellipse cx="64" cy="88" rx="6" ry="4" fill="${INK}"/>` +
    `<text x="96" y="34" font-family="sans-serif" font-weight="700" font-size="20" fill="${INK}">z</text><text x="108" y="20" font-family="sans-serif" font-weight="700" font-size="14" fill="${INK}">z</text>`,
};

const greetings = {
  heart: `<path d="M64 36c-8-22-46-22-46 6 0 26 34 44 46 58 12-14 46-32 46-58 0-28-38-28-46-6z" fill="#C7305A"/><path d="M64 36c-8-22-46-22-46 6 0 8 3 15 8 21-2-18 12-32 30-26z" fill="#FF7A98"/><ellipse cx="36" cy="40" rx="8" ry="5" transform="rotate(-40 36 40)" fill="#fff" opacity=".6"/>`,
  hearts:
    heartPath(48, 66, 2.1, '#C7305A') +
    heartPath(90, 40, 1.3, '#FF7A98') +
    `<circle cx="100" cy="86" r="5" fill="#FFC94D"/><circle cx="22" cy="30" r="4" fill="#FFC94D"/>`,
  star:
    `<path d="M64 12l14 30 33 4-24 23 6 33-29-16-29 16 6-33-24-23 33-4z" fill="#FFC94D" stroke="#F2A93B" stroke-width="4" stroke-linejoin="round"/><circle cx="54" cy="62" r="4" fill="${INK}"/><circle cx="74" cy="62" r="4" fill="${INK}"/>` +
    stroke('M56 74q8 7 16 0', 4),
  sun:
    `<g stroke="#F2A93B" stroke-width="7" stroke-linecap="round"><path d="M64 8v14M64 106v14M8 64h14M106 64h14M24 24l10 10M94 94l10 10M104 24l-10 10M34 94l-10 10"/></g><circle cx="64" cy="64" r="30" fill="#FFC94D"/><circle cx="54" cy="60" r="4" fill="${INK}"/><circle cx="74" cy="60" r="4" fill="${INK}"/>` +
    stroke('M54 72q10 9 20 0', 4),
  rainbow: `<g fill="none" stroke-width="10"><path d="M14 96a50 50 0 0 1 100 0" stroke="#C7305A"/><path d="M24 96a40 40 0 0 1 80 0" stroke="#FFA36B"/><path d="M34 96a30 30 0 0 1 60 0" stroke="#FFC94D"/><path d="M44 96a20 20 0 0 1 40 0" stroke="#7DD3A8"/></g><g fill="#fff" stroke="#C9D3E0" stroke-width="3"><path d="M4 100q0-12 12-12 4-8 14-6 10 0 10 12 6 2 6 8z"/><path d="M82 102q0-12 12-12 4-8 14-6 10 0 10 12 6 2 6 8z"/></g>`,
  coffee:
    `<path d="M28 50h60v30q0 26-30 26T28 80z" fill="#8EC5FF"/><path d="M88 58h8q12 0 12 12t-12 12h-10" fill="none" stroke="#5B9BE6" stroke-width="7"/><ellipse cx="58" cy="50" rx="30" ry="7" fill="#7A4A2E"/><path d="M46 36q-6-8 0-16M60 36q-6-8 0-16M74 36q-6-8 0-16" fill="none" stroke="#9FB4C8" stroke-width="4" stroke-linecap="round"/>` +
    heartPath(58, 78, 0.8, '#fff'),
  cake: `<rect x="24" y="62" width="80" height="44" rx="10" fill="#FF7A98"/><path d="M24 74q10 8 20 0t20 0 20 0 20 0" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/><rect x="16" y="102" width="96" height="8" rx="4" fill="#C9D3E0"/><rect x="60" y="36" width="8" height="26" rx="3" fill="#8EC5FF"/><path d="M64 16q10 10 0 18q-10-8 0-18z" fill="#FFC94D"/>`,
  gift: `<rect x="22" y="52" width="84" height="58" rx="8" fill="#B79CFF"/><rect x="16" y="40" width="96" height="18" rx="6" fill="#9273EA"/><rect x="58" y="40" width="12" height="70" fill="#FFC94D"/><path d="M64 40q-26-24-30-6t30 6q26-24 30-6t-30 6z" fill="none" stroke="#FFC94D" stroke-width="7" stroke-linejoin="round"/>`,
};

for (const [set, art] of Object.entries({ bubbles, greetings })) {
  mkdirSync(`${root}/${set}`, { recursive: true });
  for (const [name, body] of Object.entries(art))
    writeFileSync(`${root}/${set}/${name}.svg`, svg(name, body));
}
