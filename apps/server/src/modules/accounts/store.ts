import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { UserRow } from '../../context';
import type { Queryable } from '../../db/client';
import { bannedEmails, consents, passwordResets, sessions, users } from '../../db/schema';

// SQL of the accounts module. "Live" accounts are neither deleted nor anonymised; every rule
// that must hold under concurrency (unique e-mail, single-use reset) is a constraint or one
// atomic statement, never a read followed by a write.

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<
  Omit<NewUser, 'id' | 'email' | 'createdAt' | 'deletedAt' | 'anonymisedAt' | 'passwordHash'>
>;

const live = and(isNull(users.deletedAt), isNull(users.anonymisedAt));

export async function insertUser(db: Queryable, row: NewUser): Promise<void> {
  await db.insert(users).values(row);
}

export async function findLiveUserByEmail(
  db: Queryable,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, live))
    .limit(1);
  return row;
}

export async function findLiveUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live))
    .limit(1);
  return row;
}

/** One query: the session's user, when the session is unrevoked, recent and its user live. */
export async function findSessionUser(
  db: Queryable,
  tokenHash: string,
  idleCutoff: Date,
  at: Date,
): Promise<{ user: UserRow; lastUsedAt: Date } | undefined> {
  return (await findSessionUsers(db, [tokenHash], idleCutoff, at)).get(tokenHash);
}

/** `findSessionUser` for several sessions in one query, by token hash. */
export async function findSessionUsers(
  db: Queryable,
  tokenHashes: readonly string[],
  idleCutoff: Date,
  at: Date,
): Promise<Map<string, { user: UserRow; lastUsedAt: Date }>> {
  const found = new Map<string, { user: UserRow; lastUsedAt: Date }>();
  if (tokenHashes.length === 0) return found;
  const rows = await db
    .select({ tokenHash: sessions.tokenHash, user: users, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.tokenHash, [...tokenHashes]),
        isNull(sessions.revokedAt),
        gt(sessions.lastUsedAt, idleCutoff),
        live,
        // A banned or suspended person's sessions were revoked when it happened; any left
        // over (a race with a sign-in) is refused here all the same.
        isNull(users.bannedAt),
        sql`(${users.suspendedUntil} is null or ${users.suspendedUntil} <= ${at.toISOString()}::timestamptz)`,
      ),
    );
  for (const { tokenHash, ...row } of rows) found.set(tokenHash, row);
  return found;
}

/** Marks the session used and its user active, in one statement. */
export async function touchSession(
  db: Queryable,
  tokenHash: string,
  userId: string,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    with touched as (
      update ${sessions} set last_used_at = ${now.toISOString()} where token_hash = ${tokenHash}
    )
    update ${users} set last_active_at = ${now.toISOString()} where id = ${userId}
  `);
}

export async function insertSession(
  db: Queryable,
  row: { tokenHash: string; userId: string; now: Date; device: string },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: row.tokenHash,
    userId: row.userId,
    device: row.device,
    createdAt: row.now,
    lastUsedAt: row.now,
  });
  await db.update(users).set({ lastActiveAt: row.now }).where(eq(users.id, row.userId));
}

export async function revokeSession(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: Queryable, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function insertConsent(
  db: Queryable,
  row: {
    id: string;
    userId: string;
    email: string;
    kind: 'terms' | 'marketing';
    granted: boolean;
    textVersion: string;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(consents).values(row);
}

export async function insertPasswordReset(
  db: Queryable,
  row: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(row);
}

/**
 * Uses a reset token, atomically: only one caller can ever get its user id back, and only
 * before it expires.
 */
export async function consumePasswordReset(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

/** Every other outstanding reset link of the user stops working too. */
export async function voidPasswordResets(db: Queryable, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Updates a live account; answers the new row, or undefined when it is not live. */
export async function updateLiveUser(
  db: Queryable,
  id: string,
  patch: UserPatch,
  now: Date,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(users.id, id), live))
    .returning();
  return row;
}

export async function setPasswordHash(
  db: Queryable,
  id: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(users.id, id), live))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function markDeleted(db: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(users.id, id), live))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Whether the e-mail's keyed hash is banned from signing up (modules/moderation). */
export async function isEmailBanned(db: Queryable, emailHash: string): Promise<boolean> {
  const rows = await db
    .select({ hash: bannedEmails.emailHash })
    .from(bannedEmails)
    .where(eq(bannedEmails.emailHash, emailHash))
    .limit(1);
  return rows.length > 0;
}
