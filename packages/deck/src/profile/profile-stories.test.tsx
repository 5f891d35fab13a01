import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/deck-stories';
import * as stories from './view-wobler-page.stories';

const profile = composeStories(stories);

describe('profile stories', () => {
  it('show a profile, a connection, a private one, blocked, not found, loading and Danish', async () => {
    const plain = render(<profile.Profile />);
    expect(await screen.findByRole('button', { name: 'Like' })).toBeInTheDocument();
    plain.unmount();

    const connected = render(<profile.Connected />);
    expect(await screen.findByRole('button', { name: 'Remove connection' })).toBeInTheDocument();
    expect(screen.getByText('You are connected')).toBeInTheDocument();
    connected.unmount();

    const hidden = render(<profile.Private />);
    expect(await screen.findByText('Pia does not take messages right now.')).toBeInTheDocument();
    expect(screen.getByRole('article').textContent).not.toMatch(/null|km away/);
    hidden.unmount();

    const blocked = render(<profile.Blocked />);
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    blocked.unmount();

    const gone = render(<profile.NotFound />);
    expect(
      await screen.findByRole('heading', { name: 'This Wobler could not be found' }),
    ).toBeInTheDocument();
    gone.unmount();

    const loading = render(<profile.Loading />);
    expect(await screen.findByText('Loading the profile…')).toBeInTheDocument();
    loading.unmount();

    render(<profile.Danish />);
    expect(await screen.findByRole('button', { name: 'Fjern forbindelse' })).toBeInTheDocument();
  });
});
