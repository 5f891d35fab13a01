import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { memberships, users } from '../../db/schema';
import type { UserRow } from '../../context';
import type { MembershipRow } from './access';
import type { MembershipRole, MembershipStatus } from './store';

// SQL of Bubble membership: joining, leaving, letting in, roles, group notifications, visits
// and the member lists. Rules live in service.ts and membership-service.ts.

/** Joins; an existing membership stays as it is (ON CONFLICT DO NOTHING). */
export async function insertMembership(
  db: Queryable,
  row: typeof memberships.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(memberships)
    .values(row)
    .onConflictDoNothing()
    .returning({ userId: memberships.userId });
  return inserted.length > 0;
}

export async function findMembership(
  db: Queryable,
  bubbleId: string,
  userId: string,
): Promise<(MembershipRow & { user: UserRow }) | undefined> {
  const [row] = await db
    .select({ membership: memberships, user: users })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.bubbleId, bubbleId),
        eq(memberships.userId, userId),
        isNull(users.deletedAt),
        isNull(users.anonymisedAt),
      ),
    )
    .limit(1);
  return row ? { ...row.membership, user: row.user } : undefined;
}

/**
 * Removes a membership whose role is one of `roles` (the caller's rights, decided in the
 * same statement as the delete); answers whether one was removed.
 */
export async function deleteMembership(
  db: Queryable,
  bubbleId: string,
  userId: string,
  roles: readonly MembershipRole[],
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .delete(memberships)
    .where(
      and(
        eq(memberships.bubbleId, bubbleId),
        eq(memberships.userId, userId),
        inArray(memberships.role, [...roles]),
      ),
    )
    .returning();
  return row;
}

export async function activateMembership(
  db: Queryable,
  bubbleId: string,
  userId: string,
  at: Date,
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .update(memberships)
    .set({ status: 'active', activatedAt: at })
    .where(
      and(
        eq(memberships.bubbleId, bubbleId),
        eq(memberships.userId, userId),
        eq(memberships.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

/** Everyone waiting for approval becomes active (a Bubble made public); answers who. */
export async function activateAllPending(
  db: Queryable,
  bubbleId: string,
  at: Date,
): Promise<string[]> {
  const rows = await db
    .update(memberships)
    .set({ status: 'active', activatedAt: at })
    .where(and(eq(memberships.bubbleId, bubbleId), eq(memberships.status, 'pending')))
    .returning({ userId: memberships.userId });
  return rows.map((row) => row.userId);
}

/** Sets an active non-owner's role; the owner and pending members are never changed here. */
export async function setMemberRole(
  db: Queryable,
  bubbleId: string,
  userId: string,
  role: 'moderator' | 'member',
): Promise<MembershipRow | undefined> {
  const [row] = await db
    .update(memberships)
    .set({ role })
    .where(
      and(
        eq(memberships.bubbleId, bubbleId),
        eq(memberships.userId, userId),
        eq(memberships.status, 'active'),
        inArray(memberships.role, ['moderator', 'member']),
      ),
    )
    .returning();
  return row;
}

export async function setNotify(
  db: Queryable,
  bubbleId: string,
  userId: string,
  notify: boolean,
): Promise<void> {
  await db
    .update(memberships)
    .set({ notify })
    .where(and(eq(memberships.bubbleId, bubbleId), eq(memberships.userId, userId)));
}

/**
 * A visit this recent is not written again: reading a board over and over (reloads, several
 * tabs) then costs no write, and a badge or the selected Bubble is at most this much behind.
 */
export const VISIT_WRITE_GAP_MS = 10_000;

/** The member opened the board: resets their badge and makes it their selected Bubble. */
export async function recordVisit(
  db: Queryable,
  bubbleId: string,
  userId: string,
  at: Date,
): Promise<void> {
  await db
    .update(memberships)
    .set({ lastVisitAt: at })
    .where(
      and(
        eq(memberships.bubbleId, bubbleId),
        eq(memberships.userId, userId),
        eq(memberships.status, 'active'),
        or(
          isNull(memberships.lastVisitAt),
          lt(memberships.lastVisitAt, new Date(at.getTime() - VISIT_WRITE_GAP_MS)),
        ),
      ),
    );
}

/** Active owners and moderators: who is told of a new request to join. */
export async function selectModeratorIds(db: Queryable, bubbleId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(
      and(
        eq(memberships.bubbleId, bubbleId),
        eq(memberships.status, 'active'),
        inArray(memberships.role, ['owner', 'moderator']),
      ),
    );
  return rows.map((row) => row.userId);
}

export interface MemberRow {
  user: UserRow;
  role: string;
  joinedAt: Date;
  activatedAt: Date | null;
}

/**
 * One page of a Bubble's active members (owner, moderators, then members, longest-standing
 * first) or pending members (oldest request first), live accounts only.
 */
export async function selectMembers(
  db: Queryable,
  bubbleId: string,
  status: MembershipStatus,
  offset: number,
  limit: number,
): Promise<{ rows: MemberRow[]; total: number }> {
  const where = and(
    eq(memberships.bubbleId, bubbleId),
    eq(memberships.status, status),
    isNull(users.deletedAt),
    isNull(users.anonymisedAt),
  );
  const order =
    status === 'active'
      ? [
          sql`case ${memberships.role} when 'owner' then 0 when 'moderator' then 1 else 2 end`,
          sql`coalesce(${memberships.activatedAt}, ${memberships.joinedAt})`,
          asc(memberships.userId),
        ]
      : [asc(memberships.joinedAt), asc(memberships.userId)];
  const [rows, totals] = await Promise.all([
    db
      .select({
        user: users,
        role: memberships.role,
        joinedAt: memberships.joinedAt,
        activatedAt: memberships.activatedAt,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
