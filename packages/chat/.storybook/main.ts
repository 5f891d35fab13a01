import { wobStorybookConfig } from '@wob/storybook-config';

export default wobStorybookConfig();
