import { wobVitestConfig } from '@wob/vitest-config';
import { mergeConfig } from 'vitest/config';

// Each server test file opens its own real database (PGlite from a migrated dump, or a
// PostgreSQL database of its own when WOB_TEST_DATABASE_URL is set); the global setup
// migrates the PGlite template once per run.
//
// Files share their worker's modules (`isolate: false`): importing the server's module graph
// anew for every file cost more than half of the suite's time (import 144 s of a 335 s run on
// PGlite; 107 s instead of 500 s on PostgreSQL with one worker). Nothing a file changes lives
// in a shared module: each file starts its own app on its own database, the modules keep only
// read-only caches (emoji names, stickers, the gazetteer), and no server test mocks a module.
// A worker still runs its files one after another.
export default mergeConfig(wobVitestConfig({ name: '@wob/server', testTimeout: 30_000 }), {
  test: {
    globalSetup: ['./src/test/global-setup.ts'],
    pool: 'forks',
    isolate: false,
  },
});
