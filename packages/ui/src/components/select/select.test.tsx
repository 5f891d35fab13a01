import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fn } from 'storybook/test';
import '../../test/stories';
import * as stories from './select.stories';
import { Select } from './select';

const { Default, WithError, Controlled } = composeStories(stories);

describe('Select', () => {
  it('opens its options and reports the chosen id', async () => {
    const onSelectionChange = fn();
    render(<Default onSelectionChange={onSelectionChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Gender/ }));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Other' }));
    expect(onSelectionChange).toHaveBeenCalledWith('other');
  });

  it('shows the chosen option when controlled', async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: /Gender/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Man' }));
    expect(screen.getByRole('button', { name: /Gender/ })).toHaveTextContent('Man');
    expect(screen.getByText('Chosen: man')).toBeVisible();
  });

  it('shows its error under the field', () => {
    render(<WithError />);
    expect(screen.getByText('Choose your gender.')).toBeVisible();
    const trigger = screen.getByRole('button', { name: /Gender/ });
    expect(trigger).toHaveAccessibleDescription(/Choose your gender\./);
  });

  it("keeps a hidden label as the trigger's name, for screen readers only", async () => {
    render(
      <Select
        label="Scope of Sofie"
        hideLabel
        options={[
          { id: 'admin', label: 'Administrator' },
          { id: 'moderator', label: 'Moderator' },
        ]}
        selectedKey="moderator"
      />,
    );
    const trigger = screen.getByRole('button', { name: /Scope of Sofie/ });
    expect(trigger).toHaveTextContent('Moderator');
    expect(screen.getByText('Scope of Sofie')).toHaveClass('wob-visually-hidden');
  });
});
