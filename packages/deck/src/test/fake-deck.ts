import type { Ad, BubbleTile, LocationState, Relation, WoblerCard } from '@wob/api';
import { apiError, type FakeHandlers } from '@wob/test-utils';
import { SAVED_PAGE_SIZE, WOBLER_PAGE_SIZE } from '@wob/validation';
import { myBubbleTiles, NO_RELATION } from './deck-fixtures';

export interface FakeDeckOptions {
  /** The deck's candidates in the server's order (shared Bubbles first, then nearest). */
  woblers?: WoblerCard[];
  ads?: Ad[];
  /** The caller's own place is unknown: a distance filter does not apply. */
  locationUnknown?: boolean;
  /** Ids of Woblers who already liked the caller: liking them makes a connection. */
  likedBy?: string[];
  /** Woblers the caller saved before, newest first. */
  saved?: WoblerCard[];
  /** Ids of Woblers who blocked the caller: their profile answers 404. */
  blockedBy?: string[];
  /** The caller's Bubbles (`GET api/bubble/mine`). */
  bubbles?: BubbleTile[];
  /** Where the caller's distances are measured from; null when unknown. */
  location?: LocationState['source'];
}

interface DeckQuery {
  bubbleIds?: 'all' | string[];
  distance?: number | null;
  gender?: string;
  ageFrom?: number;
  ageTo?: number;
  search?: string;
  page?: number;
  limit?: number;
  exclude?: string[];
}

/**
 * The discovery endpoints kept in memory as the contract describes them: the deck leaves out
 * anyone handled (liked, disliked, saved, reported), blocked, or outside the filter; a like of
 * someone who liked the caller makes a connection; the saved list is newest first. Answers
 * follow each other, so 'save, then open the saved list' reads true in a test or a story.
 */
export function createFakeDeck(options: FakeDeckOptions = {}) {
  const people = new Map<string, WoblerCard>();
  for (const card of [...(options.woblers ?? []), ...(options.saved ?? [])]) {
    people.set(card._id, structuredClone(card));
  }
  const order = (options.woblers ?? []).map((card) => card._id);
  const relations = new Map<string, Relation>();
  for (const card of people.values()) relations.set(card._id, { ...card.relation });
  let savedOrder = (options.saved ?? []).map((card) => card._id);
  for (const id of savedOrder) relations.set(id, { ...relationOf(id), saved: true });
  const likedBy = new Set(options.likedBy ?? []);
  const blockedBy = new Set(options.blockedBy ?? []);
  let location: LocationState['source'] =
    options.location === undefined ? 'city' : options.location;
  const reports: { wobler: string; reason: string; details: string }[] = [];

  function relationOf(id: string): Relation {
    return relations.get(id) ?? { ...NO_RELATION };
  }
  function cardOf(id: string): WoblerCard {
    const card = people.get(id);
    if (!card || blockedBy.has(id)) throw apiError(404, 'This Wobler could not be found.');
    return { ...card, relation: relationOf(id) };
  }
  function change(id: string, patch: Partial<Relation>): Relation {
    const card = cardOf(id);
    const next = { ...card.relation, ...patch };
    relations.set(id, next);
    return next;
  }
  const refOf = (input: unknown) => (input as { _id: string })._id;

  function handled(relation: Relation): boolean {
    return (
      relation.liked ||
      relation.disliked ||
      relation.saved ||
      relation.reported ||
      relation.blockedByMe
    );
  }

  function matches(card: WoblerCard, query: DeckQuery): boolean {
    const { bubbleIds = 'all', distance = null, gender = 'all', search = '' } = query;
    const ageFrom = query.ageFrom ?? 18;
    const ageTo = query.ageTo ?? 99;
    if (gender !== 'all' && card.gender !== gender) return false;
    if (card.age < ageFrom || card.age > ageTo) return false;
    if (search && !card.name.toLocaleLowerCase('da').includes(search.toLocaleLowerCase('da'))) {
      return false;
    }
    if (bubbleIds !== 'all' && !card.sharedBubbles.some((b) => bubbleIds.includes(b._id))) {
      return false;
    }
    if (distance !== null && !options.locationUnknown) {
      if (card.distance === null || card.distance > distance) return false;
    }
    return true;
  }

  const handlers: FakeHandlers = {
    getAllWoblers: (input) => {
      const query = input as DeckQuery;
      const page = query.page ?? 1;
      const limit = query.limit ?? WOBLER_PAGE_SIZE;
      const exclude = new Set(query.exclude ?? []);
      const found = order
        .filter((id) => !exclude.has(id) && !blockedBy.has(id) && !handled(relationOf(id)))
        .map((id) => cardOf(id))
        .filter((card) => matches(card, query));
      const start = (page - 1) * limit;
      return {
        data: {
          docs: found.slice(start, start + limit),
          totalDocs: found.length,
          page,
          limit,
          totalPages: Math.max(1, Math.ceil(found.length / limit)),
          hasNextPage: start + limit < found.length,
          customAds: options.ads ?? [],
          locationUnknown: Boolean(options.locationUnknown),
        },
      };
    },
    getWobler: (input) => ({ data: { wobler: cardOf((input as { id: string }).id) } }),
    likeWobler: (input) => {
      const id = refOf(input);
      const matched = likedBy.has(id) || relationOf(id).isMatched;
      const relation = change(id, { liked: true, disliked: false, isMatched: matched });
      return {
        message: matched ? 'You are now connected.' : 'You liked this Wobler.',
        data: { matched, relation },
      };
    },
    dislikeWobler: (input) => ({
      message: 'You passed on this Wobler.',
      data: { relation: change(refOf(input), { disliked: true, liked: false }) },
    }),
    saveWobler: (input) => {
      const id = refOf(input);
      const relation = change(id, { saved: true });
      savedOrder = [id, ...savedOrder.filter((known) => known !== id)];
      return { message: 'Saved for later.', data: { relation } };
    },
    removeSavedWobler: (input) => {
      const id = refOf(input);
      const relation = change(id, { saved: false });
      savedOrder = savedOrder.filter((known) => known !== id);
      return { message: 'Removed from your saved Woblers.', data: { relation } };
    },
    savedWoblers: (input) => {
      const { page = 1, limit = SAVED_PAGE_SIZE } = input as { page?: number; limit?: number };
      const start = (page - 1) * limit;
      const visible = savedOrder.filter((id) => !blockedBy.has(id));
      return {
        data: {
          data: visible.slice(start, start + limit).map((id) => cardOf(id)),
          total: visible.length,
          page,
          limit,
          hasNextPage: start + limit < visible.length,
        },
      };
    },
    removeConnection: (input) => ({
      message: 'The connection has been removed.',
      data: {
        relation: change(refOf(input), { isMatched: false, liked: false, disliked: true }),
      },
    }),
    blockWobler: (input) => ({
      message: 'This Wobler has been blocked.',
      data: { relation: change(refOf(input), { blockedByMe: true, isMatched: false }) },
    }),
    unblockWobler: (input) => ({
      message: 'This Wobler has been unblocked.',
      data: { relation: change(refOf(input), { blockedByMe: false }) },
    }),
    reportWobler: (input) => {
      const report = input as { wobler: string; reason: string; details?: string };
      const relation = change(report.wobler, { reported: true });
      reports.push({ wobler: report.wobler, reason: report.reason, details: report.details ?? '' });
      return {
        message: 'Thank you. Your report has been sent to our moderators.',
        data: { relation },
      };
    },
    setLocation: (input) => {
      const { position } = input as { position: unknown };
      location = position ? 'device' : 'city';
      return {
        message: position
          ? 'Distances are now measured from your position.'
          : 'Distances are now measured from your city.',
        data: { location: { source: location } },
      };
    },
    myBubbles: () => ({ data: { docs: options.bubbles ?? myBubbleTiles(), selected: null } }),
  };

  return {
    handlers,
    relationOf,
    reports,
    get savedIds() {
      return savedOrder;
    },
    get location() {
      return location;
    },
  };
}

export type FakeDeck = ReturnType<typeof createFakeDeck>;
