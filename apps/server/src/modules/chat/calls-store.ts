import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chatCallParticipants, chatCalls, chatGroups } from '../../db/schema';

// SQL of calls (calls-service.ts holds the rules). Every change of a call runs in one
// transaction that first locks the call's row (`lockCall`), so its transitions never
// interleave; whether a person may ring or be rung is the partial unique index on their active
// participant row (`insertActive` answers who got one), never a read before a write.

export type CallRow = typeof chatCalls.$inferSelect;
export type ParticipantRow = typeof chatCallParticipants.$inferSelect;
export type ParticipantState = 'ringing' | 'joined' | 'rejected' | 'busy' | 'left';

/** A call and everyone it concerns, the initiator first, then by uid. */
export interface CallRecord {
  call: CallRow;
  participants: ParticipantRow[];
}

export async function insertCall(tx: Queryable, call: CallRow): Promise<void> {
  await tx.insert(chatCalls).values(call);
}

/**
 * Active participant rows for `userIds` (one statement, in uid order so two calls never wait
 * on each other in a circle): answers the uids that got one. A person who already has an
 * active row anywhere gets none (the partial unique index, ON CONFLICT DO NOTHING).
 */
export async function insertActive(
  tx: Queryable,
  sessionId: string,
  rows: readonly { userId: string; state: ParticipantState; joinedAt: Date | null }[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const sorted = [...rows].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  const inserted = await tx
    .insert(chatCallParticipants)
    .values(sorted.map((row) => ({ sessionId, ...row, active: true })))
    .onConflictDoNothing({ target: chatCallParticipants.userId, where: sql`active` })
    .returning({ userId: chatCallParticipants.userId });
  return new Set(inserted.map((row) => row.userId));
}

/** Rows of people the call does not ring (busy elsewhere): not active, so never conflicting. */
export async function insertInactive(
  tx: Queryable,
  sessionId: string,
  userIds: readonly string[],
  state: ParticipantState,
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(chatCallParticipants)
    .values(userIds.map((userId) => ({ sessionId, userId, state, active: false, joinedAt: null })));
}

/** Locks the call's row until the transaction ends; undefined when there is no such call. */
export async function lockCall(tx: Queryable, sessionId: string): Promise<CallRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatCalls)
    .where(eq(chatCalls.sessionId, sessionId))
    .for('update');
  return row;
}

export async function participantsOf(
  db: Queryable,
  sessionIds: readonly string[],
): Promise<Map<string, ParticipantRow[]>> {
  const found = new Map<string, ParticipantRow[]>();
  if (sessionIds.length === 0) return found;
  const rows = await db
    .select()
    .from(chatCallParticipants)
    .where(inArray(chatCallParticipants.sessionId, [...sessionIds]))
    .orderBy(chatCallParticipants.userId);
  for (const row of rows) {
    const list = found.get(row.sessionId) ?? [];
    list.push(row);
    found.set(row.sessionId, list);
  }
  return found;
}

export async function setCall(
  tx: Queryable,
  sessionId: string,
  change: Partial<Pick<CallRow, 'status' | 'joinedAt' | 'endedAt'>>,
): Promise<void> {
  await tx.update(chatCalls).set(change).where(eq(chatCalls.sessionId, sessionId));
}

export async function setParticipant(
  tx: Queryable,
  sessionId: string,
  userId: string,
  change: Partial<Pick<ParticipantRow, 'state' | 'active' | 'joinedAt'>>,
): Promise<void> {
  await tx
    .update(chatCallParticipants)
    .set(change)
    .where(
      and(eq(chatCallParticipants.sessionId, sessionId), eq(chatCallParticipants.userId, userId)),
    );
}

/**
 * A new media generation of `userId`, joined in the call (they came back after a reload, or
 * took the call over in another tab): their `joinedAt` moves to `at`, and always at least one
 * second (the wire's unit) past the last, so every participant sees it change. Answers whether
 * they were joined (one statement: nothing is read before it is written).
 */
export async function renewJoin(
  tx: Queryable,
  sessionId: string,
  userId: string,
  at: Date,
): Promise<boolean> {
  const rows = await tx
    .update(chatCallParticipants)
    .set({
      joinedAt: sql`greatest(${at.toISOString()}::timestamptz, ${chatCallParticipants.joinedAt} + interval '1 second')`,
    })
    .where(
      and(
        eq(chatCallParticipants.sessionId, sessionId),
        eq(chatCallParticipants.userId, userId),
        eq(chatCallParticipants.state, 'joined'),
        sql`${chatCallParticipants.active}`,
      ),
    )
    .returning({ userId: chatCallParticipants.userId });
  return rows.length > 0;
}

/** The call is over: nobody is in it or rung by it any more. */
export async function deactivateAll(tx: Queryable, sessionId: string): Promise<void> {
  await tx
    .update(chatCallParticipants)
    .set({ active: false })
    .where(and(eq(chatCallParticipants.sessionId, sessionId), sql`active`));
}

/** The call `userId` rings in, is rung by or is in, if any. */
export async function activeCallOf(db: Queryable, userId: string): Promise<CallRow | undefined> {
  const [row] = await db
    .select({ call: chatCalls })
    .from(chatCallParticipants)
    .innerJoin(chatCalls, eq(chatCalls.sessionId, chatCallParticipants.sessionId))
    .where(and(eq(chatCallParticipants.userId, userId), sql`${chatCallParticipants.active}`));
  return row?.call;
}

/** `userId`'s calls in a conversation, newest first. */
export async function callsOf(
  db: Queryable,
  userId: string,
  conversationId: string,
  limit: number,
): Promise<CallRow[]> {
  const rows = await db
    .select({ call: chatCalls })
    .from(chatCalls)
    .innerJoin(
      chatCallParticipants,
      and(
        eq(chatCallParticipants.sessionId, chatCalls.sessionId),
        eq(chatCallParticipants.userId, userId),
      ),
    )
    .where(eq(chatCalls.conversationId, conversationId))
    .orderBy(desc(chatCalls.initiatedAt), desc(chatCalls.sessionId))
    .limit(limit);
  return rows.map((row) => row.call);
}

/** The call `sessionId` (no lock). */
export async function findCall(db: Queryable, sessionId: string): Promise<CallRow | undefined> {
  const [row] = await db.select().from(chatCalls).where(eq(chatCalls.sessionId, sessionId));
  return row;
}

/** Calls still ringing that began at or before `before`, oldest first (the sweeper's). */
export async function findRinging(db: Queryable, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ sessionId: chatCalls.sessionId })
    .from(chatCalls)
    .where(and(eq(chatCalls.status, 'initiated'), lte(chatCalls.initiatedAt, before)))
    .orderBy(chatCalls.initiatedAt)
    .limit(limit);
  return rows.map((row) => row.sessionId);
}

/**
 * Ongoing group calls that began at or before `before` in which someone still rings (the
 * sweeper stops their ringing).
 */
export async function findStillRinging(
  db: Queryable,
  before: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ sessionId: chatCalls.sessionId })
    .from(chatCalls)
    .innerJoin(chatCallParticipants, eq(chatCallParticipants.sessionId, chatCalls.sessionId))
    .where(
      and(
        eq(chatCalls.status, 'ongoing'),
        lte(chatCalls.initiatedAt, before),
        eq(chatCallParticipants.state, 'ringing'),
        sql`${chatCallParticipants.active}`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.sessionId);
}

/** The group's name and icon for a group call's receiver. */
export async function groupOfCall(db: Queryable, guid: string) {
  const [row] = await db
    .select({
      guid: chatGroups.guid,
      name: chatGroups.name,
      iconMediaId: chatGroups.iconMediaId,
    })
    .from(chatGroups)
    .where(eq(chatGroups.guid, guid));
  return row;
}
