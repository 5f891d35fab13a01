import type { UserConfig } from 'vitest/config';
export interface WobVitestOptions {
  name: string;
  environment?: 'node' | 'jsdom';
  setupFiles?: string[];
  testTimeout?: number;
  include?: string[];
  fileParallelism?: boolean;
  /** Test files run at the same time; every core by default. */
  maxWorkers?: number;
  /** False: a worker's test files share one module graph and one jsdom (faster; see index.js). */
  isolate?: boolean;
  plugins?: unknown[];
}
export declare function wobVitestConfig(options: WobVitestOptions): UserConfig;
