import type { Meta, StoryObj } from '@storybook/react-vite';
import { SocialLinks } from './social-links';

const meta = {
  title: 'Light/SocialLinks',
  component: SocialLinks,
  args: {
    links: [
      { network: 'facebook', url: 'https://www.facebook.com/woble' },
      { network: 'instagram', url: 'https://www.instagram.com/woble' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/woble' },
    ],
    linkLabel: (network) => `Woble on ${network}`,
  },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const OneNetwork: Story = {
  args: { links: [{ network: 'tiktok', url: 'https://www.tiktok.com/@woble' }] },
};
/** A network without a known brand name is shown capitalised. */
export const UnknownNetwork: Story = {
  args: { links: [{ network: 'mastodon', url: 'https://mastodon.social/@woble' }] },
};
export const Danish: Story = {
  args: { linkLabel: (network) => `Woble på ${network}` },
};
