import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWorld, METTE, ME, seedConversations } from '../test/chat-fixtures';
import { renderChat } from '../test/render-chat';
import type { MemoryChatWorld } from '../test/memory-chat-world';
import { LIVE_REACTION_ICONS, LIVE_REACTION_MAX_FRAMES } from './live-reactions';

// Stickers and live reactions on /chat, as a person uses them: the toggle opens the keyboard
// ('Loading...', then the first set's stickers as named buttons, or 'No stickers found'), a
// chosen sticker is sent and shown as an image without a bubble; with empty text the heart
// replaces Send and plays 6 hearts, and a heart from the open conversation plays them too.

async function openedPage(prepare: (world: MemoryChatWorld) => void = () => undefined) {
  const world = createWorld();
  seedConversations(world);
  prepare(world);
  const view = renderChat(world);
  await screen.findByRole('textbox', { name: /^Message to/ });
  return { ...view, world };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sticker keyboard', () => {
  it("says 'Loading...' while the sets load, then shows the first set as a tablist of named stickers", async () => {
    let release: () => void = () => undefined;
    const { user } = await openedPage((world) => {
      release = world.stall('extension');
    });
    await user.click(screen.getByRole('button', { name: 'Stickers' }));
    const keyboard = await screen.findByRole('region', { name: 'Stickers' });
    expect(within(keyboard).getAllByText('Loading...').length).toBeGreaterThan(0);
    act(() => release());
    const tabs = await within(keyboard).findByRole('tablist', { name: 'Sticker sets' });
    const [first, second] = within(tabs).getAllByRole('tab');
    expect(first).toHaveAccessibleName('Bubbles');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAccessibleName('Greetings');
    const panel = within(keyboard).getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: 'Happy' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Sun' })).toBeNull();
    await user.click(second as HTMLElement);
    expect(
      within(within(keyboard).getByRole('tabpanel')).getByRole('button', { name: 'Sun' }),
    ).toBeInTheDocument();
    // The close control (and Escape) close it and give the focus back to the toggle.
    await user.click(within(keyboard).getByRole('button', { name: 'Close stickers' }));
    expect(screen.queryByRole('region', { name: 'Stickers' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Stickers' })).toHaveFocus();
  });

  it("says 'No stickers found' when there are none, and when the call fails", async () => {
    const empty = await openedPage((world) => {
      world.stickers = { customStickers: [], defaultStickers: [] };
    });
    await empty.user.click(screen.getByRole('button', { name: 'Stickers' }));
    expect(await screen.findByText('No stickers found')).toBeInTheDocument();
    empty.unmount();

    const failing = await openedPage((world) => world.failNext('extension', 'network'));
    await failing.user.click(screen.getByRole('button', { name: 'Stickers' }));
    expect(await screen.findByText('No stickers found')).toBeInTheDocument();
  });

  it('sends the chosen sticker, shown as its image without a bubble, and the other side gets it', async () => {
    const { user, world } = await openedPage();
    const mette = world.serviceFor(METTE.uid);
    await mette.login();
    const got: unknown[] = [];
    mette.addMessageListener({ onCustomMessageReceived: (message) => got.push(message) });
    await user.click(screen.getByRole('button', { name: 'Stickers' }));
    await user.click(await screen.findByRole('button', { name: 'In love' }));
    const image = await screen.findByRole('img', { name: 'Sticker: In love' });
    const sticker = world.stickers.defaultStickers.find((s) => s.stickerName === 'love');
    expect(image).toHaveAttribute('src', sticker?.stickerUrl);
    expect(image.closest('.wob-message')).toHaveClass('wob-message--sticker');
    await waitFor(() =>
      expect(got).toEqual([
        expect.objectContaining({
          type: 'sticker',
          category: 'custom',
          data: {
            customData: { sticker_url: sticker?.stickerUrl, sticker_name: 'love' },
          },
        }),
      ]),
    );
  });
});

describe('live reactions', () => {
  function countFrames() {
    let frames = 0;
    let clock = 0;
    vi.stubGlobal('requestAnimationFrame', (step: FrameRequestCallback) => {
      frames += 1;
      clock += 1000 / 60;
      return window.setTimeout(() => step(clock), 0);
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => window.clearTimeout(id));
    return () => frames;
  }

  it('puts a heart in place of Send while the text is empty; it plays 6 hearts for 1.5 s and tells the other side', async () => {
    const frames = countFrames();
    const { user, world } = await openedPage();
    const mette = world.serviceFor(METTE.uid);
    await mette.login();
    const told: unknown[] = [];
    mette.addMessageListener({ onTransientMessageReceived: (message) => told.push(message) });
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /^Message to/ }), 'Hej');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Send a heart' })).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: /^Message to/ }));

    await user.click(screen.getByRole('button', { name: 'Send a heart' }));
    const layer = document.querySelector('.wob-live-reactions');
    expect(layer?.querySelectorAll('.wob-live-reactions__heart')).toHaveLength(LIVE_REACTION_ICONS);
    expect(layer).toHaveTextContent('You sent a heart');
    await waitFor(() => expect(document.querySelector('.wob-live-reactions')).toBeNull());
    // 1,500 ms at 60 frames a second: about 90 frames, never more than 500.
    expect(frames()).toBeGreaterThanOrEqual(89);
    expect(frames()).toBeLessThanOrEqual(LIVE_REACTION_MAX_FRAMES);
    expect(told).toEqual([
      expect.objectContaining({
        sender: expect.objectContaining({ uid: ME.uid }),
        data: { type: 'live_reaction', reaction: 'heart' },
      }),
    ]);
  });

  it('plays a heart from the open conversation, and one still heart when motion is reduced', async () => {
    countFrames();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { world } = await openedPage();
    const mette = world.serviceFor(METTE.uid);
    await mette.login();
    act(() =>
      mette.sendTransientMessage(
        { receiverId: ME.uid, receiverType: 'user' },
        { type: 'live_reaction', reaction: 'heart' },
      ),
    );
    await waitFor(() =>
      expect(document.querySelectorAll('.wob-live-reactions__heart--still')).toHaveLength(1),
    );
    expect(document.querySelector('.wob-live-reactions')).toHaveTextContent(
      `${METTE.name} sent a heart`,
    );
    await waitFor(() => expect(document.querySelector('.wob-live-reactions')).toBeNull(), {
      timeout: 3000,
    });
  });
});
