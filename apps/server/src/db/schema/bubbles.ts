import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at } from './columns';

// Bubbles: communities and their membership.

export const bubbles = pgTable(
  'bubbles',
  {
    id: text('id').primaryKey(),
    // As typed by its owner.
    name: text('name').notNull(),
    // The name in one case and Unicode form (names.ts nameKey), unique: 'BRÆTSPIL' and
    // 'Brætspil' are one name on every database, whatever its locale.
    nameKey: text('name_key').notNull(),
    // The /view-bubble/{name} URL: a transliterated, lower-case form of the name, unique.
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    // '#rrggbb'.
    circleColor: text('circle_color').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Danish alphabetical order (æ, ø, å after z), computed by the service: PGlite has no ICU.
    sortKey: text('sort_key').notNull(),
    // Name and title folded for accent- and case-insensitive search (the menu search),
    // written by the service; trigram-indexed.
    searchKey: text('search_key').notNull().default(''),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    // Taken down by the operator (the console, or a report's 'remove'): hidden from everyone
    // but its owner, who sees the reason; null while it is up.
    takenDownAt: at('taken_down_at'),
    takedownReason: text('takedown_reason'),
  },
  (t) => [
    uniqueIndex('bubbles_name_key').on(t.nameKey),
    uniqueIndex('bubbles_slug_key').on(t.slug),
    index('bubbles_sort_key_idx').on(t.sortKey, t.id),
    index('bubbles_created_at_idx').on(t.createdAt, t.id),
    index('bubbles_created_by_idx').on(t.createdBy),
    index('bubbles_search_key_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    check('bubbles_circle_color_check', sql`${t.circleColor} ~ '^#[0-9a-f]{6}$'`),
    check(
      'bubbles_takedown_check',
      sql`(${t.takenDownAt} is null) = (${t.takedownReason} is null)`,
    ),
  ],
);

export const MEMBERSHIP_ROLE_VALUES = ['owner', 'moderator', 'member'] as const;
export const MEMBERSHIP_STATUS_VALUES = ['active', 'pending'] as const;

/**
 * A Wobler in a Bubble: picking a Bubble is joining it (ARCHITECTURE.md); public → active,
 * private → pending until an owner or moderator marks them active. One row per pair.
 */
export const memberships = pgTable(
  'memberships',
  {
    bubbleId: text('bubble_id')
      .notNull()
      .references(() => bubbles.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    status: text('status').notNull(),
    // Group notifications (premium): told of new activity in this Bubble.
    notify: boolean('notify').notNull().default(false),
    // The last time the member opened the board: the new-activity badge counts comments after
    // it, and the Bubble opened last is the one opened first next time.
    lastVisitAt: at('last_visit_at'),
    joinedAt: at('joined_at').notNull(),
    activatedAt: at('activated_at'),
    // Group notification e-mails, at most one per Bubble and hour: when the next one is due
    // (null: none waiting) and when the last one went out.
    mailDueAt: at('mail_due_at'),
    mailedAt: at('mailed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.bubbleId, t.userId] }),
    index('memberships_mail_due_idx').on(t.mailDueAt).where(sql`${t.mailDueAt} is not null`),
    check('memberships_role_check', sql`${t.role} in ('owner', 'moderator', 'member')`),
    check('memberships_status_check', sql`${t.status} in ('active', 'pending')`),
    index('memberships_user_idx').on(t.userId, t.status),
    index('memberships_bubble_status_idx').on(t.bubbleId, t.status, t.joinedAt),
    index('memberships_user_visit_idx').on(t.userId, t.lastVisitAt),
  ],
);
