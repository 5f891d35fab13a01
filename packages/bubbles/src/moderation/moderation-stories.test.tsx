import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/stories';
import * as membersStories from './bubble-members-page.stories';
import * as optionsStories from './bubble-options-page.stories';

const options = composeStories(optionsStories);
const members = composeStories(membersStories);

// The stories are what designers and reviewers look at: each must render its state.
describe('moderation stories', () => {
  it('show the options of a premium owner, a non-premium owner and a member', async () => {
    const first = render(<options.OwnerPremium />);
    expect(await screen.findByRole('switch', { name: 'Private Bubble' })).toBeEnabled();
    first.unmount();
    const second = render(<options.OwnerNotPremium />);
    // Switching needs no premium (spec section 6).
    expect(await screen.findByRole('switch', { name: 'Private Bubble' })).toBeEnabled();
    second.unmount();
    render(<options.Member />);
    expect(await screen.findByRole('button', { name: 'Leave Bubble' })).toBeInTheDocument();
  });

  it('show the hidden Bubble of a person waiting, and the options in Danish', async () => {
    const first = render(<options.Pending />);
    expect(await screen.findByRole('heading', { name: 'Bubble not found' })).toBeInTheDocument();
    first.unmount();
    render(<options.Danish />);
    expect(await screen.findByRole('switch', { name: 'Privat Bubble' })).toBeInTheDocument();
  });

  it('show the member lists, the empty tabs and the invitation', async () => {
    const first = render(<members.ActiveAndPending />);
    expect(await screen.findByText('Inger Christensen')).toBeInTheDocument();
    first.unmount();
    const second = render(<members.EmptyTabs />);
    expect(
      await screen.findByRole('heading', { name: 'No active members found' }),
    ).toBeInTheDocument();
    second.unmount();
    const third = render(<members.NonPremiumOwner />);
    expect(await screen.findByText('2 people are waiting for your approval.')).toBeInTheDocument();
    third.unmount();
    const fourth = render(<members.AsModerator />);
    expect(
      await screen.findByRole('button', { name: 'Kick out: Tove Ditlevsen' }),
    ).toBeInTheDocument();
    fourth.unmount();
    render(<members.Danish />);
    expect(await screen.findByRole('tab', { name: 'Afventer (2)' })).toBeInTheDocument();
  });
});
