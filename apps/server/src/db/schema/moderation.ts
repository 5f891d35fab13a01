import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { admins } from './admins';
import { at } from './columns';
import { reports } from './relations';

// Moderation (modules/moderation): the actions moderators take on a person, and the e-mail
// addresses banned from signing up again. The reports themselves live with the relations.

export const MODERATION_ACTION_VALUES = [
  'dismiss',
  'warn',
  'remove',
  'suspend',
  'ban',
  'lift',
] as const;

/**
 * One action on a person (with the report it answered, if any): who did it, what, why, and a
 * suspension's end. Personal data about the person: it is in their data export
 * (moderation.json) and goes with their account when it is erased (cascade).
 */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: text('report_id').references(() => reports.id, { onDelete: 'set null' }),
    adminId: text('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    until: at('until'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check(
      'moderation_actions_action_check',
      sql`${t.action} in ('dismiss', 'warn', 'remove', 'suspend', 'ban', 'lift')`,
    ),
    check(
      'moderation_actions_until_check',
      sql`(${t.action} = 'suspend') = (${t.until} is not null)`,
    ),
    index('moderation_actions_user_idx').on(t.userId, t.createdAt),
    index('moderation_actions_report_idx').on(t.reportId),
  ],
);

/**
 * E-mail addresses that may not sign up again after a ban: an HMAC (the server's secret) of
 * the normalised address, never the address itself, so the row outlives the account's
 * erasure without keeping who it was. Lifting the ban deletes the row.
 */
export const bannedEmails = pgTable('banned_emails', {
  emailHash: text('email_hash').primaryKey(),
  // The banned account (null once it has been erased).
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull(),
});

export type ModerationActionRow = typeof moderationActions.$inferSelect;
