import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chatGroups, chatMembers, notifications, users } from '../../db/schema';
import { type Created, insertRows, liveRecipient, noBlockBetween } from './bubble-store';

// SQL of the mention notifications: `actorId` mentioned members of the group chat `guid` in a
// message. Recorded in the send's own transaction (chat/send-queue.ts), each recipient checked
// in the same statement: still an active member, a live account, 'receive notifications' on
// (the product's one mute of notifications), and no block either way. One entry per
// recipient, actor and group: a new mention brings it back to the top of the bell, unseen.
// Mentions are told in the bell only, never by e-mail (they are recorded as mailed).

export async function insertMentions(
  tx: Queryable,
  mention: { actorId: string; guid: string; uids: readonly string[]; at: Date },
): Promise<Created[]> {
  const uids = [...new Set(mention.uids)].filter((uid) => uid !== mention.actorId);
  if (uids.length === 0) return [];
  const at = mention.at.toISOString();
  const member = sql.raw('m.user_id');
  return insertRows(
    tx,
    sql`insert into ${notifications} (id, user_id, actor_id, kind, chat_group_id, created_at, mailed_at)
      select substr(replace(gen_random_uuid()::text, '-', ''), 1, 24), m.user_id, ${mention.actorId},
        'mention', g.guid, ${at}::timestamptz, ${at}::timestamptz
      from ${chatGroups} g
      join ${chatMembers} m on m.conversation_id = g.conversation_id and m.scope is not null
      join ${users} u on u.id = m.user_id
      where g.guid = ${mention.guid}
        and m.user_id in (select unnest(${sql.param(uids)}::text[]))
        and m.user_id <> ${mention.actorId}
        and u.receive_notifications
        and ${liveRecipient(member)}
        and ${noBlockBetween(member, sql`${mention.actorId}`)}
      on conflict (user_id, actor_id, kind, coalesce(bubble_id, ''), coalesce(comment_id, ''),
        coalesce(chat_group_id, ''))
      do update set created_at = excluded.created_at, seen_at = null, mailed_at = excluded.mailed_at
      returning id, user_id`,
  );
}

/**
 * The recipient's "Download my data" ZIP is ready: one entry per person (they are its actor),
 * a new export brings it back to the top, unseen. Told by its own e-mail, so never in the
 * digest (recorded as mailed).
 */
export async function insertDataExportReady(
  tx: Queryable,
  ready: { userId: string; at: Date },
): Promise<Created[]> {
  const at = ready.at.toISOString();
  return insertRows(
    tx,
    sql`insert into ${notifications} (id, user_id, actor_id, kind, created_at, mailed_at)
      select substr(replace(gen_random_uuid()::text, '-', ''), 1, 24), ${ready.userId},
        ${ready.userId}, 'dataExport', ${at}::timestamptz, ${at}::timestamptz
      where ${liveRecipient(sql`${ready.userId}`)}
      on conflict (user_id, actor_id, kind, coalesce(bubble_id, ''), coalesce(comment_id, ''),
        coalesce(chat_group_id, ''))
      do update set created_at = excluded.created_at, seen_at = null, mailed_at = excluded.mailed_at
      returning id, user_id`,
  );
}

/**
 * The operator took down a Bubble the recipient owns: one entry per Bubble (the owner is its
 * actor), shown while the Bubble stays down (stillRelevant). Never in the e-mail digest.
 */
export async function insertBubbleTakedown(
  tx: Queryable,
  takedown: { userId: string; bubbleId: string; at: Date },
): Promise<Created[]> {
  const at = takedown.at.toISOString();
  return insertRows(
    tx,
    sql`insert into ${notifications} (id, user_id, actor_id, kind, bubble_id, created_at, mailed_at)
      select substr(replace(gen_random_uuid()::text, '-', ''), 1, 24), ${takedown.userId},
        ${takedown.userId}, 'bubbleTakedown', ${takedown.bubbleId}, ${at}::timestamptz,
        ${at}::timestamptz
      where ${liveRecipient(sql`${takedown.userId}`)}
      on conflict (user_id, actor_id, kind, coalesce(bubble_id, ''), coalesce(comment_id, ''),
        coalesce(chat_group_id, ''))
      do update set created_at = excluded.created_at, seen_at = null, mailed_at = excluded.mailed_at
      returning id, user_id`,
  );
}
