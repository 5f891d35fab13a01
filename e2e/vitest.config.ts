import { wobVitestConfig } from '@wob/vitest-config';
import { mergeConfig } from 'vitest/config';

// Browser tests: one server for the whole run (globalSetup) and one Chromium per file; files
// run one after another because they share the server and this machine has two cores.
export default mergeConfig(
  wobVitestConfig({
    name: '@wob/e2e',
    include: ['tests/**/*.e2e.ts'],
    testTimeout: 60_000,
    fileParallelism: false,
  }),
  { test: { globalSetup: ['./support/global-setup.ts'] } },
);
