import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at } from './columns';

// Uploaded media (profile pictures, board images, chat attachments), owned by a Wobler.

export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    // Relative to the media folder, so the data folder can move.
    path: text('path').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check(
      'media_kind_check',
      sql`${t.kind} in ('profile-picture', 'comment-image', 'chat-image', 'chat-video', 'chat-audio', 'chat-file')`,
    ),
    index('media_owner_id_idx').on(t.ownerId),
  ],
);
