import { createTranslator } from '@wob/i18n';
import { act, render as renderBare, screen, waitFor, within } from '@testing-library/react';
import { createI18n } from '@wob/i18n/react';
import { AppProviders } from '@wob/test-utils';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { CALL_LIMITS } from '@wob/validation';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../test/stories';
import { JONAS, ME, METTE, seedConversations } from '../../test/chat-fixtures';
import { ChatStoryFrame } from '../../test/chat-story-frame';
import { MemoryCallService, MemoryCallWorld } from '../../test/memory-call-service';
import type { MemoryChatWorld } from '../../test/memory-chat-world';
import { createWorld } from '../../test/chat-fixtures';
import { type CallStore, createCallStore } from '../../store/call-store';
import { ChatPage } from '../chat-page';
import { CallHost } from './call-host';

// The call host on the in-memory calls: a call rings on any signed-in page, is taken, turned
// down, answered busy or left unanswered, each screen as the person sees it; the chat header's
// buttons start a call and are hidden across a block.

vi.setConfig({ testTimeout: 30_000 });

const SILENT = { createContext: null, vibrate: null };
const i18n = createI18n('en');

/** Renders in the app's providers (the copy in English). */
function render(ui: ReactNode) {
  return renderBare(ui, {
    wrapper: ({ children }) => (
      <AppProviders i18n={i18n} locale="en">
        {children}
      </AppProviders>
    ),
  });
}
const stores: CallStore[] = [];

afterEach(() => {
  for (const store of stores.splice(0)) store.getState().stop();
});

function callWorld(chat: MemoryChatWorld = createWorld()) {
  const world = new MemoryCallWorld({ chat });
  const tab = (uid: string) => {
    const store = createCallStore({
      service: new MemoryCallService(world, uid),
      myUid: () => uid,
      translate: createTranslator('en'),
      outcomeMs: 60_000,
      log: () => undefined,
    });
    stores.push(store);
    return store;
  };
  return { world, tab };
}

/** Karen's app: two signed-in pages with the host around them, as the app's session layout. */
function KarensApp({ store }: { store: CallStore }) {
  return (
    <MemoryRouter initialEntries={['/home']}>
      <CallHost store={store} enabled me={ME.uid} ringEnvironment={SILENT}>
        <Routes>
          <Route
            path="/home"
            element={
              <main>
                <h1>Choose a Bubble</h1>
                <Link to="/deck">Deck</Link>
              </main>
            }
          />
          <Route path="/deck" element={<h1>Deck</h1>} />
        </Routes>
      </CallHost>
    </MemoryRouter>
  );
}

/** /chat with the host around it; the store is made once the chat world exists. */
function ChatWithCalls({ store }: { store: () => CallStore }) {
  return (
    <CallHost store={store()} enabled me={ME.uid} ringEnvironment={SILENT}>
      <ChatPage />
    </CallHost>
  );
}

/** Someone else's tab, showing only the call screens. */
function OtherTab({ store, uid }: { store: CallStore; uid: string }) {
  return <CallHost store={store} enabled me={uid} ringEnvironment={SILENT} />;
}

/** Mette calls Karen and Karen accepts in one tab; a second tab of Karen's is then opened. */
async function callTakenInAnotherTab(type: 'audio' | 'video') {
  const { tab } = callWorld();
  const mette = tab(METTE.uid);
  const karenBefore = tab(ME.uid);
  await act(() => mette.getState().start());
  await act(() => karenBefore.getState().start());
  await act(() => mette.getState().call({ receiverId: ME.uid, receiverType: 'user' }, type));
  await waitFor(() => expect(karenBefore.getState().phase).toBe('incoming'));
  await act(() => karenBefore.getState().accept());
  return { mette, karenBefore, tab };
}

describe('the call host', () => {
  it('rings on any signed-in page; Accept opens the call screen with the caller, Hang up ends it', async () => {
    const { tab } = callWorld();
    const karen = tab(ME.uid);
    const mette = tab(METTE.uid);
    const user = userEvent.setup();
    render(<KarensApp store={karen} />);
    await user.click(await screen.findByRole('link', { name: 'Deck' }));
    expect(await screen.findByRole('heading', { name: 'Deck' })).toBeInTheDocument();
    await waitFor(() => expect(karen.getState().phase).toBeNull());

    await act(() => mette.getState().start());
    await act(() => mette.getState().call({ receiverId: ME.uid, receiverType: 'user' }, 'video'));
    const ringing = await screen.findByRole('alertdialog', {
      name: 'Mette Hansen Incoming video call',
    });
    await user.click(within(ringing).getByRole('button', { name: 'Accept' }));

    const call = await screen.findByRole('dialog', { name: 'Call with Mette Hansen' });
    await waitFor(() =>
      expect(call.querySelectorAll('.wob-call-tile__name')[0]).toHaveTextContent('Mette Hansen'),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(mette.getState().phase).toBe('ongoing'));

    const mute = within(call).getByRole('button', { name: 'Mute' });
    await waitFor(() => expect(mute).toBeEnabled());
    await user.click(mute);
    expect(karen.getState().media?.getState().muted).toBe(true);

    await user.click(within(call).getByRole('button', { name: 'Hang up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(mette.getState().phase).toBeNull());
    // The page under it is still there.
    expect(screen.getByRole('heading', { name: 'Deck' })).toBeInTheDocument();
  });

  it('shows "You are in a call" in a reloaded tab; Rejoin opens the call screen, the old tab lets go', async () => {
    const { mette, karenBefore, tab } = await callTakenInAnotherTab('video');

    // Karen's reloaded tab: the page, with the card over it and nothing modal.
    const karen = tab(ME.uid);
    const user = userEvent.setup();
    render(<KarensApp store={karen} />);
    const card = await screen.findByRole('region', { name: 'You are in a call' });
    expect(card).toHaveTextContent('Video call with Mette Hansen');
    expect(within(card).getByRole('timer', { name: 'Call duration' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose a Bubble' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Rejoin' }));
    const call = await screen.findByRole('dialog', { name: 'Call with Mette Hansen' });
    await waitFor(() =>
      expect(call.querySelectorAll('.wob-call-tile__name')[0]).toHaveTextContent('Mette Hansen'),
    );
    expect(screen.queryByRole('region', { name: 'You are in a call' })).not.toBeInTheDocument();
    await waitFor(() => expect(karenBefore.getState().phase).toBe('elsewhere'));
    expect(mette.getState().phase).toBe('ongoing');

    await user.click(within(call).getByRole('button', { name: 'Hang up' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(mette.getState().phase).toBeNull());
  });

  it('hangs up from the "You are in a call" card', async () => {
    const { mette, tab } = await callTakenInAnotherTab('audio');

    const karen = tab(ME.uid);
    const user = userEvent.setup();
    render(<KarensApp store={karen} />);
    const card = await screen.findByRole('region', { name: 'You are in a call' });
    expect(card).toHaveTextContent('Audio call with Mette Hansen');
    await user.click(within(card).getByRole('button', { name: 'Hang up' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'You are in a call' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(mette.getState().phase).toBeNull());
  });

  it('closes the overlay on Reject, and the caller sees "Call rejected"', async () => {
    const { tab } = callWorld();
    const karen = tab(ME.uid);
    const mette = tab(METTE.uid);
    const user = userEvent.setup();
    render(<KarensApp store={karen} />);
    await waitFor(() => expect(karen.getState().phase).toBeNull());
    await act(() => mette.getState().start());
    await act(() => mette.getState().call({ receiverId: ME.uid, receiverType: 'user' }, 'audio'));
    const ringing = await screen.findByRole('alertdialog', {
      name: 'Mette Hansen Incoming audio call',
    });
    await user.click(within(ringing).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Choose a Bubble' })).toBeInTheDocument();

    // Mette's tab (one screen per document: each person's modal hides the rest of the page).
    render(<OtherTab store={mette} uid={METTE.uid} />);
    expect(await screen.findByRole('dialog', { name: 'Karen Blixen Call rejected' })).toBeVisible();
  });

  it('tells a third caller "Call busy" with the busy line, and a caller nobody answers "Call unanswered"', async () => {
    const { world, tab } = callWorld();
    const karen = tab(ME.uid);
    const mette = tab(METTE.uid);
    const jonas = tab(JONAS.uid);
    await karen.getState().start();
    await mette.getState().start();
    await mette.getState().call({ receiverId: ME.uid, receiverType: 'user' }, 'video');
    await waitFor(() => expect(karen.getState().phase).toBe('incoming'));
    await karen.getState().accept();

    const jonasView = render(<OtherTab store={jonas} uid={JONAS.uid} />);
    await waitFor(() => expect(jonas.getState().phase).toBeNull());
    await act(() => jonas.getState().call({ receiverId: ME.uid, receiverType: 'user' }, 'audio'));
    const busy = await screen.findByRole('dialog', { name: 'Karen Blixen Call busy' });
    expect(within(busy).getByText('Karen Blixen is on another call.')).toBeInTheDocument();
    await userEvent.setup().click(within(busy).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    jonasView.unmount();

    await karen.getState().hangUp();
    render(<OtherTab store={mette} uid={METTE.uid} />);
    await act(() =>
      mette.getState().call({ receiverId: JONAS.uid, receiverType: 'user' }, 'video'),
    );
    await screen.findByRole('dialog', { name: 'Jonas Kristensen Video call · Calling…' });
    act(() => world.advance(CALL_LIMITS.unansweredAfterMs + 1000));
    expect(
      await screen.findByRole('dialog', { name: 'Jonas Kristensen Call unanswered' }),
    ).toBeVisible();
  });

  it('explains a refused microphone on the call screen', async () => {
    const { world, tab } = callWorld();
    const karen = tab(ME.uid);
    const mette = tab(METTE.uid);
    const user = userEvent.setup();
    render(<KarensApp store={karen} />);
    await waitFor(() => expect(karen.getState().phase).toBeNull());
    await act(() => mette.getState().start());
    world.failNextMedia(ME.uid, 'permission-denied');
    await act(() => mette.getState().call({ receiverId: ME.uid, receiverType: 'user' }, 'audio'));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Woble may not use your microphone' }),
    ).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await screen.findByRole('toolbar', { name: 'Call controls' })).toBeInTheDocument();
  });

  it('lets the chat header call, and hides its buttons for a user blocked by me', async () => {
    let chat: MemoryChatWorld | null = null;
    const seed = (world: MemoryChatWorld) => {
      chat = world;
      seedConversations(world);
    };
    let karen: CallStore | null = null;
    let mette: CallStore | null = null;
    const karenStore = () => {
      if (!karen && chat) {
        const { tab } = callWorld(chat);
        karen = tab(ME.uid);
        mette = tab(METTE.uid);
      }
      if (!karen) throw new Error('no world yet');
      return karen;
    };
    const user = userEvent.setup();
    const view = render(
      <ChatStoryFrame seed={seed} selected={{ id: METTE.uid, name: METTE.name }}>
        <ChatWithCalls store={karenStore} />
      </ChatStoryFrame>,
    );
    const video = await screen.findByRole('button', { name: 'Video call with Mette Hansen' });
    const otherSide = mette as CallStore | null;
    if (!otherSide) throw new Error('no call world');
    await act(() => otherSide.getState().start());
    await user.click(video);
    expect(
      await screen.findByRole('dialog', { name: 'Mette Hansen Video call · Calling…' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(otherSide.getState().phase).toBe('incoming'));
    expect(otherSide.getState().current?.type).toBe('video');
    view.unmount();

    karen = null;
    mette = null;
    render(
      <ChatStoryFrame
        seed={(world) => {
          seed(world);
          world.block(ME.uid, METTE.uid);
        }}
        selected={{ id: METTE.uid, name: METTE.name }}
      >
        <ChatWithCalls store={karenStore} />
      </ChatStoryFrame>,
    );
    expect(await screen.findByText(/You have blocked/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /call with/ })).not.toBeInTheDocument();
  });

  it('shows nothing and starts nothing when calls are off', async () => {
    const { tab } = callWorld();
    const karen = tab(ME.uid);
    const start = vi.spyOn(karen.getState(), 'start');
    render(<CallHost store={karen} enabled={false} me={ME.uid} />);
    expect(start).not.toHaveBeenCalled();
  });
});
