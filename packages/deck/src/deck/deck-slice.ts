import { type Ad, endpoints, type Relation, type WoblerCard } from '@wob/api';
import {
  AGE_RANGE_MAX,
  AGE_RANGE_MIN,
  DECK_EXCLUDE_MAX,
  type ReportFormInput,
  WOBLER_PAGE_SIZE,
  type WoblerFilterOutput,
} from '@wob/validation';
import type { ActionResult } from '@wob/store';
import { type DeckLinks, type DeckSliceKit, isRetryable, type LoadStatus } from './store-kit';

/** The filter of /new-search as the deck sends it (the form's validated output). */
export type WoblerFilter = WoblerFilterOutput;

/** Everyone, everywhere, of any age: the deck's filter when none was chosen or saved. */
export const DEFAULT_FILTER: WoblerFilter = {
  bubbleIds: 'all',
  distance: null,
  gender: 'all',
  ageFrom: AGE_RANGE_MIN,
  ageTo: AGE_RANGE_MAX,
  search: '',
};

/**
 * The house ads stand at these places among the cards shown (ARCHITECTURE.md: the 4th, 12th
 * and 23rd card shown; spec section 9: ads[0], ads[1], ads[2]).
 */
export const AD_POSITIONS = [4, 12, 23] as const;

/** The deck refetches when this many Woblers or fewer are left in hand. */
export const REFILL_AT = 2;

/** What the deck shows in front: a Wobler or a house ad, with its place among the cards shown. */
export type DeckItem =
  | { kind: 'wobler'; wobler: WoblerCard; position: number }
  | { kind: 'ad'; ad: Ad; position: number };

/** How the last card left the front: the page tells screen readers. */
export type DeckMove = 'like' | 'dislike' | 'save' | 'report' | 'pass';

export interface DeckSlice {
  /** The filter the deck shows; null until a deck was opened or a filter was chosen. */
  filter: WoblerFilter | null;
  /** The first fetch of the filter, or (once the hand ran empty) the fetch it waits for. */
  status: LoadStatus;
  /** The card in front; null while the first page loads and at the end of the deck. */
  current: DeckItem | null;
  /** Woblers fetched and waiting behind the current card, in the server's order. */
  upcoming: WoblerCard[];
  /** The house ads of the latest answer that had some, in the order they are shown. */
  ads: Ad[];
  /** How many cards came to the front since the deck opened, ads included. */
  shown: number;
  /** The server may have more Woblers for the filter. */
  hasMore: boolean;
  /** A fetch of the next Woblers is on its way. */
  fetching: boolean;
  /** The server could not place the caller, so a distance filter did not apply. */
  locationUnknown: boolean;
  /** A like that made a connection: the 'It's a match' moment until closed. */
  match: WoblerCard | null;
  /** The last card that left the front, and how; `count` grows by one each time. */
  last: { move: DeckMove; name: string; count: number } | null;
}

export interface DeckActions {
  /** Chooses the filter for the next deck (the deck opens fresh with it). */
  setFilter(filter: WoblerFilter): void;
  /**
   * Shows the deck of a filter. The deck already open for the same filter is kept as it is
   * (back from a profile, the person is where they were).
   */
  openDeck(filter: WoblerFilter): Promise<void>;
  /** After an error state: fetches again, keeping the cards shown so far (and the ads' places). */
  retryDeck(): Promise<void>;
  /** Like, dislike or save a Wobler of the deck: the next card comes at once (optimistic). */
  likeCard(woblerId: string): Promise<void>;
  dislikeCard(woblerId: string): Promise<void>;
  saveCard(woblerId: string): Promise<void>;
  /** 'Next' on a house ad. */
  passAd(): void;
  /** Ends the match moment ('Keep browsing', or the Message button after storing the chat). */
  closeMatch(): void;
  /**
   * Reports a Wobler (deck or profile). Not optimistic: the dialog waits for the answer and
   * shows a refusal; on success the server's message is toasted and the card leaves the deck.
   */
  report(woblerId: string, input: ReportFormInput): Promise<ActionResult>;
}

export const emptyDeck: DeckSlice = {
  filter: null,
  status: 'idle',
  current: null,
  upcoming: [],
  ads: [],
  shown: 0,
  hasMore: true,
  fetching: false,
  locationUnknown: false,
  match: null,
  last: null,
};

/** The next card to the front: an ad at its place when a Wobler waits behind it, else a Wobler. */
export function placeNext(deck: DeckSlice): Pick<DeckSlice, 'current' | 'upcoming' | 'shown'> {
  const position = deck.shown + 1;
  const adIndex = (AD_POSITIONS as readonly number[]).indexOf(position);
  const ad = adIndex >= 0 ? deck.ads[adIndex] : undefined;
  // An ad stands between Woblers, never as the last card of a deck.
  if (ad && deck.upcoming.length > 0) {
    return { current: { kind: 'ad', ad, position }, upcoming: deck.upcoming, shown: position };
  }
  const [next, ...rest] = deck.upcoming;
  if (!next) return { current: null, upcoming: [], shown: deck.shown };
  return { current: { kind: 'wobler', wobler: next, position }, upcoming: rest, shown: position };
}

/** The Woblers in hand: the one in front (unless an ad is) and the ones waiting. */
export function inHand(deck: DeckSlice): WoblerCard[] {
  const front = deck.current?.kind === 'wobler' ? [deck.current.wobler] : [];
  return [...front, ...deck.upcoming];
}

/** A relation that keeps a Wobler out of the deck (the server leaves them out from now on). */
export function isHandled(relation: Relation): boolean {
  return (
    relation.liked ||
    relation.disliked ||
    relation.saved ||
    relation.reported ||
    relation.blockedByMe
  );
}

function sameFilter(a: WoblerFilter | null, b: WoblerFilter | null): boolean {
  return a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);
}

type Reaction = 'like' | 'dislike' | 'save';

const REACTION_ENDPOINTS = {
  like: endpoints.likeWobler,
  dislike: endpoints.dislikeWobler,
  save: endpoints.saveWobler,
} as const;

/**
 * The deck of /all-woblers (spec sections 2, 4 and 9; ARCHITECTURE.md 'Old-client
 * artefacts'): one card at a time; handling a card brings the next one at once while the call
 * runs in the background; when two Woblers or fewer are left in hand, page 1 is asked again
 * with `exclude` = the ones in hand (and those whose call is still running), so it brings the
 * next ones. No page counter, no empty entries.
 */
export function createDeckSlice(kit: DeckSliceKit<{ deck: DeckSlice }>, links: DeckLinks) {
  const { set, get } = kit;
  /** Bumped when the deck opens afresh: answers of an older deck are dropped. */
  let ticket = 0;
  let moves = 0;
  /** Woblers that left this deck (liked, disliked, saved, reported, blocked): never again. */
  const handled = new Set<string>();
  /** Woblers whose reaction is still on its way: left out of refetches too. */
  const pending = new Map<string, WoblerCard>();

  const patch = (change: Partial<DeckSlice>) =>
    set((state) => ({ deck: { ...state.deck, ...change } }));

  /** Takes a Wobler out of the hand; the next card comes to the front if it was in front. */
  const take = (woblerId: string, move?: DeckMove): WoblerCard | null => {
    const { deck } = get();
    let card: WoblerCard | null = null;
    let next: Partial<DeckSlice> = {};
    if (deck.current?.kind === 'wobler' && deck.current.wobler._id === woblerId) {
      card = deck.current.wobler;
      next = placeNext({ ...deck, current: null });
    } else {
      card = deck.upcoming.find((known) => known._id === woblerId) ?? null;
      if (card) next = { upcoming: deck.upcoming.filter((known) => known._id !== woblerId) };
    }
    if (!card) return null;
    if (move) {
      moves += 1;
      next.last = { move, name: card.name, count: moves };
    }
    patch(next);
    return card;
  };

  /** A Wobler whose call failed for a reason that may pass comes back as the next card. */
  const putBack = (card: WoblerCard) => {
    const { deck } = get();
    if (inHand(deck).some((known) => known._id === card._id)) return;
    const upcoming = [card, ...deck.upcoming];
    patch(deck.current ? { upcoming } : placeNext({ ...deck, upcoming }));
  };

  const fetchMore = async () => {
    const { deck } = get();
    if (!deck.filter || deck.fetching) return;
    const mine = ticket;
    const filter = deck.filter;
    const exclude = [...new Set([...inHand(deck).map((card) => card._id), ...pending.keys()])];
    patch({ fetching: true });
    try {
      const answer = await kit.deps.api.call(endpoints.getAllWoblers, {
        ...filter,
        page: 1,
        limit: WOBLER_PAGE_SIZE,
        exclude: exclude.slice(0, DECK_EXCLUDE_MAX),
      });
      if (mine !== ticket) return;
      const page = answer.data;
      if (!page) throw new Error('users/get-all answered without data');
      const now = get().deck;
      const known = new Set([
        ...inHand(now).map((card) => card._id),
        ...handled,
        ...pending.keys(),
      ]);
      const fresh: WoblerCard[] = [];
      for (const card of page.docs) {
        if (known.has(card._id)) continue;
        known.add(card._id);
        fresh.push(card);
      }
      const next: DeckSlice = {
        ...now,
        status: 'ready',
        fetching: false,
        upcoming: [...now.upcoming, ...fresh],
        ads: page.customAds.length > 0 ? page.customAds : now.ads,
        // An answer with nothing new ends the deck, whatever the paging says: no loop.
        hasMore: page.hasNextPage && fresh.length > 0,
        locationUnknown: page.locationUnknown,
      };
      patch(next.current ? next : { ...next, ...placeNext(next) });
      refill();
    } catch {
      if (mine !== ticket) return;
      // Fetches are silent (spec section 8); the deck shows its error state once it runs dry.
      const now = get().deck;
      patch({ fetching: false, status: inHand(now).length === 0 ? 'error' : now.status });
    }
  };

  /** Refetches when two Woblers or fewer are left in hand. */
  const refill = () => {
    const { deck } = get();
    if (deck.status !== 'ready' || !deck.hasMore || deck.fetching) return;
    if (inHand(deck).length <= REFILL_AT) void fetchMore();
  };

  const react = async (reaction: Reaction, woblerId: string) => {
    const card = take(woblerId, reaction);
    if (!card) return;
    const mine = ticket;
    handled.add(woblerId);
    pending.set(woblerId, card);
    refill();
    try {
      const answer = await kit.deps.api.call(
        REACTION_ENDPOINTS[reaction],
        { _id: woblerId },
        // The card leaving is the answer to a like or a dislike; a toast per card would
        // bury the screen. A save is told: the Wobler went somewhere (the saved list).
        { suppressNotification: reaction !== 'save' },
      );
      const data = answer.data;
      if (data) links.relationChanged(woblerId, data.relation, card);
      if (reaction === 'save') kit.feedback.toastSuccess(answer.message);
      if (reaction === 'like' && data && 'matched' in data && data.matched && mine === ticket) {
        patch({ match: { ...card, relation: data.relation } });
      }
    } catch (error) {
      kit.feedback.toastFailure(error);
      if (mine === ticket && isRetryable(error)) {
        handled.delete(woblerId);
        putBack(card);
      }
    } finally {
      pending.delete(woblerId);
    }
  };

  const actions: DeckActions = {
    setFilter(filter) {
      ticket += 1;
      handled.clear();
      set({ deck: { ...emptyDeck, filter } });
    },

    async openDeck(filter) {
      const { deck } = get();
      if (sameFilter(deck.filter, filter) && deck.status !== 'idle' && deck.status !== 'error') {
        refill();
        return;
      }
      ticket += 1;
      handled.clear();
      set({ deck: { ...emptyDeck, filter, status: 'loading' } });
      await fetchMore();
    },

    async retryDeck() {
      const { deck } = get();
      if (!deck.filter) return;
      if (deck.status === 'idle') {
        await actions.openDeck(deck.filter);
        return;
      }
      patch({ status: inHand(deck).length === 0 ? 'loading' : deck.status, hasMore: true });
      await fetchMore();
    },

    likeCard: (woblerId) => react('like', woblerId),
    dislikeCard: (woblerId) => react('dislike', woblerId),
    saveCard: (woblerId) => react('save', woblerId),

    passAd() {
      const { deck } = get();
      if (deck.current?.kind !== 'ad') return;
      moves += 1;
      patch({
        ...placeNext({ ...deck, current: null }),
        last: { move: 'pass', name: deck.current.ad.title, count: moves },
      });
      refill();
    },

    closeMatch() {
      patch({ match: null });
    },

    async report(woblerId, input) {
      try {
        const answer = await kit.deps.api.call(
          endpoints.reportWobler,
          { wobler: woblerId, reason: input.reason, details: input.details ?? '' },
          { suppressNotification: false },
        );
        kit.feedback.toastSuccess(answer.message);
        handled.add(woblerId);
        take(woblerId, 'report');
        refill();
        const relation = answer.data?.relation;
        if (relation) links.relationChanged(woblerId, relation);
        return { ok: true };
      } catch (error) {
        // The dialog shows what failed; a toast would say it twice.
        return kit.feedback.failure(error);
      }
    },
  };

  return {
    actions,
    /** Leaves a Wobler out of this deck from now on (blocked, liked, saved… on their profile). */
    drop(woblerId: string) {
      handled.add(woblerId);
      if (take(woblerId)) refill();
    },
    reset() {
      ticket += 1;
      handled.clear();
      pending.clear();
    },
  };
}
