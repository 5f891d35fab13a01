import type { GroupScope } from '@wob/validation';
import { type SQL, and, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { blocks, chatGroups, chatMembers, chatMessages, users } from '../../db/schema';
import type { GroupRow } from './group-views';
import type { MessageRow } from './store';
import { chatOpen } from './closed-chats';

// Chat SQL of message search: PostgreSQL full-text search over the text stemmed in Danish and
// in English (the stored column search_document, its GIN index chat_messages_search_idx) or,
// for parts of words such as names, every word of three letters or more inside the text
// (trigrams, chat_messages_text_trgm_idx).

/** The columns of a MessageRow: the stored search document stays in the database. */
const { searchDocument: _document, ...messageColumns } = getTableColumns(chatMessages);

/** Private-use characters that mark the matched words of a headline (never in a snippet). */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

export interface SearchRow {
  message: MessageRow;
  conversationId: string;
  /** One-to-one: the other person; null in a group. */
  peerId: string | null;
  group: (GroupRow & { scope: GroupScope }) | null;
}

/** A LIKE pattern that finds `word` anywhere (its wildcards escaped). */
function containing(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function matches(query: string, words: readonly string[]): SQL {
  // The Danish or the English reading of the query: one tsquery (`||` is its OR), so one
  // condition on the stored document, cheap per row and one scan of its index.
  const stemmed = sql`${chatMessages.searchDocument} @@ (websearch_to_tsquery('danish'::regconfig, ${query})
    || websearch_to_tsquery('english'::regconfig, ${query}))`;
  // Trigrams need three characters: shorter words are left to the stemmed search.
  const parts = words.filter((word) => word.length >= 3);
  if (parts.length === 0) return stemmed;
  const inside = sql.join(
    parts.map((word) => sql`${chatMessages.text} ilike ${containing(word)}`),
    sql` and `,
  );
  return sql`(${stemmed} or (${inside}))`;
}

/**
 * The messages of `userId`'s conversations that match, newest first, before the cursor;
 * `limit + 1` rows tell of a next page. Only what the message list would show them: a group
 * they are an active member of (a chat_members row with a scope: people who left, were kicked
 * or banned have none, so nothing of that group matches, also not what they read before), a
 * one-to-one conversation with a live person they have not blocked (the conversation list's
 * rule), only messages after what they deleted (`cleared_before`), never a deleted message.
 */
export async function searchMessages(
  db: Queryable,
  userId: string,
  query: { text: string; words: readonly string[]; limit: number; before?: number },
): Promise<SearchRow[]> {
  const conditions = [
    eq(chatMembers.userId, userId),
    sql`${chatMessages.id} > ${chatMembers.clearedBefore}`,
    sql`${chatMessages.deletedAt} is null and ${chatMessages.text} is not null`,
    sql`(${chatMembers.scope} is not null or (${users.id} is not null
      and ${users.deletedAt} is null and ${users.anonymisedAt} is null
      and not exists (select 1 from ${blocks}
        where ${blocks.blockerId} = ${userId} and ${blocks.blockedId} = ${chatMembers.peerId})))`,
    matches(query.text, query.words),
    // A Bubble's chat while the Bubble is taken down is closed (closed-chats.ts).
    chatOpen(chatMembers.conversationId),
  ];
  if (query.before !== undefined) conditions.push(lt(chatMessages.id, query.before));
  const rows = await db
    .select({
      message: messageColumns,
      conversationId: chatMembers.conversationId,
      peerId: chatMembers.peerId,
      scope: chatMembers.scope,
      group: {
        guid: chatGroups.guid,
        name: chatGroups.name,
        iconMediaId: chatGroups.iconMediaId,
        type: chatGroups.type,
        ownerId: chatGroups.ownerId,
        bubbleId: chatGroups.bubbleId,
        membersCount: chatGroups.membersCount,
      },
    })
    .from(chatMembers)
    .innerJoin(chatMessages, eq(chatMessages.conversationId, chatMembers.conversationId))
    .leftJoin(users, eq(users.id, chatMembers.peerId))
    .leftJoin(chatGroups, eq(chatGroups.conversationId, chatMembers.conversationId))
    .where(and(...conditions))
    .orderBy(desc(chatMessages.id))
    .limit(query.limit + 1);
  return rows.map((row) => ({
    message: row.message,
    conversationId: row.conversationId,
    peerId: row.peerId,
    group:
      row.scope !== null && row.group
        ? ({ ...row.group, scope: row.scope as GroupScope } as GroupRow & { scope: GroupScope })
        : null,
  }));
}

/**
 * Headlines of these messages' texts for `query`: the Danish one when Danish stemming
 * matched, else the English one; matched words between MARK_START and MARK_END. By id; a
 * text matched only by its parts has no mark (the caller marks those).
 */
export async function headlines(
  db: Queryable,
  ids: readonly number[],
  query: string,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const options = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=2`;
  const clean = sql`translate(${chatMessages.text}, ${MARK_START + MARK_END}, '')`;
  const rows = await db
    .select({
      id: chatMessages.id,
      danish: sql<string>`ts_headline('danish'::regconfig, ${clean}, websearch_to_tsquery('danish'::regconfig, ${query}), ${options})`,
      english: sql<string>`ts_headline('english'::regconfig, ${clean}, websearch_to_tsquery('english'::regconfig, ${query}), ${options})`,
    })
    .from(chatMessages)
    .where(inArray(chatMessages.id, [...ids]));
  return new Map(
    rows.map((row) => [row.id, row.danish.includes(MARK_START) ? row.danish : row.english]),
  );
}
