import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

// What the purge of deleted accounts (platform/jobs/retention-store.ts) does to groups, in its
// transaction, before the accounts' rows go (their member rows then cascade away): a group
// never loses its one owner and never counts people who are gone.

/**
 * Before `userIds` are purged: each group one of them owns passes to its longest-standing
 * admin, else its longest-standing member, among those who stay (who becomes an admin); a
 * group with nobody left is deleted with its messages. Every group they were in counts them
 * out. No action message: nobody acted, and the person is gone.
 */
export async function handOverGroups(
  tx: Queryable,
  userIds: readonly string[],
  at: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  const ids = sql`${sql.param([...userIds])}::text[]`;
  const when = sql`${at.toISOString()}::timestamptz`;
  await tx.execute(sql`
    with heirs as (
      select distinct on (g.guid) g.guid, m.user_id
      from chat_groups g
      join chat_members m on m.conversation_id = g.conversation_id
      where g.owner_id = any(${ids}) and not (m.user_id = any(${ids}))
      order by g.guid, (m.scope = 'admin') desc, m.joined_at, m.user_id
    ), moved as (
      update chat_groups g set owner_id = h.user_id, updated_at = ${when}
      from heirs h where g.guid = h.guid
      returning g.conversation_id, g.owner_id
    )
    update chat_members m set scope = 'admin'
    from moved where m.conversation_id = moved.conversation_id and m.user_id = moved.owner_id`);
  // Groups whose owner had nobody to hand over to.
  await tx.execute(sql`
    delete from chat_conversations c using chat_groups g
    where g.conversation_id = c.id and g.owner_id = any(${ids})`);
  await tx.execute(sql`
    update chat_groups g set members_count = g.members_count - gone.n, updated_at = ${when}
    from (select m.conversation_id, count(*)::int as n from chat_members m
      where m.user_id = any(${ids}) and m.scope is not null group by m.conversation_id) gone
    where g.conversation_id = gone.conversation_id`);
}
