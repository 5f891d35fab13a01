import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('faqs_position_idx').on(t.position, t.id)],
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
