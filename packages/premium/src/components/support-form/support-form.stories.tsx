import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ActionResult } from '@wob/store';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { StoryLayout } from '../../test/story-layout';
import { SupportForm } from './support-form';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Support/SupportForm',
  component: SupportForm,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <StoryLayout width={46}>
          <Story />
        </StoryLayout>
      </MemoryRouter>
    ),
  ],
  args: {
    isPremium: false,
    onSend: fn(async (): Promise<ActionResult> => {
      await wait(600);
      return { ok: true };
    }),
  },
} satisfies Meta<typeof SupportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member without Premium is invited to it. */
export const Default: Story = {};

export const DefaultEnglish: Story = { globals: { locale: 'en' } };

/** A Premium member is told the request is priority, 24/7. */
export const Premium: Story = { args: { isPremium: true } };

export const PremiumEnglish: Story = { args: { isPremium: true }, globals: { locale: 'en' } };

/** The server refuses a field (422): its message shows under the field. */
export const ServerFieldError: Story = {
  args: {
    onSend: fn(
      async (): Promise<ActionResult> => ({
        ok: false,
        status: 422,
        message: 'Your message can be at most 2000 characters long',
        fieldErrors: { message: 'Your message can be at most 2000 characters long' },
      }),
    ),
  },
  globals: { locale: 'en' },
};
