// The bell: like notifications and connections (LikedByEachOther), Bubble notifications (join
// requests, approvals, replies), seen status, and the realtime events that keep the badge and
// the panel live.
import { NotificationsQuerySchema, SetSeenSchema } from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';

export const NOTIFICATION_KINDS = [
  'like',
  'connection',
  'joinRequest',
  'joinApproved',
  'reply',
  'mention',
  'dataExport',
  'moderationWarning',
  'reportHandled',
  'bubbleTakedown',
] as const;

/** The group chat a mention was made in (its link: /chat?group={guid}). */
export const NotificationGroupSchema = v.object({
  guid: v.string(),
  name: v.string(),
});

/** The Bubble a join request, an approval or a reply is about. */
export const NotificationBubbleSchema = v.object({
  _id: v.string(),
  name: v.string(),
  /** The /view-bubble/{slug} URL part. */
  slug: v.string(),
});

/** Who a notification or a connection is about, shaped by their privacy settings. */
export const NotificationUserSchema = v.object({
  _id: v.string(),
  name: v.string(),
  /** A signed picture URL or the generated avatar. */
  image: v.string(),
});

/**
 * One entry of the Notifications section: '{name} has liked your profile', with a date. The
 * fields of likes and connections are those of before; the Bubble kinds add `bubble` (and a
 * reply `commentId`), so a client that knows only the first two kinds can skip the others.
 */
export const NotificationSchema = v.object({
  _id: v.string(),
  /**
   * 'like': `user` liked the caller; 'connection': a like became a connection;
   * 'joinRequest': `user` asks to join `bubble`, which the caller owns or moderates;
   * 'joinApproved': `user` approved the caller's request to join `bubble`;
   * 'reply': `user` replied to the caller's comment `commentId` in `bubble`;
   * 'mention': `user` mentioned the caller in a message of the group chat `group`;
   * 'dataExport': the caller's "Download my data" ZIP is ready (`user` is the caller);
   * 'moderationWarning': the moderators warned the caller, `warning` is their reason (`user`
   * is the caller);
   * 'reportHandled': a report the caller made was handled, no details (`user` is the caller).
   * 'bubbleTakedown': the operator took down `bubble`, which the caller owns (`user` is the
   * caller; the reason is on the Bubble's page).
   */
  kind: v.picklist(NOTIFICATION_KINDS),
  user: NotificationUserSchema,
  seen: v.boolean(),
  /** ISO-8601, UTC. */
  dated: v.string(),
  /** joinRequest, joinApproved, reply, bubbleTakedown: the Bubble. */
  bubble: v.optional(NotificationBubbleSchema),
  /** reply: the top comment of the thread on the Bubble's board (where the link goes). */
  commentId: v.optional(v.string()),
  /** mention: the group chat. */
  group: v.optional(NotificationGroupSchema),
  /** moderationWarning: the reason the moderators gave. */
  warning: v.optional(v.string()),
});

/** One entry of the Connections section (spec: LikedByEachOther). */
export const ConnectionSchema = v.object({
  user: NotificationUserSchema,
  /** When the connection was made, ISO-8601, UTC. */
  dated: v.string(),
});

/** `GET api/notifications/likes/get`: the newest notifications first, paged, and the connections. */
export const NotificationsSchema = v.object({
  docs: v.array(NotificationSchema),
  totalDocs: v.number(),
  page: v.number(),
  limit: v.number(),
  totalPages: v.number(),
  hasNextPage: v.boolean(),
  /** Notifications not seen yet: the bell's badge. */
  unseen: v.number(),
  /** The connections, newest first (at most 200). */
  LikedByEachOther: v.array(ConnectionSchema),
});

export const getNotifications = defineEndpoint({
  id: 'getNotifications',
  method: 'GET',
  path: '/api/notifications/likes/get',
  summary:
    'The bell: like, connection, join request, approval and reply notifications (newest first, paged), the unseen count and the connections (LikedByEachOther). Never anyone blocked either way.',
  tag: 'notifications',
  auth: 'required',
  request: NotificationsQuerySchema,
  response: NotificationsSchema,
});

export const setNotificationsSeen = defineEndpoint({
  id: 'setNotificationsSeen',
  method: 'POST',
  path: '/api/notifications/likes/set-seen-status',
  summary:
    "Mark the listed notifications seen (ids of others' notifications are ignored); answers the unseen count.",
  tag: 'notifications',
  auth: 'required',
  request: SetSeenSchema,
  response: v.object({ unseen: v.number() }),
});

export const notificationEndpoints = { getNotifications, setNotificationsSeen } as const;

// Realtime events on the person's own topic (`user:<id>`), published once committed.

export const NotificationCreatedEventSchema = v.object({
  type: v.literal('notification.created'),
  notification: NotificationSchema,
  unseen: v.number(),
});

export const NotificationsSeenEventSchema = v.object({
  type: v.literal('notifications.seen'),
  unseen: v.number(),
});

export const ConnectionCreatedEventSchema = v.object({
  type: v.literal('connection.created'),
  connection: ConnectionSchema,
});

/** A connection ended (removed by either, or a block): `userId` is the other Wobler. */
export const ConnectionRemovedEventSchema = v.object({
  type: v.literal('connection.removed'),
  userId: v.string(),
});

export const NotificationEventSchema = v.variant('type', [
  NotificationCreatedEventSchema,
  NotificationsSeenEventSchema,
  ConnectionCreatedEventSchema,
  ConnectionRemovedEventSchema,
]);

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationUser = v.InferOutput<typeof NotificationUserSchema>;
export type NotificationBubble = v.InferOutput<typeof NotificationBubbleSchema>;
export type NotificationGroup = v.InferOutput<typeof NotificationGroupSchema>;
export type Notification = v.InferOutput<typeof NotificationSchema>;
export type Connection = v.InferOutput<typeof ConnectionSchema>;
export type Notifications = v.InferOutput<typeof NotificationsSchema>;
export type NotificationCreatedEvent = v.InferOutput<typeof NotificationCreatedEventSchema>;
export type NotificationsSeenEvent = v.InferOutput<typeof NotificationsSeenEventSchema>;
export type ConnectionCreatedEvent = v.InferOutput<typeof ConnectionCreatedEventSchema>;
export type ConnectionRemovedEvent = v.InferOutput<typeof ConnectionRemovedEventSchema>;
export type NotificationEvent = v.InferOutput<typeof NotificationEventSchema>;
