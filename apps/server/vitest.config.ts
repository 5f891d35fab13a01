import { wobVitestConfig } from '@wob/vitest-config';
import { mergeConfig } from 'vitest/config';

// Each server test file opens its own real database (PGlite from a migrated dump, or a
// PostgreSQL database of its own when WOB_TEST_DATABASE_URL is set); the global setup
// migrates the PGlite template once per run.
export default mergeConfig(wobVitestConfig({ name: '@wob/server', testTimeout: 30_000 }), {
  test: {
    globalSetup: ['./src/test/global-setup.ts'],
    pool: 'forks',
  },
});
