import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chatMessages, media } from '../../db/schema';
import type { MessageRow } from './store';

// Chat media: the `media` rows of attachments and a conversation's shared media.

export async function insertChatMedia(
  tx: Queryable,
  rows: readonly {
    id: string;
    ownerId: string;
    kind: 'chat-image' | 'chat-video' | 'chat-audio' | 'chat-file';
    mime: string;
    path: string;
    bytes: number;
    createdAt: Date;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(media).values([...rows]);
}

/** Shared media of a conversation, newest first; one more than `limit` tells of a next page. */
export async function listSharedMedia(
  db: Queryable,
  query: {
    conversationId: string;
    clearedBefore: number;
    types: readonly string[];
    before?: number;
    limit: number;
  },
): Promise<MessageRow[]> {
  const conditions = [
    eq(chatMessages.conversationId, query.conversationId),
    inArray(chatMessages.type, [...query.types]),
    sql`${chatMessages.type} in ('image', 'video', 'audio', 'file')`,
    isNull(chatMessages.deletedAt),
    gt(chatMessages.id, query.clearedBefore),
  ];
  if (query.before !== undefined) conditions.push(lt(chatMessages.id, query.before));
  return db
    .select()
    .from(chatMessages)
    .where(and(...conditions))
    .orderBy(desc(chatMessages.id))
    .limit(query.limit + 1);
}

/** Removes media rows; answers their files' paths, for removal after the commit. */
export async function deleteChatMedia(tx: Queryable, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(media)
    .where(inArray(media.id, [...ids]))
    .returning({ path: media.path });
  return rows.map((row) => row.path);
}
