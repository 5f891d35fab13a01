import { describe, expect, it } from 'vitest';
import { ME, METTE } from '../test/chat-fixtures';
import { flush, openPage } from '../test/chat-store-helpers';

// The chat store's threads: replies stay out of the main list and go into the open thread;
// the parent's reply count follows live, in the main list and the thread pane.

async function until(condition: () => boolean): Promise<void> {
  for (let round = 0; round < 100 && !condition(); round += 1) await flush();
  expect(condition()).toBe(true);
}

describe('threads', () => {
  it('sends a reply into the open thread, never into the main list, and counts it', async () => {
    const setup = await openPage();
    const { store } = setup;
    await store.getState().sendText('Hvad skal vi lave?');
    const parent = store.getState().open?.messages.at(-1);
    if (!parent) throw new Error('no parent');
    await store.getState().openThread(parent);
    expect(store.getState().open?.thread).toMatchObject({ status: 'ready', messages: [] });

    expect(await store.getState().sendText('Svar i tråden', [], true)).toBe(true);
    const thread = store.getState().open?.thread;
    expect(thread?.messages.map((m) => [m.text, m.parentMessageId])).toEqual([
      ['Svar i tråden', parent.id],
    ]);
    expect(store.getState().open?.messages.some((m) => m.text === 'Svar i tråden')).toBe(false);
    await until(() => store.getState().open?.thread?.parent.replyCount === 1);
    const inList = store.getState().open?.messages.find((m) => m.id === parent.id);
    expect(inList?.replyCount).toBe(1);
  });

  it("shows the other person's reply live in the open thread and its count in the list", async () => {
    const setup = await openPage();
    const { store, world } = setup;
    await store.getState().sendText('Pizza eller pasta?');
    const parent = store.getState().open?.messages.at(-1);
    if (!parent) throw new Error('no parent');
    const mette = world.serviceFor(METTE.uid);
    await mette.login();
    await mette.sendMessage({
      receiverId: ME.uid,
      receiverType: 'user',
      muid: 'mette-reply-1',
      text: 'Pasta',
      parentMessageId: parent.id,
    });
    // Not open: only the count changes.
    await until(
      () => store.getState().open?.messages.find((m) => m.id === parent.id)?.replyCount === 1,
    );
    expect(store.getState().open?.messages.some((m) => m.text === 'Pasta')).toBe(false);
    await store.getState().openThread(parent);
    expect(store.getState().open?.thread?.messages.map((m) => m.text)).toEqual(['Pasta']);
    await mette.sendMessage({
      receiverId: ME.uid,
      receiverType: 'user',
      muid: 'mette-reply-2',
      text: 'Med pesto',
      parentMessageId: parent.id,
    });
    await until(() => store.getState().open?.thread?.messages.length === 2);
    await until(() => store.getState().open?.thread?.parent.replyCount === 2);
    store.getState().closeThread();
    expect(store.getState().open?.thread).toBeNull();
  });

  it('opens no thread on a reply', async () => {
    const setup = await openPage();
    const { store } = setup;
    await store.getState().sendText('Forælder');
    const parent = store.getState().open?.messages.at(-1);
    if (!parent) throw new Error('no parent');
    await store.getState().openThread(parent);
    await store.getState().sendText('Barn', [], true);
    const reply = store.getState().open?.thread?.messages.at(-1);
    if (!reply) throw new Error('no reply');
    store.getState().closeThread();
    await store.getState().openThread(reply);
    expect(store.getState().open?.thread).toBeNull();
  });
});
