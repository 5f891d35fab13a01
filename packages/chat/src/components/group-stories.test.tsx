import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../test/stories';
import * as stories from './group-screens.stories';

// Whole screens rendered in jsdom (up to 50,000 messages, lazy dialog chunks): seconds on a
// busy machine, so these tests get more time than the default 15 s.
vi.setConfig({ testTimeout: 60_000 });

const groups = composeStories(stories);

// The group stories on the memory world each show their state: the pane's controls per scope,
// the dialogs with their columns, and the Danish copy.

describe('group stories', () => {
  it('show the group page with the pane of each scope', async () => {
    const owner = render(<groups.OwnerPage />);
    const pane = await screen.findByRole('region', { name: 'Group details' });
    expect(within(pane).getByRole('button', { name: 'Transfer ownership' })).toBeInTheDocument();
    expect(within(pane).queryByRole('button', { name: 'Leave group' })).toBeNull();
    expect(await screen.findByText('Dejligt, vi ses!')).toBeInTheDocument();
    owner.unmount();

    const participant = render(<groups.ParticipantPage />);
    const theirs = await screen.findByRole('region', { name: 'Group details' });
    expect(within(theirs).queryByRole('button', { name: 'Add members' })).toBeNull();
    expect(within(theirs).getByRole('button', { name: 'Leave group' })).toBeInTheDocument();
    participant.unmount();

    render(<groups.DanishPage />);
    expect(await screen.findByRole('region', { name: 'Gruppeoplysninger' })).toBeInTheDocument();
  });

  it('show the dialogs', async () => {
    const members = render(<groups.MembersAsModerator />);
    const dialog = await screen.findByRole('dialog', { name: 'Members' });
    expect(await within(dialog).findByRole('columnheader', { name: 'Kick' })).toBeInTheDocument();
    members.unmount();

    const banned = render(<groups.BannedAsAdmin />);
    expect(await screen.findByRole('button', { name: 'Unban Emil' })).toBeInTheDocument();
    banned.unmount();

    const create = render(<groups.CreateGroupDanish />);
    expect(await screen.findByRole('dialog', { name: 'Ny gruppe' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Adgangskode/, { selector: 'input' })).toBeInTheDocument();
    create.unmount();

    const add = render(<groups.AddMembers />);
    expect(await screen.findByRole('checkbox', { name: 'Emil' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Jonas/ })).toBeNull();
    add.unmount();

    render(<groups.FindGroups />);
    expect(await screen.findByRole('dialog', { name: 'Find groups' })).toBeInTheDocument();
  });
});
