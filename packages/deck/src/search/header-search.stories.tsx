import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeaderSearch } from './header-search';
import { SearchStoryFrame } from './test/story-frame';

// The header search in a header bar, above the results page it leads to. From 48rem it is a
// field; narrower, a magnifier that opens the field over the header.
const meta = {
  title: 'Search/HeaderSearch',
  component: HeaderSearch,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'en' },
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On another page: a search goes to /results. */
export const OnAnotherPage: Story = {
  render: () => <SearchStoryFrame path="/choose-bubble" />,
};

export const OnResults: Story = {
  render: () => <SearchStoryFrame searchedVal={{ text: 'hans', sameRoute: false }} />,
};

export const Danish: Story = {
  globals: { locale: 'da' },
  render: () => <SearchStoryFrame path="/choose-bubble" />,
};
