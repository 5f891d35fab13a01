import { readStored } from '@wob/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_RELATION, wobler } from '../test/deck-fixtures';
import { renderDeck } from '../test/render-deck';

const matched = { ...NO_RELATION, liked: true, isMatched: true };

describe('/view-wobler/:id', () => {
  it('shows the profile as the Wobler shares it, with the country in words', async () => {
    renderDeck({ path: '/view-wobler/w1', woblers: [wobler({ _id: 'w1' })] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mette Hansen, 34' })).toBeInTheDocument();
    expect(screen.getByText('København, Denmark')).toBeInTheDocument();
    expect(screen.getByText('12 km away')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Copenhagen Cyclists' })).toHaveAttribute(
      'href',
      '/view-bubble/copenhagen-cyclists',
    );
  });

  it('leaves out what the Wobler hides and says when they take no messages', async () => {
    renderDeck({
      path: '/view-wobler/w1',
      woblers: [
        wobler({
          _id: 'w1',
          name: 'Private Pia',
          gender: null,
          city: null,
          country: null,
          distance: null,
          canMessage: false,
        }),
      ],
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Private Pia, 34' });
    const profile = heading.closest('article');
    expect(profile?.textContent).not.toMatch(/null|undefined|km away/);
    expect(screen.getByRole('button', { name: 'Message' })).toBeDisabled();
    expect(screen.getByText('Private Pia does not take messages right now.')).toBeInTheDocument();
  });

  it('likes and saves; the buttons say where one stands', async () => {
    const { user, server } = renderDeck({ path: '/view-wobler/w1', woblers: [wobler({ _id: 'w1' })] });
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('button', { name: 'Liked' })).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    expect(server.relationOf('w1')).toMatchObject({ liked: true, saved: true });
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(server.relationOf('w1').saved).toBe(false);
  });

  it('writes to a connection: selectedWobler is stored and the chat opens', async () => {
    const { user, router } = renderDeck({
      path: '/view-wobler/w1',
      woblers: [wobler({ _id: 'w1', relation: matched })],
    });
    expect(await screen.findByRole('button', { name: 'Connected' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Message' }));
    expect(readStored('selectedWobler')).toEqual({ id: 'w1', name: 'Mette Hansen', isMatched: true });
    expect(router.state.location.pathname).toBe('/chat');
  });

  it('removes a connection only after the spec’s question', async () => {
    const { user, server } = renderDeck({
      path: '/view-wobler/w1',
      woblers: [wobler({ _id: 'w1', relation: matched })],
    });
    await user.click(await screen.findByRole('button', { name: 'Remove connection' }));
    const question = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(question).toHaveTextContent('Do you want to remove this Wobler from your connections?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(server.relationOf('w1').isMatched).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Remove connection' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Like' })).toBeInTheDocument();
    expect(server.relationOf('w1').isMatched).toBe(false);
    expect(screen.queryByRole('button', { name: 'Remove connection' })).toBeNull();
  });

  it('blocks after a confirmation, then offers to unblock', async () => {
    const { user, server } = renderDeck({ path: '/view-wobler/w1', woblers: [wobler({ _id: 'w1' })] });
    await user.click(await screen.findByRole('button', { name: 'Block' }));
    const question = screen.getByRole('alertdialog', { name: 'Block Mette Hansen?' });
    await user.click(within(question).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('heading', { name: 'You blocked Mette Hansen' })).toBeInTheDocument();
    expect(server.relationOf('w1').blockedByMe).toBe(true);
    expect(screen.queryByText('København, Denmark')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mette Hansen, 34' })).toBeInTheDocument();
    expect(server.relationOf('w1').blockedByMe).toBe(false);
  });

  it('shows a not-found state for a Wobler who is gone or blocked the person', async () => {
    renderDeck({ path: '/view-wobler/w9', woblers: [wobler({ _id: 'w1' })] });
    expect(await screen.findByRole('heading', { name: 'This Wobler could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Woblers' })).toHaveAttribute('href', '/all-woblers');
  });

  it('reports from the profile', async () => {
    const { user, server } = renderDeck({ path: '/view-wobler/w1', woblers: [wobler({ _id: 'w1' })] });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Mette Hansen' });
    await user.click(within(dialog).getByRole('radio', { name: 'Inappropriate behaviour' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('button', { name: 'Reported' })).toBeDisabled();
    expect(server.reports).toEqual([{ wobler: 'w1', reason: 'inappropriate-behaviour', details: '' }]);
  });
});
