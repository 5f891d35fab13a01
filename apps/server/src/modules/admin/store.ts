import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { adminRecoveryCodes, adminSessions, admins } from '../../db/schema';

// SQL of the administrators. Every rule that must hold under concurrency is one atomic
// statement: a sign-in token is consumed once, a recovery code is used once, a TOTP step is
// accepted once, the authenticator is set up once, the e-mail is unique (an index).

export type AdminRow = typeof admins.$inferSelect;
export type AdminSessionRow = typeof adminSessions.$inferSelect;

export async function insertAdmin(db: Queryable, row: typeof admins.$inferInsert): Promise<void> {
  await db.insert(admins).values(row);
}

export async function findAdminByEmail(
  db: Queryable,
  email: string,
): Promise<AdminRow | undefined> {
  const [row] = await db
    .select()
    .from(admins)
    .where(sql`lower(${admins.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findAdminById(db: Queryable, id: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row;
}

export async function listAdmins(db: Queryable): Promise<AdminRow[]> {
  return db.select().from(admins).orderBy(asc(admins.createdAt), asc(admins.id));
}

export async function insertAdminSession(
  db: Queryable,
  row: typeof adminSessions.$inferInsert,
): Promise<void> {
  await db.insert(adminSessions).values(row);
}

/** A sign-in waiting for its code: unrevoked and begun after `since`. */
export async function findPendingSignIn(
  db: Queryable,
  tokenHash: string,
  since: Date,
): Promise<{ session: AdminSessionRow; admin: AdminRow } | undefined> {
  const [row] = await db
    .select({ session: adminSessions, admin: admins })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        eq(adminSessions.stage, 'second_factor'),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.createdAt, since),
      ),
    )
    .limit(1);
  return row;
}

/** Ends a pending sign-in; false when another request ended it first. */
export async function consumeSignIn(db: Queryable, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        eq(adminSessions.stage, 'second_factor'),
        isNull(adminSessions.revokedAt),
      ),
    )
    .returning({ tokenHash: adminSessions.tokenHash });
  return rows.length === 1;
}

/** Counts a wrong code; the sign-in ends at `limit` wrong codes. */
export async function countWrongCode(
  db: Queryable,
  tokenHash: string,
  limit: number,
  now: Date,
): Promise<void> {
  await db
    .update(adminSessions)
    .set({
      failedCodes: sql`${adminSessions.failedCodes} + 1`,
      revokedAt: sql`case when ${adminSessions.failedCodes} + 1 >= ${limit} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(adminSessions.tokenHash, tokenHash), isNull(adminSessions.revokedAt)));
}

/** Keeps the authenticator key; false when the administrator has one already. */
export async function confirmTotp(
  db: Queryable,
  adminId: string,
  sealedSecret: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(admins)
    .set({ totpSecret: sealedSecret, totpLastStep: step })
    .where(and(eq(admins.id, adminId), isNull(admins.totpSecret)))
    .returning({ id: admins.id });
  return rows.length === 1;
}

/** Accepts a TOTP step once: false when this step (or a later one) was accepted before. */
export async function acceptTotpStep(
  db: Queryable,
  adminId: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(and(eq(admins.id, adminId), lt(admins.totpLastStep, step)))
    .returning({ id: admins.id });
  return rows.length === 1;
}

export async function insertRecoveryCodes(
  db: Queryable,
  adminId: string,
  codeHashes: readonly string[],
): Promise<void> {
  await db.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ adminId, codeHash })));
}

/** Uses a recovery code; false for an unknown or already used one. */
export async function useRecoveryCode(
  db: Queryable,
  adminId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminId, adminId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ adminId: adminRecoveryCodes.adminId });
  return rows.length === 1;
}

/**
 * Resolves a signed-in session and slides its idle expiry, in one statement: the session
 * must be unrevoked, used after `idleSince` and begun after `startedSince`.
 */
export async function touchAdminSession(
  db: Queryable,
  tokenHash: string,
  cutoffs: { idleSince: Date; startedSince: Date },
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(adminSessions)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(adminSessions.tokenHash, tokenHash),
        eq(adminSessions.stage, 'signed_in'),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.lastUsedAt, cutoffs.idleSince),
        gt(adminSessions.createdAt, cutoffs.startedSince),
      ),
    )
    .returning({ adminId: adminSessions.adminId });
  return row?.adminId;
}

export async function revokeAdminSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.tokenHash, tokenHash), isNull(adminSessions.revokedAt)));
}
