import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const localesDir = fileURLToPath(new URL('../../packages/i18n/src/locales/', import.meta.url));
const server = 'http://localhost:3000';
export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages are used from source (no build needed while developing).
    conditions: ['@wob/source', ...defaultClientConditions],
    alias: [
      // One namespace of one language at a time: the landing's first load carries only the
      // copy it shows (the `@wob/i18n` index bundles every language and namespace).
      { find: /^@wob\/i18n\/locales\/(.*)$/, replacement: `${localesDir}$1` },
    ],
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
