import { apiError } from '@wob/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { houseAds, woblers } from '../test/deck-fixtures';
import { deferred, setupDeckStore } from '../test/deck-store-setup';
import { DEFAULT_FILTER, type DeckItem } from './deck-slice';
import type { DeckStore } from './deck-store';

const front = (store: DeckStore) => {
  const current = store.getState().deck.current;
  if (!current) return null;
  return current.kind === 'ad' ? `ad:${current.ad._id}` : current.wobler._id;
};

/** Handles whatever is in front (dislikes a Wobler, passes an ad) and waits for the store. */
async function handleFront(store: DeckStore) {
  const current = store.getState().deck.current as DeckItem | null;
  if (!current) throw new Error('nothing in front');
  if (current.kind === 'ad') store.getState().passAd();
  else await store.getState().dislikeCard(current.wobler._id);
  await vi.waitFor(() => expect(store.getState().deck.fetching).toBe(false));
}

describe('createDeckStore: the deck', () => {
  it('opens page 1 of the filter and shows its first Wobler', async () => {
    const { store, fake } = setupDeckStore({ woblers: woblers(8) });
    const filter = { ...DEFAULT_FILTER, gender: 'female' as const, ageFrom: 20, ageTo: 40 };
    await store.getState().openDeck(filter);
    expect(fake.inputsOf('getAllWoblers')).toEqual([
      { ...filter, page: 1, limit: 5, exclude: [] },
    ]);
    const { deck } = store.getState();
    expect(deck.status).toBe('ready');
    // Women from 20 to 40 of the eight: Mette (34), Sofie (22), Emma (31), Ida (25).
    expect(front(store)).toBe('w1');
    expect(deck.upcoming.map((card) => card._id)).toEqual(['w4', 'w6', 'w8']);
  });

  it('brings the next card at once while the call runs in the background', async () => {
    const { store, fake, server } = setupDeckStore({ woblers: woblers(8) });
    await store.getState().openDeck(DEFAULT_FILTER);
    const held = deferred();
    const answer = server.handlers.likeWobler;
    fake.on('likeWobler', async (input, options) => {
      await held.promise;
      return answer?.(input, options) ?? {};
    });
    const liking = store.getState().likeCard('w1');
    expect(front(store)).toBe('w2');
    expect(store.getState().deck.last).toMatchObject({ move: 'like', name: 'Mette Hansen' });
    held.resolve();
    await liking;
    expect(server.relationOf('w1').liked).toBe(true);
    expect(fake.calls.find((call) => call.id === 'likeWobler')?.options).toEqual({
      suppressNotification: true,
    });
  });

  it('asks page 1 again with the Woblers still in hand once two or fewer are left', async () => {
    const { store, fake } = setupDeckStore({ woblers: woblers(12) });
    await store.getState().openDeck(DEFAULT_FILTER);
    await store.getState().dislikeCard('w1');
    await store.getState().saveCard('w2');
    expect(fake.inputsOf('getAllWoblers')).toHaveLength(1);
    await store.getState().likeCard('w3');
    await vi.waitFor(() => expect(fake.inputsOf('getAllWoblers')).toHaveLength(2));
    // w3's like is still on its way when the refetch leaves: it is left out too.
    expect(fake.inputsOf('getAllWoblers')[1]).toMatchObject({
      page: 1,
      exclude: ['w4', 'w5', 'w3'],
    });
    await vi.waitFor(() => expect(store.getState().deck.fetching).toBe(false));
    expect(front(store)).toBe('w4');
    expect(store.getState().deck.upcoming.map((card) => card._id)).toEqual([
      'w5',
      'w6',
      'w7',
      'w8',
      'w9',
      'w10',
    ]);
  });

  it('leaves Woblers whose call is still running out of the refetch, and never shows one twice', async () => {
    const { store, fake, server } = setupDeckStore({ woblers: woblers(9) });
    await store.getState().openDeck(DEFAULT_FILTER);
    const held = deferred();
    const answer = server.handlers.dislikeWobler;
    fake.on('dislikeWobler', async (input, options) => {
      await held.promise;
      return answer?.(input, options) ?? {};
    });
    const running = ['w1', 'w2', 'w3'].map((id) => store.getState().dislikeCard(id));
    await vi.waitFor(() => expect(fake.inputsOf('getAllWoblers')).toHaveLength(2));
    expect(fake.inputsOf('getAllWoblers')[1]).toMatchObject({
      exclude: ['w4', 'w5', 'w1', 'w2', 'w3'],
    });
    held.resolve();
    await Promise.all(running);
    await vi.waitFor(() => expect(store.getState().deck.fetching).toBe(false));
    const ids = [front(store), ...store.getState().deck.upcoming.map((card) => card._id)];
    expect(ids).toEqual(['w4', 'w5', 'w6', 'w7', 'w8', 'w9']);
  });

  it('puts the house ads at the 4th, 12th and 23rd card shown, across refetches', async () => {
    const { store } = setupDeckStore({ woblers: woblers(30), ads: houseAds() });
    await store.getState().openDeck(DEFAULT_FILTER);
    const seen: string[] = [];
    for (let guard = 0; guard < 40 && store.getState().deck.current; guard += 1) {
      seen.push(front(store) ?? '');
      await handleFront(store);
    }
    expect(seen).toHaveLength(33);
    expect(seen[3]).toBe('ad:ad-premium');
    expect(seen[11]).toBe('ad:ad-bubbles');
    expect(seen[22]).toBe('ad:ad-festival');
    const people = seen.filter((id) => !id.startsWith('ad:'));
    expect(people).toEqual(woblers(30).map((card) => card._id));
    expect(store.getState().deck).toMatchObject({ current: null, hasMore: false });
  });

  it('never shows an ad as the last card of a deck', async () => {
    const { store } = setupDeckStore({ woblers: woblers(3), ads: houseAds() });
    await store.getState().openDeck(DEFAULT_FILTER);
    for (const id of ['w1', 'w2', 'w3']) await store.getState().dislikeCard(id);
    await vi.waitFor(() => expect(store.getState().deck.fetching).toBe(false));
    expect(store.getState().deck).toMatchObject({ current: null, hasMore: false, status: 'ready' });
  });

  it('puts a card back as the next one when its call failed on the way, and toasts why', async () => {
    const { store, fake, toasts, server } = setupDeckStore({ woblers: woblers(8) });
    await store.getState().openDeck(DEFAULT_FILTER);
    fake.on('saveWobler', () => {
      throw apiError(0);
    });
    await store.getState().saveCard('w1');
    expect(toasts).toEqual([{ tone: 'error', text: 'errors:client.network' }]);
    expect(front(store)).toBe('w2');
    expect(store.getState().deck.upcoming[0]?._id).toBe('w1');
    expect(server.relationOf('w1').saved).toBe(false);
  });

  it('keeps going when the server refuses for good (the Wobler is gone)', async () => {
    const { store, fake, toasts } = setupDeckStore({ woblers: woblers(8) });
    await store.getState().openDeck(DEFAULT_FILTER);
    fake.on('likeWobler', () => {
      throw apiError(404, 'This Wobler could not be found.');
    });
    await store.getState().likeCard('w1');
    expect(toasts).toEqual([{ tone: 'error', text: 'This Wobler could not be found.' }]);
    const ids = [front(store), ...store.getState().deck.upcoming.map((card) => card._id)];
    expect(ids).not.toContain('w1');
  });

  it('celebrates a like that made a connection until it is closed', async () => {
    const { store } = setupDeckStore({ woblers: woblers(6), likedBy: ['w2'] });
    await store.getState().openDeck(DEFAULT_FILTER);
    await store.getState().likeCard('w1');
    expect(store.getState().deck.match).toBeNull();
    await store.getState().likeCard('w2');
    expect(store.getState().deck.match).toMatchObject({
      _id: 'w2',
      relation: { isMatched: true },
    });
    store.getState().closeMatch();
    expect(store.getState().deck.match).toBeNull();
  });

  it('ends the deck when the server has no more, and says so when the caller cannot be placed', async () => {
    const { store } = setupDeckStore({ woblers: [], locationUnknown: true });
    await store.getState().openDeck({ ...DEFAULT_FILTER, distance: 25 });
    expect(store.getState().deck).toMatchObject({
      status: 'ready',
      current: null,
      hasMore: false,
      locationUnknown: true,
    });
  });

  it('shows an error when the first page fails and recovers on retry', async () => {
    const { store, fake, server, toasts } = setupDeckStore({ woblers: woblers(3) });
    fake.on('getAllWoblers', () => {
      throw apiError(500, 'Something broke.');
    });
    await store.getState().openDeck(DEFAULT_FILTER);
    expect(store.getState().deck.status).toBe('error');
    // Fetches are silent: the page shows its error state.
    expect(toasts).toEqual([]);
    const answer = server.handlers.getAllWoblers;
    if (answer) fake.on('getAllWoblers', answer);
    await store.getState().retryDeck();
    expect(store.getState().deck.status).toBe('ready');
    expect(front(store)).toBe('w1');
  });

  it('keeps the deck as it was for the same filter and starts afresh for a new one', async () => {
    const { store, fake } = setupDeckStore({ woblers: woblers(8) });
    await store.getState().openDeck(DEFAULT_FILTER);
    await store.getState().dislikeCard('w1');
    await store.getState().openDeck({ ...DEFAULT_FILTER });
    expect(front(store)).toBe('w2');
    expect(fake.inputsOf('getAllWoblers')).toHaveLength(1);

    const men = { ...DEFAULT_FILTER, gender: 'male' as const };
    store.getState().setFilter(men);
    expect(store.getState().deck).toMatchObject({ filter: men, status: 'idle', current: null });
    await store.getState().openDeck(men);
    expect(front(store)).toBe('w2');
    expect(store.getState().deck.upcoming.map((card) => card._id)).toEqual(['w5', 'w7']);
  });

  it('reports a Wobler: the server’s message is toasted and the card leaves', async () => {
    const { store, server, toasts } = setupDeckStore({ woblers: woblers(6) });
    await store.getState().openDeck(DEFAULT_FILTER);
    const result = await store
      .getState()
      .report('w1', { reason: 'fake-profile', details: 'Pictures of a celebrity' });
    expect(result).toEqual({ ok: true });
    expect(server.reports).toEqual([
      { wobler: 'w1', reason: 'fake-profile', details: 'Pictures of a celebrity' },
    ]);
    expect(toasts).toEqual([
      { tone: 'success', text: 'Thank you. Your report has been sent to our moderators.' },
    ]);
    expect(front(store)).toBe('w2');
    expect(store.getState().deck.last).toMatchObject({ move: 'report' });
  });

  it('keeps the card and gives the dialog the refusal when a report fails', async () => {
    const { store, fake, toasts } = setupDeckStore({ woblers: woblers(6) });
    await store.getState().openDeck(DEFAULT_FILTER);
    fake.on('reportWobler', () => {
      throw apiError(422, 'Select One of the reason', { reason: 'Select One of the reason' });
    });
    const result = await store.getState().report('w1', { reason: 'other' });
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { reason: 'Select One of the reason' },
    });
    expect(toasts).toEqual([]);
    expect(front(store)).toBe('w1');
  });
});
