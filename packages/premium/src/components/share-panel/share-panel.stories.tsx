import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SITE } from '../../test/fixtures';
import { StoryLayout } from '../../test/story-layout';
import { SharePanel } from './share-panel';

const meta = {
  title: 'Support/SharePanel',
  component: SharePanel,
  decorators: [
    (Story) => (
      <StoryLayout width={46}>
        <Story />
      </StoryLayout>
    ),
  ],
  args: {
    url: 'https://woble.dk',
    onShare: fn(),
    onCopy: fn(),
    social: SITE.social,
    socialStatus: 'ready',
    onRetrySocial: fn(),
  },
} satisfies Meta<typeof SharePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const English: Story = { globals: { locale: 'en' } };

export const SocialLoading: Story = { args: { social: null, socialStatus: 'loading' } };

export const SocialError: Story = {
  args: { social: null, socialStatus: 'error' },
  globals: { locale: 'en' },
};

/** An installation without social accounts shows no social section. */
export const NoSocial: Story = { args: { social: [] } };

export const LongLink: Story = {
  args: { url: 'https://woble.a-very-long-subdomain-of-an-operator.example.com' },
};
