// Shared Storybook preset: stories next to components, Vite resolving workspace source.
/**
 * @param {{ stories?: string[] }} [options]
 * @returns {import('@storybook/react-vite').StorybookConfig}
 */
export function wobStorybookConfig(options = {}) {
  return {
    stories: options.stories ?? ['../src/**/*.stories.@(ts|tsx)'],
    framework: { name: '@storybook/react-vite', options: {} },
    core: { disableTelemetry: true, disableWhatsNewNotifications: true },
    async viteFinal(config) {
      config.resolve ??= {};
      config.resolve.conditions = ['@wob/source', 'module', 'browser', 'development|production'];
      return config;
    },
  };
}
