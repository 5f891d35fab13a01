import type { StorybookConfig } from '@storybook/react-vite';
export declare function wobStorybookConfig(options?: { stories?: string[] }): StorybookConfig;
