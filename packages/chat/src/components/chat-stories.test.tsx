import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEmojiImages } from '../emoji/emoji-text';
import '../test/stories';
import * as bannerStories from './banners.stories';
import * as linkStories from './chat-header-link.stories';
import * as pageStories from './chat-page.stories';
import * as composerStories from './composer.stories';
import * as listStories from './conversation-list.stories';
import * as bubbleStories from './message-bubble.stories';

// Whole screens rendered in jsdom (up to 50,000 messages, lazy dialog chunks): seconds on a
// busy machine, so these tests get more time than the default 15 s.
vi.setConfig({ testTimeout: 60_000 });

const list = composeStories(listStories);
const bubbles = composeStories(bubbleStories);
const composer = composeStories(composerStories);
const banners = composeStories(bannerStories);
const page = composeStories(pageStories);
const link = composeStories(linkStories);

// The stories are what designers and reviewers look at: each must show its state.
// The emoji image map (one module per image under vitest) is loaded once up front.
beforeAll(() => loadEmojiImages(), 60_000);

describe('conversation list stories', () => {
  it('show the list, loading, empty, error, long names and Danish', async () => {
    const full = render(<list.Conversations />);
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.getByText('2 unread messages')).toBeInTheDocument();
    full.unmount();

    const loading = render(<list.Loading />);
    expect(await screen.findByText('Loading chats…')).toBeInTheDocument();
    loading.unmount();

    const empty = render(<list.Empty />);
    expect(await screen.findByRole('heading', { name: 'No chats yet' })).toBeInTheDocument();
    empty.unmount();

    const error = render(<list.LoadError />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error in loading chats');
    error.unmount();

    const long = render(<list.LongNamesAndTyping />);
    expect(await screen.findByText('typing')).toBeInTheDocument();
    expect(screen.getByText('120 unread messages')).toBeInTheDocument();
    long.unmount();

    render(<list.Danish />);
    expect(await screen.findByRole('list', { name: 'Samtaler' })).toBeInTheDocument();
  });
});

describe('message bubble stories', () => {
  it('show every delivery state in the order of the spec', () => {
    render(<bubbles.DeliveryStates />);
    for (const state of ['Sending', 'Sent', 'Delivered', 'Seen', 'Not sent']) {
      expect(screen.getAllByText(state).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('alert')).toHaveTextContent('There was a network error.');
  });

  it('show text, emoji-only sizes, media, a failed picture, deleted bubbles and Danish', async () => {
    const text = render(<bubbles.Text />);
    expect(screen.getByText('edited')).toBeInTheDocument();
    text.unmount();

    const emoji = render(<bubbles.EmojiOnly />);
    // Each emoji is its Twemoji image, named by the character, at the emoji-only size.
    const textOf = async (char: string) =>
      (await screen.findByRole('img', { name: char })).closest('p');
    expect(await textOf('🎉')).toHaveStyle({ fontSize: '48px' });
    expect(await textOf('🥐')).toHaveStyle({ fontSize: '36px' });
    expect(await textOf('🇩🇰')).toHaveStyle({ fontSize: '24px' });
    emoji.unmount();

    const media = render(<bubbles.Media />);
    expect(screen.getAllByRole('button', { name: /^Open the photo from/ })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Download løberute-søndag.pdf' })).toBeInTheDocument();
    expect(screen.getByLabelText('Audio from Mette Hansen')).toBeInTheDocument();
    media.unmount();

    const deleted = render(<bubbles.Deleted />);
    expect(screen.getByText('This message was deleted')).toBeInTheDocument();
    expect(screen.getByText('You deleted this message')).toBeInTheDocument();
    deleted.unmount();

    const failed = render(<bubbles.ImageLoadFailure />);
    failed.unmount();

    render(<bubbles.Danish />);
    expect(screen.getByText('Beskeden er slettet')).toBeInTheDocument();
    expect(screen.getByText('redigeret')).toBeInTheDocument();
  });
});

describe('composer stories', () => {
  it('show the composer normal, editing, uploading, blocked both ways, waiting and Danish', async () => {
    const normal = render(<composer.Normal />);
    expect(await screen.findByRole('textbox', { name: 'Message to Mette Hansen' })).toBeEnabled();
    normal.unmount();

    const editing = render(<composer.Editing />);
    expect(await screen.findByText('Editing message')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel editing' })).toBeInTheDocument();
    editing.unmount();

    const uploading = render(<composer.Uploading />);
    expect(
      await screen.findByRole('progressbar', { name: 'Sending havnen-i-aften.jpg' }),
    ).toHaveAttribute('aria-valuenow', '45');
    uploading.unmount();

    const blocked = render(<composer.BlockedByMe />);
    expect(await screen.findByRole('textbox', { name: 'Message to Mette Hansen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    blocked.unmount();

    const blockedMe = render(<composer.HasBlockedMe />);
    expect(await screen.findByText('This user has blocked you.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    blockedMe.unmount();

    const smart = render(<composer.SmartReplies />);
    const chips = await screen.findByRole('region', { name: 'Suggested replies' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(["Yes, I'd love to!", "Maybe, I'll let you know.", 'No thanks, not this time.', '']);
    expect(within(chips).getByRole('button', { name: 'Hide suggested replies' })).toBeVisible();
    smart.unmount();

    const smartDanish = render(<composer.SmartRepliesDanish />);
    expect(await screen.findByRole('region', { name: 'Forslag til svar' })).toHaveTextContent(
      'Ja, det vil jeg rigtig gerne!',
    );
    smartDanish.unmount();

    const waiting = render(<composer.RequestWaiting />);
    expect(
      await screen.findByText('Your message request waits for Mette Hansen to accept it.'),
    ).toBeInTheDocument();
    waiting.unmount();

    render(<composer.Danish />);
    expect(await screen.findByRole('button', { name: 'Fjern blokering' })).toBeInTheDocument();
  });
});

describe('banner stories', () => {
  it('show Accept Message with Reject & Block, Like Back, blocked and Danish', async () => {
    const accept = render(<banners.AcceptOrReject />);
    const region = await screen.findByRole('region', { name: 'Message request' });
    expect(within(region).getByRole('button', { name: 'Accept Message' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Reject & Block' })).toBeInTheDocument();
    accept.unmount();

    const like = render(<banners.LikeBack />);
    expect(await screen.findByRole('button', { name: 'Like Back' })).toBeInTheDocument();
    like.unmount();

    const blocked = render(<banners.Blocked />);
    expect(
      await screen.findByText('You have blocked Mette Hansen. Unblock them to write again.'),
    ).toBeInTheDocument();
    blocked.unmount();

    const blockedMe = render(<banners.HasBlockedMe />);
    expect(await screen.findByText('This user has blocked you.')).toBeInTheDocument();
    blockedMe.unmount();

    render(<banners.Danish />);
    expect(await screen.findByRole('button', { name: 'Accepter besked' })).toBeInTheDocument();
  });
});

describe('chat page stories', () => {
  it('show the desktop with details, the phone, loading, login error and no chats', async () => {
    const desktop = render(<page.Desktop />);
    expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Photos' })).toBeInTheDocument();
    desktop.unmount();

    const phone = render(<page.Phone />);
    expect(await screen.findByRole('heading', { name: 'Chats' })).toBeInTheDocument();
    phone.unmount();

    const fromProfile = render(<page.PhoneFromProfile />);
    expect(
      await screen.findByRole('heading', { name: 'Jonas Kristensen', level: 2 }),
    ).toBeInTheDocument();
    fromProfile.unmount();

    const loading = render(<page.Loading />);
    expect(await screen.findByText('Loading chats…')).toBeInTheDocument();
    loading.unmount();

    const login = render(<page.LoginError />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Log in error, reload');
    login.unmount();

    render(<page.NoChats />);
    expect(await screen.findByRole('heading', { name: 'No chats yet' })).toBeInTheDocument();
  });

  it('show a thread beside the messages and on a phone', async () => {
    const desktop = render(<page.DesktopThread />);
    await waitFor(() => expect(document.querySelector('.wob-chat[data-thread]')).not.toBeNull(), {
      timeout: 10_000,
    });
    // The pane's chunk loads the first time a thread opens.
    const pane = await screen.findByRole('region', { name: 'Thread' }, { timeout: 10_000 });
    expect(await within(pane).findByText('2 replies')).toBeInTheDocument();
    expect(within(pane).getByText('Perfekt, så tager jeg kaffe med')).toBeInTheDocument();
    desktop.unmount();

    render(<page.PhoneThread />);
    expect(await screen.findByRole('textbox', { name: 'Reply in the thread' })).toBeInTheDocument();
  });

  it('show a message request, a block, 50,000 messages and Danish', async () => {
    const request = render(<page.MessageRequest />);
    expect(await screen.findByRole('button', { name: 'Accept Message' })).toBeInTheDocument();
    request.unmount();

    const blocked = render(<page.BlockedByMe />);
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    blocked.unmount();

    const long = render(<page.FiftyThousandMessages />);
    expect(
      await screen.findByText('Besked 50000', { selector: '.wob-message__text' }),
    ).toBeInTheDocument();
    // Virtualised: far fewer rows in the page than messages loaded.
    expect(screen.getAllByRole('listitem').length).toBeLessThan(80);
    long.unmount();

    const danish = render(<page.DesktopDanish />);
    expect(await screen.findByRole('heading', { name: 'Oplysninger' })).toBeInTheDocument();
    danish.unmount();

    render(<page.PhoneDanish />);
    expect(
      await screen.findByRole('textbox', { name: 'Besked til Mette Hansen' }),
    ).toBeInTheDocument();
  });
});

describe('header link stories', () => {
  it('show the unread total and the link alone', async () => {
    const unread = render(<link.WithUnread />);
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toHaveAttribute(
      'href',
      '/chat',
    );
    unread.unmount();
    const none = render(<link.NothingUnread />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument());
    none.unmount();
    render(<link.Danish />);
    expect(await screen.findByRole('link', { name: 'Beskeder, 2 ulæste' })).toBeInTheDocument();
  });
});
