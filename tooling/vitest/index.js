// Shared Vitest preset. Packages resolve each other's source through the `@wob/source`
// export condition, so tests never need a prior build. When WOB_TEST_REPORT_DIR is set (the
// root test command sets it), every package also writes a JSON report there so the totals
// of the whole run can be added up.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * @param {{ name: string, environment?: 'node' | 'jsdom', setupFiles?: string[], testTimeout?: number, include?: string[], fileParallelism?: boolean, maxWorkers?: number, isolate?: boolean, plugins?: unknown[] }} options
 */
export function wobVitestConfig(options) {
  const reportDir = process.env.WOB_TEST_REPORT_DIR;
  const reportName = process.env.WOB_TEST_REPORT_NAME ?? options.name;
  const reporters = reportDir
    ? [
        'default',
        [
          'json',
          { outputFile: join(reportDir, `${reportName.replace(/[^a-z0-9-]/gi, '_')}.json`) },
        ],
      ]
    : ['default'];
  return defineConfig({
    plugins: /** @type {never} */ (options.plugins ?? []),
    resolve: { conditions: ['@wob/source', 'module', 'browser', 'development|production'] },
    ssr: { resolve: { conditions: ['@wob/source', 'module', 'node', 'development|production'] } },
    test: {
      name: options.name,
      environment: options.environment ?? 'node',
      setupFiles: options.setupFiles ?? [],
      include: options.include ?? ['src/**/*.test.{ts,tsx}'],
      testTimeout: options.testTimeout ?? 15_000,
      hookTimeout: 60_000,
      fileParallelism: options.fileParallelism ?? true,
      // One test file per core. Vitest's own default keeps a core back for its main process
      // (cores − 1), which on the 2-core CI machine runs the files one after another while a
      // core idles; the main process mostly waits on its workers. Every file still runs in its
      // own worker with its own database, so nothing is shared between files.
      maxWorkers: options.maxWorkers ?? availableParallelism(),
      // `isolate: false` runs a worker's files in one module graph and one jsdom: each file no
      // longer pays for importing React, Testing Library and the package again (a third of
      // the time, or less, for a package of component tests). Only for packages whose set-up
      // puts back what a test changes (@wob/test-utils/setup) and whose tests pass in any order.
      isolate: options.isolate ?? true,
      reporters,
      css: false,
    },
  });
}
