import { defineConfig } from 'tsup';

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
});
