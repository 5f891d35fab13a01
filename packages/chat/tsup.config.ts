import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { emojiAssetFiles, emojiAssetSource } from './emoji-assets.mjs';

/** The emoji images the chat shows, into dist/emoji (README "Emoji assets"). */
function copyEmojiAssets(): void {
  const source = emojiAssetSource();
  const target = fileURLToPath(new URL('./dist/emoji', import.meta.url));
  if (source === target) return;
  for (const file of emojiAssetFiles(source)) {
    // A rebuild in watch mode finds them there already.
    if (existsSync(join(target, file))) continue;
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(join(source, file), join(target, file));
  }
}

export default defineConfig({
  // `wob` is the wob adapter alone (`@wob/chat/wob`, no UI: Node clients, tests); `contract` the
  // ChatService contract suite (`@wob/chat/contract`, for adapters' tests).
  entry: {
    index: 'src/index.ts',
    wob: 'src/service/wob/index.ts',
    contract: 'src/service/contract/index.ts',
    styles: 'src/styles.css',
  },
  format: ['esm'],
  dts: {
    entry: {
      index: 'src/index.ts',
      wob: 'src/service/wob/index.ts',
      contract: 'src/service/contract/index.ts',
    },
  },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Peers and dependencies stay external; tsup does that by default from package.json. The
  // CometChat SDK is imported lazily by the cometchat adapter and stays external too.
  external: [/^@wob\//, /^@cometchat\//, 'vitest'],
  async onSuccess() {
    copyEmojiAssets();
  },
});
