import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns';

// Administrators: the operator's people, separate from members (no row of `users`), their
// recovery codes and their sessions (apps/server README 'Administrators').

export const ADMIN_ROLES = ['moderator', 'administrator'] as const;
export const ADMIN_SESSION_STAGES = ['second_factor', 'signed_in'] as const;

export const admins = pgTable(
  'admins',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ADMIN_ROLES }).notNull(),
    // The TOTP key, sealed with a key derived from the server's secret (AES-256-GCM); null
    // until the administrator confirms the set-up with a first code.
    totpSecret: text('totp_secret'),
    // The last 30-second step whose code was accepted: a code is never accepted twice.
    totpLastStep: bigint('totp_last_step', { mode: 'number' }).notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('admins_email_key').on(sql`lower(${t.email})`),
    check('admins_role_check', sql`${t.role} in ('moderator', 'administrator')`),
  ],
);

export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    adminId: text('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    // HMAC-SHA256 (keyed by the server's secret) of the normalised code.
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.codeHash] })],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    // SHA-256 of the bearer token (hex); the token itself is never stored.
    tokenHash: text('token_hash').primaryKey(),
    adminId: text('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    // 'second_factor': the password was right, a code is due; 'signed_in': a full session.
    stage: text('stage', { enum: ADMIN_SESSION_STAGES }).notNull(),
    // During a first sign-in: the TOTP key offered (sealed) and the hashes of the recovery
    // codes shown, both kept on the administrator only once the first code confirms them.
    setupSecret: text('setup_secret'),
    setupRecoveryHashes: jsonb('setup_recovery_hashes').$type<string[]>(),
    failedCodes: integer('failed_codes').notNull().default(0),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    index('admin_sessions_admin_id_idx').on(t.adminId),
    check('admin_sessions_stage_check', sql`${t.stage} in ('second_factor', 'signed_in')`),
  ],
);
