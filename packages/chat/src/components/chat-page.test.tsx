import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  connect,
  createWorld,
  DAY,
  EMIL,
  HOUR,
  JONAS,
  ME,
  METTE,
  NOW,
  SOFIE,
  seedConversations,
} from '../test/chat-fixtures';
import { renderChat } from '../test/render-chat';
import { NARROW_QUERY } from './chat-page';

function conversations() {
  return within(screen.getByRole('list', { name: 'Conversations' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]?.textContent ?? '');
}

async function openedPage(
  options: Parameters<typeof renderChat>[1] = {},
  seed = seedConversations,
) {
  const world = createWorld();
  seed(world);
  const view = renderChat(world, options);
  await screen.findByRole('heading', { name: 'Chats' });
  await screen.findByRole('list', { name: 'Conversations' });
  return { ...view, world };
}

/** A message's text in its bubble (the list's preview may say the same). */
function bubble(text: string) {
  return screen.findByText(text, { selector: '.wob-message__text' });
}

function composer() {
  return screen.getByRole('textbox', { name: /^Message to/ });
}

describe('/chat', () => {
  it('lists the chats latest first and opens the first one', async () => {
    await openedPage();
    expect(conversations().map((text) => text.split(/\d/)[0])).toEqual([
      expect.stringContaining(METTE.name),
      expect.stringContaining(JONAS.name),
      expect.stringContaining(SOFIE.name),
    ]);
    expect(await screen.findByRole('heading', { name: METTE.name, level: 2 })).toBeInTheDocument();
    expect(await bubble('Skal vi tage en kop kaffe bagefter næste gang?')).toBeInTheDocument();
    // Date separators: Today and an earlier day.
    expect(screen.getAllByText('Today').length).toBeGreaterThan(0);
  });

  it('shows Yesterday between the days of a conversation', async () => {
    const { user } = await openedPage();
    await user.click(screen.getByRole('button', { name: new RegExp(`^${JONAS.name}`) }));
    expect(await screen.findByText('Gerne! Lørdag kl. 10?')).toBeInTheDocument();
    expect(screen.getByText('Yesterday', { selector: '.wob-chat-date span' })).toBeInTheDocument();
  });

  it('opens the stored selectedWobler and removes the entry', async () => {
    const { storage } = await openedPage({ selected: { id: EMIL.uid, name: EMIL.name } });
    expect(await screen.findByRole('heading', { name: EMIL.name, level: 2 })).toBeInTheDocument();
    expect(storage.value).toBeNull();
    expect(await screen.findByText('No messages found')).toBeInTheDocument();
  });

  it('shows the error and a retry when the list fails', async () => {
    const world = createWorld();
    seedConversations(world);
    world.failNext('conversations');
    const { user } = renderChat(world);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error in loading chats');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
  });

  it('says when the login failed', async () => {
    const world = createWorld();
    world.failNext('login', 'login');
    renderChat(world);
    expect(await screen.findByRole('alert')).toHaveTextContent('Log in error, reload');
  });

  it('shows the empty list', async () => {
    renderChat(createWorld());
    expect(await screen.findByRole('heading', { name: 'No chats yet' })).toBeInTheDocument();
  });
});

describe('the composer', () => {
  it('sends with Enter, makes a new line with Shift+Enter, trims, and sends nothing empty', async () => {
    const { user, world } = await openedPage();
    await bubble('Skal vi tage en kop kaffe bagefter næste gang?');
    const before = world.messages.length;
    await user.click(composer());
    await user.keyboard('   {Enter}');
    expect(world.messages).toHaveLength(before);
    await user.keyboard('  Første linje{Shift>}{Enter}{/Shift}anden linje  {Enter}');
    await waitFor(() => expect(world.messages.at(-1)?.text).toBe('Første linje\nanden linje'));
    expect(composer()).toHaveValue('');
    // The local copy was replaced by the stored message: one bubble, marked sent.
    const bubbles = screen.getAllByText(
      (_, element) =>
        element?.textContent === 'Første linje\nanden linje' && element.tagName === 'P',
    );
    expect(bubbles).toHaveLength(1);
    await waitFor(() => expect(bubbles[0]?.closest('.wob-message')).toHaveTextContent('Sent'));
  });

  it('keeps a failed message with its error and retries it', async () => {
    const { user, world } = await openedPage();
    await bubble('Skal vi tage en kop kaffe bagefter næste gang?');
    world.failNext('send', 'network');
    await user.type(composer(), 'Er du der?{Enter}');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('There was a network error.');
    expect(screen.getByText('Er du der?').closest('.wob-message')).toHaveTextContent('Not sent');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByText('There was a network error.')).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText('Er du der?')).toHaveLength(1);
    expect(world.messages.filter((message) => message.text === 'Er du der?')).toHaveLength(1);
  });

  it('edits one’s own message through its menu, in place', async () => {
    const { user, world } = await openedPage();
    const bubble = (await screen.findByText('Godmorgen! Hvordan gik løbet i går?')).closest(
      '.wob-message-row',
    ) as HTMLElement;
    await user.click(within(bubble).getByRole('button', { name: 'Options for this message' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(screen.getByText('Editing message')).toBeInTheDocument();
    expect(composer()).toHaveValue('Godmorgen! Hvordan gik løbet i går?');
    await user.clear(composer());
    await user.type(composer(), 'Godmorgen! Hvordan gik løbet?{Enter}');
    expect(await screen.findByText('Godmorgen! Hvordan gik løbet?')).toBeInTheDocument();
    expect(
      screen.getByText('Godmorgen! Hvordan gik løbet?').closest('.wob-message'),
    ).toHaveTextContent('edited');
    expect(screen.queryByText('Editing message')).not.toBeInTheDocument();
    expect(
      world.messages.filter((message) => message.text?.startsWith('Godmorgen! Hvordan')),
    ).toHaveLength(1);
  });

  it('deletes one’s own message after a question, leaving a deleted bubble', async () => {
    const { user } = await openedPage();
    const bubble = (await screen.findByText('Godmorgen! Hvordan gik løbet i går?')).closest(
      '.wob-message-row',
    ) as HTMLElement;
    await user.click(within(bubble).getByRole('button', { name: 'Options for this message' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const deleted = (await screen.findByText('You deleted this message')).closest(
      '.wob-message-row',
    ) as HTMLElement;
    expect(screen.queryByText('Godmorgen! Hvordan gik løbet i går?')).not.toBeInTheDocument();
    // Nothing is left to deliver: the deleted bubble has no ticks.
    for (const state of ['Sent', 'Delivered', 'Seen']) {
      expect(within(deleted).queryByText(state)).not.toBeInTheDocument();
    }
  });

  it('refuses a file above its cap before uploading', async () => {
    const { user, toasts, service } = await openedPage();
    await bubble('Skal vi tage en kop kaffe bagefter næste gang?');
    const big = new File(['x'], 'film.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 101 * 1024 * 1024 });
    await user.upload(screen.getByTestId('attach-video'), big);
    expect(toasts.at(-1)).toEqual({
      tone: 'error',
      text: 'film.mp4 is too large: a video may be at most 100 MB.',
    });
    expect(service.callsOf('sendMediaMessage')).toBe(0);
  });

  it('sends the first selected picture', async () => {
    const { user, world } = await openedPage();
    await bubble('Skal vi tage en kop kaffe bagefter næste gang?');
    const first = new File(['a'], 'first.png', { type: 'image/png' });
    const second = new File(['b'], 'second.png', { type: 'image/png' });
    const input = screen.getByTestId('attach-image') as HTMLInputElement;
    await user.upload(input, [first, second]);
    await waitFor(() => expect(world.messages.at(-1)?.type).toBe('image'));
    expect(world.messages.at(-1)?.data.attachments?.[0]?.name).toBe('first.png');
  });
});

describe('the header', () => {
  it('shows offline with the last-active time, online, and typing', async () => {
    const world = createWorld();
    seedConversations(world);
    world.setPresence(METTE.uid, false, NOW - DAY - 2 * HOUR);
    renderChat(world);
    expect(
      await screen.findByText('offline, last active 13 May 2025, 8:30 AM'),
    ).toBeInTheDocument();
    act(() => world.setPresence(METTE.uid, true));
    expect(
      screen.getByText('online', { selector: '.wob-chat-header__status' }),
    ).toBeInTheDocument();
    const mette = world.serviceFor(METTE.uid);
    await mette.login();
    act(() => mette.startTyping({ receiverId: ME.uid, receiverType: 'user' }));
    expect(
      screen.getByText('typing', { selector: '.wob-chat-header__status' }),
    ).toBeInTheDocument();
  });

  it('opens the profile from the avatar, storing selectedWobler first', async () => {
    const { user, storage } = await openedPage();
    await user.click(
      await screen.findByRole('button', { name: `View the profile of ${METTE.name}` }),
    );
    expect(await screen.findByText(`Profile of ${METTE.uid}`)).toBeInTheDocument();
    expect(storage.value).toEqual({
      id: METTE.uid,
      name: METTE.name,
      fromNoti: false,
      isMatched: true,
    });
  });
});

describe('the conversation list, live', () => {
  it('moves a chat to the top with a new message and counts it unread', async () => {
    const { world } = await openedPage();
    await bubble('Skal vi tage en kop kaffe bagefter næste gang?');
    const sofie = world.serviceFor(SOFIE.uid);
    await sofie.login();
    await act(() =>
      sofie.sendMessage({
        receiverId: ME.uid,
        receiverType: 'user',
        muid: 's1',
        text: 'Torsdag kl. 19?',
      }),
    );
    await act(() =>
      sofie.sendMessage({
        receiverId: ME.uid,
        receiverType: 'user',
        muid: 's2',
        text: 'Husk garnet',
      }),
    );
    expect(conversations()[0]).toContain(SOFIE.name);
    expect(conversations()[0]).toContain('Husk garnet');
    const row = screen.getByRole('button', { name: new RegExp(`^${SOFIE.name}`) });
    expect(within(row).getByText('2 unread messages')).toBeInTheDocument();
    // The open conversation counts nothing.
    const mette = world.serviceFor(METTE.uid);
    await mette.login();
    await act(() =>
      mette.sendMessage({ receiverId: ME.uid, receiverType: 'user', muid: 'm1', text: 'Hallo' }),
    );
    expect(conversations()[0]).toContain(METTE.name);
    expect(
      within(screen.getByRole('button', { name: new RegExp(`^${METTE.name}`) })).queryByText(
        /unread/,
      ),
    ).toBeNull();
  });

  it('removes a chat when its person is blocked from the details pane', async () => {
    const { user } = await openedPage();
    await user.click(await screen.findByRole('button', { name: 'Details' }));
    await user.click(await screen.findByRole('button', { name: 'Block user' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Block ${METTE.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(conversations().some((text) => text.includes(METTE.name))).toBe(false),
    );
    expect(await screen.findByRole('button', { name: 'Unblock user' })).toBeInTheDocument();
    expect(composer()).toBeDisabled();
    expect(
      screen.getByText(`You have blocked ${METTE.name}. Unblock them to write again.`),
    ).toBeInTheDocument();
  });

  it('deletes a chat after a question', async () => {
    const { user } = await openedPage();
    const row = screen
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(JONAS.name)) as HTMLElement;
    await user.click(
      within(row).getByRole('button', { name: `Options for the chat with ${JONAS.name}` }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Delete chat' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this chat?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(conversations().some((text) => text.includes(JONAS.name))).toBe(false),
    );
  });
});

describe('message requests', () => {
  it('offers Accept Message and Reject & Block for a waiting request, and accepts it', async () => {
    const world = createWorld();
    world.addToWaiting(EMIL.uid, ME.uid);
    world.seed(EMIL.uid, ME.uid, { text: 'Må jeg skrive?' });
    const { user } = renderChat(world);
    const banner = await screen.findByRole('region', { name: 'Message request' });
    expect(within(banner).getByText(`${EMIL.name} wants to chat with you`)).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Accept Message' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Message request' })).not.toBeInTheDocument(),
    );
    expect(world.side(EMIL.uid, ME.uid).waiting).toBe(false);
  });

  it('rejects and blocks: the composer is disabled under the blocked banner', async () => {
    const world = createWorld();
    world.addToWaiting(EMIL.uid, ME.uid);
    world.seed(EMIL.uid, ME.uid, { text: 'Må jeg skrive?' });
    const { user } = renderChat(world);
    const banner = await screen.findByRole('region', { name: 'Message request' });
    await user.click(within(banner).getByRole('button', { name: 'Reject & Block' }));
    expect(
      await screen.findByText(`You have blocked ${EMIL.name}. Unblock them to write again.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Message request' })).not.toBeInTheDocument();
    expect(composer()).toBeDisabled();
  });

  it('offers Like Back when only they liked', async () => {
    const world = createWorld();
    world.like(EMIL.uid, ME.uid);
    const { user } = renderChat(world, { selected: { id: EMIL.uid, name: EMIL.name } });
    const banner = await screen.findByRole('region', { name: 'Message request' });
    await user.click(within(banner).getByRole('button', { name: 'Like Back' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Message request' })).not.toBeInTheDocument(),
    );
    expect(world.isMatched(ME.uid, EMIL.uid)).toBe(true);
  });

  it('shows no banner, and no composer, when they blocked me', async () => {
    const world = createWorld();
    connect(world, ME.uid, METTE.uid);
    world.seed(METTE.uid, ME.uid, { text: 'Hej' });
    world.block(METTE.uid, ME.uid);
    renderChat(world);
    expect(await screen.findByText('This user has blocked you.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Message request' })).not.toBeInTheDocument();
  });

  it('stops showing them online in the list once they block me', async () => {
    const world = createWorld();
    connect(world, ME.uid, METTE.uid);
    world.seed(METTE.uid, ME.uid, { text: 'Hej' });
    world.setPresence(METTE.uid, true);
    const { container } = renderChat(world);
    const dot = () => container.querySelector('.wob-chat-row .wob-chat-avatar__online');
    await waitFor(() => expect(dot()).not.toBeNull());
    act(() => world.block(METTE.uid, ME.uid));
    expect(await screen.findByText('This user has blocked you.')).toBeInTheDocument();
    expect(dot()).toBeNull();
  });
});

describe('incoming messages', () => {
  it('announces a new message of the open chat to screen readers', async () => {
    const { world } = await openedPage();
    await bubble('Skal vi tage en kop kaffe bagefter næste gang?');
    const mette = world.serviceFor(METTE.uid);
    await mette.login();
    await act(() =>
      mette.sendMessage({
        receiverId: ME.uid,
        receiverType: 'user',
        muid: 'n1',
        text: 'Er du vågen?',
      }),
    );
    expect(screen.getByText(`${METTE.name}: Er du vågen?`)).toBeInTheDocument();
  });
});

describe('on a phone', () => {
  function asPhone() {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === NARROW_QUERY,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    return () => {
      window.matchMedia = original;
    };
  }

  it('shows one pane at a time, with a back button to the list and focus on what appears', async () => {
    const restore = asPhone();
    try {
      const { user, container } = await openedPage();
      const sidebar = container.querySelector('.wob-chat__sidebar') as HTMLElement;
      const main = container.querySelector('.wob-chat__main') as HTMLElement;
      // The first chat opened by itself: the list stays in front.
      await waitFor(() => expect(main).toHaveAttribute('inert'));
      expect(sidebar).not.toHaveAttribute('inert');
      await user.click(screen.getByRole('button', { name: new RegExp(`^${JONAS.name}`) }));
      await waitFor(() => expect(sidebar).toHaveAttribute('inert'));
      expect(main).not.toHaveAttribute('inert');
      await waitFor(() =>
        expect(screen.getByRole('heading', { name: JONAS.name, level: 2 })).toHaveFocus(),
      );
      await user.click(screen.getByRole('button', { name: 'Show chats' }));
      await waitFor(() => expect(sidebar).not.toHaveAttribute('inert'));
      expect(screen.getByRole('heading', { name: 'Chats' })).toHaveFocus();
    } finally {
      restore();
    }
  });
});

describe('a window that narrows to a phone', () => {
  it('shows the details pane that was open beside the messages on the first tap of Details', async () => {
    const original = window.matchMedia;
    let narrow = false;
    const listeners = new Set<() => void>();
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query === NARROW_QUERY && narrow;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
    try {
      const { user, container } = await openedPage();
      await user.click(screen.getByRole('button', { name: new RegExp(`^${JONAS.name}`) }));
      await screen.findByRole('heading', { name: JONAS.name, level: 2 });
      await user.click(screen.getByRole('button', { name: 'Details' }));
      await waitFor(() => expect(container.querySelector('.wob-chat__details')).not.toBeNull());
      // The window narrows: one pane at a time, the messages in front of the open details.
      act(() => {
        narrow = true;
        for (const listener of listeners) listener();
      });
      const details = container.querySelector('.wob-chat__details') as HTMLElement;
      await waitFor(() => expect(details).toHaveAttribute('inert'));
      await user.click(screen.getByRole('button', { name: 'Details' }));
      await waitFor(() =>
        expect(container.querySelector('.wob-chat__details')).not.toHaveAttribute('inert'),
      );
      expect(container.querySelector('.wob-chat__main')).toHaveAttribute('inert');
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('what is not on screen', () => {
  it('is not read on a phone showing the list, and counts as unread', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === NARROW_QUERY,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      const { world, user } = await openedPage();
      // Mette's chat opened by itself behind the list: her two messages stay unread.
      const row = await screen.findByRole('button', { name: new RegExp(`^${METTE.name}`) });
      expect(within(row).getByText('2 unread messages')).toBeInTheDocument();
      expect(
        world.messages.filter((m) => m.sender.uid === METTE.uid && m.readAt === null),
      ).toHaveLength(2);
      await user.click(row);
      await waitFor(() =>
        expect(
          world.messages.filter((m) => m.sender.uid === METTE.uid && m.readAt === null),
        ).toHaveLength(0),
      );
      expect(within(row).queryByText(/unread/)).toBeNull();
    } finally {
      window.matchMedia = original;
    }
  });
});
