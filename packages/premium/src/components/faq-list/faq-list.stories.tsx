import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FAQS } from '../../test/fixtures';
import { StoryLayout } from '../../test/story-layout';
import { FaqList } from './faq-list';

const page = (count: number, readMore: boolean) => ({
  docs: FAQS.slice(0, count),
  totalDocs: FAQS.length,
  page: 1,
  limit: count,
  totalPages: 1,
  hasNextPage: readMore,
  readMore,
});

const meta = {
  title: 'Support/FaqList',
  component: FaqList,
  decorators: [
    (Story) => (
      <StoryLayout width={46}>
        <Story />
      </StoryLayout>
    ),
  ],
  args: {
    faqs: page(5, true),
    status: 'ready',
    more: 'idle',
    onReadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first five, with 'read more'. */
export const ReadMore: Story = {};

export const ReadMoreEnglish: Story = { globals: { locale: 'en' } };

export const ReadingMore: Story = { args: { more: 'loading' } };

export const ReadMoreFailed: Story = { args: { more: 'error' }, globals: { locale: 'en' } };

/** Everything shown: no 'read more'. */
export const AllShown: Story = { args: { faqs: page(12, false) } };

export const Loading: Story = { args: { faqs: null, status: 'loading' } };

export const Empty: Story = { args: { faqs: page(0, false) }, globals: { locale: 'en' } };

export const LoadError: Story = {
  args: { faqs: null, status: 'error' },
  globals: { locale: 'en' },
};

export const LongText: Story = {
  args: {
    faqs: {
      ...page(2, false),
      docs: [
        {
          _id: 'long-1',
          question:
            'Hvad sker der med mine data, når jeg sletter min konto, og kan jeg få dem udleveret, før jeg gør det?',
          answer:
            'Din profil forsvinder med det samme. Vi gemmer dine data i 3 måneder af sikkerhedshensyn og sletter dem derefter.\n\nDu kan altid bede os om en kopi af dine data ved at skrive til support herunder.',
        },
        {
          _id: 'long-2',
          question: 'Supercalifragilisticexpialidociousbubblenameswithoutspaces?',
          answer: 'Long words wrap instead of pushing the page sideways.',
        },
      ],
    },
  },
};
