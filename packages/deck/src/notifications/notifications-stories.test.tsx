import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import './test/stories';
import * as bellStories from './notification-bell.stories';
import * as panelStories from './notification-panel.stories';

const bell = composeStories(bellStories);
const panel = composeStories(panelStories);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

// The stories are what designers and reviewers look at: each must show its state.
describe('bell stories', () => {
  it('show the badge at 0, 3 and 9+', async () => {
    const none = render(<bell.NoneUnseen />);
    const quiet = await screen.findByRole('button', { name: 'Notifications' });
    // Once the list is there (seen, all of it), the bell still has no badge.
    await userEvent.click(quiet);
    expect(await screen.findAllByText('has liked your profile', { exact: false })).toHaveLength(4);
    expect(quiet.querySelector('.wob-badge')).toBeNull();
    none.unmount();
    const three = render(<bell.ThreeUnseen />);
    const bellOfThree = await screen.findByRole('button', { name: 'Notifications, 3 unseen' });
    expect(within(bellOfThree).getByText('3')).toBeInTheDocument();
    three.unmount();
    render(<bell.TwelveUnseen />);
    const busy = await screen.findByRole('button', { name: 'Notifications, 12 unseen' });
    expect(within(busy).getByText('9+')).toBeInTheDocument();
  });

  it('show the open panel in English and Danish', async () => {
    const open = render(<bell.Open />);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('Anders Holm')).toBeInTheDocument();
    open.unmount();
    render(<bell.OpenDanish />);
    const danish = await screen.findByRole('dialog', { name: 'Notifikationer' });
    expect(await within(danish).findByText('Forbindelser')).toBeInTheDocument();
  });
});

describe('panel stories', () => {
  it('show the empty, loading and error states', async () => {
    const empty = render(<panel.Empty />);
    expect(await screen.findByRole('heading', { name: 'No notifications found' })).toBeVisible();
    empty.unmount();
    const loading = render(<panel.Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading notifications…');
    loading.unmount();
    render(<panel.LoadError />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your notifications could not be loaded.',
    );
  });

  it('show likes with Show more, connections first, many connections and Danish', async () => {
    const items = render(<panel.WithItems />);
    expect(await screen.findByRole('button', { name: 'Show more' })).toBeVisible();
    expect(screen.getAllByText('New')).toHaveLength(2);
    items.unmount();
    const both = render(<panel.WithConnections />);
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Connections2',
      'Notifications',
    ]);
    both.unmount();
    const many = render(<panel.ManyConnections />);
    expect(await screen.findByRole('button', { name: 'Show all 5' })).toBeVisible();
    many.unmount();
    render(<panel.Danish />);
    expect(await screen.findAllByText('synes godt om din profil', { exact: false })).toHaveLength(
      3,
    );
  });
});
