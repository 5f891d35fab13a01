import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Timestamps are timestamptz and always written from the service's clock (never SQL now()),
// so tests can move time and every rule reads the same "now".
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    lastActiveAt: at('last_active_at').notNull(),
    deletedAt: at('deleted_at'),
    anonymisedAt: at('anonymised_at'),
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

export const requestLogs = pgTable(
  'request_logs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    durationMs: integer('duration_ms').notNull(),
    userId: text('user_id'),
    ipHash: text('ip_hash').notNull(),
  },
  (t) => [index('request_logs_at_idx').on(t.at)],
);

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
    check('media_kind_check', sql`${t.kind} in ('profile-picture')`),
    index('media_owner_id_idx').on(t.ownerId),
  ],
);

/** One row per demo-content step that ran, so seeding is idempotent. */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: at('applied_at').notNull(),
});
