import react from '@vitejs/plugin-react';
import { wobVitestConfig } from '@wob/vitest-config';

export default wobVitestConfig({
  name: '@wob/ui',
  environment: 'jsdom',
  plugins: [react()],
  setupFiles: ['./src/test/setup.ts'],
  isolate: false,
});
