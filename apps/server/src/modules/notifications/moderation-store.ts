import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notifications } from '../../db/schema';
import { type Created, insertRows, liveRecipient } from './bubble-store';

// SQL of the moderators' two notices in the bell (modules/moderation): a warning to a person,
// with its reason, and "your report was handled" to a reporter, without details. Both are
// about the recipient themselves (they are the actor), written in the moderator's action's
// own transaction, and told whatever 'receive notifications' says: they are not social news.
// One entry per person and kind: a newer one brings it back to the top, unseen. The warning
// goes out by its own e-mail, so neither is ever in the digest (recorded as mailed).

const ON_CONFLICT = sql`on conflict (user_id, actor_id, kind, coalesce(bubble_id, ''),
  coalesce(comment_id, ''), coalesce(chat_group_id, ''))
  do update set created_at = excluded.created_at, seen_at = null, mailed_at = excluded.mailed_at,
    moderation_action_id = excluded.moderation_action_id
  returning id, user_id`;

export async function insertModerationWarning(
  tx: Queryable,
  warning: { userId: string; actionId: string; at: Date },
): Promise<Created[]> {
  const at = warning.at.toISOString();
  return insertRows(
    tx,
    sql`insert into ${notifications} (id, user_id, actor_id, kind, moderation_action_id, created_at, mailed_at)
      select substr(replace(gen_random_uuid()::text, '-', ''), 1, 24), ${warning.userId},
        ${warning.userId}, 'moderationWarning', ${warning.actionId}, ${at}::timestamptz,
        ${at}::timestamptz
      where ${liveRecipient(sql`${warning.userId}`)}
      ${ON_CONFLICT}`,
  );
}

export async function insertReportHandled(
  tx: Queryable,
  handled: { userIds: readonly string[]; at: Date },
): Promise<Created[]> {
  const at = handled.at.toISOString();
  const created: Created[] = [];
  for (const userId of new Set(handled.userIds)) {
    created.push(
      ...(await insertRows(
        tx,
        sql`insert into ${notifications} (id, user_id, actor_id, kind, created_at, mailed_at)
          select substr(replace(gen_random_uuid()::text, '-', ''), 1, 24), ${userId}, ${userId},
            'reportHandled', ${at}::timestamptz, ${at}::timestamptz
          where ${liveRecipient(sql`${userId}`)}
          ${ON_CONFLICT}`,
      )),
    );
  }
  return created;
}
