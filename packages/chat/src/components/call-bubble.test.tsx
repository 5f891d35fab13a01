import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  connect,
  createWorld,
  HOUR,
  JONAS,
  ME,
  METTE,
  MINUTE,
  NOW,
  seedConversations,
} from '../test/chat-fixtures';
import type { MemoryChatWorld } from '../test/memory-chat-world';
import { renderChat } from '../test/render-chat';

// Call messages on /chat (spec chat section 5): call bubbles in the message list, the call as
// a conversation's last message, live, never counted as unread.

function seedCalls(world: MemoryChatWorld) {
  seedConversations(world);
  // Mette called me on video and I did not answer; then I called her and we talked 3:24.
  const calls = world.callMessages;
  const missed = { from: METTE.uid, to: ME.uid, type: 'video' as const, initiator: METTE.uid };
  calls.seed({ ...missed, sessionId: 'c1', action: 'initiated', sentAt: NOW - 20 * MINUTE });
  calls.seed({ ...missed, sessionId: 'c1', action: 'unanswered', sentAt: NOW - 19 * MINUTE });
  const talk = { from: ME.uid, to: METTE.uid, type: 'audio' as const, initiator: ME.uid };
  calls.seed({ ...talk, sessionId: 'c2', action: 'initiated', sentAt: NOW - 10 * MINUTE });
  calls.seed({
    ...talk,
    from: METTE.uid,
    to: ME.uid,
    sessionId: 'c2',
    action: 'ongoing',
    sentAt: NOW - 10 * MINUTE + 5,
  });
  calls.seed({
    ...talk,
    sessionId: 'c2',
    action: 'ended',
    duration: 204,
    sentAt: NOW - 6 * MINUTE,
  });
}

async function opened(locale: 'en' | 'da' = 'en') {
  const world = createWorld();
  seedCalls(world);
  const view = renderChat(world, { locale });
  await screen.findByRole('list', { name: locale === 'en' ? 'Conversations' : 'Samtaler' });
  return { ...view, world };
}

function row(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${name}`) });
}

describe('call messages on /chat', () => {
  it('shows each call as a centred call bubble by status, type and direction', async () => {
    await opened();
    expect(await screen.findByText('Incoming video call')).toBeInTheDocument();
    const missed = screen.getByText('Missed video call');
    expect(missed.closest('.wob-call-bubble')).toHaveClass('wob-call-bubble--missed');
    expect(screen.getByText('Outgoing audio call')).toBeInTheDocument();
    expect(screen.getByText('Call started')).toBeInTheDocument();
    const ended = screen.getByText('Call ended · 3:24', { selector: '.wob-call-bubble__text' });
    expect(ended.closest('.wob-call-bubble')).not.toHaveClass('wob-call-bubble--missed');
    // The time, as other bubbles show it.
    expect(within(ended.closest('p') as HTMLElement).getByText('10:24')).toBeInTheDocument();
    // No message menu, reactions or delivery marks on a call.
    expect(ended.closest('.wob-message')).toBeNull();
  });

  it('previews the last call in the conversation list, with its icon', async () => {
    await opened();
    const mette = row(METTE.name);
    expect(within(mette).getByText('Call ended · 3:24')).toBeInTheDocument();
    expect(mette.querySelector('.wob-chat-row__call svg')).not.toBeNull();
    // Not "You: …": the words say whose call it was.
    expect(mette).not.toHaveTextContent('You:');
  });

  it('shows a call that comes in live, moves its conversation up and counts nothing as unread', async () => {
    const { world } = await opened();
    await screen.findByText('Call ended · 3:24', { selector: '.wob-call-bubble__text' });
    connect(world, ME.uid, JONAS.uid);
    const call = { to: ME.uid, type: 'audio' as const, initiator: JONAS.uid, sessionId: 'c3' };
    act(() => {
      world.callMessages.record({ ...call, from: JONAS.uid, action: 'initiated' });
      world.callMessages.record({ ...call, from: JONAS.uid, action: 'cancelled' });
    });
    const jonas = row(JONAS.name);
    expect(within(jonas).getByText('Missed audio call')).toBeInTheDocument();
    expect(jonas.querySelector('.wob-chat-row__call--missed')).not.toBeNull();
    expect(within(jonas).queryByText(/unread/)).toBeNull();
    // Into the open conversation: shown at once, no 'new messages' banner.
    act(() => {
      world.callMessages.record({
        from: METTE.uid,
        to: ME.uid,
        type: 'video',
        initiator: METTE.uid,
        sessionId: 'c4',
        action: 'initiated',
        sentAt: NOW - HOUR / 2,
      });
    });
    expect(
      await screen.findAllByText('Incoming video call', { selector: '.wob-call-bubble__text' }),
    ).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /new message/ })).toBeNull();
    expect(within(row(METTE.name)).queryByText(/unread/)).toBeNull();
  });

  it('speaks Danish', async () => {
    await opened('da');
    expect(await screen.findByText('Ubesvaret videoopkald')).toBeInTheDocument();
    expect(screen.getByText('Indgående videoopkald')).toBeInTheDocument();
    expect(screen.getByText('Udgående lydopkald')).toBeInTheDocument();
    expect(
      screen.getByText('Opkaldet sluttede · 3:24', { selector: '.wob-call-bubble__text' }),
    ).toBeInTheDocument();
  });
});
