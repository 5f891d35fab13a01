import type { Meta, StoryObj } from '@storybook/react-vite';
import { METTE } from '../test/chat-fixtures';
import { CALL_GROUP } from '../test/call-history-fixtures';
import { CallHistoryFrame, type CallHistoryState } from '../test/call-history-frame';
import { ChatPage } from './chat-page';

// "Recent calls" of the details panes: Mette's and my calls (answered, declined, missed), the
// running club's group calls, and the loading, empty and error states; dark, Danish, a phone.

const meta = {
  title: 'Chat/CallHistory',
  component: ChatPage,
  globals: { locale: 'en' },
  parameters: { layout: 'fullscreen' },
  args: { defaultDetailsOpen: true },
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withMette =
  (state: CallHistoryState = 'ready') =>
  (Story: () => React.ReactNode) => (
    <CallHistoryFrame state={state} selected={{ id: METTE.uid, name: METTE.name }}>
      <Story />
    </CallHistoryFrame>
  );

/** The user details pane: Mette's and my last calls, the missed one in the danger colour. */
export const UserPane: Story = { decorators: [withMette()] };

/** The group details pane: the running club's calls. */
export const GroupPane: Story = {
  decorators: [
    (Story) => (
      <CallHistoryFrame url={`/chat?group=${CALL_GROUP}`}>
        <Story />
      </CallHistoryFrame>
    ),
  ],
};

/** While the calls load. */
export const Loading: Story = { decorators: [withMette('loading')] };

/** No calls with this person yet. */
export const Empty: Story = { decorators: [withMette('empty')] };

/** The calls could not be loaded: a retry. */
export const LoadError: Story = { decorators: [withMette('error')] };

/** Calls are off for this installation: no section at all. */
export const CallsOff: Story = { decorators: [withMette('off')] };

/** Dark mode. */
export const Dark: Story = { globals: { theme: 'dark' }, decorators: [withMette()] };

/** In Danish. */
export const Danish: Story = { globals: { locale: 'da' }, decorators: [withMette()] };

/** A phone: the details pane over the chat. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [withMette()],
};
