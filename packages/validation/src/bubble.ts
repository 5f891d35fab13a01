import * as v from 'valibot';
import { BOARD_MAX_LIMIT, COMMENT_PAGE_SIZE } from './comment';
import { isSafeText, oneLine, shownNameSchema } from './display-text';
import { formObject } from './form-object';
import { MESSAGES } from './messages';
import { createPagingQuerySchema } from './paging';

// Bubbles: the create/edit form, Find Bubble's query, the Choose Bubble pick, and
// the payloads that name a Bubble or a member. Bounds the spec leaves open are chosen here.

/** A Bubble's name is short: it is the tile's heading and the /view-bubble/{name} URL. */
export const BUBBLE_NAME_MAX = 40;
/** The title is one line under the name on the tile. */
export const BUBBLE_TITLE_MAX = 120;
/** Find Bubble's search text. */
export const BUBBLE_SEARCH_MAX = 100;
/** Ids are opaque (24 hex characters today); the cap only keeps junk out. */
export const BUBBLE_ID_MAX = 64;
/** `get-bubble` takes an id, a URL name (slug) or the name itself. */
export const BUBBLE_REF_MAX = 200;

/** Find Bubble's orders: most active members, newest first, Danish alphabetical. */
export const BUBBLE_SORTS = ['popular', 'newest', 'alphabetical'] as const;
export type BubbleSort = (typeof BUBBLE_SORTS)[number];

/** Find Bubble tiles per page (a grid of 3 or 4 columns), and the largest page. */
export const BUBBLE_PAGE_SIZE = 12;
export const BUBBLE_MAX_LIMIT = 60;
/** Members per page on /bubble_members/{id}. */
export const MEMBER_PAGE_SIZE = 20;
export const MEMBER_MAX_LIMIT = 100;

/** At most this many Bubbles may be picked at once on Choose Bubble. */
export const BUBBLE_CHOICE_MAX = 100;

// A Bubble's name and title are shown to others: display-text.ts's rule.
export const bubbleNameSchema = shownNameSchema(
  {
    required: MESSAGES.required.name,
    max: MESSAGES.bubble.nameMax,
    invalid: MESSAGES.bubble.nameInvalid,
  },
  BUBBLE_NAME_MAX,
);

export const bubbleTitleSchema = v.pipe(
  v.string(MESSAGES.bubble.titleInvalid),
  v.transform(oneLine),
  v.maxLength(BUBBLE_TITLE_MAX, MESSAGES.bubble.titleMax),
  v.check(isSafeText, MESSAGES.bubble.titleInvalid),
);

/** '#rrggbb'; upper-case digits are accepted and stored lower-case. */
export const circleColorSchema = v.pipe(
  v.string(MESSAGES.bubble.colorRequired),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(MESSAGES.bubble.colorRequired),
  v.regex(/^#[0-9a-f]{6}$/, MESSAGES.bubble.colorInvalid),
);

export const privateBubbleSchema = v.boolean(MESSAGES.toggle.invalid);

function idSchema(message: string, max = BUBBLE_ID_MAX) {
  return v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, message));
}

/** The `bubble` of a payload: a Bubble id. */
export const bubbleIdSchema = idSchema(MESSAGES.bubble.required);
/** The `user` of a payload: a Wobler id. */
export const memberIdSchema = idSchema(MESSAGES.bubble.userRequired);

/** The create form and `POST api/bubble/create`. Title is optional; public unless chosen. */
export const BubbleFormSchema = formObject({
  name: bubbleNameSchema,
  title: v.optional(bubbleTitleSchema, ''),
  circleColor: circleColorSchema,
  privateBubble: v.optional(privateBubbleSchema, false),
});

/** `POST api/bubble/edit`: the Bubble and the fields that change (absent ones stay). */
export const BubbleEditSchema = formObject({
  bubble: bubbleIdSchema,
  name: v.optional(bubbleNameSchema),
  title: v.optional(bubbleTitleSchema),
  circleColor: v.optional(circleColorSchema),
  privateBubble: v.optional(privateBubbleSchema),
});

/** Payloads that name one Bubble: delete, pick, remove, mark-public, mark-private. */
export const BubbleRefSchema = formObject({ bubble: bubbleIdSchema });

/** Find Bubble (`GET api/bubble/get`): every field optional, as the spec sends none. */
export const BubbleListQuerySchema = formObject({
  ...createPagingQuerySchema(BUBBLE_PAGE_SIZE, BUBBLE_MAX_LIMIT).entries,
  sort: v.optional(v.picklist(BUBBLE_SORTS, MESSAGES.bubble.sortInvalid), 'popular'),
  search: v.optional(
    v.pipe(
      v.string(MESSAGES.bubble.searchMax),
      v.transform(oneLine),
      v.maxLength(BUBBLE_SEARCH_MAX, MESSAGES.bubble.searchMax),
    ),
    '',
  ),
});

/**
 * `GET api/bubble/get-bubble`: `id` is the Bubble's id or its URL name; `page` and `limit`
 * page its board exactly as `get-board` does (spec section 4: comments 5, +3).
 */
export const BubbleViewQuerySchema = formObject({
  ...createPagingQuerySchema(COMMENT_PAGE_SIZE, BOARD_MAX_LIMIT).entries,
  id: idSchema(MESSAGES.bubble.required, BUBBLE_REF_MAX),
});

/** The members tabs: `GET api/bubble/get-active-members` / `get-pending-members`. */
export const MembersQuerySchema = formObject({
  ...createPagingQuerySchema(MEMBER_PAGE_SIZE, MEMBER_MAX_LIMIT).entries,
  bubble: bubbleIdSchema,
});

/** `POST api/bubble/mark-active` and `kickout-user`: a Bubble and one of its members. */
export const MemberActionSchema = formObject({
  bubble: bubbleIdSchema,
  user: memberIdSchema,
});

/** `POST api/bubble/set-moderator`: appoint (true) or remove (false) a moderator. */
export const SetModeratorSchema = formObject({
  bubble: bubbleIdSchema,
  user: memberIdSchema,
  moderator: v.boolean(MESSAGES.toggle.invalid),
});

/** `POST api/bubble/set-notifications`: group notifications for one Bubble, on or off. */
export const SetNotificationsSchema = formObject({
  bubble: bubbleIdSchema,
  notify: v.boolean(MESSAGES.toggle.invalid),
});

/** `update-profile`'s bubbles: the whole list of the person's Bubbles (may be empty). */
export const BubblePicksSchema = v.pipe(
  v.array(bubbleIdSchema, MESSAGES.bubble.choiceRequired),
  v.maxLength(BUBBLE_CHOICE_MAX, MESSAGES.bubble.choiceMax),
);

/** Choose Bubble: at least one Bubble ('Please select at least one bubble'). */
export const BubbleChoiceSchema = formObject({
  bubbles: v.pipe(
    v.array(bubbleIdSchema, MESSAGES.bubble.choiceRequired),
    v.minLength(1, MESSAGES.bubble.choiceRequired),
    v.maxLength(BUBBLE_CHOICE_MAX, MESSAGES.bubble.choiceMax),
  ),
});

export type BubbleFormInput = v.InferInput<typeof BubbleFormSchema>;
export type BubbleFormOutput = v.InferOutput<typeof BubbleFormSchema>;
export type BubbleEditInput = v.InferInput<typeof BubbleEditSchema>;
export type BubbleEditOutput = v.InferOutput<typeof BubbleEditSchema>;
export type BubbleListQueryInput = v.InferInput<typeof BubbleListQuerySchema>;
export type BubbleListQueryOutput = v.InferOutput<typeof BubbleListQuerySchema>;
export type BubbleChoiceInput = v.InferInput<typeof BubbleChoiceSchema>;
export type BubbleChoiceOutput = v.InferOutput<typeof BubbleChoiceSchema>;
