import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataExports, users } from '../../db/schema';

// SQL of the data_exports table (one row per export; see db/schema/data-exports.ts).

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * Starts an export unless one is being prepared: the partial unique index on the person's
 * preparing row decides (never a read before the write). Answers the new row, or the one
 * already running and `created: false`.
 */
export async function startExport(
  db: Db,
  row: { id: string; userId: string; at: Date },
): Promise<{ row: DataExportRow; created: boolean }> {
  const [inserted] = await db
    .insert(dataExports)
    .values({ id: row.id, userId: row.userId, status: 'preparing', createdAt: row.at })
    .onConflictDoNothing({
      target: dataExports.userId,
      where: sql`${dataExports.status} = 'preparing'`,
    })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [running] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, row.userId), eq(dataExports.status, 'preparing')));
  if (running) return { row: running, created: false };
  // The running one finished between the two statements: start again.
  return startExport(db, row);
}

/** The person's newest export, if any. */
export async function latestExport(db: Db, userId: string): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  return row;
}

export async function findExport(db: Db, id: string): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

/** Marks a preparing export ready; answers false when it is no longer preparing. */
export async function markReady(
  db: Db,
  id: string,
  done: { path: string; bytes: number; at: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({
      status: 'ready',
      path: done.path,
      bytes: done.bytes,
      readyAt: done.at,
      expiresAt: done.expiresAt,
    })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

export async function markFailed(db: Db, id: string): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'preparing')));
}

/** Where the ready mail goes: a live account's address and language. */
export async function findRecipient(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNull(users.anonymisedAt)));
  return { email: row?.email, language: row?.language };
}
