import type { Meta, StoryObj } from '@storybook/react-vite';
import { MEMBER, makeTile, OWNER, PENDING } from '../../test/bubble-fixtures';
import { StoryLayout } from '../../test/story-layout';
import { BubbleTile, BubbleTileSkeleton } from './bubble-tile';

const meta = {
  title: 'Bubbles/BubbleTile',
  component: BubbleTile,
  decorators: [
    (Story) => (
      <StoryLayout width={22}>
        <Story />
      </StoryLayout>
    ),
  ],
  args: {
    bubble: makeTile({
      _id: 'tile',
      name: 'Strikkeklubben',
      title: 'Garn, pinde og hygge hver torsdag',
      circleColor: '#db2777',
      membership: MEMBER,
    }),
  },
  globals: { locale: 'en' },
} satisfies Meta<typeof BubbleTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's Bubble with nothing new since the last visit: no badge. */
export const NoActivity: Story = {};

/** Three comments since the last visit. */
export const ThreeNew: Story = {
  args: { bubble: { ...meta.args.bubble, newActivity: 3 } },
};

/** Ten or more: the badge says '9+'. */
export const TenOrMore: Story = {
  args: { bubble: { ...meta.args.bubble, newActivity: 10 } },
};

export const Trending: Story = {
  args: { bubble: { ...meta.args.bubble, trending: true, membership: OWNER } },
};

const privateTile = makeTile({
  _id: 'private',
  name: 'Æblemost & Cider',
  title: 'Vi presser, smager og deler opskrifter',
  circleColor: '#f59e0b',
  privateBubble: true,
});

/** A private Bubble the person is not a member of. */
export const Private: Story = { args: { bubble: privateTile } };

/** Asked to join a private Bubble: 'Waiting for Approval'. */
export const Pending: Story = {
  args: { bubble: { ...privateTile, membership: PENDING } },
};

/** A name at the 40-character limit and a long title: nothing overflows. */
export const LongNames: Story = {
  args: {
    bubble: makeTile({
      _id: 'long',
      name: 'Frivillige Naturvejledere Sønderjylland',
      title:
        'Vandreture, fuglekiggeri og svampeture i hele Sønderjylland – for alle, der elsker naturen og vil dele den med andre',
      circleColor: '#0f766e',
      privateBubble: true,
      trending: true,
      newActivity: 7,
      membership: MEMBER,
      members: { active: 12_345, pending: null },
    }),
  },
};

/** The same tile in Danish, with the badge and every mark. */
export const Danish: Story = {
  args: {
    bubble: {
      ...meta.args.bubble,
      privateBubble: true,
      trending: true,
      newActivity: 12,
      membership: PENDING,
    },
  },
  globals: { locale: 'da' },
};

/** A very light colour: the circle's letter turns dark. */
export const LightColour: Story = {
  args: { bubble: { ...meta.args.bubble, circleColor: '#ffc914' } },
};

export const Loading: Story = { render: () => <BubbleTileSkeleton /> };
