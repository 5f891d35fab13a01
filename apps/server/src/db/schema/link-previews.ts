import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { media } from './accounts';
import { at } from './columns';

// Link previews of chat messages (modules/chat link-preview-*.ts), cached by normalised URL so
// that a link seen by a whole group is fetched once. A row with `found = false` remembers that
// the page had no preview (or could not be fetched safely) until it expires too; an expired row is fetched again when next asked for. The image is
// our own copy in `media` (kind 'link-preview'); its row going away leaves the text.

export const linkPreviews = pgTable('link_previews', {
  url: text('url').primaryKey(),
  found: boolean('found').notNull(),
  title: text('title'),
  description: text('description'),
  siteName: text('site_name'),
  imageId: text('image_id').references(() => media.id, { onDelete: 'set null' }),
  imageWidth: integer('image_width'),
  imageHeight: integer('image_height'),
  fetchedAt: at('fetched_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});
