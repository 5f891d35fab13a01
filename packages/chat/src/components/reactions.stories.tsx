import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactionsExtensionData } from '@wob/api';
import { withReactions } from '../service/reactions';
import { ME, METTE, messageFixture } from '../test/chat-fixtures';
import { ChatStoryFrame } from '../test/chat-story-frame';
import { MessageBubble } from './message-bubble';
import { ReactButton } from './reaction-picker';

// Reactions (spec chat sections 3, 5 and 6): chips under received and sent bubbles — one
// emoji, many emoji, one's own (pressed), many people ("Anna, Peter and 3 others" on hover or
// focus) — the React action's quick row open, and both in dark mode and in Danish.

const people = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name.toLowerCase(), { name }]));

const reacted = (data: ReactionsExtensionData, mine = false, text = 'Hej!') => {
  const message = messageFixture(mine ? { from: ME, to: METTE, text } : { text });
  return withReactions(message, data);
};

function Chips() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 8 }}>
      <MessageBubble
        mine={false}
        me={ME.uid}
        message={reacted({ ':heart:': people('Anna') }, false, 'Én reaktion')}
      />
      <MessageBubble
        mine={false}
        me={ME.uid}
        message={reacted(
          {
            ':+1:': people('Anna', 'Peter'),
            ':joy:': people('Cy'),
            ':open_mouth:': people('Di'),
            ':pray:': people('Ed', 'Fie', 'Gus'),
          },
          false,
          'Mange slags',
        )}
      />
      <MessageBubble
        mine
        me={ME.uid}
        message={reacted(
          {
            ':heart:': { me: { name: ME.name }, mette: { name: METTE.name } },
            ':cry:': people('Bo'),
          },
          true,
          'Mine er fremhævet',
        )}
      />
      <MessageBubble
        mine
        me={ME.uid}
        message={reacted(
          { ':tada:': people('Anna', 'Peter', 'Cy', 'Di', 'Ed') },
          true,
          'Mange personer',
        )}
      />
    </div>
  );
}

function QuickRow() {
  const message = messageFixture({ text: 'Reager på mig' });
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '80px 8px 8px' }}>
      <MessageBubble mine={false} me={ME.uid} message={message} />
      <ReactButton message={message} mine={false} me={ME.uid} defaultOpen />
    </div>
  );
}

const meta = {
  title: 'Chat/Reactions',
  component: Chips,
  globals: { locale: 'en' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <ChatStoryFrame width="min(40rem, 100%)" height={420} start>
        <Story />
      </ChatStoryFrame>
    ),
  ],
} satisfies Meta<typeof Chips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One emoji, many emoji, one's own pressed, many people; received and sent. */
export const ReactionChips: Story = {};

/** The React action open: six emoji and "+" for the picker. */
export const QuickRowOpen: Story = { render: () => <QuickRow /> };

export const ReactionChipsDark: Story = { globals: { theme: 'dark' } };

export const QuickRowDark: Story = { globals: { theme: 'dark' }, render: () => <QuickRow /> };

export const ReactionChipsDanish: Story = { globals: { locale: 'da' } };
