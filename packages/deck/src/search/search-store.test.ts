import { apiError, createFakeApi } from '@wob/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchStore, searchText } from './search-store';
import { bubbleTile, createFakeSearch, type FakeSearchOptions } from './test/search-fixtures';

function setup(options: FakeSearchOptions = {}) {
  const server = createFakeSearch(options);
  const fake = createFakeApi(server.handlers);
  const store = createSearchStore({ api: fake.api });
  return { fake, store };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createSearchStore', () => {
  it('asks for page 1 of both parts with the spec’s payload', async () => {
    const { store, fake } = setup();
    await store.getState().search('  an ');
    expect(fake.inputsOf('menuSearch')).toEqual([
      { search: 'an', woblerLimit: 5, woblerPage: 1, bubbleLimit: 5, bubblePage: 1 },
    ]);
    const state = store.getState();
    expect(state.text).toBe('an');
    expect(state.status).toBe('ready');
    expect(state.woblers.docs).toHaveLength(5);
    expect(state.woblers.totalDocs).toBe(7);
    expect(state.woblers.hasMore).toBe(true);
    expect(state.bubbles.docs.map((bubble) => bubble._id)).toEqual(['b-plants', 'b-dance']);
    expect(state.bubbles.hasMore).toBe(false);
  });

  it('shows more of one part, keeping the other as it is', async () => {
    const { store, fake } = setup();
    await store.getState().search('an');
    const bubblesBefore = store.getState().bubbles;
    await store.getState().showMore('woblers');
    expect(fake.inputsOf('menuSearch').at(-1)).toEqual({
      search: 'an',
      woblerLimit: 5,
      woblerPage: 2,
      bubbleLimit: 5,
      bubblePage: 1,
    });
    expect(store.getState().woblers.docs).toHaveLength(7);
    expect(store.getState().woblers.hasMore).toBe(false);
    expect(store.getState().bubbles).toBe(bubblesBefore);
  });

  it('pages Bubbles on their own and never shows one twice', async () => {
    const bubbles = Array.from({ length: 12 }, (_, index) =>
      bubbleTile({ _id: `b-${index}`, name: `Running club ${index}` }),
    );
    const { store, fake } = setup({ woblers: [], bubbles });
    await store.getState().search('running');
    await store.getState().showMore('bubbles');
    await store.getState().showMore('bubbles');
    expect(
      fake.inputsOf('menuSearch').map((input) => (input as { bubblePage: number }).bubblePage),
    ).toEqual([1, 2, 3]);
    const ids = store.getState().bubbles.docs.map((bubble) => bubble._id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(store.getState().bubbles.hasMore).toBe(false);
  });

  it('fails quietly into an error state, and retries the same text', async () => {
    const { store, fake } = setup({ failWith: 500 });
    await store.getState().search('an');
    expect(store.getState().status).toBe('error');
    expect(console.warn).toHaveBeenCalled();
    fake.on('menuSearch', createFakeSearch().handlers.menuSearch ?? (() => ({})));
    await store.getState().retry();
    expect(store.getState().status).toBe('ready');
    expect(fake.inputsOf('menuSearch')).toHaveLength(2);
  });

  it('keeps what is shown when showing more fails, and offers to try again', async () => {
    const { store, fake } = setup();
    await store.getState().search('an');
    fake.on('menuSearch', () => {
      throw apiError(0);
    });
    await store.getState().showMore('woblers');
    expect(store.getState().woblers.more).toBe('error');
    expect(store.getState().woblers.docs).toHaveLength(5);
    expect(store.getState().status).toBe('ready');
  });

  it('drops the answer of an older text', async () => {
    const { store, fake } = setup();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = createFakeSearch().handlers.menuSearch;
    fake.on('menuSearch', async (input, options) => {
      if ((input as { search: string }).search === 'an') await held;
      return answer ? answer(input, options) : {};
    });
    const first = store.getState().search('an');
    await store.getState().search('plant');
    release();
    await first;
    expect(store.getState().text).toBe('plant');
    expect(store.getState().bubbles.docs.map((bubble) => bubble._id)).toEqual(['b-plants']);
    expect(store.getState().woblers.docs).toEqual([]);
  });

  it('clears on blank text without asking the server', async () => {
    const { store, fake } = setup();
    await store.getState().search('an');
    await store.getState().search('   ');
    expect(store.getState().status).toBe('idle');
    expect(store.getState().text).toBeNull();
    expect(fake.inputsOf('menuSearch')).toHaveLength(1);
  });

  it('forgets the results on reset', async () => {
    const { store } = setup();
    await store.getState().search('an');
    store.getState().reset();
    expect(store.getState()).toMatchObject({ text: null, status: 'idle' });
    expect(store.getState().woblers.docs).toEqual([]);
  });
});

describe('searchText', () => {
  it('makes one line of single spaces, at most 100 characters', () => {
    expect(searchText('  Anna \n  Sørensen ')).toBe('Anna Sørensen');
    expect(searchText('x'.repeat(150))).toHaveLength(100);
  });
});
