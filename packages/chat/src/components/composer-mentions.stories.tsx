import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { JONAS, ME, METTE, MINUTE, NOW, SOFIE, seedConversations } from '../test/chat-fixtures';
import { ChatStoryFrame } from '../test/chat-story-frame';
import type { MemoryChatWorld } from '../test/memory-chat-world';
import { ChatPage } from './chat-page';

// Mentions in a group: the composer with its member suggestions open (after typing `@`), and
// a message that mentions Karen (stronger) and Sofie.

const meta = {
  title: 'Chat/Mentions',
  component: ChatPage,
  globals: { locale: 'en' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const GUID = 'gstrikkeklub';

function seedGroup(world: MemoryChatWorld) {
  seedConversations(world);
  world.groups.seed({
    guid: GUID,
    name: 'Strikkeklubben',
    owner: METTE.uid,
    members: { [ME.uid]: 'participant', [JONAS.uid]: 'moderator', [SOFIE.uid]: 'participant' },
    banned: {},
  });
  const message = world.groups.seedMessage(
    JONAS.uid,
    GUID,
    `Hej @${ME.name} og @${SOFIE.name}, kommer I?`,
    { sentAt: NOW - 4 * MINUTE },
  );
  message.metadata = {
    mentions: [
      { uid: ME.uid, name: ME.name },
      { uid: SOFIE.uid, name: SOFIE.name },
    ],
  };
}

const story = (locale: 'en' | 'da', typed: string): Story => ({
  globals: { locale },
  args: { defaultDetailsOpen: false },
  decorators: [
    (Story) => (
      <ChatStoryFrame
        seed={seedGroup}
        start
        act={async (setup) => {
          await setup.store.getState().openPage();
          await setup.store.getState().openConversation(GUID);
        }}
      >
        <Story />
      </ChatStoryFrame>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const input = await canvas.findByRole('textbox', { name: /Strikkeklubben/ });
    await userEvent.type(input, typed);
    await canvas.findByRole('listbox');
  },
});

/** Typing `@` lists the members (not Karen herself); `@so` narrows them to Sofie. */
export const SuggestionsOpen = story('en', 'Hej @');
export const SuggestionsNarrowed = story('en', 'Hej @so');
export const SuggestionsDanish = story('da', 'Hej @');
