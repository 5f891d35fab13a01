import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Timestamps are timestamptz and always written from the service's clock (never SQL now()),
// so tests can move time and every rule reads the same "now".
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A point on the earth as the `earthdistance` extension stores it (its `earth` domain over
 * `cube`): written as `ll_to_earth(latitude, longitude)` in SQL, read only by SQL.
 */
const earth = customType<{ data: string; driverData: string }>({ dataType: () => 'cube' });

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
    check(
      'media_kind_check',
      sql`${t.kind} in ('profile-picture', 'comment-image', 'chat-image', 'chat-video', 'chat-audio', 'chat-file')`,
    ),
    index('media_owner_id_idx').on(t.ownerId),
  ],
);

/** One row per demo-content step that ran, so seeding is idempotent. */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: at('applied_at').notNull(),
});

// ---------------------------------------------------------------------------------------------
// Premium: the plan catalogue, subscriptions, the one-trial-per-e-mail ledger,
// charges, and the billing provider's processed events.

export const BILLING_PROVIDER_VALUES = ['local', 'stripe'] as const;
export const SUBSCRIPTION_STATUS_VALUES = ['trialing', 'active', 'past_due', 'expired'] as const;

/** Plans are data: the monthly plan is inserted at start; a second row makes "switch" appear. */
export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    interval: text('interval').notNull().default('month'),
    // Minor units (øre): 900 is DKK 9.00.
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    trialDays: integer('trial_days').notNull(),
    bestValue: boolean('best_value').notNull().default(false),
    // The Stripe Price this plan is sold as; null until configured.
    stripePriceId: text('stripe_price_id'),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('plans_interval_check', sql`${t.interval} in ('month')`),
    check('plans_amount_check', sql`${t.amount} >= 0 and ${t.trialDays} >= 0`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    trialEnd: at('trial_end'),
    // When premium ends after a cancellation; null while the subscription renews.
    cancelAt: at('cancel_at'),
    cancelledAt: at('cancelled_at'),
    endedAt: at('ended_at'),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    // Creation time of the last provider event applied, so an older event never overwrites a
    // newer state (webhooks arrive out of order).
    providerUpdatedAt: at('provider_updated_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check(
      'subscriptions_provider_check',
      sql`${t.provider} in ('local', 'stripe')`,
    ),
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('trialing', 'active', 'past_due', 'expired')`,
    ),
    // At most one live subscription per user: a double "subscribe" fails on this index.
    uniqueIndex('subscriptions_user_live_key')
      .on(t.userId)
      .where(sql`${t.status} in ('trialing', 'active', 'past_due')`),
    uniqueIndex('subscriptions_provider_subscription_key').on(t.providerSubscriptionId),
    index('subscriptions_renewal_idx').on(t.provider, t.status, t.currentPeriodEnd),
  ],
);

/**
 * One free trial per e-mail address, ever: the primary key is the lower-cased address, so
 * two trials for one address cannot both be written. Deleted with the account when its data
 * is purged (3 months after deletion) or anonymised.
 */
export const trialClaims = pgTable('trial_claims', {
  emailKey: text('email_key').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  // Set for a Stripe Checkout in progress: an expired checkout gives the trial back.
  checkoutSessionId: text('checkout_session_id'),
  claimedAt: at('claimed_at').notNull(),
});

/** What was (or, locally, would have been) charged for a period; refunds are asked here. */
export const charges = pgTable(
  'charges',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    // Local provider: nothing is collected; the row still records the period.
    provider: text('provider').notNull(),
    // Stripe invoice id: one charge per invoice however often its event arrives.
    providerRef: text('provider_ref'),
    chargedAt: at('charged_at').notNull(),
    refundRequestedAt: at('refund_requested_at'),
  },
  (t) => [
    uniqueIndex('charges_provider_ref_key').on(t.providerRef),
    // One charge per subscription period, so a renewal that runs twice charges once.
    uniqueIndex('charges_period_key').on(t.subscriptionId, t.periodStart),
    index('charges_user_id_idx').on(t.userId, t.chargedAt),
  ],
);

/** Billing provider events already handled (Stripe event ids): each is applied once. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull(),
});

// ---------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------
// Bubbles: communities, membership, the board (comments and replies) and polls.

export const bubbles = pgTable(
  'bubbles',
  {
    id: text('id').primaryKey(),
    // As typed by its owner.
    name: text('name').notNull(),
    // The name in one case and Unicode form (names.ts nameKey), unique: 'BRÆTSPIL' and
    // 'Brætspil' are one name on every database, whatever its locale.
    nameKey: text('name_key').notNull(),
    // The /view-bubble/{name} URL: a transliterated, lower-case form of the name, unique.
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    // '#rrggbb'.
    circleColor: text('circle_color').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Danish alphabetical order (æ, ø, å after z), computed by the service: PGlite has no ICU.
    sortKey: text('sort_key').notNull(),
    // Name and title folded for accent- and case-insensitive search (the menu search),
    // written by the service; trigram-indexed.
    searchKey: text('search_key').notNull().default(''),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('bubbles_name_key').on(t.nameKey),
    uniqueIndex('bubbles_slug_key').on(t.slug),
    index('bubbles_sort_key_idx').on(t.sortKey, t.id),
    index('bubbles_created_at_idx').on(t.createdAt, t.id),
    index('bubbles_created_by_idx').on(t.createdBy),
    index('bubbles_search_key_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    check('bubbles_circle_color_check', sql`${t.circleColor} ~ '^#[0-9a-f]{6}$'`),
  ],
);

export const MEMBERSHIP_ROLE_VALUES = ['owner', 'moderator', 'member'] as const;
export const MEMBERSHIP_STATUS_VALUES = ['active', 'pending'] as const;

/**
 * A Wobler in a Bubble: picking a Bubble is joining it (ARCHITECTURE.md); public → active,
 * private → pending until an owner or moderator marks them active. One row per pair.
 */
export const memberships = pgTable(
  'memberships',
  {
    bubbleId: text('bubble_id')
      .notNull()
      .references(() => bubbles.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    status: text('status').notNull(),
    // Group notifications (premium): told of new activity in this Bubble.
    notify: boolean('notify').notNull().default(false),
    // The last time the member opened the board: the new-activity badge counts comments after
    // it, and the Bubble opened last is the one opened first next time.
    lastVisitAt: at('last_visit_at'),
    joinedAt: at('joined_at').notNull(),
    activatedAt: at('activated_at'),
    // Group notification e-mails, at most one per Bubble and hour: when the next one is due
    // (null: none waiting) and when the last one went out.
    mailDueAt: at('mail_due_at'),
    mailedAt: at('mailed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.bubbleId, t.userId] }),
    index('memberships_mail_due_idx').on(t.mailDueAt).where(sql`${t.mailDueAt} is not null`),
    check('memberships_role_check', sql`${t.role} in ('owner', 'moderator', 'member')`),
    check('memberships_status_check', sql`${t.status} in ('active', 'pending')`),
    index('memberships_user_idx').on(t.userId, t.status),
    index('memberships_bubble_status_idx').on(t.bubbleId, t.status, t.joinedAt),
    index('memberships_user_visit_idx').on(t.userId, t.lastVisitAt),

  ],
);

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

/**
 * How many top-level comments (poll comments included) by live accounts each Bubble's board
 * has: the board's paging total, read by primary key instead of counting every comment of
 * the Bubble on each page request (`pnpm bench` measured that count on 10,000 comments).
 * Kept by triggers of migration 0004 on `comments` (insert, delete, a changed Bubble, parent
 * or author) and on `users` (an account deleted, anonymised or purged, or back to live), so
 * no code path can forget it. No row means 0.
 */
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

export const bubbleBoardCounts = pgTable('bubble_board_counts', {
  bubbleId: text('bubble_id')
    .primaryKey()
    .references(() => bubbles.id, { onDelete: 'cascade' }),
  comments: integer('comments').notNull().default(0),
});

// ---------------------------------------------------------------------------------------------
// Discovery: reactions to Woblers, saved Woblers, reports, blocks, connections,
// like notifications and house ads.

export const REACTION_KIND_VALUES = ['like', 'dislike'] as const;

/** One reaction per pair: a like or a dislike (a later one replaces the earlier). */
export const reactions = pgTable(
  'reactions',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: text('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetId] }),
    check('reactions_kind_check', sql`${t.kind} in ('like', 'dislike')`),
    check('reactions_not_self_check', sql`${t.userId} <> ${t.targetId}`),
    index('reactions_target_idx').on(t.targetId, t.kind),
  ],
);

/** Saved for later (/saved-woblers): out of the deck, kept in the saved list. */
export const savedWoblers = pgTable(
  'saved_woblers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: text('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetId] }),
    check('saved_woblers_not_self_check', sql`${t.userId} <> ${t.targetId}`),
    index('saved_woblers_user_created_idx').on(t.userId, t.createdAt),
    index('saved_woblers_target_idx').on(t.targetId),
  ],
);

export const REPORT_REASON_VALUES = [
  'inappropriate-content',
  'inappropriate-behaviour',
  'fake-profile',
  'other',
] as const;

/** A report for moderation; one per reporter and Wobler (a second one updates it). */
export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: text('target_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status').notNull().default('open'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('reports_pair_key').on(t.reporterId, t.targetId),
    check(
      'reports_reason_check',
      sql`${t.reason} in ('inappropriate-content', 'inappropriate-behaviour', 'fake-profile', 'other')`,
    ),
    check('reports_status_check', sql`${t.status} in ('open', 'resolved')`),
    check('reports_not_self_check', sql`${t.reporterId} <> ${t.targetId}`),
    index('reports_target_idx').on(t.targetId),
    index('reports_queue_idx').on(t.status, t.createdAt),
  ],
);

/** The one block table the deck, search, profiles and chat all obey (ARCHITECTURE.md). */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check('blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
    index('blocks_blocked_idx').on(t.blockedId),
  ],
);

/**
 * A connection: two Woblers who liked each other. One row per pair, the smaller id first, so
 * two likes at the same instant make one connection (the primary key decides).
 */
export const connections = pgTable(
  'connections',
  {
    userA: text('user_a')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: text('user_b')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userA, t.userB] }),
    check('connections_order_check', sql`${t.userA} < ${t.userB}`),
    index('connections_user_b_idx').on(t.userB),
  ],
);

export const NOTIFICATION_KIND_VALUES = [
  'like',
  'connection',
  'joinRequest',
  'joinApproved',
  'reply',
] as const;

/**
 * What the bell shows: someone liked you, a like became a connection, someone asks to join a
 * private Bubble you own or moderate, your request to join was approved, someone replied to
 * your comment. The Bubble and the reply are foreign keys that cascade: a deleted Bubble or
 * comment takes its notifications with it, so none links to nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: text('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    // joinRequest, joinApproved and reply: the Bubble it is about.
    bubbleId: text('bubble_id').references(() => bubbles.id, { onDelete: 'cascade' }),
    // reply: the reply (its top comment is where the link goes).
    commentId: text('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    seenAt: at('seen_at'),
    // For the e-mail digest (at most one per hour and person): when it went out by mail.
    mailedAt: at('mailed_at'),
  },
  (t) => [
    // Once per recipient, actor, kind and subject (a Bubble, a reply; none for likes).
    uniqueIndex('notifications_once_key').on(
      t.userId,
      t.actorId,
      t.kind,
      sql`coalesce(${t.bubbleId}, '')`,
      sql`coalesce(${t.commentId}, '')`,
    ),
    check(
      'notifications_kind_check',
      sql`${t.kind} in ('like', 'connection', 'joinRequest', 'joinApproved', 'reply')`,
    ),
    check(
      'notifications_subject_check',
      sql`(${t.kind} in ('like', 'connection') and ${t.bubbleId} is null and ${t.commentId} is null)
        or (${t.kind} in ('joinRequest', 'joinApproved') and ${t.bubbleId} is not null and ${t.commentId} is null)
        or (${t.kind} = 'reply' and ${t.bubbleId} is not null and ${t.commentId} is not null)`,
    ),
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unseen_idx').on(t.userId).where(sql`${t.seenAt} is null`),
    index('notifications_actor_idx').on(t.actorId),
    index('notifications_bubble_idx').on(t.bubbleId).where(sql`${t.bubbleId} is not null`),
    index('notifications_comment_idx').on(t.commentId).where(sql`${t.commentId} is not null`),
  ],
);

/** The like/connection e-mail digest per person: at most one per hour. */
export const notificationMail = pgTable(
  'notification_mail',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // When the next digest is due (null: nothing waiting) and when the last one went out.
    dueAt: at('due_at'),
    mailedAt: at('mailed_at'),
  },
  (t) => [index('notification_mail_due_idx').on(t.dueAt).where(sql`${t.dueAt} is not null`)],
);

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
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('ads_language_check', sql`${t.language} in ('da', 'en')`),
    index('ads_language_position_idx').on(t.language, t.active, t.position),
  ],
);

// ---------------------------------------------------------------------------------------------
// Chat: the self-hosted chat service of `/chat-api` (modules/chat). One-to-one now;
// groups later reuse conversations and members (a group is a conversation of type 'group'
// whose members have a scope).

/**
 * The change counter of chat messages: every send, edit, deletion, receipt and request answer
 * takes a new value for each message it changes, so `/chat-api/sync?after=<seq>` finds every
 * change after a point. Values are taken while holding the advisory locks of everyone the
 * change concerns (modules/chat/store.ts lockChat), so each person's changes commit in `seq`
 * order and a cursor never skips one still in flight.
 */
export const chatSeq = pgSequence('chat_seq');

export const CHAT_CONVERSATION_TYPE_VALUES = ['user', 'group'] as const;

/**
 * A conversation. One-to-one: the id is derived from the pair (modules/chat/ids.ts) and
 * user_a < user_b name the two people, so purging either account removes it with its messages.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    userA: text('user_a').references(() => users.id, { onDelete: 'cascade' }),
    userB: text('user_b').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('chat_conversations_type_check', sql`${t.type} in ('user', 'group')`),
    check(
      'chat_conversations_pair_check',
      sql`(${t.type} = 'user' and ${t.userA} < ${t.userB}) or (${t.type} = 'group' and ${t.userA} is null and ${t.userB} is null)`,
    ),
    index('chat_conversations_user_b_idx').on(t.userB),
    uniqueIndex('chat_conversations_pair_key').on(t.userA, t.userB),
  ],
);

/**
 * A person's side of a conversation: their place in the list (last message, hidden after
 * they deleted it), their unread count and receipts, and `cleared_before`: messages up to this
 * id were deleted for them (delete conversation) and are never shown to them again.
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // One-to-one: the other person (null in groups).
    peerId: text('peer_id').references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    unreadCount: integer('unread_count').notNull().default(0),
    lastDeliveredId: bigint('last_delivered_id', { mode: 'number' }).notNull().default(0),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
    clearedBefore: bigint('cleared_before', { mode: 'number' }).notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    joinedAt: at('joined_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    // The conversation list (latest first, paged by last message id) and the unread counts.
    index('chat_members_list_idx')
      .on(t.userId, t.lastMessageId.desc())
      .where(sql`${t.hidden} = false and ${t.lastMessageId} is not null`),
    // Who has a conversation with someone (presence events).
    index('chat_members_peer_idx').on(t.peerId),
    index('chat_members_user_idx').on(t.userId),
    check('chat_members_unread_check', sql`${t.unreadCount} >= 0`),
  ],
);

export const CHAT_MESSAGE_TYPE_VALUES = [
  'text',
  'image',
  'video',
  'audio',
  'file',
  'poll',
  'sticker',
] as const;

/** What a message carries besides its text: media (ids of `media` rows) or custom data. */
export interface ChatMessageData {
  media?: { id: string; name: string; extension: string; mimeType: string; size: number }[];
  customType?: string;
  customData?: Record<string, unknown>;
}

/**
 * A message. `id` (identity) is the sending order; `seq` the last change (see chat_seq).
 * `muid` is the sender's client message id: unique per sender, so a retried send is stored
 * once. Deleted messages keep their row (deleted_at set, text and data removed).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    seq: bigint('seq', { mode: 'number' }).notNull().default(sql`nextval('chat_seq')`),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverType: text('receiver_type').notNull(),
    // A user id (one-to-one) or a group id.
    receiverId: text('receiver_id').notNull(),
    muid: text('muid'),
    type: text('type').notNull(),
    category: text('category').notNull(),
    text: text('text'),
    data: jsonb('data').$type<ChatMessageData>().notNull().default({}),
    parentId: bigint('parent_id', { mode: 'number' }).references(
      (): AnyPgColumn => chatMessages.id,
      { onDelete: 'set null' },
    ),
    // Waits in a message request the receiver has not accepted.
    requested: boolean('requested').notNull().default(false),
    sentAt: at('sent_at').notNull(),
    deliveredAt: at('delivered_at'),
    readAt: at('read_at'),
    editedAt: at('edited_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('chat_messages_muid_key').on(t.senderId, t.muid),
    uniqueIndex('chat_messages_seq_key').on(t.seq),
    // A conversation's pages, receipts and unread counts.
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    // Resync: a person's conversations' changes after a seq.
    index('chat_messages_conversation_seq_idx').on(t.conversationId, t.seq),
    // Shared media of a conversation, newest first.
    index('chat_messages_media_idx')
      .on(t.conversationId, t.type, t.id)
      .where(sql`${t.deletedAt} is null and ${t.type} in ('image', 'video', 'audio', 'file')`),
    index('chat_messages_parent_idx').on(t.parentId, t.id).where(sql`${t.parentId} is not null`),
    check('chat_messages_receiver_type_check', sql`${t.receiverType} in ('user', 'group')`),
    check(
      'chat_messages_category_check',
      sql`${t.category} in ('message', 'custom', 'action', 'call')`,
    ),
  ],
);

export const CHAT_REQUEST_STATE_VALUES = ['waiting', 'accepted', 'rejected'] as const;

/**
 * A message request (spec chat section 4): the sender's messages wait until the receiver
 * accepts. One row per direction; `count` is how many messages wait (at most
 * CHAT_CONSTANTS.messageRequestLimit). 'rejected' is set by Reject & Block (block-wobler).
 */
export const chatRequests = pgTable(
  'chat_requests',
  {
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    count: integer('count').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.senderId, t.receiverId] }),
    check('chat_requests_state_check', sql`${t.state} in ('waiting', 'accepted', 'rejected')`),
    check('chat_requests_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
    check('chat_requests_count_check', sql`${t.count} >= 0`),
    index('chat_requests_receiver_idx').on(t.receiverId),
  ],
);
