import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connect, createWorld, HOUR, EMIL, ME, METTE, NOW } from '../test/chat-fixtures';
import { seedCallHistory } from '../test/call-message-fixtures';
import { renderChat } from '../test/render-chat';

// Call messages on /chat (spec chat section 5): call bubbles in the message list, the call as
// a conversation's last message, live, never counted as unread.

async function opened(locale: 'en' | 'da' = 'en') {
  const world = createWorld();
  seedCallHistory(world);
  const view = renderChat(world, { locale, selected: { id: METTE.uid, name: METTE.name } });
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
    connect(world, ME.uid, EMIL.uid);
    const call = { to: ME.uid, type: 'audio' as const, initiator: EMIL.uid, sessionId: 'c3' };
    act(() => {
      world.callMessages.record({ ...call, from: EMIL.uid, action: 'initiated' });
      world.callMessages.record({ ...call, from: EMIL.uid, action: 'cancelled' });
    });
    const emil = await screen.findByRole('button', { name: new RegExp(`^${EMIL.name}`) });
    expect(within(emil).getByText('Missed audio call')).toBeInTheDocument();
    expect(emil.querySelector('.wob-chat-row__call--missed')).not.toBeNull();
    expect(within(emil).queryByText(/unread/)).toBeNull();
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
