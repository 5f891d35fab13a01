import { and, eq, exists, isNull, sql } from 'drizzle-orm';
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
