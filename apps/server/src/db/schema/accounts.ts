import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, earth } from './columns';

// Accounts: Woblers, their sessions, password resets and consent records, and the media they
// upload.

export const GENDER_VALUES = ['male', 'female', 'non-binary', 'transgender', 'intersex'] as const;
export const LANGUAGE_VALUES = ['da', 'en'] as const;

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    gender: text('gender').notNull(),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    zipcode: text('zipcode').notNull().default(''),
    // Null only once an account has been anonymised.
    birthDate: date('birth_date', { mode: 'string' }),
    about: text('about').notNull().default(''),
    pictureId: text('picture_id').references((): AnyPgColumn => media.id, {
      onDelete: 'set null',
    }),
    language: text('language').notNull().default('da'),
    showLocation: boolean('show_location').notNull().default(true),
    showGender: boolean('show_gender').notNull().default(true),
    allowMessages: boolean('allow_messages').notNull().default(true),
    showImagesToAll: boolean('show_images_to_all').notNull().default(true),
    ageRangeEnabled: boolean('age_range_enabled').notNull().default(false),
    ageRangeFrom: integer('age_range_from').notNull().default(18),
    ageRangeTo: integer('age_range_to').notNull().default(99),
    receiveNotifications: boolean('receive_notifications').notNull().default(true),
    marketingEmails: boolean('marketing_emails').notNull().default(false),
    // Where the Wobler is: city-level coordinates from the offline gazetteer
    // ('city'), or the browser's position shared with consent ('device'); null while unknown.
    // `earthPoint` is ll_to_earth(latitude, longitude), indexed for distance queries.
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationSource: text('location_source'),
    earthPoint: earth('earth_point'),
    // The name folded for accent- and case-insensitive search (æ → ae, ø → oe, å → aa, other
    // marks dropped, lower case), written by the service; trigram-indexed.
    searchKey: text('search_key').notNull().default(''),
    // The Bubbles the Wobler is an active member of, kept by a trigger on memberships
    // (migration 0007), never written by the services: the deck filters and counts shared
    // Bubbles on the row itself (GIN-indexed) instead of probing memberships per candidate.
    bubbleIds: text('bubble_ids').array().notNull().default(sql`'{}'::text[]`),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    lastActiveAt: at('last_active_at').notNull(),
    deletedAt: at('deleted_at'),
    anonymisedAt: at('anonymised_at'),
    // Moderation (modules/moderation): a suspension until a time, or a ban, each with the
    // reason the person is told. Sign-in and every session check read them.
    suspendedUntil: at('suspended_until'),
    suspensionReason: text('suspension_reason'),
    bannedAt: at('banned_at'),
    banReason: text('ban_reason'),
  },
  (t) => [
    // One live account per e-mail, whatever its case; a deleted account's address is free.
    uniqueIndex('users_email_live_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    check(
      'users_gender_check',
      sql`${t.gender} in ('male', 'female', 'non-binary', 'transgender', 'intersex')`,
    ),
    check('users_language_check', sql`${t.language} in ('da', 'en')`),
    check(
      'users_age_range_check',
      sql`${t.ageRangeFrom} between 18 and 99 and ${t.ageRangeTo} between 18 and 99 and ${t.ageRangeFrom} <= ${t.ageRangeTo}`,
    ),
    index('users_deleted_at_idx').on(t.deletedAt),
    index('users_last_active_at_idx').on(t.lastActiveAt),
    check(
      'users_location_check',
      sql`(${t.locationSource} is null and ${t.latitude} is null and ${t.longitude} is null) or (${t.locationSource} in ('city', 'device') and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
    index('users_earth_point_idx')
      .using('gist', t.earthPoint)
      .where(sql`${t.deletedAt} is null and ${t.earthPoint} is not null`),
    index('users_search_key_idx')
      .using('gin', sql`${t.searchKey} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null`),
    // The deck's filter index (migration 0007): place, birth date and gender of live accounts
    // in one five-dimensional cube, so distance, ages and gender narrow the candidates in one
    // index scan. The expression is modules/deck/store.ts DECK_CUBE, word for word.
    // The second column holds the active Bubbles as lexemes, so the Bubble filter is checked in
    // the same scan, before any row is read.
    index('users_deck_idx')
      .using(
        'gist',
        sql`cube(cube(coalesce(${t.earthPoint}, '(0,0,0)'::cube), ((coalesce(${t.birthDate}, '1900-01-01'::date) - '1970-01-01'::date) * 20)::float8), ((case ${t.gender} when 'male' then 0 when 'female' then 1 when 'non-binary' then 2 when 'transgender' then 3 else 4 end) * 100000)::float8)`,
        sql`array_to_tsvector(${t.bubbleIds})`,
      )
      .where(sql`${t.deletedAt} is null and ${t.anonymisedAt} is null`),
    index('users_bubble_ids_idx')
      .using('gin', t.bubbleIds)
      .where(sql`${t.deletedAt} is null and ${t.anonymisedAt} is null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the bearer token (hex); the token itself is never stored.
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    revokedAt: at('revoked_at'),
    // The browser and system it was signed in from ("Firefox · Windows", accounts/device.ts),
    // shown to the console's moderators; '' when unknown.
    device: text('device').notNull().default(''),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

export const consents = pgTable(
  'consents',
  {
    id: text('id').primaryKey(),
    // Set null when the account is purged: the record (with the e-mail) is kept 5 years.
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    granted: boolean('granted').notNull(),
    textVersion: text('text_version').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('consents_kind_check', sql`${t.kind} in ('terms', 'marketing')`),
    index('consents_user_id_idx').on(t.userId),
    index('consents_created_at_idx').on(t.createdAt),
  ],
);

// Uploaded media (profile pictures, board images, chat attachments), owned by a Wobler. A
// Wobler's picture and the media they own reference each other, so both tables live here.

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
      sql`${t.kind} in ('profile-picture', 'comment-image', 'chat-image', 'chat-video', 'chat-audio', 'chat-file', 'link-preview')`,
    ),
    index('media_owner_id_idx').on(t.ownerId),
  ],
);
