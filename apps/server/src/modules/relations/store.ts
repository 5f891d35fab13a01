import type { Relation } from '@wob/api';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { blocks, connections, reactions, reports, savedWoblers, users } from '../../db/schema';
import { newId } from '../../platform/crypto';

// SQL of the reactions between two Woblers (like, dislike, save, report, block, connection).
// Every change to a pair runs in one transaction that first takes the pair's advisory lock
// (`lockPair`), so two requests about the same two people never interleave.

/** A connection's row: the smaller id first (the table's check constraint). */
export function connectionKey(one: string, other: string): { userA: string; userB: string } {
  return one < other ? { userA: one, userB: other } : { userA: other, userB: one };
}

/**
 * Serialises every change to the pair {one, other} until the transaction ends: a
 * transaction-level advisory lock on a 64-bit hash of the two ids in sorted order (so A→B and
 * B→A take the same lock). Works on PGlite and PostgreSQL; a hash collision only makes two
 * unrelated pairs wait for each other.
 */
export async function lockPair(tx: Queryable, one: string, other: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${pairLockKey(one, other)}, 0))`,
  );
}

/** The name of the pair's advisory lock (the chat takes it too, with others: chat/store.ts). */
export function pairLockKey(one: string, other: string): string {
  const { userA, userB } = connectionKey(one, other);
  return `wob:pair:${userA}:${userB}`;
}

/**
 * `users.id` written out with its table: in a select from one table Drizzle leaves columns of
 * the selection unqualified, and inside a subquery on `reports` (which has an `id` too) a bare
 * "id" would mean the report's.
 */
const USER_ID = sql.raw('"users"."id"');

/** Where `viewerId` stands with `targetId` (RelationSchema), read in one statement. */
export async function relationOf(
  db: Queryable,
  viewerId: string,
  targetId: string,
): Promise<Relation> {
  const relations = await relationsOf(db, viewerId, [targetId]);
  return relations.get(targetId) ?? emptyRelation();
}

export function emptyRelation(): Relation {
  return {
    liked: false,
    disliked: false,
    saved: false,
    reported: false,
    isMatched: false,
    blockedByMe: false,
  };
}

/** `relationOf` for several Woblers at once (a page of cards), keyed by their id. */
export async function relationsOf(
  db: Queryable,
  viewerId: string,
  targetIds: readonly string[],
): Promise<Map<string, Relation>> {
  const ids = [...new Set(targetIds)];
  const result = new Map<string, Relation>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      id: users.id,
      reaction: sql<string | null>`(select ${reactions.kind} from ${reactions}
        where ${reactions.userId} = ${viewerId} and ${reactions.targetId} = ${USER_ID})`,
      saved: sql<boolean>`exists (select 1 from ${savedWoblers}
        where ${savedWoblers.userId} = ${viewerId} and ${savedWoblers.targetId} = ${USER_ID})`,
      reported: sql<boolean>`exists (select 1 from ${reports}
        where ${reports.reporterId} = ${viewerId} and ${reports.kind} = 'wobler'
          and ${reports.subjectId} = ${USER_ID})`,
      matched: sql<boolean>`exists (select 1 from ${connections}
        where (${connections.userA} = ${viewerId} and ${connections.userB} = ${USER_ID})
           or (${connections.userA} = ${USER_ID} and ${connections.userB} = ${viewerId}))`,
      blockedByMe: sql<boolean>`exists (select 1 from ${blocks}
        where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${USER_ID})`,
    })
    .from(users)
    .where(inArray(users.id, ids));
  for (const row of rows) {
    result.set(row.id, {
      liked: row.reaction === 'like',
      disliked: row.reaction === 'dislike',
      saved: row.saved,
      reported: row.reported,
      isMatched: row.matched,
      blockedByMe: row.blockedByMe,
    });
  }
  return result;
}

/** The target of a reaction as the rules need it; null when there is no live account. */
export interface RelationTarget {
  id: string;
  name: string;
  birthDate: string | null;
  ageRangeEnabled: boolean;
  ageRangeFrom: number;
  ageRangeTo: number;
  /** The target blocked the viewer: every reaction answers 404. */
  blockedViewer: boolean;
  /** The viewer blocked the target. */
  blockedByViewer: boolean;
}

export async function findRelationTarget(
  db: Queryable,
  viewerId: string,
  targetId: string,
): Promise<RelationTarget | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      birthDate: users.birthDate,
      ageRangeEnabled: users.ageRangeEnabled,
      ageRangeFrom: users.ageRangeFrom,
      ageRangeTo: users.ageRangeTo,
      blockedViewer: sql<boolean>`exists (select 1 from ${blocks}
        where ${blocks.blockerId} = ${USER_ID} and ${blocks.blockedId} = ${viewerId})`,
      blockedByViewer: sql<boolean>`exists (select 1 from ${blocks}
        where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${USER_ID})`,
    })
    .from(users)
    .where(and(eq(users.id, targetId), isNull(users.deletedAt)));
  return row ?? null;
}

/**
 * Sets the viewer's reaction to `kind` (one row per pair). Answers true when something
 * changed (a new reaction, or the other kind replaced), false when it was already `kind`.
 */
export async function setReaction(
  tx: Queryable,
  userId: string,
  targetId: string,
  kind: 'like' | 'dislike',
  at: Date,
): Promise<boolean> {
  const changed = await tx
    .insert(reactions)
    .values({ userId, targetId, kind, createdAt: at })
    .onConflictDoUpdate({
      target: [reactions.userId, reactions.targetId],
      set: { kind, createdAt: at },
      setWhere: sql`${reactions.kind} <> ${kind}`,
    })
    .returning({ userId: reactions.userId });
  return changed.length > 0;
}

export async function hasLiked(tx: Queryable, userId: string, targetId: string): Promise<boolean> {
  const [row] = await tx
    .select({ kind: reactions.kind })
    .from(reactions)
    .where(and(eq(reactions.userId, userId), eq(reactions.targetId, targetId)));
  return row?.kind === 'like';
}

/** Removes `userId`'s like of `targetId` (a dislike stays); true when there was one. */
export async function deleteLike(
  tx: Queryable,
  userId: string,
  targetId: string,
): Promise<boolean> {
  const removed = await tx
    .delete(reactions)
    .where(
      and(
        eq(reactions.userId, userId),
        eq(reactions.targetId, targetId),
        eq(reactions.kind, 'like'),
      ),
    )
    .returning({ userId: reactions.userId });
  return removed.length > 0;
}

/** Makes the pair's connection; false when it existed already. */
export async function insertConnection(
  tx: Queryable,
  one: string,
  other: string,
  at: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(connections)
    .values({ ...connectionKey(one, other), createdAt: at })
    .onConflictDoNothing()
    .returning({ userA: connections.userA });
  return inserted.length > 0;
}

/** Ends the pair's connection; false when there was none. */
export async function deleteConnection(
  tx: Queryable,
  one: string,
  other: string,
): Promise<boolean> {
  const { userA, userB } = connectionKey(one, other);
  const removed = await tx
    .delete(connections)
    .where(and(eq(connections.userA, userA), eq(connections.userB, userB)))
    .returning({ userA: connections.userA });
  return removed.length > 0;
}

export async function isConnected(tx: Queryable, one: string, other: string): Promise<boolean> {
  const { userA, userB } = connectionKey(one, other);
  const [row] = await tx
    .select({ userA: connections.userA })
    .from(connections)
    .where(and(eq(connections.userA, userA), eq(connections.userB, userB)));
  return row !== undefined;
}

export async function insertSaved(
  tx: Queryable,
  userId: string,
  targetId: string,
  at: Date,
): Promise<void> {
  await tx.insert(savedWoblers).values({ userId, targetId, createdAt: at }).onConflictDoNothing();
}

export async function deleteSaved(tx: Queryable, userId: string, targetId: string): Promise<void> {
  await tx
    .delete(savedWoblers)
    .where(and(eq(savedWoblers.userId, userId), eq(savedWoblers.targetId, targetId)));
}

/** Saved entries between the two, in both directions. */
export async function deleteSavedBetween(tx: Queryable, one: string, other: string): Promise<void> {
  await tx
    .delete(savedWoblers)
    .where(
      or(
        and(eq(savedWoblers.userId, one), eq(savedWoblers.targetId, other)),
        and(eq(savedWoblers.userId, other), eq(savedWoblers.targetId, one)),
      ),
    );
}

export async function insertBlock(
  tx: Queryable,
  blockerId: string,
  blockedId: string,
  at: Date,
): Promise<void> {
  await tx.insert(blocks).values({ blockerId, blockedId, createdAt: at }).onConflictDoNothing();
}

export async function deleteBlock(
  tx: Queryable,
  blockerId: string,
  blockedId: string,
): Promise<void> {
  await tx
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/**
 * One report per reporter and Wobler: a second one replaces the reason and details and opens
 * the report again for moderation (it keeps its id, first date and snapshot). The snapshot of
 * a first report is the profile as it is now: name (context) and about text; its picture is
 * copied after the commit (`snapshotPicture`). Answers the report's id and whether it is new.
 */
export async function upsertReport(
  tx: Queryable,
  report: { reporterId: string; targetId: string; reason: string; details: string; at: Date },
): Promise<{ id: string; created: boolean }> {
  const [row] = await tx
    .insert(reports)
    .values({
      id: newId(),
      reporterId: report.reporterId,
      targetId: report.targetId,
      kind: 'wobler',
      subjectId: report.targetId,
      reason: report.reason,
      details: report.details,
      snapshot: sql`(select jsonb_build_object('text', ${users.about}, 'context', ${users.name},
        'images', '[]'::jsonb) from ${users} where ${users.id} = ${report.targetId})`,
      status: 'open',
      createdAt: report.at,
      updatedAt: report.at,
    })
    .onConflictDoUpdate({
      target: [reports.reporterId, reports.kind, reports.subjectId],
      set: {
        reason: report.reason,
        details: report.details,
        status: 'open',
        handledAt: null,
        handledBy: null,
        updatedAt: report.at,
      },
    })
    .returning({ id: reports.id, createdAt: reports.createdAt });
  if (!row) throw new Error('report not written');
  return { id: row.id, created: row.createdAt.getTime() === report.at.getTime() };
}
