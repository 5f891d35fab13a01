import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestApp, renderRoutes } from '@wob/test-utils';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { chatRoutes } from '../routes';
import { smartRepliesOf } from '../service/smart-replies';
import { ChatProvider } from '../store/chat-context';
import {
  createChatSetup,
  createWorld,
  ME,
  METTE,
  NOW,
  seedSmartReplies,
  SMART_REPLY_INVITATION,
} from '../test/chat-fixtures';
import { STORY_CLOCK } from '../test/chat-story-frame';

// Smart replies over the memory chat world: the newest message of the open chat, someone
// else's question carrying suggestions, shows three chips in the reader's language above the
// composer; a chip fills the composer (sends nothing); typing, closing, sending or a newer
// message takes them away.

async function openMette(locale: 'en' | 'da' = 'en', seed = seedSmartReplies) {
  const world = createWorld();
  seed(world);
  const app = createTestApp({ locale });
  const setup = createChatSetup(world, { translate: app.translate, notify: app.notify });
  renderRoutes(app, {
    layout: (
      <ChatProvider store={setup.store} clock={STORY_CLOCK}>
        <Outlet />
      </ChatProvider>
    ),
    routes: chatRoutes,
    path: '/chat',
  });
  await screen.findByRole('list', { name: /Conversations|Samtaler/ });
  await act(() => setup.store.getState().openConversation(METTE.uid));
  await screen.findByRole('heading', { level: 2, name: METTE.name });
  const input = screen.getByRole('textbox', { name: new RegExp(METTE.name) });
  return { world, setup, input, user: userEvent.setup() };
}

const chipNames = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('smart reply chips', () => {
  it('shows three chips in English and fills the composer with the chosen one, sending nothing', async () => {
    const { world, input, user } = await openMette('en');
    const region = await screen.findByRole('region', { name: 'Suggested replies' });
    expect(chipNames(region)).toEqual([
      "Yes, I'd love to!",
      "Maybe, I'll let you know.",
      'No thanks, not this time.',
    ]);
    const sentBefore = world.messages.length;
    await user.click(within(region).getByRole('button', { name: "Yes, I'd love to!" }));
    expect(input).toHaveValue("Yes, I'd love to!");
    expect(input).toHaveFocus();
    expect(world.messages.length).toBe(sentBefore);
    expect(screen.queryByRole('region', { name: 'Suggested replies' })).toBeNull();
  });

  it('shows the Danish suggestions to a Danish reader and closes with its control', async () => {
    const { input, user } = await openMette('da');
    const region = await screen.findByRole('region', { name: 'Forslag til svar' });
    expect(chipNames(region)).toEqual([
      'Ja, det vil jeg rigtig gerne!',
      'Måske, jeg vender tilbage.',
      'Nej tak, ikke denne gang.',
    ]);
    await user.click(within(region).getByRole('button', { name: 'Skjul forslag til svar' }));
    expect(screen.queryByRole('region', { name: 'Forslag til svar' })).toBeNull();
    expect(input).toHaveFocus();
    expect(input).toHaveValue('');
  });

  it('goes when I type, and stays gone when I clear the text', async () => {
    const { input, user } = await openMette('en');
    await screen.findByRole('region', { name: 'Suggested replies' });
    await user.type(input, 'Hm');
    expect(screen.queryByRole('region', { name: 'Suggested replies' })).toBeNull();
    await user.clear(input);
    expect(screen.queryByRole('region', { name: 'Suggested replies' })).toBeNull();
  });

  it('goes when a newer message arrives, and comes for a newer question', async () => {
    const { world, user } = await openMette('en');
    await screen.findByRole('region', { name: 'Suggested replies' });
    const mette = world.serviceFor(METTE.uid);
    await act(async () => {
      await mette.login();
      await mette.sendMessage({ receiverId: ME.uid, receiverType: 'user', muid: 'm1', text: 'Ok' });
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Suggested replies' })).toBeNull(),
    );
    world.smartReplies = (text) =>
      text.endsWith('?')
        ? { reply_positive: 'Yes!', reply_neutral: 'Maybe.', reply_negative: 'No.' }
        : undefined;
    await act(async () => {
      await mette.sendMessage({
        receiverId: ME.uid,
        receiverType: 'user',
        muid: 'm2',
        text: 'Kommer du?',
      });
    });
    const region = await screen.findByRole('region', { name: 'Suggested replies' });
    expect(chipNames(region)).toEqual(['Yes!', 'Maybe.', 'No.']);
    await user.click(within(region).getByRole('button', { name: 'No.' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(world.messages.at(-1)?.text).toBe('No.'));
    expect(world.messages.at(-1)?.sender.uid).toBe(ME.uid);
    expect(screen.queryByRole('region', { name: 'Suggested replies' })).toBeNull();
  });

  it('shows none for my own question', async () => {
    await openMette('en', (world) => {
      seedSmartReplies(world);
      world.seed(
        ME.uid,
        METTE.uid,
        { text: 'Og hvad med dig?', smartReply: SMART_REPLY_INVITATION },
        { sentAt: NOW },
      );
    });
    await screen.findByText('Og hvad med dig?');
    expect(screen.queryByRole('region', { name: 'Suggested replies' })).toBeNull();
  });
});

describe('reading smart replies from a message', () => {
  const withData = (data: unknown, deletedAt: number | null = null) => ({
    deletedAt,
    metadata: { '@injected': { extensions: { 'smart-reply': data } } },
  });
  const flat = {
    reply_positive: 'Sure',
    reply_neutral: 'Maybe',
    reply_negative: 'No',
    category: 'x',
  };

  it('reads the reader’s language first, then the flat ones (CometChat’s shape), then English', () => {
    expect(smartRepliesOf(withData(SMART_REPLY_INVITATION), 'da-DK')?.positive).toBe(
      'Ja, det vil jeg rigtig gerne!',
    );
    expect(smartRepliesOf(withData(SMART_REPLY_INVITATION), 'en')?.negative).toBe(
      'No thanks, not this time.',
    );
    expect(smartRepliesOf(withData(SMART_REPLY_INVITATION), 'de')?.neutral).toBe(
      "Maybe, I'll let you know.",
    );
    expect(smartRepliesOf(withData(flat), 'da')).toEqual({
      positive: 'Sure',
      neutral: 'Maybe',
      negative: 'No',
    });
  });

  it('answers null for none, malformed data, blank replies or a deleted message', () => {
    expect(smartRepliesOf({ deletedAt: null }, 'en')).toBeNull();
    expect(smartRepliesOf(withData('yes'), 'en')).toBeNull();
    expect(smartRepliesOf(withData({ reply_positive: 'Sure', reply_neutral: 3 }), 'en')).toBeNull();
    expect(smartRepliesOf(withData({ ...flat, reply_negative: ' ' }), 'en')).toBeNull();
    expect(smartRepliesOf(withData(flat, 123), 'en')).toBeNull();
  });
});

describe('smart reply chips on a narrow screen', () => {
  it('fades the edge where more chips lie beyond, and follows the scroll', async () => {
    // jsdom lays nothing out: the row is given the sizes of a 390 px phone, where the three
    // chips are wider than the row.
    const sizes = { scrollWidth: 520, clientWidth: 300 };
    const spies = Object.entries(sizes).map(([name, value]) => {
      const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
      return () => {
        if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
      };
    });
    try {
      await openMette('da');
      const region = await screen.findByRole('region', { name: 'Forslag til svar' });
      const row = within(region).getByRole('list');
      // At the start: more to the end, nothing before.
      await waitFor(() => expect(row).toHaveAttribute('data-more-end'));
      expect(row).not.toHaveAttribute('data-more-start');
      // Scrolled half way: both edges fade.
      row.scrollLeft = 110;
      act(() => {
        row.dispatchEvent(new Event('scroll'));
      });
      expect(row).toHaveAttribute('data-more-start');
      expect(row).toHaveAttribute('data-more-end');
      // At the end: only the start fades.
      row.scrollLeft = 220;
      act(() => {
        row.dispatchEvent(new Event('scroll'));
      });
      expect(row).toHaveAttribute('data-more-start');
      expect(row).not.toHaveAttribute('data-more-end');
    } finally {
      for (const restore of spies) restore();
    }
  });
});
