import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/deck-stories';
import * as stories from './report-wobler-dialog.stories';

const report = composeStories(stories);

describe('report dialog stories', () => {
  it('show the reasons, the missing-reason message and a chosen reason', async () => {
    const open = render(<report.Open />);
    const dialog = await screen.findByRole('dialog', { name: 'Report Mette Hansen' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(4);
    open.unmount();

    const missing = render(<report.NoReasonChosen />);
    expect(await screen.findByText('Select One of the reason')).toBeInTheDocument();
    missing.unmount();

    const chosen = render(<report.ReasonChosen />);
    expect(await screen.findByRole('radio', { name: 'Fake profile' })).toBeChecked();
    chosen.unmount();

    render(<report.Danish />);
    expect(await screen.findByText('Vælg en af grundene')).toBeInTheDocument();
  });
});
