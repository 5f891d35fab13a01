import * as v from 'valibot';
import { AGE_RANGE_MAX, AGE_RANGE_MIN, GENDERS } from './constants';
import { formObject } from './form-object';
import { MESSAGES } from './messages';
import { createPagingQuerySchema } from './paging';

// Discovery: the Wobler filter of /new-search and `POST api/users/get-all`, the
// payloads that name one Wobler (like, dislike, save, block, …), the report, the bell's
// seen-status, the menu search and a shared position. Bounds the spec leaves open are ours.

/** Spec section 9: Woblers 5 per page, saved Woblers 5, search 5 each. */
export const WOBLER_PAGE_SIZE = 5;
export const WOBLER_MAX_LIMIT = 20;
export const SAVED_PAGE_SIZE = 5;
export const SEARCH_PAGE_SIZE = 5;
export const SEARCH_MAX_LIMIT = 20;
export const NOTIFICATION_PAGE_SIZE = 30;
export const NOTIFICATION_MAX_LIMIT = 100;
/** The distance filter in whole kilometres: Denmark is about 450 km from end to end. */
export const DISTANCE_MIN_KM = 1;
export const DISTANCE_MAX_KM = 1000;
/** The filter's and the header's search text. */
export const WOBLER_SEARCH_MAX = 100;
/** Cards the client holds and wants left out of the next page (the deck refetches early). */
export const DECK_EXCLUDE_MAX = 50;
/** Bubble tags one filter may name. */
export const FILTER_BUBBLES_MAX = 100;
/** Notification ids one seen-status call may mark. */
export const SEEN_IDS_MAX = 100;
export const REPORT_DETAILS_MAX = 500;

/** Spec section 2: the Report Wobler dialog's four reasons. */
export const REPORT_REASONS = [
  'inappropriate-content',
  'inappropriate-behaviour',
  'fake-profile',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The gender filter: one gender, or everyone. */
export const GENDER_FILTERS = ['all', ...GENDERS] as const;
export type GenderFilter = (typeof GENDER_FILTERS)[number];

const ID_MAX = 64;
function idSchema(message: string) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(ID_MAX, message));
}

/** The Wobler a payload names (`_id`, as the spec names it for remove-connected and block). */
export const woblerIdSchema = idSchema(MESSAGES.deck.woblerRequired);

/** One line, single spaces, composed characters. */
const oneLine = (value: string): string => value.normalize('NFC').replace(/\s+/gu, ' ').trim();

export const woblerSearchSchema = v.pipe(
  v.string(MESSAGES.deck.searchMax),
  v.transform(oneLine),
  v.maxLength(WOBLER_SEARCH_MAX, MESSAGES.deck.searchMax),
);

const ageSchema = v.pipe(
  v.number(MESSAGES.ageRange.invalid),
  v.integer(MESSAGES.ageRange.invalid),
  v.minValue(AGE_RANGE_MIN, MESSAGES.ageRange.invalid),
  v.maxValue(AGE_RANGE_MAX, MESSAGES.ageRange.invalid),
);

/**
 * The Wobler search filter (spec section 3): Bubble tags (a list of the person's Bubbles, or
 * 'all'), distance in km, gender, age range and search text. Every field but the tags may be
 * left out; an age range is 18–99 where a bound is missing.
 */
const filterEntries = {
  bubbleIds: v.optional(
    v.union(
      [
        v.literal('all'),
        v.pipe(
          v.array(idSchema(MESSAGES.deck.bubblesRequired), MESSAGES.deck.bubblesRequired),
          v.minLength(1, MESSAGES.deck.bubblesRequired),
          v.maxLength(FILTER_BUBBLES_MAX, MESSAGES.deck.bubblesMax),
        ),
      ],
      MESSAGES.deck.bubblesRequired,
    ),
    'all',
  ),
  distance: v.optional(
    v.nullable(
      v.pipe(
        v.number(MESSAGES.deck.distanceInvalid),
        v.integer(MESSAGES.deck.distanceInvalid),
        v.minValue(DISTANCE_MIN_KM, MESSAGES.deck.distanceInvalid),
        v.maxValue(DISTANCE_MAX_KM, MESSAGES.deck.distanceInvalid),
      ),
    ),
    null,
  ),
  gender: v.optional(v.picklist(GENDER_FILTERS, MESSAGES.gender.invalid), 'all'),
  ageFrom: v.optional(ageSchema, AGE_RANGE_MIN),
  ageTo: v.optional(ageSchema, AGE_RANGE_MAX),
  search: v.optional(woblerSearchSchema, ''),
};

const agesInOrder = (input: { ageFrom: number; ageTo: number }): boolean =>
  input.ageFrom <= input.ageTo;

/** /new-search's form; what 'save for later' stores under `searched-woblers-filter`. */
export const WoblerFilterSchema = v.pipe(
  formObject(filterEntries),
  v.forward(v.partialCheck([['ageFrom'], ['ageTo']], agesInOrder, MESSAGES.ageRange.order), [
    'ageTo',
  ]),
);

/**
 * `POST api/users/get-all`: the filter, `page` and `limit` (5), and `exclude`, the cards the
 * client still holds, so that page 1 asked again brings the next ones (the deck refetches
 * before it runs out; ARCHITECTURE.md: no page counter).
 */
export const WoblerDeckQuerySchema = v.pipe(
  formObject({
    ...filterEntries,
    ...createPagingQuerySchema(WOBLER_PAGE_SIZE, WOBLER_MAX_LIMIT).entries,
    exclude: v.optional(
      v.pipe(
        v.array(woblerIdSchema, MESSAGES.invalid),
        v.maxLength(DECK_EXCLUDE_MAX, MESSAGES.invalid),
      ),
      [],
    ),
  }),
  v.forward(v.partialCheck([['ageFrom'], ['ageTo']], agesInOrder, MESSAGES.ageRange.order), [
    'ageTo',
  ]),
);

/** like, dislike, save-wobler, remove-save-wobler, block-wobler, unblock-wobler, remove-connected-wobler. */
export const WoblerRefSchema = formObject({ _id: woblerIdSchema });

/** `GET api/user/wobler` (/view-wobler/{id}). */
export const WoblerQuerySchema = formObject({ id: woblerIdSchema });

/** `POST api/report/wobler`: the Wobler, one of the four reasons, optional words. */
export const ReportSchema = formObject({
  wobler: woblerIdSchema,
  reason: v.picklist(REPORT_REASONS, MESSAGES.deck.reasonRequired),
  details: v.optional(
    v.pipe(
      v.string(MESSAGES.deck.detailsMax),
      v.trim(),
      v.maxLength(REPORT_DETAILS_MAX, MESSAGES.deck.detailsMax),
    ),
    '',
  ),
});

/** What else a member can report besides a Wobler: a chat message, a comment, a Bubble. */
export const REPORT_CONTENT_KINDS = ['message', 'comment', 'bubble'] as const;

/**
 * `POST api/report/content`: a chat message, a board comment (or reply) or a Bubble, with
 * one of the four reasons and optional words (the same dialog as a Wobler's report).
 */
export const ReportContentSchema = formObject({
  kind: v.picklist(REPORT_CONTENT_KINDS),
  id: idSchema(MESSAGES.deck.woblerRequired),
  reason: ReportSchema.entries.reason,
  details: ReportSchema.entries.details,
});

/** The report dialog's form (the Wobler comes from the card, not the form). */
export const ReportFormSchema = formObject({
  reason: ReportSchema.entries.reason,
  details: ReportSchema.entries.details,
});

/** `GET api/user/saved-users`: page, limit 5. */
export const SavedWoblersQuerySchema = createPagingQuerySchema(SAVED_PAGE_SIZE, WOBLER_MAX_LIMIT);

/** `GET api/notifications/likes/get`: the newest first, paged. */
export const NotificationsQuerySchema = createPagingQuerySchema(
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_MAX_LIMIT,
);

/** `POST api/notifications/likes/set-seen-status`: the notifications the panel listed. */
export const SetSeenSchema = formObject({
  ids: v.pipe(
    v.array(idSchema(MESSAGES.invalid), MESSAGES.invalid),
    v.minLength(1, MESSAGES.invalid),
    v.maxLength(SEEN_IDS_MAX, MESSAGES.invalid),
  ),
});

function countSchema(max: number, message: string) {
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(max, message),
  );
}

/** `POST api/search/menu-search` (spec section 7): 5 Woblers and 5 Bubbles per page. */
export const MenuSearchSchema = formObject({
  search: v.pipe(woblerSearchSchema, v.nonEmpty(MESSAGES.deck.searchRequired)),
  woblerLimit: v.optional(countSchema(SEARCH_MAX_LIMIT, MESSAGES.paging.limit), SEARCH_PAGE_SIZE),
  woblerPage: v.optional(countSchema(100_000, MESSAGES.paging.page), 1),
  bubbleLimit: v.optional(countSchema(SEARCH_MAX_LIMIT, MESSAGES.paging.limit), SEARCH_PAGE_SIZE),
  bubblePage: v.optional(countSchema(100_000, MESSAGES.paging.page), 1),
});

/**
 * `POST api/user/set-location`: the browser's position shared with consent, or null to go
 * back to the city of the profile.
 */
export const SetLocationSchema = formObject({
  position: v.nullable(
    formObject({
      latitude: v.pipe(
        v.number(MESSAGES.deck.positionInvalid),
        v.minValue(-90, MESSAGES.deck.positionInvalid),
        v.maxValue(90, MESSAGES.deck.positionInvalid),
      ),
      longitude: v.pipe(
        v.number(MESSAGES.deck.positionInvalid),
        v.minValue(-180, MESSAGES.deck.positionInvalid),
        v.maxValue(180, MESSAGES.deck.positionInvalid),
      ),
    }),
  ),
});

export type WoblerFilterInput = v.InferInput<typeof WoblerFilterSchema>;
export type WoblerFilterOutput = v.InferOutput<typeof WoblerFilterSchema>;
export type WoblerDeckQueryInput = v.InferInput<typeof WoblerDeckQuerySchema>;
export type WoblerDeckQueryOutput = v.InferOutput<typeof WoblerDeckQuerySchema>;
export type ReportInput = v.InferInput<typeof ReportSchema>;
export type ReportFormInput = v.InferInput<typeof ReportFormSchema>;
export type MenuSearchInput = v.InferInput<typeof MenuSearchSchema>;
export type MenuSearchOutput = v.InferOutput<typeof MenuSearchSchema>;
export type SetLocationInput = v.InferInput<typeof SetLocationSchema>;
