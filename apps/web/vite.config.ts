import react from '@vitejs/plugin-react';
import { emojiAssetsPlugin } from '@wob/chat/emoji-assets';
import { defaultClientConditions, defineConfig } from 'vite';

const server = 'http://localhost:3000';
export default defineConfig({
  // The chat's emoji images, served under /emoji/ (the chat's default; @wob/chat README).
  plugins: [react(), emojiAssetsPlugin()],
  resolve: {
    // Workspace packages are used from source (no build needed while developing).
    conditions: ['@wob/source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/media': server,
      '/realtime': { target: server, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    // Every browser the app supports knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    reportCompressedSize: true,
    chunkSizeWarningLimit: 400,
  },
});
