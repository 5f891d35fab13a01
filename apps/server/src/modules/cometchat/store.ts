import { and, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blocks, users } from '../../db/schema';

/**
 * A live Wobler (not deleted, not anonymised) as another one may reach them on CometChat: null
 * when there is none, or when they blocked the caller (such a person is never answered at all).
 */
export async function findReachableWobler(
  db: Db,
  callerId: string,
  uid: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.id, uid),
        isNull(users.deletedAt),
        isNull(users.anonymisedAt),
        sql`not ${exists(
          db
            .select({ one: sql`1` })
            .from(blocks)
            .where(and(eq(blocks.blockerId, users.id), eq(blocks.blockedId, callerId))),
        )}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** What the block mirror copies to CometChat: the block of one direction, as committed now. */
export interface BlockMirrorState {
  /** There is a block row `blockerId` → `otherId`. */
  blocked: boolean;
  /** Those of the two who are live Woblers (CometChat users may be made for them only). */
  live: Array<{ id: string; name: string }>;
}

export async function readBlockMirrorState(
  db: Db,
  blockerId: string,
  otherId: string,
): Promise<BlockMirrorState> {
  const [block] = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, otherId)))
    .limit(1);
  const live = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        inArray(users.id, [blockerId, otherId]),
        isNull(users.deletedAt),
        isNull(users.anonymisedAt),
      ),
    );
  return { blocked: block !== undefined, live };
}
