import { wobVitestConfig } from '@wob/vitest-config';

// Browser tests: one server and one Chromium for the whole run (globalSetup), files run one
// after another because they share them.
export default wobVitestConfig({
  name: '@wob/e2e',
  include: ['tests/**/*.e2e.ts'],
  testTimeout: 60_000,
  fileParallelism: false,
});
