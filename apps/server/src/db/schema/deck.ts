import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

// The deck's house ads.

/** House ads for the deck (`customAds`), per language, shown in `position` order. */
export const ads = pgTable(
  'ads',
  {
    id: text('id').primaryKey(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // A path inside the product ('/premium') or an https URL.
    url: text('url').notNull(),
    cta: text('cta').notNull(),
    // The operator's picture in the media storage ('ads/<id>.webp'), not in `media`: that
    // table's files belong to members. A new picture gets a new key, so URLs never go stale.
    imageKey: text('image_key'),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    // Shown only between these (either open-ended when null).
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at'),
  },
  (t) => [
    check('ads_language_check', sql`${t.language} in ('da', 'en')`),
    check(
      'ads_period_check',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
    index('ads_language_position_idx').on(t.language, t.active, t.position),
  ],
);
