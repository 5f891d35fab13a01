import {
  type ApiClient,
  type BubbleList,
  type BubbleTile,
  endpoints,
  isApiError,
  type MyBubbles,
} from '@wob/api';
import type { Translate } from '@wob/i18n';
import {
  type ActionResult,
  createFeedback,
  createLatest,
  type LoadStatus,
  type Notifier,
  OK,
} from '@wob/store';
import { BUBBLE_PAGE_SIZE, type BubbleSort } from '@wob/validation';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Find Bubble's query: the order and the search text. */
export interface BubbleQuery {
  sort: BubbleSort;
  search: string;
}

/** The create and edit form's values. */
export interface BubbleFormValues {
  name: string;
  title: string;
  circleColor: string;
  privateBubble: boolean;
}

/** An action's result; a successful create or edit also gives the Bubble. */
export type BubbleActionResult = ActionResult<{ bubble?: BubbleTile }>;

export interface BubblesDeps {
  api: ApiClient;
  /** How the store tells a person about an action; the app passes @wob/ui's toast. */
  notify?: Notifier;
  /** Turns the error catalogue's keys into text. */
  translate?: Translate;
}

export interface BubblesState {
  /** GET api/bubble/mine: the person's Bubbles, the selected one first. */
  mine: MyBubbles | null;
  mineStatus: LoadStatus;
  /** Find Bubble's pages so far, joined (page 1 … `list.page`). */
  list: BubbleList | null;
  listStatus: LoadStatus;
  /** 'Load more': running, or failed with the list still shown. */
  listMore: 'idle' | 'loading' | 'error';
  query: BubbleQuery;
  /** Ids of Bubbles with an action under way (buttons show busy, no double clicks). */
  busy: readonly string[];

  loadMine(options?: { background?: boolean }): Promise<ActionResult>;
  /** Page 1 of Find Bubble for the query given (or the current one). */
  loadList(query?: Partial<BubbleQuery>): Promise<ActionResult>;
  loadMoreList(): Promise<ActionResult>;
  /** Join: a public Bubble at once, a private one 'Waiting for Approval'. */
  pick(bubble: string): Promise<BubbleActionResult>;
  /**
   * Choose Bubble's 'Continue': joins each Bubble in turn and toasts once (the last server
   * message); the result fails when any of them failed.
   */
  pickMany(bubbles: readonly string[]): Promise<ActionResult>;
  /** Leave, or withdraw a request to join. */
  remove(bubble: string): Promise<BubbleActionResult>;
  create(values: BubbleFormValues): Promise<BubbleActionResult>;
  /** Sends only the fields that changed. */
  edit(bubble: BubbleTile, values: BubbleFormValues): Promise<BubbleActionResult>;
  deleteBubble(bubble: string): Promise<ActionResult>;
  setNotifications(bubble: string, notify: boolean): Promise<BubbleActionResult>;
  /** Forgets every answer (sign-out, another person signing in). */
  reset(): void;
}

export type BubblesStore = StoreApi<BubblesState>;

/** Puts a changed tile in place wherever it is shown. */
function replaceTile(docs: readonly BubbleTile[], tile: BubbleTile): BubbleTile[] {
  return docs.map((doc) => (doc._id === tile._id ? tile : doc));
}

/**
 * The Bubbles side of Woble: the person's Bubbles, Find Bubble's paged list, and the actions
 * on a Bubble. Actions toast the server's message on success and the error catalogue on
 * failure; fetches are silent and leave their failure to the page's error state.
 */
export function createBubblesStore(deps: BubblesDeps): BubblesStore {
  // Only the newest list request writes its answer (a sort change while a page loads).
  const listLatest = createLatest();
  const mineLatest = createLatest();
  const { failure, toastFailure, toastSuccess } = createFeedback({
    notify: deps.notify,
    translate: deps.translate,
  });

  const initial = {
    mine: null,
    mineStatus: 'idle' as LoadStatus,
    list: null,
    listStatus: 'idle' as LoadStatus,
    listMore: 'idle' as const,
    query: { sort: 'popular', search: '' } as BubbleQuery,
    busy: [] as readonly string[],
  };

  const store = createStore<BubblesState>()((set, get) => {
    /** A tile changed: update both lists; the person's Bubbles follow membership. */
    const applyTile = (tile: BubbleTile) => {
      const { list, mine } = get();
      const next: Partial<BubblesState> = {};
      if (list) next.list = { ...list, docs: replaceTile(list.docs, tile) };
      if (mine) {
        const known = mine.docs.some((doc) => doc._id === tile._id);
        const belongs = tile.membership.status !== 'none';
        const docs = belongs
          ? known
            ? replaceTile(mine.docs, tile)
            : [...mine.docs, tile]
          : mine.docs.filter((doc) => doc._id !== tile._id);
        next.mine = { ...mine, docs };
      }
      set(next);
    };

    const withBusy = async <T>(id: string, run: () => Promise<T>): Promise<T> => {
      set({ busy: [...get().busy, id] });
      try {
        return await run();
      } finally {
        set({ busy: get().busy.filter((entry) => entry !== id) });
      }
    };

    const tileAction =
      (endpoint: typeof endpoints.pickBubble | typeof endpoints.removeBubble) =>
      (bubble: string): Promise<BubbleActionResult> =>
        withBusy(bubble, async () => {
          try {
            const answer = await deps.api.call(endpoint, { bubble });
            if (!answer.data) throw new Error(`${endpoint.id} answered without data`);
            applyTile(answer.data.bubble);
            toastSuccess(answer.message);
            return { ok: true, bubble: answer.data.bubble };
          } catch (error) {
            toastFailure(error);
            return failure(error);
          }
        });

    return {
      ...initial,

      async loadMine(options = {}) {
        const ticket = mineLatest.next();
        const background = options.background === true && get().mine !== null;
        if (!background) set({ mineStatus: 'loading' });
        try {
          const answer = await deps.api.call(endpoints.myBubbles, {});
          if (!answer.data) throw new Error('mine answered without data');
          if (mineLatest.isLatest(ticket)) set({ mine: answer.data, mineStatus: 'ready' });
          return OK;
        } catch (error) {
          console.warn('api/bubble/mine failed', error);
          if (mineLatest.isLatest(ticket) && !background) set({ mineStatus: 'error', mine: null });
          return failure(error);
        }
      },

      async loadList(query = {}) {
        const ticket = listLatest.next();
        const next = { ...get().query, ...query };
        set({ query: next, listStatus: 'loading', listMore: 'idle' });
        try {
          const answer = await deps.api.call(endpoints.listBubbles, {
            page: 1,
            limit: BUBBLE_PAGE_SIZE,
            sort: next.sort,
            search: next.search,
          });
          if (!answer.data) throw new Error('get answered without data');
          if (listLatest.isLatest(ticket)) set({ list: answer.data, listStatus: 'ready' });
          return OK;
        } catch (error) {
          console.warn('api/bubble/get failed', error);
          if (listLatest.isLatest(ticket)) set({ listStatus: 'error', list: null });
          return failure(error);
        }
      },

      async loadMoreList() {
        const { list, listMore, query } = get();
        if (!list?.hasNextPage || listMore === 'loading') return OK;
        const ticket = listLatest.current();
        set({ listMore: 'loading' });
        try {
          const answer = await deps.api.call(endpoints.listBubbles, {
            page: list.page + 1,
            limit: list.limit,
            sort: query.sort,
            search: query.search,
          });
          if (!answer.data) throw new Error('get answered without data');
          if (!listLatest.isLatest(ticket)) return OK;
          // A Bubble created meanwhile may shift a page; never show one twice.
          const seen = new Set(list.docs.map((doc) => doc._id));
          const docs = [...list.docs, ...answer.data.docs.filter((doc) => !seen.has(doc._id))];
          set({ list: { ...answer.data, docs }, listMore: 'idle' });
          return OK;
        } catch (error) {
          console.warn('api/bubble/get (load more) failed', error);
          if (listLatest.isLatest(ticket)) set({ listMore: 'error' });
          return failure(error);
        }
      },

      pick: tileAction(endpoints.pickBubble),
      remove: tileAction(endpoints.removeBubble),

      async pickMany(bubbles) {
        let message: string | undefined;
        let failed: unknown = null;
        for (const bubble of bubbles) {
          try {
            const answer = await withBusy(bubble, () =>
              deps.api.call(endpoints.pickBubble, { bubble }),
            );
            if (answer.data) applyTile(answer.data.bubble);
            message = answer.message ?? message;
          } catch (error) {
            failed ??= error;
          }
        }
        if (failed !== null) {
          toastFailure(failed);
          return failure(failed);
        }
        toastSuccess(message);
        return OK;
      },

      async create(values) {
        try {
          const answer = await deps.api.call(endpoints.createBubble, values);
          if (!answer.data) throw new Error('create answered without data');
          const tile = answer.data.bubble;
          const { list, mine } = get();
          if (list)
            set({ list: { ...list, docs: [tile, ...list.docs], totalDocs: list.totalDocs + 1 } });
          if (mine) set({ mine: { ...mine, docs: [tile, ...mine.docs] } });
          toastSuccess(answer.message);
          return { ok: true, bubble: tile };
        } catch (error) {
          // Field errors (a taken name) show on the form; anything else is toasted.
          if (!(isApiError(error) && Object.keys(error.fieldErrors).length > 0))
            toastFailure(error);
          return failure(error);
        }
      },

      async edit(bubble, values) {
        const changes: Partial<BubbleFormValues> = {};
        for (const key of ['name', 'title', 'circleColor', 'privateBubble'] as const) {
          if (values[key] !== bubble[key]) Object.assign(changes, { [key]: values[key] });
        }
        if (Object.keys(changes).length === 0) return { ok: true, bubble };
        return withBusy(bubble._id, async () => {
          try {
            const answer = await deps.api.call(endpoints.editBubble, {
              bubble: bubble._id,
              ...changes,
            });
            if (!answer.data) throw new Error('edit answered without data');
            applyTile(answer.data.bubble);
            toastSuccess(answer.message);
            return { ok: true, bubble: answer.data.bubble };
          } catch (error) {
            if (!(isApiError(error) && Object.keys(error.fieldErrors).length > 0))
              toastFailure(error);
            return failure(error);
          }
        });
      },

      deleteBubble(bubble) {
        return withBusy(bubble, async () => {
          try {
            const answer = await deps.api.call(endpoints.deleteBubble, { bubble });
            const { list, mine } = get();
            if (list)
              set({
                list: {
                  ...list,
                  docs: list.docs.filter((doc) => doc._id !== bubble),
                  totalDocs: Math.max(0, list.totalDocs - 1),
                },
              });
            if (mine)
              set({ mine: { ...mine, docs: mine.docs.filter((doc) => doc._id !== bubble) } });
            toastSuccess(answer.message);
            return OK;
          } catch (error) {
            toastFailure(error);
            return failure(error);
          }
        });
      },

      setNotifications(bubble, on) {
        return withBusy(bubble, async () => {
          try {
            const answer = await deps.api.call(endpoints.setNotifications, { bubble, notify: on });
            if (!answer.data) throw new Error('set-notifications answered without data');
            applyTile(answer.data.bubble);
            toastSuccess(answer.message);
            return { ok: true, bubble: answer.data.bubble };
          } catch (error) {
            toastFailure(error);
            return failure(error);
          }
        });
      },

      reset: () => {
        listLatest.next();
        mineLatest.next();
        set(initial);
      },
    };
  });
  return store;
}
