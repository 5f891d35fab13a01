import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { SkinTone } from './emoji-catalog';
import { EmojiPicker } from './emoji-picker';
import { writeSkinTone } from './skin-tone';

// The emoji picker as the composer's popover shows it (spec chat section 9): categories, the
// search in the reader's language, and the skin tones. Each story sets the tone it shows (the
// picker keeps the last choice on the device).

function inPopover(tone: SkinTone): Decorator {
  return (Story) => {
    writeSkinTone(tone);
    return (
      <div
        className="wob-popover wob-emoji-popover"
        style={{ display: 'inline-block', maxHeight: 'none', padding: 0 }}
      >
        <Story />
      </div>
    );
  };
}

const meta = {
  title: 'Chat/EmojiPicker',
  component: EmojiPicker,
  globals: { locale: 'da' },
  parameters: { layout: 'padded' },
  args: { onPick: () => undefined },
} satisfies Meta<typeof EmojiPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danish: Story = { decorators: [inPopover('default')] };

export const English: Story = { globals: { locale: 'en' }, decorators: [inPopover('default')] };

/** A dark skin tone chosen: the People category shows its toned hands and people. */
export const DarkSkinTone: Story = { decorators: [inPopover('dark')] };
