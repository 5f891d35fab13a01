import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bubbles } from './bubbles';
import { at } from './columns';

// Polls: a question in a Bubble, its options and one vote per person.

export const polls = pgTable(
  'polls',
  {
    id: text('id').primaryKey(),
    bubbleId: text('bubble_id')
      .notNull()
      .references(() => bubbles.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('polls_bubble_created_idx').on(t.bubbleId, t.createdAt, t.id)],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: text('id').primaryKey(),
    pollId: text('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('poll_options_position_key').on(t.pollId, t.position)],
);

/** One vote per person per poll: the primary key, not a read-then-write, decides. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: text('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: text('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    votedAt: at('voted_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pollId, t.userId] }),
    index('poll_votes_option_idx').on(t.optionId),
  ],
);
