import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { bubbles, chatGroups } from '../../db/schema';

// A Bubble's chat follows its Bubble's takedown by the operator (README 'A Bubble's chat'):
// while the Bubble is taken down its chat is closed for everyone, its owner too — not found
// (404) to open, read, send, search or follow, and left out of the chat list and the unread
// counts. Nothing is deleted or changed in the chat itself, so a restore brings it back as it
// was. The rule is one SQL predicate on a conversation id, used by every read of the chat's
// groups (group-access.ts, groups-store.ts, groups-kit.ts, conversation-store.ts,
// search-store.ts); a one-to-one conversation has no group row and is never closed.

/** True (SQL) unless `conversationId` is the chat of a Bubble that is taken down. */
export function chatOpen(conversationId: AnyPgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${chatGroups} closed_group
    join ${bubbles} closed_bubble on closed_bubble.id = closed_group.bubble_id
    where closed_group.conversation_id = ${conversationId}
      and closed_bubble.taken_down_at is not null)`;
}

/** Whether the group conversation `conversationId` is closed by its Bubble's takedown. */
export async function isChatClosed(db: Queryable, conversationId: string): Promise<boolean> {
  const { rows } = (await db.execute(
    sql`select ${chatOpen(sql`${conversationId}`)} as open`,
  )) as unknown as { rows: { open: boolean }[] };
  return rows[0]?.open === false;
}
