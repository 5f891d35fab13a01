// `@wob/chat/emoji-assets` (Node): the Twemoji image files the chat shows, for an app to serve
// under one folder of its site (the chat finds them there: `setEmojiAssetBase`, default
// '/emoji/'). README "Emoji assets". The package's build copies them into dist/emoji with this
// same list, so a published package carries them and needs no emoji package at run time.
import { createReadStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The folder the files are in: for an installed package (under node_modules) its dist/emoji;
 * in the repository, emoji-datasource-twitter's img/twitter (whose layout dist/emoji keeps),
 * so the apps, which bundle this package from source, never read dist/emoji while this
 * package's own build may be clearing or writing it.
 */
export function emojiAssetSource() {
  const built = join(here, 'dist/emoji');
  const installed = here.split(sep).includes('node_modules');
  if (installed && existsSync(join(built, 'sheets-256/64.png'))) return built;
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('emoji-datasource-twitter/package.json')), 'img/twitter');
}

/**
 * Every file, as its path under the emoji folder: the picker's sprite sheets
 * ('sheets-256/32.png', 'sheets-256/64.png') and the 64 px image of each emoji for message text
 * ('64/1f44d.png').
 */
export function emojiAssetFiles(source = emojiAssetSource()) {
  const images = readdirSync(join(source, '64'))
    .filter((name) => name.endsWith('.png'))
    .sort()
    .map((name) => `64/${name}`);
  return ['sheets-256/32.png', 'sheets-256/64.png', ...images];
}

/**
 * A Vite plugin that serves the files under `/${path}/` (the chat's default base is '/emoji/'):
 * read from their folder while developing, written into the build's output folder.
 */
export function emojiAssetsPlugin({ path = 'emoji' } = {}) {
  return {
    name: 'wob-chat-emoji-assets',
    configureServer(server) {
      const source = emojiAssetSource();
      const files = new Set(emojiAssetFiles(source));
      server.middlewares.use(`/${path}/`, (request, response, next) => {
        const file = decodeURIComponent((request.url ?? '').split('?')[0] ?? '').replace(/^\//, '');
        if (!files.has(file)) return next();
        response.setHeader('Content-Type', 'image/png');
        response.setHeader('Cache-Control', 'no-cache');
        createReadStream(join(source, file)).pipe(response);
      });
    },
    generateBundle() {
      const source = emojiAssetSource();
      for (const file of emojiAssetFiles(source)) {
        this.emitFile({
          type: 'asset',
          fileName: `${path}/${file}`,
          source: readFileSync(join(source, file)),
        });
      }
    },
  };
}
