import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { media, users } from './accounts';
import { bubbles } from './bubbles';
import { polls } from './polls';
import { at } from './columns';

// The board of a Bubble: comments, replies and poll comments, and the per-Bubble counts
// that triggers keep from them.

/**
 * The board: a comment (parent null), a reply (parent = the comment), or a poll comment
 * (poll_id set), which is how a poll appears on the board.
 */
export const comments = pgTable(
  'comments',
  {
    id: text('id').primaryKey(),
    bubbleId: text('bubble_id')
      .notNull()
      .references(() => bubbles.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    imageId: text('image_id').references(() => media.id, { onDelete: 'set null' }),
    pollId: text('poll_id').references(() => polls.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // The board's first page: newest top-level comments of one Bubble.
    index('comments_board_idx').on(t.bubbleId, t.createdAt, t.id).where(sql`${t.parentId} is null`),
    index('comments_replies_idx').on(t.parentId, t.createdAt, t.id),
    // Activity counts (badge since last visit, trending over 7 days).
    index('comments_activity_idx').on(t.bubbleId, t.createdAt),
    uniqueIndex('comments_poll_key').on(t.pollId),
    // Purging an account cascades to its comments.
    index('comments_author_idx').on(t.authorId),
  ],
);

// Trending: posts (comments, replies, poll comments) per Bubble and UTC day, kept by
// a trigger on comments (migration 0005), so the ranking never scans the comments.
export const bubbleActivityDays = pgTable(
  'bubble_activity_days',
  {
    bubbleId: text('bubble_id')
      .notNull()
      .references(() => bubbles.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    posts: integer('posts').notNull().default(0),
    lastAt: at('last_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bubbleId, t.day] }),
    index('bubble_activity_days_day_idx').on(t.day),
  ],
);

/**
 * How many top-level comments (poll comments included) by live accounts each Bubble's board
 * has: the board's paging total, read by primary key instead of counting every comment of
 * the Bubble on each page request (`pnpm bench` measured that count on 10,000 comments).
 * Kept by triggers of migration 0004 on `comments` (insert, delete, a changed Bubble, parent
 * or author) and on `users` (an account deleted, anonymised or purged, or back to live), so
 * no code path can forget it. No row means 0.
 */

export const bubbleBoardCounts = pgTable('bubble_board_counts', {
  bubbleId: text('bubble_id')
    .primaryKey()
    .references(() => bubbles.id, { onDelete: 'cascade' }),
  comments: integer('comments').notNull().default(0),
});
