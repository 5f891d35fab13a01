import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../test/stories';
import * as pollStories from './polls.stories';

const stories = composeStories(pollStories);

vi.setConfig({ testTimeout: 60_000 });

// Each poll story shows its state.
describe('poll stories', () => {
  it('show the poll message unvoted, with votes, over 90 %, voted, mine, dark and Danish', async () => {
    const none = render(<stories.NoVotes />);
    const fresh = await screen.findByRole('group', { name: /^Poll from Mette Hansen/ });
    expect(within(fresh).getAllByRole('button')).toHaveLength(3);
    expect(
      within(fresh).getByText(/^0 votes/, { selector: '.wob-poll__total' }),
    ).toBeInTheDocument();
    none.unmount();

    const some = render(<stories.SomeVotes />);
    expect(await screen.findByText('Voted: Mette Hansen, Jonas Kristensen')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Pizza 67 % \(2 of 3 votes\)$/ }),
    ).toBeInTheDocument();
    some.unmount();

    const landslide = render(<stories.OverNinetyPercent />);
    const full = await screen.findByRole('button', { name: /^Ja 95 % \(19 of 20 votes\)$/ });
    expect(full).toHaveClass('wob-poll__option--full');
    expect(screen.getByRole('button', { name: /^Nej 5 % \(1 of 20 votes\)$/ })).not.toHaveClass(
      'wob-poll__option--full',
    );
    landslide.unmount();

    const voted = render(<stories.Voted />);
    const mine = await screen.findByRole('img', {
      name: /^Pizza, 2 of 3 votes, 67 percent. Your vote/,
    });
    expect(mine).toHaveClass('wob-poll__option--mine');
    expect(screen.queryAllByRole('button', { name: /votes/ })).toHaveLength(0);
    voted.unmount();

    const own = render(<stories.Mine />);
    expect(
      await screen.findByRole('group', { name: /^Poll from Karen Blixen/ }),
    ).toBeInTheDocument();
    own.unmount();

    const dark = render(<stories.Dark />);
    expect(await screen.findAllByRole('group', { name: /^Poll from/ })).toHaveLength(2);
    expect(document.documentElement.dataset.theme).toBe('dark');
    dark.unmount();

    render(<stories.Danish />);
    expect(
      await screen.findByRole('group', { name: /^Afstemning fra Mette Hansen/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Stemt: Mette Hansen, Jonas Kristensen')).toBeInTheDocument();
  });

  it('show the create-poll modal empty, with its messages, and while creating', async () => {
    const empty = render(<stories.CreateEmpty />);
    const dialog = await screen.findByRole('dialog', { name: 'Create poll' });
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(3);
    empty.unmount();

    const errors = render(<stories.CreateWithErrors />);
    const withErrors = await screen.findByRole('dialog', { name: 'Create poll' });
    expect(within(withErrors).getByText('Please Enter Question')).toBeInTheDocument();
    expect(within(withErrors).getAllByText('Please Enter Option')).toHaveLength(2);
    errors.unmount();

    render(<stories.Creating />);
    const creating = await screen.findByRole('dialog', { name: 'Create poll' });
    expect(await within(creating).findByRole('button', { name: /Creating poll/ })).toBeDisabled();
  });
});
