import { apiError } from '@wob/test-utils';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER } from '../deck/deck-slice';
import { wobler, woblers } from '../test/deck-fixtures';
import { deferred, setupDeckStore } from '../test/deck-store-setup';

describe('createDeckStore: a profile', () => {
  it('opens a profile, and says not-found for a 404', async () => {
    const { store, fake } = setupDeckStore({ woblers: woblers(3), blockedBy: ['w2'] });
    await store.getState().openProfile('w1');
    expect(fake.inputsOf('getWobler')).toEqual([{ id: 'w1' }]);
    expect(store.getState().profile).toMatchObject({ status: 'ready', wobler: { _id: 'w1' } });
    await store.getState().openProfile('w2');
    expect(store.getState().profile).toMatchObject({ id: 'w2', status: 'not-found', wobler: null });
  });

  it('likes, tells a connection, and the Wobler leaves the deck in hand', async () => {
    const { store, toasts } = setupDeckStore({ woblers: woblers(6), likedBy: ['w2'] });
    await store.getState().openDeck(DEFAULT_FILTER);
    await store.getState().openProfile('w2');
    const result = await store.getState().likeProfile();
    expect(result).toEqual({ ok: true, matched: true });
    expect(store.getState().profile.wobler?.relation).toMatchObject({
      liked: true,
      isMatched: true,
    });
    expect(toasts).toEqual([{ tone: 'success', text: 'You are now connected.' }]);
    const hand = store.getState().deck.upcoming.map((card) => card._id);
    expect(hand).not.toContain('w2');
  });

  it('saves and unsaves, and the open saved list follows', async () => {
    const { store } = setupDeckStore({ woblers: woblers(3), saved: woblers(1, 9) });
    await store.getState().openSaved();
    await store.getState().openProfile('w1');
    await store.getState().saveProfile();
    expect(store.getState().profile.wobler?.relation.saved).toBe(true);
    expect(store.getState().saved.docs.map((card) => card._id)).toEqual(['w1', 'w9']);
    await store.getState().unsaveProfile();
    expect(store.getState().profile.wobler?.relation.saved).toBe(false);
    expect(store.getState().saved.docs.map((card) => card._id)).toEqual(['w9']);
  });

  it('blocks (out of the deck and the saved list) and unblocks', async () => {
    const { store, server } = setupDeckStore({ woblers: woblers(6), saved: [wobler({ _id: 'w3' })] });
    await store.getState().openDeck(DEFAULT_FILTER);
    await store.getState().openSaved();
    await store.getState().openProfile('w3');
    expect(await store.getState().blockProfile()).toEqual({ ok: true });
    expect(store.getState().profile.wobler?.relation.blockedByMe).toBe(true);
    expect(store.getState().deck.upcoming.map((card) => card._id)).not.toContain('w3');
    expect(store.getState().saved.docs).toEqual([]);
    await store.getState().unblockProfile();
    expect(server.relationOf('w3').blockedByMe).toBe(false);
    expect(store.getState().profile.wobler?.relation.blockedByMe).toBe(false);
  });

  it('removes a connection', async () => {
    const { store, server } = setupDeckStore({
      woblers: [wobler({ _id: 'w1', relation: { ...wobler().relation, liked: true, isMatched: true } })],
    });
    await store.getState().openProfile('w1');
    expect(await store.getState().removeConnection()).toEqual({ ok: true });
    expect(server.relationOf('w1').isMatched).toBe(false);
    expect(store.getState().profile.wobler?.relation.isMatched).toBe(false);
  });

  it('runs one action at a time and turns a 404 on an action into not-found', async () => {
    const { store, fake, server, toasts } = setupDeckStore({ woblers: woblers(2) });
    await store.getState().openProfile('w1');
    const held = deferred();
    const answer = server.handlers.saveWobler;
    fake.on('saveWobler', async (input, options) => {
      await held.promise;
      return answer?.(input, options) ?? {};
    });
    const saving = store.getState().saveProfile();
    expect(store.getState().profile.busy).toBe('save');
    expect(await store.getState().likeProfile()).toMatchObject({ ok: false });
    expect(fake.inputsOf('likeWobler')).toEqual([]);
    held.resolve();
    await saving;
    fake.on('blockWobler', () => {
      throw apiError(404, 'This Wobler could not be found.');
    });
    await store.getState().blockProfile();
    expect(store.getState().profile.status).toBe('not-found');
    expect(toasts.at(-1)).toEqual({ tone: 'error', text: 'This Wobler could not be found.' });
  });
});
