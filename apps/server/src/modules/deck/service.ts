import type {
  BubbleTile,
  endpoints,
  LocationState,
  MenuSearchResult,
  RequestOutput,
  SavedWoblers,
  WoblerCard,
  WoblerDeck,
} from '@wob/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Session, UserRow } from '../../context';
import type { Db } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import type { Clock } from '../../platform/clock';
import type { Coordinates } from '../../platform/geo/gazetteer';
import { HttpError } from '../../platform/http/http-error';
import type { Locale } from '../../platform/i18n';
import { searchKey } from '../../platform/search-key';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { insertAdsIfEmpty, reviseRetiredAdCopy, selectAds } from './ads';
import { backfillCityLocations, cityPlace, locationState, writeLocation } from '../people/location';
import { backfillSearchKeys, searchBubbles, searchWoblers } from './search';
import {
  type DeckFilter,
  selectCards,
  selectDeckPage,
  selectProfileCard,
  selectSavedPage,
  selectSharedBubbles,
  visibleBubbles,
} from './store';
import { groupShared, toCard } from './views';
import { type Viewer, viewerOf } from '../people/visibility';

type Input<K extends keyof typeof endpoints> = RequestOutput<(typeof endpoints)[K]>;

export interface DeckDeps {
  db: Db;
  now: Clock;
  media: MediaStorage;
  logger: FastifyBaseLogger;
  /** Bubble tiles for the menu search (the Bubbles module's view). */
  tilesOf: (viewerId: string, ids: readonly string[]) => Promise<BubbleTile[]>;
}

const woblerNotFound = () => new HttpError(404, M.deck.woblerNotFound);

function paging(total: number, page: number, limit: number) {
  return {
    totalDocs: total,
    page,
    limit,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    hasNextPage: page * limit < total,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The latest real date on or before year-month-day (29 February in a common year → the 28th). */
function dateOnOrBefore(year: number, month: number, day: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(Math.min(day, last))}`;
}

function nextDay(iso: string): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The birth dates (both included) of people aged `from` to `to` on `today`, as ageOn counts
 * ages: aged at least `from` ⇔ born on or before today's date `from` years back; aged at most
 * `to` ⇔ born after today's date `to + 1` years back.
 */
export function birthRange(
  today: Date,
  from: number,
  to: number,
): { birthFrom: string; birthTo: string } {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  return {
    birthFrom: nextDay(dateOnOrBefore(year - to - 1, month, day)),
    birthTo: dateOnOrBefore(year - from, month, day),
  };
}

export function originOf(user: Pick<UserRow, 'latitude' | 'longitude'>): Coordinates | null {
  return user.latitude === null || user.longitude === null
    ? null
    : { latitude: user.latitude, longitude: user.longitude };
}

/**
 * Discovery: the deck, another Wobler's profile, the saved list, the menu search
 * and the caller's place. Every exclusion and privacy rule is applied here and in SQL, never
 * left to the client (README 'Discovery').
 */
export function createDeckService(deps: DeckDeps) {
  const { db, now, media } = deps;

  /** Cards of `ids` in that order (ids that vanished meanwhile are left out). */
  async function cardsOf(
    viewer: Viewer,
    origin: Coordinates | null,
    ids: readonly string[],
    today: Date,
  ): Promise<WoblerCard[]> {
    const [rows, shared] = await Promise.all([
      selectCards(db, viewer.id, origin, ids),
      selectSharedBubbles(db, viewer.id, ids),
    ]);
    const sharedBy = groupShared(shared);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toCard(row, sharedBy.get(id) ?? [], media, today, viewer)] : [];
    });
  }

  return {
    /** Starting house ads and the places of accounts that have none (at every start). */
    async startup(): Promise<void> {
      await insertAdsIfEmpty(db, now());
      await reviseRetiredAdCopy(db);
      await backfillCityLocations(db, deps.logger);
      await backfillSearchKeys(db);
    },

    async getAll(
      session: Session,
      input: Input<'getAllWoblers'>,
      locale: Locale,
    ): Promise<WoblerDeck> {
      const today = now();
      const origin = originOf(session.user);
      const { page, limit } = input;
      const mine = session.user.bubbleIds;
      const viewer = viewerOf(session.user, today);
      const filter: DeckFilter = {
        viewer,
        origin,
        distanceM: input.distance === null ? null : input.distance * 1000,
        mine,
        // Listed Bubbles the caller may not see count as empty (README 'Discovery').
        bubbleIds:
          input.bubbleIds === 'all'
            ? 'all'
            : await visibleBubbles(db, [...new Set(input.bubbleIds)], mine),
        gender: input.gender,
        ...birthRange(today, input.ageFrom, input.ageTo),
        search: searchKey(input.search),
        exclude: [...new Set(input.exclude)],
        offset: (page - 1) * limit,
        limit,
      };
      const [{ hits, total }, customAds] = await Promise.all([
        selectDeckPage(db, filter),
        selectAds(db, locale, now()),
      ]);
      const docs = await cardsOf(
        viewer,
        origin,
        hits.map((hit) => hit.id),
        today,
      );
      return {
        docs,
        ...paging(total, page, limit),
        customAds,
        locationUnknown: origin === null,
      };
    },

    async wobler(session: Session, input: Input<'getWobler'>): Promise<WoblerCard> {
      const today = now();
      const viewer = viewerOf(session.user, today);
      const origin = originOf(session.user);
      const row = await selectProfileCard(db, viewer, origin, input.id);
      if (!row) throw woblerNotFound();
      const [card] = await cardsOf(viewer, origin, [row.id], today);
      if (!card) throw woblerNotFound();
      return card;
    },

    async saved(session: Session, input: Input<'savedWoblers'>): Promise<SavedWoblers> {
      const today = now();
      const { page, limit } = input;
      const viewer = viewerOf(session.user, today);
      const { ids, total } = await selectSavedPage(db, viewer, (page - 1) * limit, limit);
      const data = await cardsOf(viewer, originOf(session.user), ids, today);
      return { data, total, page, limit, hasNextPage: page * limit < total };
    },

    async menuSearch(session: Session, input: Input<'menuSearch'>): Promise<MenuSearchResult> {
      const today = now();
      const term = searchKey(input.search);
      const { woblerPage, woblerLimit, bubblePage, bubbleLimit } = input;
      const viewer = viewerOf(session.user, today);
      const pass = (fuzzy: boolean) =>
        Promise.all([
          searchWoblers(db, viewer, term, (woblerPage - 1) * woblerLimit, woblerLimit, fuzzy),
          searchBubbles(db, term, (bubblePage - 1) * bubbleLimit, bubbleLimit, fuzzy),
        ]);
      let [woblers, bubbles] = await pass(false);
      // Typos and Danish letters typed plain, only when nothing at all matched as written.
      if (woblers.total === 0 && bubbles.total === 0) [woblers, bubbles] = await pass(true);
      const [woblerDocs, bubbleDocs] = await Promise.all([
        cardsOf(viewer, originOf(session.user), woblers.ids, today),
        deps.tilesOf(session.user.id, bubbles.ids),
      ]);
      return {
        woblers: { docs: woblerDocs, ...paging(woblers.total, woblerPage, woblerLimit) },
        bubbles: { docs: bubbleDocs, ...paging(bubbles.total, bubblePage, bubbleLimit) },
      };
    },

    /**
     * A position shared with consent ('device'), or null: back to the profile's city (or
     * unknown when the gazetteer does not know it). Answers the new state and its message.
     */
    async setLocation(
      session: Session,
      input: Input<'setLocation'>,
    ): Promise<{ location: LocationState; messageKey: string }> {
      const { user } = session;
      const row = input.position
        ? await writeLocation(db, user.id, input.position, 'device')
        : await writeLocation(db, user.id, cityPlace(user.city, user.country), 'city');
      if (!row) throw new HttpError(401, M.account.sessionInvalid);
      const location = locationState(row);
      const messageKey =
        location.source === 'device'
          ? M.deck.locationDevice
          : location.source === 'city'
            ? M.deck.locationCity
            : M.deck.locationUnknown;
      return { location, messageKey };
    },
  };
}

export type DeckService = ReturnType<typeof createDeckService>;
