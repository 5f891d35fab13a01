import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveChooseBubble, signIn, USER } from '../test/call-host-support';
import { renderApp } from '../test/render-app';
import { bootLocale } from './locale';

// The call host is mounted for every signed-in page: a call that rings when a page opens (the
// server's active call) shows its overlay on /choose-bubble as on /chat. (Calls turned off:
// call-host-off.test.tsx, since the site answer is read once per page load, here per file.)

const CALLER = { uid: 'mette', name: 'Mette Hansen', avatar: '' };
const ME = { uid: USER._id, name: USER.name, avatar: '' };
const RINGING = {
  sessionId: 'call-1',
  type: 'video',
  status: 'initiated',
  receiverType: 'user',
  receiverId: ME.uid,
  conversationId: 'c-1',
  initiator: CALLER,
  receiver: ME,
  participants: [
    { ...CALLER, state: 'joined', joinedAt: null },
    { ...ME, state: 'ringing', joinedAt: null },
  ],
  initiatedAt: 1_760_000_000,
  joinedAt: null,
  endedAt: null,
};

function serve(calls: boolean) {
  return serveChooseBubble(calls, {
    'GET /chat-api/calls/active': { body: { data: { call: RINGING } } },
  });
}

beforeEach(() => {
  localStorage.setItem('user-locale', 'en');
  bootLocale([]);
});

afterEach(async () => {
  const { callStore } = await import('./calls');
  callStore.getState().stop();
  await signIn(false);
  vi.unstubAllGlobals();
});

describe('calls on every signed-in page', () => {
  it('ring on /choose-bubble, with Accept and Reject', async () => {
    serve(true);
    await signIn(true);
    renderApp('/choose-bubble');
    await screen.findByRole('heading', { name: 'Choose Bubble', level: 1 });
    const ringing = await screen.findByRole('alertdialog', {
      name: 'Mette Hansen Incoming video call',
    });
    expect(within(ringing).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(ringing).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });
});
