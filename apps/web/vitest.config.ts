import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { wobVitestConfig } from '@wob/vitest-config';
import { mergeConfig } from 'vitest/config';

const localesDir = fileURLToPath(new URL('../../packages/i18n/src/locales/', import.meta.url));

export default mergeConfig(
  wobVitestConfig({
    name: '@wob/web',
    environment: 'jsdom',
    plugins: [react()],
    setupFiles: ['./src/test/setup.ts'],
  }),
  {
    resolve: {
      alias: [{ find: /^@wob\/i18n\/locales\/(.*)$/, replacement: `${localesDir}$1` }],
    },
  },
);
