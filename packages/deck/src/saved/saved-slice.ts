import { endpoints, type Relation, type WoblerCard } from '@wob/api';
import { SAVED_PAGE_SIZE } from '@wob/validation';
import type { ActionResult } from '@wob/store';
import type { DeckLinks, DeckSliceKit, LoadStatus } from '../deck/store-kit';

export interface SavedSlice {
  status: LoadStatus;
  /** The saved Woblers shown, newest first, each once. */
  docs: WoblerCard[];
  /** How many the person has saved (the server's count, kept up to date by actions). */
  total: number;
  hasMore: boolean;
  /** 'Load more' is running, or failed (the button stays with a line saying so). */
  more: 'idle' | 'loading' | 'error';
  /** Woblers whose removal is on its way. */
  removing: string[];
}

export interface SavedActions {
  /** Page 1 of `GET api/user/saved-users` (5 per page). */
  openSaved(): Promise<void>;
  /** The next Woblers; one already shown is not shown twice. */
  loadMoreSaved(): Promise<void>;
  /** `remove-save-wobler`: the row leaves at once; a failure puts it back where it was. */
  removeSaved(woblerId: string): Promise<ActionResult>;
}

export const emptySaved: SavedSlice = {
  status: 'idle',
  docs: [],
  total: 0,
  hasMore: false,
  more: 'idle',
  removing: [],
};

/**
 * /saved-woblers (spec sections 2, 3 and 9): the saved list, 5 per page with 'Load more', and
 * removing. The list mirrors the start of the server's list (a save elsewhere goes on top, a
 * removal leaves), so the next unseen row is always at `docs.length`: 'Load more' asks for the
 * page it is on and skips the rows already shown.
 */
export function createSavedSlice(kit: DeckSliceKit<{ saved: SavedSlice }>, links: DeckLinks) {
  const { set, get } = kit;
  let ticket = 0;
  const patch = (change: Partial<SavedSlice>) =>
    set((state) => ({ saved: { ...state.saved, ...change } }));

  const actions: SavedActions = {
    async openSaved() {
      ticket += 1;
      const mine = ticket;
      patch({ status: get().saved.status === 'ready' ? 'ready' : 'loading', more: 'idle' });
      try {
        const answer = await kit.deps.api.call(endpoints.savedWoblers, {
          page: 1,
          limit: SAVED_PAGE_SIZE,
        });
        if (mine !== ticket) return;
        const page = answer.data;
        if (!page) throw new Error('user/saved-users answered without data');
        patch({
          status: 'ready',
          docs: page.data,
          total: page.total,
          hasMore: page.hasNextPage,
          removing: [],
        });
      } catch {
        if (mine === ticket) patch({ status: 'error' });
      }
    },

    async loadMoreSaved() {
      const { saved } = get();
      if (saved.status !== 'ready' || saved.more === 'loading' || !saved.hasMore) return;
      const mine = ticket;
      const page = Math.floor(saved.docs.length / SAVED_PAGE_SIZE) + 1;
      patch({ more: 'loading' });
      try {
        const answer = await kit.deps.api.call(endpoints.savedWoblers, {
          page,
          limit: SAVED_PAGE_SIZE,
        });
        if (mine !== ticket || !answer.data) return;
        const now = get().saved;
        const known = new Set(now.docs.map((card) => card._id));
        const fresh = answer.data.data.filter((card) => !known.has(card._id));
        patch({
          docs: [...now.docs, ...fresh],
          total: answer.data.total,
          hasMore: answer.data.hasNextPage,
          more: 'idle',
        });
      } catch {
        if (mine === ticket) patch({ more: 'error' });
      }
    },

    async removeSaved(woblerId) {
      const { saved } = get();
      const index = saved.docs.findIndex((card) => card._id === woblerId);
      const card = saved.docs[index];
      if (!card || saved.removing.includes(woblerId)) return { ok: true };
      const mine = ticket;
      patch({
        docs: saved.docs.filter((known) => known._id !== woblerId),
        total: Math.max(0, saved.total - 1),
        removing: [...saved.removing, woblerId],
      });
      try {
        const answer = await kit.deps.api.call(endpoints.removeSavedWobler, { _id: woblerId });
        const relation = answer.data?.relation;
        if (relation) links.relationChanged(woblerId, relation, card);
        kit.feedback.toastSuccess(answer.message);
        if (mine === ticket) {
          patch({ removing: get().saved.removing.filter((id) => id !== woblerId) });
        }
        return { ok: true };
      } catch (error) {
        kit.feedback.toastFailure(error);
        if (mine === ticket) {
          const now = get().saved;
          const docs = [...now.docs];
          docs.splice(Math.min(index, docs.length), 0, card);
          patch({
            docs,
            total: now.total + 1,
            removing: now.removing.filter((id) => id !== woblerId),
          });
        }
        return kit.feedback.failure(error);
      }
    },
  };

  return {
    actions,
    /**
     * Keeps the list true to a Wobler's new relation: saved elsewhere (the deck, a profile) it
     * goes on top, unsaved or blocked it leaves, otherwise its relation is updated.
     */
    sync(woblerId: string, relation: Relation, card?: WoblerCard) {
      const { saved } = get();
      if (saved.status !== 'ready') return;
      const shown = saved.docs.find((known) => known._id === woblerId);
      if (relation.saved && !relation.blockedByMe) {
        if (shown) {
          patch({
            docs: saved.docs.map((known) =>
              known._id === woblerId ? { ...known, relation } : known,
            ),
          });
        } else if (card) {
          patch({ docs: [{ ...card, relation }, ...saved.docs], total: saved.total + 1 });
        }
      } else if (shown) {
        patch({
          docs: saved.docs.filter((known) => known._id !== woblerId),
          total: Math.max(0, saved.total - 1),
        });
      }
    },
    reset() {
      ticket += 1;
    },
  };
}
