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
  plugins?: unknown[];
}
export declare function wobVitestConfig(options: WobVitestOptions): UserConfig;
