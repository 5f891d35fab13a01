import { createFeedback } from '@wob/store';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  createFiltersSlice,
  emptyFilters,
  type FiltersActions,
  type FiltersSlice,
} from '../filters/filters-slice';
import {
  createProfileSlice,
  emptyProfile,
  type ProfileActions,
  type ProfileSlice,
} from '../profile/profile-slice';
import {
  createSavedSlice,
  emptySaved,
  type SavedActions,
  type SavedSlice,
} from '../saved/saved-slice';
import {
  createDeckSlice,
  type DeckActions,
  type DeckSlice,
  emptyDeck,
  isHandled,
} from './deck-slice';
import type { DeckDeps, DeckLinks } from './store-kit';

/**
 * The discovery pages' state: the deck of /all-woblers, the saved list of /saved-woblers, the
 * open profile of /view-wobler/{id}, and the Bubble tags and position behind /new-search.
 */
export interface DeckState extends DeckActions, SavedActions, ProfileActions, FiltersActions {
  deck: DeckSlice;
  saved: SavedSlice;
  profile: ProfileSlice;
  filters: FiltersSlice;
  /** Forgets everything (sign-out, or another person signing in). */
  reset(): void;
}

export type DeckStore = StoreApi<DeckState>;

/**
 * Creates the store of @wob/deck's pages. The app creates one beside the session (same API
 * client, toasts and copy) and resets it when the person signs out.
 */
export function createDeckStore(deps: DeckDeps): DeckStore {
  const feedback = createFeedback({ notify: deps.notify, translate: deps.translate });
  return createStore<DeckState>()((set, get) => {
    const kit = { set, get, deps, feedback };
    // The slices are created below; each one's link is called only after all exist.
    const parts: {
      deck?: ReturnType<typeof createDeckSlice>;
      saved?: ReturnType<typeof createSavedSlice>;
      profile?: ReturnType<typeof createProfileSlice>;
    } = {};
    const links: DeckLinks = {
      relationChanged(woblerId, relation, card) {
        // Handled anywhere, a Wobler leaves the deck: the server leaves them out from now on.
        if (isHandled(relation)) parts.deck?.drop(woblerId);
        parts.saved?.sync(woblerId, relation, card);
        parts.profile?.sync(woblerId, relation);
      },
    };
    parts.deck = createDeckSlice(kit, links);
    parts.saved = createSavedSlice(kit, links);
    parts.profile = createProfileSlice(kit, links);
    const filters = createFiltersSlice(kit);

    return {
      deck: emptyDeck,
      saved: emptySaved,
      profile: emptyProfile,
      filters: emptyFilters,
      ...parts.deck.actions,
      ...parts.saved.actions,
      ...parts.profile.actions,
      ...filters.actions,
      reset() {
        parts.deck?.reset();
        parts.saved?.reset();
        parts.profile?.reset();
        set({ deck: emptyDeck, saved: emptySaved, profile: emptyProfile, filters: emptyFilters });
      },
    };
  });
}
