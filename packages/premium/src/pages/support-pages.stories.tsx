import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeUser } from '@wob/test-utils';
import { toast } from '@wob/ui';
import { FAQS, subscribedWith } from '../test/fixtures';
import { faqHandler } from '../test/fake-server';
import { StoryFrame } from '../test/story-frame';
import { FaqsPage } from './faqs-page';
import { SharePage } from './share-page';

const meta = {
  title: 'Support/Pages',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ticket = () => ({
  message: 'Thank you! We have your message and will answer you by e-mail.',
  data: {
    ticket: {
      _id: 'ticket-1',
      topic: 'account' as const,
      priority: false,
      createdAt: new Date().toISOString(),
    },
  },
});

/** /FAQs: five FAQs, 'read more' asks for five more; the contact form below. */
export const Faqs: Story = {
  render: () => (
    <StoryFrame path="/FAQs" handlers={{ listFaqs: faqHandler(FAQS), createSupportTicket: ticket }}>
      <FaqsPage />
    </StoryFrame>
  ),
};

export const FaqsPremiumEnglish: Story = {
  render: () => (
    <StoryFrame
      path="/FAQs"
      subscribed={subscribedWith()}
      user={fakeUser({
        premium: {
          isPremium: true,
          status: 'active',
          until: new Date(Date.now() + 864e6).toISOString(),
        },
      })}
      handlers={{ listFaqs: faqHandler(FAQS), createSupportTicket: ticket }}
    >
      <FaqsPage />
    </StoryFrame>
  ),
  globals: { locale: 'en' },
};

/** /share in a browser with the Web Share API (the story shows what would be shared). */
export const ShareWithWebShare: Story = {
  render: () => (
    <StoryFrame
      path="/share"
      shareEnvironment={{
        share: async (data) => {
          toast.info(`navigator.share → ${data.url}`);
        },
      }}
    >
      <SharePage />
    </StoryFrame>
  ),
};

/** /share where the browser cannot share: the link is copied, 'Link copied'. */
export const ShareByCopying: Story = {
  render: () => (
    <StoryFrame path="/share" shareEnvironment={{ writeText: async () => undefined }}>
      <SharePage />
    </StoryFrame>
  ),
  globals: { locale: 'en' },
};
