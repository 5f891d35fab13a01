// Discovery: the Wobler deck, reactions (like, dislike, save), reports, blocks,
// connections, saved Woblers, another Wobler's profile, a shared position and the menu search.
import {
  GENDERS,
  MenuSearchSchema,
  ReportSchema,
  SavedWoblersQuerySchema,
  SetLocationSchema,
  WoblerDeckQuerySchema,
  WoblerQuerySchema,
  WoblerRefSchema,
} from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';
import { BubbleTileSchema } from './bubbles';

const pagingEntries = {
  totalDocs: v.number(),
  page: v.number(),
  limit: v.number(),
  totalPages: v.number(),
  hasNextPage: v.boolean(),
};

/** A Bubble the caller and the Wobler are both active members of. */
export const SharedBubbleSchema = v.object({
  _id: v.string(),
  name: v.string(),
  /** The /view-bubble/{slug} URL part. */
  slug: v.string(),
  circleColor: v.string(),
});

/** Where the caller stands with a Wobler. */
export const RelationSchema = v.object({
  /** The caller liked them. */
  liked: v.boolean(),
  /** The caller disliked them (they left the caller's deck). */
  disliked: v.boolean(),
  saved: v.boolean(),
  reported: v.boolean(),
  /** A connection: both liked each other (spec: isMatched). */
  isMatched: v.boolean(),
  /** The caller blocked them (a person who blocked the caller is never answered at all). */
  blockedByMe: v.boolean(),
});

/**
 * A Wobler as others see them (deck card, saved list, search, profile), shaped by that
 * Wobler's privacy settings: gender null when 'show gender' is off; city, country and
 * distance null when 'show location' is off (the distance filter still applies); the
 * generated avatar instead of the picture when 'show my images to all' is off, except to
 * connections.
 */
export const WoblerCardSchema = v.object({
  _id: v.string(),
  name: v.string(),
  age: v.number(),
  /** A signed picture URL or the generated avatar. */
  image: v.string(),
  about: v.string(),
  gender: v.nullable(v.picklist(GENDERS)),
  city: v.nullable(v.string()),
  /** ISO 3166-1 alpha-2. */
  country: v.nullable(v.string()),
  /** Whole kilometres from the caller (at least 1); null when hidden or either place is unknown. */
  distance: v.nullable(v.number()),
  sharedBubbles: v.array(SharedBubbleSchema),
  /** 'let people message me', or a connection (the chat decides again). */
  canMessage: v.boolean(),
  relation: RelationSchema,
});

/** A house ad the deck shows among the cards (the client places them: 4th, 12th, 23rd). */
export const AdSchema = v.object({
  _id: v.string(),
  title: v.string(),
  body: v.string(),
  /** A path inside the product ('/premium') or an https URL. */
  url: v.string(),
  /** The button's text. */
  cta: v.string(),
  /** The operator's picture for the ad (public and cacheable), when it has one. */
  imageUrl: v.optional(v.nullable(v.string())),
});

/** `POST api/users/get-all`: a page of the deck (spec: docs, totalDocs, totalPages, hasNextPage, customAds). */
export const WoblerDeckSchema = v.object({
  docs: v.array(WoblerCardSchema),
  ...pagingEntries,
  /** The house ads in the order they are shown, in the caller's language. */
  customAds: v.array(AdSchema),
  /** The caller's own place is unknown, so a distance filter could not apply (the UI says so). */
  locationUnknown: v.boolean(),
});

/** `GET api/user/saved-users` (spec: data, total), with the paging fields beside them. */
export const SavedWoblersSchema = v.object({
  data: v.array(WoblerCardSchema),
  total: v.number(),
  page: v.number(),
  limit: v.number(),
  hasNextPage: v.boolean(),
});

/** A like's answer: `matched` when it made (or found) a connection. */
export const LikeResultSchema = v.object({ matched: v.boolean(), relation: RelationSchema });

/** Answers of the other reactions: where the caller now stands with the Wobler. */
export const RelationResultSchema = v.object({ relation: RelationSchema });

/** The caller's own place, as the deck uses it. */
export const LocationStateSchema = v.object({
  /** 'city': from the profile's city and country; 'device': a shared position; null: unknown. */
  source: v.nullable(v.picklist(['city', 'device'])),
});

/** The menu search: Woblers and Bubbles, each paged (5 per page). */
export const MenuSearchResultSchema = v.object({
  woblers: v.object({ docs: v.array(WoblerCardSchema), ...pagingEntries }),
  bubbles: v.object({ docs: v.array(BubbleTileSchema), ...pagingEntries }),
});

export const getAllWoblers = defineEndpoint({
  id: 'getAllWoblers',
  method: 'POST',
  path: '/api/users/get-all',
  summary:
    'The deck: Woblers matching the filter, shared Bubbles first, then nearest; never yourself, anyone handled (liked, disliked, saved, reported), blocked either way, deleted, or whose age range excludes you.',
  tag: 'woblers',
  auth: 'required',
  request: WoblerDeckQuerySchema,
  response: WoblerDeckSchema,
});

export const getWobler = defineEndpoint({
  id: 'getWobler',
  method: 'GET',
  path: '/api/user/wobler',
  summary:
    "Another Wobler's profile for /view-wobler/{id}, shaped by their privacy settings, with where the caller stands; 404 for a deleted account or one who blocked the caller. An addition to the spec.",
  tag: 'woblers',
  auth: 'required',
  request: WoblerQuerySchema,
  response: v.object({ wobler: WoblerCardSchema }),
});

export const likeWobler = defineEndpoint({
  id: 'likeWobler',
  method: 'POST',
  path: '/api/user/like',
  summary:
    'Like a Wobler (idempotent; replaces a dislike) and notify them; a mutual like makes one connection for both.',
  tag: 'woblers',
  auth: 'required',
  request: WoblerRefSchema,
  response: LikeResultSchema,
});

export const dislikeWobler = defineEndpoint({
  id: 'dislikeWobler',
  method: 'POST',
  path: '/api/user/dislike',
  summary:
    'Dislike a Wobler: out of the deck (idempotent; replaces a like that made no connection).',
  tag: 'woblers',
  auth: 'required',
  request: WoblerRefSchema,
  response: RelationResultSchema,
});

export const saveWobler = defineEndpoint({
  id: 'saveWobler',
  method: 'POST',
  path: '/api/user/save-wobler',
  summary: 'Save a Wobler for later: out of the deck, into /saved-woblers (idempotent).',
  tag: 'woblers',
  auth: 'required',
  request: WoblerRefSchema,
  response: RelationResultSchema,
});

export const removeSavedWobler = defineEndpoint({
  id: 'removeSavedWobler',
  method: 'POST',
  path: '/api/user/remove-save-wobler',
  summary: 'Remove a Wobler from the saved list (idempotent).',
  tag: 'woblers',
  auth: 'required',
  request: WoblerRefSchema,
  response: RelationResultSchema,
});

export const savedWoblers = defineEndpoint({
  id: 'savedWoblers',
  method: 'GET',
  path: '/api/user/saved-users',
  summary: 'The Woblers the caller saved, newest first (page, limit 5).',
  tag: 'woblers',
  auth: 'required',
  request: SavedWoblersQuerySchema,
  response: SavedWoblersSchema,
});

export const removeConnection = defineEndpoint({
  id: 'removeConnection',
  method: 'POST',
  path: '/api/user/remove-connected-wobler',
  summary:
    "Remove a connection for both (`_id`: the other Wobler); the caller's like becomes a dislike, so they do not return to the deck.",
  tag: 'woblers',
  auth: 'required',
  request: WoblerRefSchema,
  response: RelationResultSchema,
});

export const blockWobler = defineEndpoint({
  id: 'blockWobler',
  method: 'POST',
  path: '/api/user/block-wobler',
  summary:
    'Block a Wobler: neither sees the other in the deck, search or profiles, and no message passes; a connection between them ends.',
  tag: 'woblers',
  auth: 'required',
  request: WoblerRefSchema,
  response: RelationResultSchema,
});

export const unblockWobler = defineEndpoint({
  id: 'unblockWobler',
  method: 'POST',
  path: '/api/user/unblock-wobler',
  summary: 'Lift a block the caller made (idempotent). An addition to the spec.',
  tag: 'woblers',
  auth: 'required',
  request: WoblerRefSchema,
  response: RelationResultSchema,
});

export const reportWobler = defineEndpoint({
  id: 'reportWobler',
  method: 'POST',
  path: '/api/report/wobler',
  summary:
    'Report a Wobler for moderation with one of the four reasons; they leave the reporter’s deck (a second report updates the first).',
  tag: 'woblers',
  auth: 'required',
  request: ReportSchema,
  response: RelationResultSchema,
});

export const setLocation = defineEndpoint({
  id: 'setLocation',
  method: 'POST',
  path: '/api/user/set-location',
  summary:
    "Use the browser's position (shared with consent) for distances, or null to go back to the profile's city. An addition to the spec.",
  tag: 'woblers',
  auth: 'required',
  request: SetLocationSchema,
  response: v.object({ location: LocationStateSchema }),
});

export const menuSearch = defineEndpoint({
  id: 'menuSearch',
  method: 'POST',
  path: '/api/search/menu-search',
  summary:
    'The header search: Woblers by name and Bubbles by name or title, accent- and case-insensitive, 5 of each per page; never blocked people.',
  tag: 'woblers',
  auth: 'required',
  request: MenuSearchSchema,
  response: MenuSearchResultSchema,
});

/** Every discovery endpoint, keyed by operation id; spread into `endpoints`. */
export const deckEndpoints = {
  getAllWoblers,
  getWobler,
  likeWobler,
  dislikeWobler,
  saveWobler,
  removeSavedWobler,
  savedWoblers,
  removeConnection,
  blockWobler,
  unblockWobler,
  reportWobler,
  setLocation,
  menuSearch,
} as const;

export type SharedBubble = v.InferOutput<typeof SharedBubbleSchema>;
export type Relation = v.InferOutput<typeof RelationSchema>;
export type WoblerCard = v.InferOutput<typeof WoblerCardSchema>;
export type Ad = v.InferOutput<typeof AdSchema>;
export type WoblerDeck = v.InferOutput<typeof WoblerDeckSchema>;
export type SavedWoblers = v.InferOutput<typeof SavedWoblersSchema>;
export type LikeResult = v.InferOutput<typeof LikeResultSchema>;
export type LocationState = v.InferOutput<typeof LocationStateSchema>;
export type MenuSearchResult = v.InferOutput<typeof MenuSearchResultSchema>;
