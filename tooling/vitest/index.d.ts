import type { UserConfig } from 'vitest/config';
export interface WobVitestOptions {
  name: string;
  environment?: 'node' | 'jsdom';
  setupFiles?: string[];
  testTimeout?: number;
  include?: string[];
  fileParallelism?: boolean;
  plugins?: unknown[];
}
export declare function wobVitestConfig(options: WobVitestOptions): UserConfig;
