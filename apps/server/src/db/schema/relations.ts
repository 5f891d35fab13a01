import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { users } from './accounts';
import { at } from './columns';

// Relations between Woblers: reactions (likes and dislikes), saved Woblers, reports, blocks
// and connections.

export const REACTION_KIND_VALUES = ['like', 'dislike'] as const;

/** One reaction per pair: a like or a dislike (a later one replaces the earlier). */
export const reactions = pgTable(
  'reactions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: text('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetId] }),
    check('reactions_kind_check', sql`${t.kind} in ('like', 'dislike')`),
    check('reactions_not_self_check', sql`${t.userId} <> ${t.targetId}`),
    index('reactions_target_idx').on(t.targetId, t.kind),
  ],
);

/** Saved for later (/saved-woblers): out of the deck, kept in the saved list. */
export const savedWoblers = pgTable(
  'saved_woblers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: text('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetId] }),
    check('saved_woblers_not_self_check', sql`${t.userId} <> ${t.targetId}`),
    index('saved_woblers_user_created_idx').on(t.userId, t.createdAt),
    index('saved_woblers_target_idx').on(t.targetId),
  ],
);

export const REPORT_REASON_VALUES = [
  'inappropriate-content',
  'inappropriate-behaviour',
  'fake-profile',
  'other',
] as const;

/** What a report is about: a Wobler (their profile), a chat message, a comment, a Bubble. */
export const REPORT_KIND_VALUES = ['wobler', 'message', 'comment', 'bubble'] as const;
export const REPORT_STATUS_VALUES = ['open', 'in_review', 'actioned', 'dismissed'] as const;

/**
 * The reported content as it was at the first report (modules/moderation/snapshot.ts): its
 * text, where it was, and copies of its pictures kept under a moderation key in the media
 * storage (`path` relative to the media folder), so they outlive the original.
 */
export interface ReportSnapshot {
  text: string;
  context: string;
  images: { key: string; path: string; mime: string }[];
}

/**
 * A report for moderation: one per reporter and (kind, subject) — a second one updates it.
 * `target_id` is the person responsible (the Wobler; the message's or comment's author; the
 * Bubble's owner); `subject_id` the reported thing's id (the Wobler's own id for 'wobler').
 */
export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: text('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('wobler'),
    subjectId: text('subject_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    snapshot: jsonb('snapshot')
      .$type<ReportSnapshot>()
      .notNull()
      .default({ text: '', context: '', images: [] }),
    status: text('status').notNull().default('open'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    handledAt: at('handled_at'),
    // The administrator who handled it; kept when they are removed (set null).
    handledBy: text('handled_by').references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reports_subject_key').on(t.reporterId, t.kind, t.subjectId),
    check(
      'reports_reason_check',
      sql`${t.reason} in ('inappropriate-content', 'inappropriate-behaviour', 'fake-profile', 'other')`,
    ),
    check(
      'reports_status_check',
      sql`${t.status} in ('open', 'in_review', 'actioned', 'dismissed')`,
    ),
    check('reports_kind_check', sql`${t.kind} in ('wobler', 'message', 'comment', 'bubble')`),
    check('reports_not_self_check', sql`${t.reporterId} <> ${t.targetId}`),
    index('reports_target_idx').on(t.targetId),
    index('reports_queue_idx').on(t.status, t.createdAt),
    index('reports_subject_idx').on(t.kind, t.subjectId),
  ],
);

/** The one block table the deck, search, profiles and chat all obey (ARCHITECTURE.md). */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
    index('blocks_blocked_idx').on(t.blockedId),
  ],
);

/**
 * A connection: two Woblers who liked each other. One row per pair, the smaller id first, so
 * two likes at the same instant make one connection (the primary key decides).
 */
export const connections = pgTable(
  'connections',
  {
    userA: text('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: text('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userA, t.userB] }),
    check('connections_order_check', sql`${t.userA} < ${t.userB}`),
    index('connections_user_b_idx').on(t.userB),
  ],
);
