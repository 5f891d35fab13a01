// Bubbles: create, edit, delete, find, pick and remove, membership and moderation.
import {
  BubbleEditSchema,
  BubbleFormSchema,
  BubbleListQuerySchema,
  BubbleRefSchema,
  BubbleViewQuerySchema,
  MemberActionSchema,
  MembersQuerySchema,
  SetModeratorSchema,
  SetNotificationsSchema,
} from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';
import { BoardPageSchema } from './board';

export const MEMBERSHIP_ROLES = ['owner', 'moderator', 'member'] as const;
/** The caller's relation to a Bubble: none, 'Waiting for Approval', or a member. */
export const MEMBERSHIP_STATUSES = ['none', 'pending', 'active'] as const;

/** The caller's membership of one Bubble. */
export const MembershipSchema = v.object({
  status: v.picklist(MEMBERSHIP_STATUSES),
  /** Null unless a member (active or pending). */
  role: v.nullable(v.picklist(MEMBERSHIP_ROLES)),
  /** Group notifications (premium) for this Bubble. */
  notify: v.boolean(),
});

/**
 * A Bubble tile (spec section 3's Bubble entity, without its comments): the same shape on
 * Find Bubble, Choose Bubble, the Bubble page and /bubble-settings. Private Bubbles are
 * listed too; only their content is for active members.
 */
export const BubbleTileSchema = v.object({
  _id: v.string(),
  name: v.string(),
  /** The URL name: /view-bubble/{slug}. Stable while the name stays the same. */
  slug: v.string(),
  title: v.string(),
  /** '#rrggbb', lower case. */
  circleColor: v.string(),
  privateBubble: v.boolean(),
  /** The creator's user id. */
  createdBy: v.string(),
  createdAt: v.string(),
  members: v.object({
    active: v.number(),
    /** Waiting for approval; null unless the caller is an owner or moderator. */
    pending: v.nullable(v.number()),
  }),
  /** Comments and replies by others since the caller last opened the board, at most 10 (the UI shows '9+'). */
  newActivity: v.number(),
  /** Among the most active Bubbles of the last 7 days (README 'Bubbles'). */
  trending: v.boolean(),
  membership: MembershipSchema,
});

const pagingEntries = {
  totalDocs: v.number(),
  page: v.number(),
  limit: v.number(),
  totalPages: v.number(),
  hasNextPage: v.boolean(),
};

export const BubbleListSchema = v.object({ docs: v.array(BubbleTileSchema), ...pagingEntries });

/** The Bubble page: its tile and, for whoever may see it, the first page of its board. */
export const BubbleViewSchema = v.object({
  bubble: BubbleTileSchema,
  /** Public, or the caller is an active member: the board, members and polls are visible. */
  canSeeContent: v.boolean(),
  /** The board's first page; null when the content is not visible (a private Bubble). */
  comments: v.nullable(BoardPageSchema),
  /**
   * The guid of the Bubble's chat (a private group whose members follow the Bubble's), only
   * for active members and only once its owner opened it; its link is `/chat?group=<guid>`.
   */
  chatGuid: v.optional(v.string()),
  /**
   * Only for its owner, while the operator has taken the Bubble down (everyone else gets
   * 404): when, and the operator's reason, shown on the page as a banner.
   */
  takenDown: v.optional(v.object({ at: v.string(), reason: v.string() })),
});

/** The caller's Bubbles (active and pending), the selected one first. */
export const MyBubblesSchema = v.object({
  docs: v.array(BubbleTileSchema),
  /** The Bubble opened last (opened first next time); null before any visit. */
  selected: v.nullable(v.string()),
});

/** A member on /bubble_members/{id}. */
export const BubbleMemberSchema = v.object({
  _id: v.string(),
  name: v.string(),
  /** The picture when its owner shows images to all, else the generated avatar. */
  avatar: v.string(),
  role: v.picklist(MEMBERSHIP_ROLES),
  /** When they became a member (active) or asked to join (pending); ISO-8601, UTC. */
  joinedAt: v.string(),
});

export const BubbleMemberListSchema = v.object({
  docs: v.array(BubbleMemberSchema),
  ...pagingEntries,
});

const BubbleAnswer = v.object({ bubble: BubbleTileSchema });

export const createBubble = defineEndpoint({
  id: 'createBubble',
  method: 'POST',
  path: '/api/bubble/create',
  summary:
    'Create a Bubble; the creator is its owner. The name is unique whatever its case (422 on `name`); at most 10 per Wobler per hour.',
  tag: 'bubbles',
  auth: 'required',
  request: BubbleFormSchema,
  response: BubbleAnswer,
});

export const editBubble = defineEndpoint({
  id: 'editBubble',
  method: 'POST',
  path: '/api/bubble/edit',
  summary:
    'The owner changes name, title, colour or visibility; the URL name follows a new name. Changing visibility needs no premium, as with mark-public/mark-private.',
  tag: 'bubbles',
  auth: 'required',
  request: BubbleEditSchema,
  response: BubbleAnswer,
});

export const deleteBubble = defineEndpoint({
  id: 'deleteBubble',
  method: 'POST',
  path: '/api/bubble/delete',
  summary: 'The owner deletes the Bubble with its members, board and polls.',
  tag: 'bubbles',
  auth: 'required',
  request: BubbleRefSchema,
  response: v.object({ bubble: v.string() }),
});

export const listBubbles = defineEndpoint({
  id: 'listBubbles',
  method: 'GET',
  path: '/api/bubble/get',
  summary:
    'Find Bubble: every Bubble as a tile, sorted Popular (active members), Newest or Alphabetical (Danish order), optionally searched by name or title, paged.',
  tag: 'bubbles',
  auth: 'required',
  request: BubbleListQuerySchema,
  response: BubbleListSchema,
});

export const getBubble = defineEndpoint({
  id: 'getBubble',
  method: 'GET',
  path: '/api/bubble/get-bubble',
  summary:
    "The Bubble page by id or URL name: the tile, and the board's first page when visible. Records the member's visit (resets the badge, selects the Bubble).",
  tag: 'bubbles',
  auth: 'required',
  request: BubbleViewQuerySchema,
  response: BubbleViewSchema,
});

export const myBubbles = defineEndpoint({
  id: 'myBubbles',
  method: 'GET',
  path: '/api/bubble/mine',
  summary:
    "The caller's Bubbles (active and pending) with badges and notification switches, and the selected one.",
  tag: 'bubbles',
  auth: 'required',
  request: v.object({}),
  response: MyBubblesSchema,
});

export const pickBubble = defineEndpoint({
  id: 'pickBubble',
  method: 'POST',
  path: '/api/bubble/pick',
  summary:
    "Join: a public Bubble at once, a private one as 'Waiting for Approval'. Picking again changes nothing.",
  tag: 'bubbles',
  auth: 'required',
  request: BubbleRefSchema,
  response: BubbleAnswer,
});

export const removeBubble = defineEndpoint({
  id: 'removeBubble',
  method: 'POST',
  path: '/api/bubble/remove',
  summary:
    'Leave a Bubble (or withdraw a request to join). The owner cannot leave (409): they delete it instead.',
  tag: 'bubbles',
  auth: 'required',
  request: BubbleRefSchema,
  response: BubbleAnswer,
});

export const getActiveMembers = defineEndpoint({
  id: 'getActiveMembers',
  method: 'GET',
  path: '/api/bubble/get-active-members',
  summary:
    'Moderator page (premium; owner or moderator): active members, owner and moderators first.',
  tag: 'bubbles',
  auth: 'required',
  premium: true,
  request: MembersQuerySchema,
  response: BubbleMemberListSchema,
});

export const getPendingMembers = defineEndpoint({
  id: 'getPendingMembers',
  method: 'GET',
  path: '/api/bubble/get-pending-members',
  summary: 'Moderator page (premium; owner or moderator): requests to join, oldest first.',
  tag: 'bubbles',
  auth: 'required',
  premium: true,
  request: MembersQuerySchema,
  response: BubbleMemberListSchema,
});

export const markActive = defineEndpoint({
  id: 'markActive',
  method: 'POST',
  path: '/api/bubble/mark-active',
  summary: 'Moderator page (premium; owner or moderator): approve a pending member.',
  tag: 'bubbles',
  auth: 'required',
  premium: true,
  request: MemberActionSchema,
  response: v.object({ member: BubbleMemberSchema }),
});

export const kickoutUser = defineEndpoint({
  id: 'kickoutUser',
  method: 'POST',
  path: '/api/bubble/kickout-user',
  summary:
    'Moderator page (premium; owner or moderator): remove a member or refuse a request. Nobody removes the owner; only the owner removes a moderator.',
  tag: 'bubbles',
  auth: 'required',
  premium: true,
  request: MemberActionSchema,
  response: v.object({ bubble: v.string(), user: v.string() }),
});

export const markPublic = defineEndpoint({
  id: 'markPublic',
  method: 'POST',
  path: '/api/bubble/mark-public',
  summary:
    'Owner or moderator (no premium needed): make the Bubble public; everyone waiting for approval becomes active.',
  tag: 'bubbles',
  auth: 'required',
  request: BubbleRefSchema,
  response: BubbleAnswer,
});

export const markPrivate = defineEndpoint({
  id: 'markPrivate',
  method: 'POST',
  path: '/api/bubble/mark-private',
  summary:
    'Owner or moderator (no premium needed): make the Bubble private; members stay, new ones wait for approval.',
  tag: 'bubbles',
  auth: 'required',
  request: BubbleRefSchema,
  response: BubbleAnswer,
});

export const setModerator = defineEndpoint({
  id: 'setModerator',
  method: 'POST',
  path: '/api/bubble/set-moderator',
  summary:
    'The owner (premium) appoints an active member as moderator, or makes a moderator a member again.',
  tag: 'bubbles',
  auth: 'required',
  premium: true,
  request: SetModeratorSchema,
  response: v.object({ member: BubbleMemberSchema }),
});

export const setNotifications = defineEndpoint({
  id: 'setNotifications',
  method: 'POST',
  path: '/api/bubble/set-notifications',
  summary: "Group notifications (premium; active member): be told of this Bubble's new activity.",
  tag: 'bubbles',
  auth: 'required',
  premium: true,
  request: SetNotificationsSchema,
  response: BubbleAnswer,
});

export const openBubbleChat = defineEndpoint({
  id: 'openBubbleChat',
  method: 'POST',
  path: '/api/bubble/open-chat',
  summary:
    "The owner opens the Bubble's chat: a private group of its active members (moderators as moderators) that follows its membership. Opening it again answers the same chat.",
  tag: 'bubbles',
  auth: 'required',
  request: BubbleRefSchema,
  response: v.object({ chatGuid: v.string() }),
});

/** Every Bubble endpoint, keyed by operation id; spread into `endpoints`. */
export const bubbleEndpoints = {
  createBubble,
  editBubble,
  deleteBubble,
  listBubbles,
  getBubble,
  myBubbles,
  pickBubble,
  removeBubble,
  getActiveMembers,
  getPendingMembers,
  markActive,
  kickoutUser,
  markPublic,
  markPrivate,
  setModerator,
  setNotifications,
  openBubbleChat,
} as const;

// Realtime events, published once the change is committed. On the Bubble's topic
// (`bubble:<id>`): the Bubble changed or is gone, so open pages refetch or leave. On a
// person's topic (`user:<id>`): their membership changed (approved, removed, new role), or,
// for owners and moderators, someone asks to join.

export const BubbleChangedEventSchema = v.object({
  type: v.picklist(['bubble.updated', 'bubble.deleted']),
  bubbleId: v.string(),
});

export const MembershipChangedEventSchema = v.object({
  type: v.literal('membership.changed'),
  bubbleId: v.string(),
  status: v.picklist(MEMBERSHIP_STATUSES),
  role: v.nullable(v.picklist(MEMBERSHIP_ROLES)),
});

export const MembershipRequestedEventSchema = v.object({
  type: v.literal('membership.requested'),
  bubbleId: v.string(),
  userId: v.string(),
});

/** What happened in a Bubble a member asked to hear about. */
export const BUBBLE_ACTIVITY_KINDS = ['comment', 'reply', 'poll'] as const;

/**
 * Group notifications (premium): on the person's own topic, for each new comment, reply or
 * poll by someone else in a Bubble whose notifications they switched on.
 */
export const BubbleActivityEventSchema = v.object({
  type: v.literal('bubble.activity'),
  bubbleId: v.string(),
  bubbleName: v.string(),
  /** For the link: /view-bubble/{slug}. */
  slug: v.string(),
  kind: v.picklist(BUBBLE_ACTIVITY_KINDS),
  authorName: v.string(),
  /** The start of the text, or the poll's question; at most 120 characters. */
  excerpt: v.string(),
});

export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export type Membership = v.InferOutput<typeof MembershipSchema>;
export type BubbleTile = v.InferOutput<typeof BubbleTileSchema>;
export type BubbleList = v.InferOutput<typeof BubbleListSchema>;
export type BubbleView = v.InferOutput<typeof BubbleViewSchema>;
export type MyBubbles = v.InferOutput<typeof MyBubblesSchema>;
export type BubbleMember = v.InferOutput<typeof BubbleMemberSchema>;
export type BubbleMemberList = v.InferOutput<typeof BubbleMemberListSchema>;
export type BubbleChangedEvent = v.InferOutput<typeof BubbleChangedEventSchema>;
export type MembershipChangedEvent = v.InferOutput<typeof MembershipChangedEventSchema>;
export type MembershipRequestedEvent = v.InferOutput<typeof MembershipRequestedEventSchema>;
export type BubbleActivityKind = (typeof BUBBLE_ACTIVITY_KINDS)[number];
export type BubbleActivityEvent = v.InferOutput<typeof BubbleActivityEventSchema>;
