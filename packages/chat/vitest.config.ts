import react from '@vitejs/plugin-react';
import { wobVitestConfig } from '@wob/vitest-config';

export default wobVitestConfig({
  name: '@wob/chat',
  environment: 'jsdom',
  plugins: [react()],
  setupFiles: ['@wob/test-utils/setup', './src/test/setup.ts'],
  isolate: false,
});
