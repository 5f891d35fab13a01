import { apiError, createFakeApi, recordToasts } from '@wob/test-utils';
import { describe, expect, it } from 'vitest';
import { createFakeBubbles } from '../test/fake-bubbles';
import { createBubblesStore } from './bubbles-store';

function setup(handlers = {}) {
  const server = createFakeBubbles();
  const fake = createFakeApi({ ...server.handlers, ...handlers });
  const { toasts, notify } = recordToasts();
  const store = createBubblesStore({ api: fake.api, notify, translate: (key) => `t(${key})` });
  return { store, fake, toasts, server };
}

describe('bubbles store', () => {
  it('lets only the newest list request write its answer', async () => {
    const { store } = setup();
    const first = store.getState().loadList({ sort: 'popular' });
    const second = store.getState().loadList({ sort: 'alphabetical' });
    await Promise.all([first, second]);
    expect(store.getState().query.sort).toBe('alphabetical');
    expect(store.getState().list?.docs[0]?.name).toBe('Bogklubben Nørrebro');
  });

  it('puts a joined Bubble in both lists', async () => {
    const { store } = setup();
    await store.getState().loadMine();
    await store.getState().loadList();
    const result = await store.getState().pick('b-havkajak');
    expect(result.ok).toBe(true);
    const { list, mine } = store.getState();
    expect(list?.docs.find((doc) => doc._id === 'b-havkajak')?.membership.status).toBe('active');
    expect(mine?.docs.map((doc) => doc._id)).toContain('b-havkajak');
    expect(store.getState().busy).toEqual([]);
  });

  it("takes a left Bubble out of the person's Bubbles", async () => {
    const { store } = setup();
    await store.getState().loadMine();
    await store.getState().remove('b-strik');
    expect(store.getState().mine?.docs.map((doc) => doc._id)).not.toContain('b-strik');
  });

  it('toasts the error catalogue when an action fails, and nothing for a 401', async () => {
    const { store, toasts, fake } = setup({
      pickBubble: () => {
        throw apiError(409, 'You own this Bubble.');
      },
    });
    const result = await store.getState().pick('b-bog');
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(toasts).toEqual([{ tone: 'error', text: 'You own this Bubble.' }]);
    fake.on('pickBubble', () => {
      throw apiError(401);
    });
    await store.getState().pick('b-bog');
    expect(toasts).toHaveLength(1);
  });

  it('keeps field errors of a create on the form instead of toasting', async () => {
    const { store, toasts } = setup();
    const result = await store.getState().create({
      name: 'Løbeholdet',
      title: '',
      circleColor: '#2563eb',
      privateBubble: false,
    });
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { name: 'A Bubble with this name already exists' },
    });
    expect(toasts).toEqual([]);
  });

  it('forgets everything on reset', async () => {
    const { store } = setup();
    await store.getState().loadMine();
    await store.getState().loadList({ search: 'klub' });
    store.getState().reset();
    expect(store.getState()).toMatchObject({
      mine: null,
      list: null,
      mineStatus: 'idle',
      listStatus: 'idle',
      query: { sort: 'popular', search: '' },
    });
  });
});
