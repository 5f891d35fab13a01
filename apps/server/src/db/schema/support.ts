import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at } from './columns';

// Support: FAQs in both languages, and support requests.

export const faqs = pgTable(
  'faqs',
  {
    id: text('id').primaryKey(),
    position: integer('position').notNull(),
    questionDa: text('question_da').notNull(),
    answerDa: text('answer_da').notNull(),
    questionEn: text('question_en').notNull(),
    answerEn: text('answer_en').notNull(),
    // Members see published FAQs only; the console lists all of them.
    published: boolean('published').notNull().default(true),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at'),
  },
  (t) => [index('faqs_position_idx').on(t.position, t.id)],
);

/**
 * Which starting content (the FAQs, the deck's house ads) was written once. Starting rows are
 * written only while their key is missing here, so an operator who deletes some or all of
 * them does not see them come back at the next start.
 */
export const contentSeeds = pgTable('content_seeds', {
  key: text('key').primaryKey(),
  seededAt: at('seeded_at').notNull(),
});

/**
 * The operator's details as an administrator saved them in the console: one row at most
 * (id 1). Each field left null falls back to the server's WOB_OPERATOR_* setting.
 */
export const operatorDetails = pgTable(
  'operator_details',
  {
    id: integer('id').primaryKey(),
    company: text('company').notNull(),
    cvr: text('cvr').notNull(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    // [{ network, url }] in the order shown.
    social: jsonb('social').$type<{ network: string; url: string }[]>().notNull(),
    updatedAt: at('updated_at').notNull(),
    updatedBy: text('updated_by').notNull(),
  },
  (t) => [check('operator_details_single_row', sql`${t.id} = 1`)],
);

export const SUPPORT_TOPIC_VALUES = ['account', 'subscription', 'safety', 'bug', 'other'] as const;

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    // Premium members' requests, answered first (the 24/7 promise).
    priority: boolean('priority').notNull(),
    locale: text('locale').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check(
      'support_tickets_topic_check',
      sql`${t.topic} in ('account', 'subscription', 'safety', 'bug', 'other')`,
    ),
    index('support_tickets_queue_idx').on(t.priority, t.createdAt),
    index('support_tickets_user_id_idx').on(t.userId),
  ],
);
