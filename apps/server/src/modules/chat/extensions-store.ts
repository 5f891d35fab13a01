import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chatMessageReactions, chatMessages, chatPollVotes } from '../../db/schema';
import { type MessageRow, NEXT_SEQ } from './store';

// SQL of what people do to a message besides answering it: votes in polls and reactions
// (tables of migration 0017). Each change runs under the chat's locks of the message's
// conversation (extensions-change.ts) and gives the message a new seq, so sync finds it.
// Reading: the votes and the reactions of a whole page of messages, one statement each, with
// the facts of the people that their view needs (people/visibility.ts broadcastVisibility).

/** Someone who voted or reacted, with what showing them needs. */
export interface ExtensionPersonRow {
  userId: string;
  name: string;
  pictureId: string | null;
  showImagesToAll: boolean;
  ageRangeEnabled: boolean;
  live: boolean;
  /** They blocked someone or someone blocked them. */
  anyBlock: boolean;
}

export interface VoteRow extends ExtensionPersonRow {
  messageId: number;
  option: number;
}

export interface ReactionRow extends ExtensionPersonRow {
  messageId: number;
  emoji: string;
}

/** A vote, once per person and poll: false when they had voted already (nothing changes). */
export async function insertVote(
  tx: Queryable,
  vote: { messageId: number; userId: string; option: number; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(chatPollVotes)
    .values({
      messageId: vote.messageId,
      userId: vote.userId,
      option: vote.option,
      createdAt: vote.at,
    })
    .onConflictDoNothing()
    .returning({ messageId: chatPollVotes.messageId });
  return rows.length > 0;
}

/** A reaction, once per person and emoji: false when it was there already. */
export async function insertReaction(
  tx: Queryable,
  reaction: { messageId: number; userId: string; emoji: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(chatMessageReactions)
    .values({
      messageId: reaction.messageId,
      userId: reaction.userId,
      emoji: reaction.emoji,
      createdAt: reaction.at,
    })
    .onConflictDoNothing()
    .returning({ messageId: chatMessageReactions.messageId });
  return rows.length > 0;
}

/** Removes a reaction: false when there was none. */
export async function deleteReaction(
  tx: Queryable,
  reaction: { messageId: number; userId: string; emoji: string },
): Promise<boolean> {
  const rows = await tx
    .delete(chatMessageReactions)
    .where(
      and(
        eq(chatMessageReactions.messageId, reaction.messageId),
        eq(chatMessageReactions.userId, reaction.userId),
        eq(chatMessageReactions.emoji, reaction.emoji),
      ),
    )
    .returning({ messageId: chatMessageReactions.messageId });
  return rows.length > 0;
}

/** How many different emoji `userId` put on the message. */
export async function countOwnReactions(
  tx: Queryable,
  messageId: number,
  userId: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::integer` })
    .from(chatMessageReactions)
    .where(
      and(eq(chatMessageReactions.messageId, messageId), eq(chatMessageReactions.userId, userId)),
    );
  return row?.n ?? 0;
}

/** Whether `userId` has reacted with `emoji` to the message. */
export async function hasReaction(
  tx: Queryable,
  reaction: { messageId: number; userId: string; emoji: string },
): Promise<boolean> {
  const rows = await tx
    .select({ messageId: chatMessageReactions.messageId })
    .from(chatMessageReactions)
    .where(
      and(
        eq(chatMessageReactions.messageId, reaction.messageId),
        eq(chatMessageReactions.userId, reaction.userId),
        eq(chatMessageReactions.emoji, reaction.emoji),
      ),
    );
  return rows.length > 0;
}

/** The message, under the locks, when it is not deleted (else undefined). */
export async function findLiveMessage(tx: Queryable, id: number): Promise<MessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)));
  return row;
}

/** A new seq for a message others changed (a vote, a reaction): sync then tells it. */
export async function touchMessage(tx: Queryable, id: number): Promise<MessageRow | undefined> {
  const [row] = await tx
    .update(chatMessages)
    .set({ seq: NEXT_SEQ })
    .where(eq(chatMessages.id, id))
    .returning();
  return row;
}

/** Votes and reactions go with a message deleted for everyone (in its deletion's transaction). */
export async function deleteExtensionsOf(tx: Queryable, messageId: number): Promise<void> {
  await tx.delete(chatPollVotes).where(eq(chatPollVotes.messageId, messageId));
  await tx.delete(chatMessageReactions).where(eq(chatMessageReactions.messageId, messageId));
}

const PERSON_COLUMNS = sql`u.id as user_id, u.name, u.picture_id, u.show_images_to_all,
  u.age_range_enabled, (u.deleted_at is null and u.anonymised_at is null) as live,
  exists (select 1 from blocks b where b.blocker_id = u.id or b.blocked_id = u.id) as any_block`;

interface PersonColumns {
  user_id: string;
  name: string;
  picture_id: string | null;
  show_images_to_all: boolean;
  age_range_enabled: boolean;
  live: boolean;
  any_block: boolean;
}

function personOfRow(row: PersonColumns): ExtensionPersonRow {
  return {
    userId: row.user_id,
    name: row.name,
    pictureId: row.picture_id,
    showImagesToAll: row.show_images_to_all,
    ageRangeEnabled: row.age_range_enabled,
    live: row.live,
    anyBlock: row.any_block,
  };
}

/** The votes of these poll messages, each poll's in the order they were given. */
export async function loadVotes(db: Queryable, ids: readonly number[]): Promise<VoteRow[]> {
  if (ids.length === 0) return [];
  const { rows } = (await db.execute(sql`select v.message_id, v.option, ${PERSON_COLUMNS}
    from chat_poll_votes v join users u on u.id = v.user_id
    where v.message_id = any(${sql.param([...ids])}::bigint[])
    order by v.message_id, v.created_at, v.user_id`)) as unknown as {
    rows: (PersonColumns & { message_id: string | number; option: number })[];
  };
  return rows.map((row) => ({
    ...personOfRow(row),
    messageId: Number(row.message_id),
    option: row.option,
  }));
}

/**
 * The reactions of these messages: each message's emoji in the order they were first used,
 * each emoji's people in the order they reacted.
 */
export async function loadReactions(db: Queryable, ids: readonly number[]): Promise<ReactionRow[]> {
  if (ids.length === 0) return [];
  const { rows } = (await db.execute(sql`select r.message_id, r.emoji, ${PERSON_COLUMNS}
    from chat_message_reactions r join users u on u.id = r.user_id
    where r.message_id = any(${sql.param([...ids])}::bigint[])
    order by r.message_id, min(r.id) over (partition by r.message_id, r.emoji), r.id`)) as unknown as {
    rows: (PersonColumns & { message_id: string | number; emoji: string })[];
  };
  return rows.map((row) => ({
    ...personOfRow(row),
    messageId: Number(row.message_id),
    emoji: row.emoji,
  }));
}
