import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REACTION_COUNTS_KEY, reactionsOf, withReactions } from '../service/reactions';
import { createWorld, METTE, ME, NOW, seedConversations } from '../test/chat-fixtures';
import { seedReactions } from '../test/memory-chat-reactions';
import { renderChat } from '../test/render-chat';

// Reactions on /chat, as people use them: the React action opens the quick row (a toolbar of
// six emoji and "+"), a choice becomes a pressed chip with its count under the bubble that the
// other side sees live; the other person's same emoji makes it 2; pressing one's chip takes
// one's reaction away; a failure says so and leaves the chips as the server has them; "+"
// opens the emoji picker for any emoji.

vi.setConfig({ testTimeout: 60_000 });

const QUESTION = 'Skal vi tage en kop kaffe bagefter næste gang?';

async function openedPage() {
  const world = createWorld();
  seedConversations(world);
  const view = renderChat(world);
  await screen.findByRole('textbox', { name: /^Message to/ });
  const mette = world.serviceFor(METTE.uid);
  await mette.login();
  const row = async (text: string) =>
    (await screen.findByText(text, { selector: '.wob-message__text' })).closest(
      '.wob-message-row',
    ) as HTMLElement;
  return { ...view, world, mette, row };
}

describe('reactions', () => {
  it('reacts from the quick row, the other side sees it live, both count and one takes it back', async () => {
    const { user, world, mette, row } = await openedPage();
    const updates: string[][] = [];
    mette.addMessageListener({
      onMessageUpdated: (message) =>
        updates.push(reactionsOf(message, METTE.uid).flatMap((r) => r.people.map((p) => p.name))),
    });

    await user.click(within(await row(QUESTION)).getByRole('button', { name: 'React' }));
    const quick = await screen.findByRole('toolbar', { name: 'Reactions' });
    expect(within(quick).getAllByRole('button')).toHaveLength(7);
    await user.click(within(quick).getByRole('button', { name: 'React with ❤️' }));

    const chip = await within(await row(QUESTION)).findByRole('button', {
      name: '❤️ 1: You',
    });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('toolbar', { name: 'Reactions' })).toBeNull();
    await waitFor(() => expect(updates.at(-1)).toEqual([ME.name]));

    // Mette's heart too: live, two.
    const message = world.messages.find((m) => m.text === QUESTION);
    await mette.addReaction(message?.id ?? '', ':heart:');
    expect(
      await within(await row(QUESTION)).findByRole('button', {
        name: '❤️ 2: You and Mette Hansen',
      }),
    ).toHaveAttribute('aria-pressed', 'true');

    // Pressing one's own chip takes one's reaction away; Mette's stays.
    await user.click(within(await row(QUESTION)).getByRole('button', { name: /^❤️ 2/ }));
    const left = await within(await row(QUESTION)).findByRole('button', {
      name: '❤️ 1: Mette Hansen',
    });
    expect(left).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(updates.at(-1)).toEqual([METTE.name]));
  });

  it('says when a reaction failed and keeps what the server has', async () => {
    const world = createWorld();
    seedConversations(world);
    const seeded = world.seed(METTE.uid, ME.uid, { text: 'Tommel op?' }, { sentAt: NOW - 60 });
    seedReactions(seeded, { ':+1:': { mette: { name: METTE.name } } });
    const { user, toasts } = renderChat(world);
    const row = (await screen.findByText('Tommel op?', { selector: '.wob-message__text' })).closest(
      '.wob-message-row',
    ) as HTMLElement;
    const chip = within(row).getByRole('button', { name: '👍 1: Mette Hansen' });

    world.failNext('extension', 'network');
    await user.click(chip);
    await waitFor(() =>
      expect(toasts.at(-1)).toEqual({
        tone: 'error',
        text: 'The reaction was not saved. There was a network error.',
      }),
    );
    expect(within(row).getByRole('button', { name: '👍 1: Mette Hansen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Tried again, it counts.
    await user.click(within(row).getByRole('button', { name: '👍 1: Mette Hansen' }));
    expect(
      await within(row).findByRole('button', { name: '👍 2: You and Mette Hansen' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the chips a message carries, who reacted on focus, and "+" opens the picker', async () => {
    const world = createWorld();
    seedConversations(world);
    const seeded = world.seed(METTE.uid, ME.uid, { text: 'Reaktioner!' }, { sentAt: NOW - 60 });
    seedReactions(seeded, {
      ':joy:': {
        a: { name: 'Anna' },
        b: { name: 'Peter' },
        c: { name: 'Cy' },
        d: { name: 'Di' },
        e: { name: 'Ed' },
      },
      ':wave::skin-tone-3:': { me: { name: ME.name } },
    });
    const { user } = renderChat(world);
    const row = (
      await screen.findByText('Reaktioner!', { selector: '.wob-message__text' })
    ).closest('.wob-message-row') as HTMLElement;
    const chips = within(row).getByRole('list', { name: 'Reactions' });
    const joy = within(chips).getByRole('button', { name: '😂 5: Anna, Peter and 3 others' });
    expect(joy).toHaveAttribute('aria-pressed', 'false');
    // The wave is no quick emoji: its name table loads, then its character names it.
    expect(await within(chips).findByRole('button', { name: '👋🏼 1: You' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.tab();
    joy.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Anna, Peter and 3 others reacted with 😂',
    );

    await user.click(within(row).getByRole('button', { name: 'React' }));
    await user.click(await screen.findByRole('button', { name: 'More emoji' }));
    const grid = await screen.findByRole('grid', {}, { timeout: 20_000 });
    await user.click(await within(grid).findByRole('row', { name: 'grinning face' }));
    expect(await within(row).findByRole('button', { name: '😀 1: You' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows who reacted on a long press, which does not toggle', async () => {
    const world = createWorld();
    seedConversations(world);
    const seeded = world.seed(METTE.uid, ME.uid, { text: 'Langt tryk' }, { sentAt: NOW - 60 });
    seedReactions(seeded, { ':heart:': { mette: { name: METTE.name } } });
    const { user, service } = renderChat(world);
    const row = (await screen.findByText('Langt tryk', { selector: '.wob-message__text' })).closest(
      '.wob-message-row',
    ) as HTMLElement;
    const chip = within(row).getByRole('button', { name: '❤️ 1: Mette Hansen' });
    await user.pointer({ keys: '[TouchA>]', target: chip });
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'Mette Hansen reacted with ❤️',
    );
    await user.pointer({ keys: '[/TouchA]', target: chip });
    expect(service.callsOf('addReaction')).toBe(0);
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    // A short tap toggles.
    await user.pointer({ keys: '[TouchA]', target: chip });
    expect(
      await within(row).findByRole('button', { name: '❤️ 2: You and Mette Hansen' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks who reacted when a chip counts more people than it names (CometChat), once', async () => {
    const world = createWorld();
    seedConversations(world);
    const seeded = world.seed(METTE.uid, ME.uid, { text: 'Tre hjerter' }, { sentAt: NOW - 60 });
    // As the cometchat adapter reads a message in a page: three hearts, no names.
    seeded.metadata = {
      ...withReactions(seeded, { ':heart:': {} }).metadata,
      [REACTION_COUNTS_KEY]: { ':heart:': { count: 3, reactedByMe: false } },
    };
    const { user, service } = renderChat(world);
    const asked = vi.spyOn(service, 'reactionPeople').mockImplementation(async (message) =>
      withReactions(message, {
        ':heart:': { mette: { name: METTE.name }, a: { name: 'Anna' }, b: { name: 'Bo' } },
      }),
    );
    const row = (
      await screen.findByText('Tre hjerter', { selector: '.wob-message__text' })
    ).closest('.wob-message-row') as HTMLElement;
    const chip = within(row).getByRole('button', { name: /^❤️ 3: / });
    await user.tab();
    chip.focus();
    expect(
      await within(row).findByRole('button', { name: '❤️ 3: Mette Hansen, Anna and Bo' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Mette Hansen, Anna and Bo reacted with ❤️',
    );
    expect(asked).toHaveBeenCalledTimes(1);
  });
});
