import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bubbles } from './bubbles';
import { comments } from './board';
import { chatGroups } from './chat-groups';
import { at } from './columns';
import { moderationActions } from './moderation';

// Notifications: what the bell shows, and the e-mail digest per person.

export const NOTIFICATION_KIND_VALUES = [
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

/**
 * What the bell shows: someone liked you, a like became a connection, someone asks to join a
 * private Bubble you own or moderate, your request to join was approved, someone replied to
 * your comment, someone mentioned you in a group chat, your data export is ready, a moderator
 * warned you (moderationWarning, with the warning), a report you made was handled
 * (reportHandled, no details), the operator took your Bubble down (bubbleTakedown); in the
 * last four the actor is the recipient themselves. The Bubble, the reply and the group are
 * foreign keys that cascade: a deleted Bubble, comment or group takes its notifications with
 * it, so none links to nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: text('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    // joinRequest, joinApproved and reply: the Bubble it is about.
    bubbleId: text('bubble_id').references(() => bubbles.id, { onDelete: 'cascade' }),
    // reply: the reply (its top comment is where the link goes).
    commentId: text('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    // mention: the group chat (one entry per recipient, actor and group; a new mention
    // brings it back to the top, unseen).
    chatGroupId: text('chat_group_id').references(() => chatGroups.guid, { onDelete: 'cascade' }),
    // moderationWarning: the warning (its reason is what the bell shows).
    moderationActionId: text('moderation_action_id').references(() => moderationActions.id, {
      onDelete: 'cascade',
    }),
    createdAt: at('created_at').notNull(),
    seenAt: at('seen_at'),
    // For the e-mail digest (at most one per hour and person): when it went out by mail.
    mailedAt: at('mailed_at'),
  },
  (t) => [
    // Once per recipient, actor, kind and subject (a Bubble, a reply, a group; none for likes).
    uniqueIndex('notifications_once_key').on(
      t.userId,
      t.actorId,
      t.kind,
      sql`coalesce(${t.bubbleId}, '')`,
      sql`coalesce(${t.commentId}, '')`,
      sql`coalesce(${t.chatGroupId}, '')`,
    ),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('like', 'connection', 'joinRequest', 'joinApproved', 'reply', 'mention', 'dataExport', 'moderationWarning', 'reportHandled', 'bubbleTakedown')`,
    ),
    check(
      'notifications_subject_check',
      sql`(${t.kind} in ('like', 'connection', 'dataExport', 'reportHandled') and ${t.bubbleId} is null and ${t.commentId} is null and ${t.chatGroupId} is null)
        or (${t.kind} in ('joinRequest', 'joinApproved', 'bubbleTakedown') and ${t.bubbleId} is not null and ${t.commentId} is null and ${t.chatGroupId} is null)
        or (${t.kind} = 'reply' and ${t.bubbleId} is not null and ${t.commentId} is not null and ${t.chatGroupId} is null)
        or (${t.kind} = 'mention' and ${t.chatGroupId} is not null and ${t.bubbleId} is null and ${t.commentId} is null)
        or (${t.kind} = 'moderationWarning' and ${t.moderationActionId} is not null and ${t.bubbleId} is null and ${t.commentId} is null and ${t.chatGroupId} is null)`,
    ),
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unseen_idx').on(t.userId).where(sql`${t.seenAt} is null`),
    index('notifications_actor_idx').on(t.actorId),
    index('notifications_bubble_idx').on(t.bubbleId).where(sql`${t.bubbleId} is not null`),
    index('notifications_comment_idx').on(t.commentId).where(sql`${t.commentId} is not null`),
    index('notifications_chat_group_idx')
      .on(t.chatGroupId)
      .where(sql`${t.chatGroupId} is not null`),
  ],
);

/** The like/connection e-mail digest per person: at most one per hour. */
export const notificationMail = pgTable(
  'notification_mail',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // When the next digest is due (null: nothing waiting) and when the last one went out.
    dueAt: at('due_at'),
    mailedAt: at('mailed_at'),
  },
  (t) => [index('notification_mail_due_idx').on(t.dueAt).where(sql`${t.dueAt} is not null`)],
);
