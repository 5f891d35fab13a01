import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

// What erasing accounts does to groups and to the names other people's messages keep of them,
// in the retention job's transaction (platform/jobs/retention-store.ts): the purge of deleted
// accounts (before the accounts' rows go, so their member rows then cascade away) and the
// anonymisation of inactive ones (their rows stay, their name becomes ''). A group never loses
// its one owner and never counts people who are gone.

/**
 * Before `userIds` are purged: a Bubble's chat whose Bubble goes with them (a Bubble is owned
 * by its creator, `bubbles.created_by` cascades, and has no ownership transfer) is deleted with
 * its messages, as deleting the Bubble deletes it; each other group one of them owns passes to
 * its longest-standing admin, else its longest-standing member, among those who stay (who
 * becomes an admin); a group with nobody left is deleted with its messages. Every group they
 * were in counts them out. No action message: nobody acted, and the person is gone.
 */
export async function handOverGroups(
  tx: Queryable,
  userIds: readonly string[],
  at: Date,
): Promise<void> {
  if (userIds.length === 0) return;
  const ids = sql`${sql.param([...userIds])}::text[]`;
  const when = sql`${at.toISOString()}::timestamptz`;
  // Bubble chats of Bubbles that go with their owner (the chat's owner is the Bubble's).
  await tx.execute(sql`
    delete from chat_conversations c using chat_groups g, bubbles b
    where g.conversation_id = c.id and b.id = g.bubble_id and b.created_by = any(${ids})`);
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

/**
 * When `userIds` are erased (purged or anonymised): the names other people's group messages
 * keep of them — a text's mentions (`data.mentions`, the name they had when mentioned) and an
 * action message's parties (`data.customData.by` / `.on`, "Anna added Peter") — become '', as an
 * anonymised account's own name does. Their own messages need nothing: a purge deletes them
 * (sender_id cascades) and an anonymised sender is shown by their erased name. One pass over
 * the group messages that carry such data (no index: it runs in the hourly retention job).
 */
export async function eraseNamesInMessages(
  tx: Queryable,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  const ids = sql`${sql.param([...userIds])}::text[]`;
  await tx.execute(sql`
    update chat_messages m set data = jsonb_set(m.data, '{mentions}', (
      select jsonb_agg(
        case when e->>'uid' = any(${ids}) then jsonb_set(e, '{name}', '""'::jsonb) else e end
        order by n)
      from jsonb_array_elements(m.data->'mentions') with ordinality as x(e, n)))
    where m.receiver_type = 'group' and jsonb_typeof(m.data->'mentions') = 'array'
      and exists (select 1 from jsonb_array_elements(m.data->'mentions') e
        where e->>'uid' = any(${ids}) and e->>'name' <> '')`);
  for (const party of ['by', 'on'] as const) {
    const path = sql.raw(`'{customData,${party},name}'`);
    await tx.execute(sql`
      update chat_messages m set data = jsonb_set(m.data, ${path}, '""'::jsonb)
      where m.receiver_type = 'group' and m.category = 'action'
        and m.data->'customData'->${party}->>'uid' = any(${ids})
        and m.data->'customData'->${party}->>'name' <> ''`);
  }
}
