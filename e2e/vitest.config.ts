import { wobVitestConfig } from '@wob/vitest-config';
import { mergeConfig } from 'vitest/config';

// Browser tests: one server for the whole run (globalSetup) and one Chromium per file. Two
// files run at a time: they mostly wait on the browser and the server, and two at once took
// the suite from about 12 to about 8 minutes on the 2-core CI machine. Files share the server,
// so each one uses its own accounts and content (support/api.ts makes unique e-mails) and
// never changes what the whole server shows (settings, clock, global lists).
export default mergeConfig(
  wobVitestConfig({
    name: '@wob/e2e',
    include: ['tests/**/*.e2e.ts'],
    testTimeout: 60_000,
    fileParallelism: true,
    maxWorkers: 2,
  }),
  { test: { globalSetup: ['./support/global-setup.ts'] } },
);
