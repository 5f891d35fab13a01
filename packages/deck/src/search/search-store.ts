import type { ApiClient, BubbleTile, WoblerCard } from '@wob/api';
import { endpoints } from '@wob/api';
import { SEARCH_PAGE_SIZE, WOBLER_SEARCH_MAX } from '@wob/validation';
import { createLatest, type LoadStatus } from '@wob/store';
import { createStore, type StoreApi } from 'zustand/vanilla';

export interface SearchDeps {
  api: ApiClient;
}

/** Where the search stands: 'idle' before any text was searched. */
export type SearchStatus = LoadStatus;

/** The two parts of the results (spec section 7: woblerPage/woblerLimit, bubblePage/bubbleLimit). */
export type SearchSectionName = 'woblers' | 'bubbles';

export interface SearchSection<T> {
  /** Every page shown so far, each item once. */
  docs: T[];
  totalDocs: number;
  /** The last page fetched. */
  page: number;
  hasMore: boolean;
  /** 'Show more' under the section: running, or failed (the button offers a retry). */
  more: 'idle' | 'loading' | 'error';
}

export interface SearchState {
  /** The text searched last (one line); null before the first search. */
  text: string | null;
  status: SearchStatus;
  woblers: SearchSection<WoblerCard>;
  bubbles: SearchSection<BubbleTile>;

  /** Page 1 of both parts for a text (`POST api/search/menu-search`); blank text clears. */
  search(text: string): Promise<void>;
  /** The next page of one part; the other part stays as it is. */
  showMore(section: SearchSectionName): Promise<void>;
  /** Runs the last search again (after an error). */
  retry(): Promise<void>;
  /** Forgets the results (sign-out). */
  reset(): void;
}

export type SearchStore = StoreApi<SearchState>;

function emptySection<T>(): SearchSection<T> {
  return { docs: [], totalDocs: 0, page: 0, hasMore: false, more: 'idle' };
}

/** The search text as the server reads it: one line, single spaces, at most 100 characters. */
export function searchText(text: string): string {
  return text.normalize('NFC').replace(/\s+/gu, ' ').trim().slice(0, WOBLER_SEARCH_MAX);
}

function merged<T extends { _id: string }>(shown: T[], next: T[]): T[] {
  const known = new Set(shown.map((item) => item._id));
  return [...shown, ...next.filter((item) => !known.has(item._id))];
}

interface AnsweredPart<T> {
  docs: T[];
  totalDocs: number;
  page: number;
  hasNextPage: boolean;
}

/** A part of the server's answer as its section shows it, after the items shown before. */
function sectionFrom<T extends { _id: string }>(
  part: AnsweredPart<T>,
  shown: T[] = [],
): SearchSection<T> {
  return {
    docs: merged(shown, part.docs),
    totalDocs: part.totalDocs,
    page: part.page,
    hasMore: part.hasNextPage,
    more: 'idle',
  };
}

/**
 * The header search and /results (spec sections 2 and 7): Woblers and Bubbles found by the
 * menu search, 5 of each per page, each part with its own 'Show more'. The header search
 * calls `search` when the person submits on /results; the page calls it with the stored
 * `searchedVal` when it opens.
 */
export function createSearchStore(deps: SearchDeps): SearchStore {
  // Answers to an older text are dropped.
  const latest = createLatest();

  return createStore<SearchState>()((set, get) => ({
    text: null,
    status: 'idle',
    woblers: emptySection(),
    bubbles: emptySection(),

    async search(raw) {
      const mine = latest.next();
      const text = searchText(raw);
      if (!text) {
        set({ text: null, status: 'idle', woblers: emptySection(), bubbles: emptySection() });
        return;
      }
      set({ text, status: 'loading', woblers: emptySection(), bubbles: emptySection() });
      try {
        const answer = await deps.api.call(endpoints.menuSearch, {
          search: text,
          woblerLimit: SEARCH_PAGE_SIZE,
          woblerPage: 1,
          bubbleLimit: SEARCH_PAGE_SIZE,
          bubblePage: 1,
        });
        if (!latest.isLatest(mine)) return;
        const data = answer.data;
        if (!data) throw new Error('search/menu-search answered without data');
        set({
          status: 'ready',
          woblers: sectionFrom(data.woblers),
          bubbles: sectionFrom(data.bubbles),
        });
      } catch (error) {
        if (!latest.isLatest(mine)) return;
        // Spec section 8: data-loading actions are only logged; the page offers a retry.
        console.warn('api/search/menu-search failed', error);
        set({ status: 'error' });
      }
    },

    async showMore(section) {
      const state = get();
      const part = state[section];
      if (state.status !== 'ready' || !state.text || !part.hasMore || part.more === 'loading') {
        return;
      }
      const mine = latest.current();
      const patch = (change: Partial<SearchSection<WoblerCard | BubbleTile>>) =>
        set(
          (current) => ({ [section]: { ...current[section], ...change } }) as Partial<SearchState>,
        );
      patch({ more: 'loading' });
      // The contract answers both parts; the other one is asked at the page it shows and
      // left as it is.
      const woblerPage = section === 'woblers' ? part.page + 1 : Math.max(1, state.woblers.page);
      const bubblePage = section === 'bubbles' ? part.page + 1 : Math.max(1, state.bubbles.page);
      try {
        const answer = await deps.api.call(endpoints.menuSearch, {
          search: state.text,
          woblerLimit: SEARCH_PAGE_SIZE,
          woblerPage,
          bubbleLimit: SEARCH_PAGE_SIZE,
          bubblePage,
        });
        if (!latest.isLatest(mine)) return;
        const data = answer.data;
        if (!data) throw new Error('search/menu-search answered without data');
        if (section === 'woblers') {
          set((current) => ({ woblers: sectionFrom(data.woblers, current.woblers.docs) }));
        } else {
          set((current) => ({ bubbles: sectionFrom(data.bubbles, current.bubbles.docs) }));
        }
      } catch (error) {
        if (!latest.isLatest(mine)) return;
        console.warn('api/search/menu-search (show more) failed', error);
        patch({ more: 'error' });
      }
    },

    async retry() {
      const { text } = get();
      if (text) await get().search(text);
    },

    reset() {
      latest.next();
      set({ text: null, status: 'idle', woblers: emptySection(), bubbles: emptySection() });
    },
  }));
}
