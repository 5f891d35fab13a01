import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './avatar';

// A tiny inline picture so the story needs no network.
const PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#FDE68A"/><circle cx="40" cy="32" r="14" fill="#B45309"/><rect x="16" y="52" width="48" height="30" rx="15" fill="#B45309"/></svg>',
  );

const NAMES = [
  'Åse',
  'Mikkel',
  'Ida',
  'Zainab',
  'Æbelina',
  'Noah',
  'Freja',
  'Omar',
  'Karla',
  'Emil',
];

const meta = {
  title: 'Light/Avatar',
  component: Avatar,
  args: { name: 'Søren Østergaard', colorId: 'user-42', size: 'lg' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = { args: { src: PICTURE } };
export const FallbackInitial: Story = {};
export const BrokenPicture: Story = { args: { src: 'data:image/png;base64,broken' } };
export const SizesAndColours: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size, index) => (
        <Avatar key={size} size={size} name={NAMES[index] ?? 'A'} colorId={index * 7} />
      ))}
      {NAMES.map((name) => (
        <Avatar key={name} name={name} colorId={name} />
      ))}
    </div>
  ),
};
