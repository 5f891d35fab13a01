import { apiError } from '@wob/test-utils';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER } from '../deck/deck-slice';
import { woblers } from '../test/deck-fixtures';
import { deferred, setupDeckStore } from '../test/deck-store-setup';

const ids = (cards: { _id: string }[]) => cards.map((card) => card._id);

describe('createDeckStore: saved Woblers', () => {
  it('loads 5 at a time, newest first, with load more', async () => {
    const { store, fake } = setupDeckStore({ saved: woblers(12) });
    await store.getState().openSaved();
    expect(fake.inputsOf('savedWoblers')).toEqual([{ page: 1, limit: 5 }]);
    expect(store.getState().saved).toMatchObject({ status: 'ready', total: 12, hasMore: true });
    expect(ids(store.getState().saved.docs)).toEqual(['w1', 'w2', 'w3', 'w4', 'w5']);
    await store.getState().loadMoreSaved();
    await store.getState().loadMoreSaved();
    expect(fake.inputsOf('savedWoblers')).toEqual([
      { page: 1, limit: 5 },
      { page: 2, limit: 5 },
      { page: 3, limit: 5 },
    ]);
    expect(ids(store.getState().saved.docs)).toEqual(ids(woblers(12)));
    expect(store.getState().saved.hasMore).toBe(false);
  });

  it('removes a row at once and asks for the page of the next unseen row afterwards', async () => {
    const { store, fake, server, toasts } = setupDeckStore({ saved: woblers(12) });
    await store.getState().openSaved();
    const held = deferred();
    const answer = server.handlers.removeSavedWobler;
    fake.on('removeSavedWobler', async (input, options) => {
      await held.promise;
      return answer?.(input, options) ?? {};
    });
    const removing = store.getState().removeSaved('w2');
    expect(ids(store.getState().saved.docs)).toEqual(['w1', 'w3', 'w4', 'w5']);
    expect(store.getState().saved.total).toBe(11);
    held.resolve();
    expect(await removing).toEqual({ ok: true });
    expect(server.savedIds).not.toContain('w2');
    expect(toasts).toEqual([{ tone: 'success', text: 'Removed from your saved Woblers.' }]);
    // The server's list moved up by one: w6 is now 5th, on page 1.
    await store.getState().loadMoreSaved();
    expect(fake.inputsOf('savedWoblers').at(-1)).toEqual({ page: 1, limit: 5 });
    expect(ids(store.getState().saved.docs)).toEqual(['w1', 'w3', 'w4', 'w5', 'w6']);
    await store.getState().loadMoreSaved();
    expect(ids(store.getState().saved.docs)).toEqual([
      'w1',
      'w3',
      'w4',
      'w5',
      'w6',
      'w7',
      'w8',
      'w9',
      'w10',
      'w11',
    ]);
  });

  it('puts a row back where it was when the removal fails, and toasts why', async () => {
    const { store, fake, toasts } = setupDeckStore({ saved: woblers(4) });
    await store.getState().openSaved();
    fake.on('removeSavedWobler', () => {
      throw apiError(500, 'The server could not remove it.');
    });
    const result = await store.getState().removeSaved('w3');
    expect(result).toMatchObject({ ok: false, status: 500 });
    expect(ids(store.getState().saved.docs)).toEqual(['w1', 'w2', 'w3', 'w4']);
    expect(store.getState().saved.total).toBe(4);
    expect(toasts).toEqual([{ tone: 'error', text: 'The server could not remove it.' }]);
  });

  it('shows an error state when the list fails to load, silently', async () => {
    const { store, fake, toasts } = setupDeckStore();
    fake.on('savedWoblers', () => {
      throw apiError(0);
    });
    await store.getState().openSaved();
    expect(store.getState().saved.status).toBe('error');
    expect(toasts).toEqual([]);
  });

  it('puts a Wobler saved on the deck on top of the open list', async () => {
    const { store } = setupDeckStore({ woblers: woblers(6, 20), saved: woblers(2) });
    await store.getState().openSaved();
    await store.getState().openDeck(DEFAULT_FILTER);
    await store.getState().saveCard('w20');
    expect(ids(store.getState().saved.docs)).toEqual(['w20', 'w1', 'w2']);
    expect(store.getState().saved.total).toBe(3);
    expect(store.getState().saved.docs[0]?.relation.saved).toBe(true);
  });
});
