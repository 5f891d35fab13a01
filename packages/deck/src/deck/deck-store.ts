import type { Relation, WoblerCard } from '@wob/api';
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
import { createStoreKit, type DeckDeps } from './store-kit';

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
export type DeckSet = DeckStore['setState'];
export type DeckGet = DeckStore['getState'];

/** How one slice tells the others that the caller's relation with a Wobler changed. */
export interface DeckLinks {
  /** `card` when the change may add the Wobler somewhere (a save adds them to the saved list). */
  relationChanged(woblerId: string, relation: Relation, card?: WoblerCard): void;
}

/**
 * Creates the store of @wob/deck's pages. The app creates one beside the session (same API
 * client, toasts and copy) and resets it when the person signs out.
 */
export function createDeckStore(deps: DeckDeps): DeckStore {
  const kit = createStoreKit(deps);
  return createStore<DeckState>()((set, get) => {
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
    parts.deck = createDeckSlice(set, get, kit, links);
    parts.saved = createSavedSlice(set, get, kit, links);
    parts.profile = createProfileSlice(set, get, kit, links);
    const filters = createFiltersSlice(set, get, kit);

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
