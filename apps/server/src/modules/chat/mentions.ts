import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type ChatMention, chatMembers, users } from '../../db/schema';
import { CHAT_MENTIONS_MAX } from '@wob/validation';

// Mentions in group messages (`@Name`): the sender names up to CHAT_MENTIONS_MAX uids; a send
// keeps those of the group's active members other than the sender (live accounts), with the
// name they had when mentioned, in the message's data (the wire's `metadata.mentions`).
// Read under the send batch's locks, so a member kicked a moment earlier is not kept. Who is
// then notified (not muted, no block either way) is notifications/mention-store.ts.

/** The active, live members among the mentioned people of some groups, by `mentionKey`. */
export async function readMentionable(
  tx: Queryable,
  wanted: readonly { conversationId: string; uids: readonly string[] }[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const conversations = [...new Set(wanted.map((w) => w.conversationId))];
  const uids = [...new Set(wanted.flatMap((w) => w.uids))];
  if (conversations.length === 0 || uids.length === 0) return names;
  const rows = await tx
    .select({
      conversationId: chatMembers.conversationId,
      userId: chatMembers.userId,
      name: users.name,
    })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(
      and(
        inArray(chatMembers.conversationId, conversations),
        inArray(chatMembers.userId, uids),
        isNotNull(chatMembers.scope),
        isNull(users.deletedAt),
        isNull(users.anonymisedAt),
      ),
    );
  for (const row of rows) names.set(mentionKey(row.conversationId, row.userId), row.name);
  return names;
}

export const mentionKey = (conversationId: string, uid: string) => `${conversationId}\n${uid}`;

/** The mentions a group send keeps: distinct, mentionable, not the sender, in the given order. */
export function keptMentions(
  names: ReadonlyMap<string, string>,
  conversationId: string,
  senderId: string,
  uids: readonly string[],
): ChatMention[] {
  const kept: ChatMention[] = [];
  for (const uid of new Set(uids)) {
    const name = names.get(mentionKey(conversationId, uid));
    if (uid === senderId || name === undefined) continue;
    kept.push({ uid, name });
    if (kept.length === CHAT_MENTIONS_MAX) break;
  }
  return kept;
}
