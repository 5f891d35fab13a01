import { describe, expect, it } from 'vitest';
import { ME, METTE } from '../test/chat-fixtures';
import { openPage } from '../test/chat-store-helpers';
import { deliveryStateOf } from './messages';

// The chat store's sending: local copies, retries, receipts, edits, media and typing.

describe('sending', () => {
  it('shows a local copy and replaces it with the stored message, never two', async () => {
    const setup = await openPage();
    const sending = setup.store.getState().sendText('  Vi ses kl. 12  ');
    const local = setup.store.getState().open?.messages.at(-1);
    expect(local?.text).toBe('Vi ses kl. 12');
    expect(local && deliveryStateOf(local)).toBe('sending');
    await sending;
    const messages = setup.store.getState().open?.messages ?? [];
    expect(messages.filter((message) => message.text === 'Vi ses kl. 12')).toHaveLength(1);
    const stored = messages.at(-1);
    expect(stored?.local).toBeUndefined();
    expect(stored && deliveryStateOf(stored)).toBe('sent');
    expect(setup.store.getState().list.items[0]?.lastMessage?.text).toBe('Vi ses kl. 12');
  });

  it('keeps one copy when the event of another tab arrives before the answer', async () => {
    const setup = await openPage();
    const otherTab = setup.world.serviceFor(ME.uid);
    await otherTab.login();
    // The other tab sends with this store's next client id: its event reaches this store first.
    const muid = 'muid-me-1';
    const sending = setup.store.getState().sendText('Samme besked');
    await otherTab.sendMessage({
      receiverId: METTE.uid,
      receiverType: 'user',
      muid,
      text: 'Samme besked',
    });
    await sending;
    const copies =
      setup.store.getState().open?.messages.filter((m) => m.text === 'Samme besked') ?? [];
    expect(copies).toHaveLength(1);
    expect(copies[0]?.local).toBeUndefined();
  });

  it('does not send empty text', async () => {
    const setup = await openPage();
    expect(await setup.store.getState().sendText('   \n ')).toBe(false);
    expect(setup.service.callsOf('sendMessage')).toBe(0);
  });

  it('keeps a failed message with its error, and a retry sends it once', async () => {
    const setup = await openPage({
      translate: (key) => (key === 'chat:spec.networkError' ? 'There was a network error.' : key),
    });
    setup.world.failNext('send', 'network');
    await setup.store.getState().sendText('Hallo?');
    const failed = setup.store.getState().open?.messages.at(-1);
    expect(failed && deliveryStateOf(failed)).toBe('error');
    expect(failed?.local?.error).toBe('There was a network error.');
    await setup.store.getState().retry(failed?.muid ?? '');
    const messages = setup.store.getState().open?.messages.filter((m) => m.text === 'Hallo?') ?? [];
    expect(messages).toHaveLength(1);
    expect(messages[0]?.local).toBeUndefined();
    expect(setup.world.messages.filter((m) => m.text === 'Hallo?')).toHaveLength(1);
  });

  it('turns own messages delivered, then seen, from the receipts', async () => {
    const setup = await openPage();
    await setup.store.getState().sendText('Læser du med?');
    const mette = setup.world.serviceFor(METTE.uid);
    await mette.login();
    const sent = setup.world.messages.at(-1);
    if (!sent) throw new Error('nothing sent');
    await mette.markAsDelivered(sent);
    expect(deliveryStateOf(setup.store.getState().open?.messages.at(-1) ?? sent)).toBe('delivered');
    await mette.markAsRead(sent);
    expect(deliveryStateOf(setup.store.getState().open?.messages.at(-1) ?? sent)).toBe('seen');
  });

  it('edits own text in place and deletes to a deleted bubble', async () => {
    const setup = await openPage();
    const mine = setup.store.getState().open?.messages.find((m) => m.sender.uid === ME.uid);
    if (!mine) throw new Error('no own message');
    setup.store.getState().startEdit(mine);
    expect(setup.store.getState().open?.editing?.id).toBe(mine.id);
    await setup.store.getState().sendText('Godmorgen! Hvordan gik løbet?');
    const edited = setup.store.getState().open?.messages.find((m) => m.id === mine.id);
    expect(edited?.text).toBe('Godmorgen! Hvordan gik løbet?');
    expect(edited?.editedAt).not.toBeNull();
    expect(setup.store.getState().open?.editing).toBeNull();
    const count = setup.store.getState().open?.messages.length;
    await setup.store.getState().deleteMessage(mine.id);
    const deleted = setup.store.getState().open?.messages.find((m) => m.id === mine.id);
    expect(deleted?.deletedAt).not.toBeNull();
    expect(setup.store.getState().open?.messages.length).toBe(count);
  });

  it('does not edit the other person’s messages', async () => {
    const setup = await openPage();
    const theirs = setup.store.getState().open?.messages.find((m) => m.sender.uid === METTE.uid);
    if (!theirs) throw new Error('no message of theirs');
    setup.store.getState().startEdit(theirs);
    expect(setup.store.getState().open?.editing).toBeNull();
  });

  it('sends media with upload progress and refuses nothing under the cap', async () => {
    const setup = await openPage();
    const file = new File(['abc'], 'kaffe.png', { type: 'image/png' });
    await setup.store.getState().sendMedia('image', file);
    const message = setup.store.getState().open?.messages.at(-1);
    expect(message?.type).toBe('image');
    expect(message?.local).toBeUndefined();
    expect(message?.data.attachments?.[0]?.name).toBe('kaffe.png');
    expect(setup.store.getState().uploads).toEqual({});
  });
});

describe('typing of one’s own', () => {
  it('starts at most every 5 seconds and ends on send or blur', async () => {
    const setup = await openPage();
    const state = () => setup.store.getState();
    state().typed();
    state().typed();
    setup.clock.ms += 4_999;
    state().typed();
    expect(setup.world.typingLog).toEqual([{ from: ME.uid, to: METTE.uid, typing: true }]);
    setup.clock.ms += 1;
    state().typed();
    expect(setup.world.typingLog.filter((entry) => entry.typing)).toHaveLength(2);
    await state().sendText('Hej');
    expect(setup.world.typingLog.at(-1)).toEqual({ from: ME.uid, to: METTE.uid, typing: false });
    state().typed();
    state().stoppedTyping();
    expect(setup.world.typingLog.at(-1)?.typing).toBe(false);
    state().stoppedTyping();
    expect(setup.world.typingLog.filter((entry) => !entry.typing)).toHaveLength(2);
  });
});
