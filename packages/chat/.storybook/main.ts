import { wobStorybookConfig } from '@wob/storybook-config';
import { emojiAssetsPlugin } from '../emoji-assets.mjs';

const config = wobStorybookConfig();

// The emoji images (sprite sheets and message text) under /emoji/, as the app serves them.
export default {
  ...config,
  async viteFinal(vite, options) {
    const final = (await config.viteFinal?.(vite, options)) ?? vite;
    final.plugins = [...(final.plugins ?? []), emojiAssetsPlugin()];
    return final;
  },
} satisfies typeof config;
