import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { media, users } from './accounts';
import { bubbles } from './bubbles';
import { chatConversations } from './chat';
import { at } from './columns';

// Group chats (spec chat sections 3 to 6; modules/chat groups). A group is a conversation of
// type 'group' (chat_conversations) with one row here; its active members are its
// chat_members rows with a scope; banned people are in chat_group_bans and have no member row.

export const CHAT_GROUP_TYPE_VALUES = ['public', 'password', 'private'] as const;
export const CHAT_GROUP_SCOPE_VALUES = ['admin', 'moderator', 'participant'] as const;

/**
 * A group. `guid` is its public id (the wire's `guid`); its conversation is
 * `conversation_id`. Exactly one owner at all times: `owner_id`, who is also an active member
 * with scope admin. `password_hash` (argon2id, platform/passwords.ts) is set exactly for
 * password groups. `members_count` counts active members and is kept in the same transaction
 * as every membership change. `bubble_id` is set for a Bubble's own chat, whose membership
 * follows the Bubble's. `last_message_id` is the conversation's latest message (any category):
 * the group's place in every member's conversation list, written once per send batch, so a
 * message to a group writes no member row (modules/chat/conversation-store.ts).
 */
export const chatGroups = pgTable(
  'chat_groups',
  {
    guid: text('guid').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    iconMediaId: text('icon_media_id').references(() => media.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    passwordHash: text('password_hash'),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membersCount: integer('members_count').notNull().default(0),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    bubbleId: text('bubble_id').references(() => bubbles.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('chat_groups_conversation_key').on(t.conversationId),
    uniqueIndex('chat_groups_bubble_key').on(t.bubbleId),
    index('chat_groups_owner_idx').on(t.ownerId),
    // Browsing joinable groups, newest first.
    index('chat_groups_type_idx').on(t.type, t.createdAt.desc()),
    check('chat_groups_type_check', sql`${t.type} in ('public', 'password', 'private')`),
    check(
      'chat_groups_password_check',
      sql`(${t.type} = 'password') = (${t.passwordHash} is not null)`,
    ),
    check('chat_groups_members_count_check', sql`${t.membersCount} >= 0`),
  ],
);

/**
 * People banned from a group: they are not members, cannot join or be added until unbanned.
 * `scope` is the scope they had, which the banned list shows.
 */
export const chatGroupBans = pgTable(
  'chat_group_bans',
  {
    guid: text('guid')
      .notNull()
      .references(() => chatGroups.guid, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    bannedBy: text('banned_by').references(() => users.id, { onDelete: 'set null' }),
    bannedAt: at('banned_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.guid, t.userId] }),
    index('chat_group_bans_list_idx').on(t.guid, t.bannedAt, t.userId),
    check('chat_group_bans_scope_check', sql`${t.scope} in ('admin', 'moderator', 'participant')`),
  ],
);

/**
 * Wrong passwords given to join a password group, per person and group: after
 * CHAT_GROUP_PASSWORD_ATTEMPTS within the window, joining is refused until `locked_until`.
 */
export const chatGroupJoinAttempts = pgTable(
  'chat_group_join_attempts',
  {
    guid: text('guid')
      .notNull()
      .references(() => chatGroups.guid, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: at('window_started_at').notNull(),
    lockedUntil: at('locked_until'),
  },
  (t) => [
    primaryKey({ columns: [t.guid, t.userId] }),
    check('chat_group_join_attempts_failures_check', sql`${t.failures} >= 0`),
  ],
);
