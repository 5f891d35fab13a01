import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { chatMessages } from './chat';
import { at } from './columns';

// What people do to a chat message besides answering it: vote in a poll, react with an emoji
// (modules/chat polls-*.ts, reactions-*.ts). Both go with the message (its deletion for
// everyone removes them, a purged conversation cascades) and with the person (a purged
// account's votes and reactions go with it, as its messages do).

/**
 * A vote in a poll message (a custom message of type 'poll'). The primary key makes "one
 * vote per person per poll" true whatever runs concurrently: a second vote inserts nothing.
 */
export const chatPollVotes = pgTable(
  'chat_poll_votes',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The option's index as the poll names it ('1', '2', …), from 1. */
    option: integer('option').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('chat_poll_votes_user_idx').on(t.userId),
    check('chat_poll_votes_option_check', sql`${t.option} >= 1`),
  ],
);

/**
 * A reaction: one row per message, person and emoji (colon form, ':heart:'), so the same
 * emoji twice by one person is one reaction. `id` only orders them: a message's emoji are
 * shown in the order they were first used.
 */
export const chatMessageReactions = pgTable(
  'chat_message_reactions',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    emoji: text('emoji').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId, t.emoji] }),
    index('chat_message_reactions_user_idx').on(t.userId),
  ],
);
