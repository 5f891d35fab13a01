import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './error-state';

const meta = {
  title: 'Light/ErrorState',
  component: ErrorState,
  args: {
    message: 'The list could not be loaded. Check your connection and try again.',
    retryLabel: 'Try again',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { isRetrying: true } };
export const WithTitleDanish: Story = {
  args: {
    title: 'Noget gik galt',
    message: 'Listen kunne ikke hentes. Tjek din forbindelse, og prøv igen om lidt.',
    retryLabel: 'Prøv igen',
  },
};
export const WithoutRetry: Story = { args: { onRetry: undefined } };
