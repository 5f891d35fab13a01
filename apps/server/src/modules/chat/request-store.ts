import { and, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chatMessages, chatRequests } from '../../db/schema';
import { conversationIdOf } from './ids';
import { NEXT_SEQ } from './store';

// Chat SQL of message requests: opened by a first message, accepted, or rejected by
// Reject & Block.

/** Opens (or keeps) the caller's request, adding one waiting message when `addMessage`. */
export async function openRequest(
  tx: Queryable,
  senderId: string,
  receiverId: string,
  at: Date,
  addMessage: boolean,
): Promise<void> {
  await openRequests(tx, [{ senderId, receiverId, added: addMessage ? 1 : 0 }], at);
}

/** Opens (or keeps) requests, each with `added` more waiting messages. */
export async function openRequests(
  tx: Queryable,
  requests: readonly { senderId: string; receiverId: string; added: number }[],
  at: Date,
): Promise<void> {
  if (requests.length === 0) return;
  await tx
    .insert(chatRequests)
    .values(
      requests.map(({ senderId, receiverId, added }) => ({
        senderId,
        receiverId,
        state: 'waiting',
        count: added,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [chatRequests.senderId, chatRequests.receiverId],
      set: {
        count: sql`${sql.raw('"chat_requests"."count"')} + excluded.count`,
        updatedAt: at,
      },
    });
}

/**
 * Accepts `senderId`'s request to `receiverId` (waiting or rejected): the waiting messages
 * become ordinary ones, each with a new seq. Answers whether anything changed.
 */
export async function acceptRequest(
  tx: Queryable,
  senderId: string,
  receiverId: string,
  at: Date,
): Promise<boolean> {
  const changed = await tx
    .update(chatRequests)
    .set({ state: 'accepted', count: 0, updatedAt: at })
    .where(
      and(
        eq(chatRequests.senderId, senderId),
        eq(chatRequests.receiverId, receiverId),
        ne(chatRequests.state, 'accepted'),
      ),
    )
    .returning({ senderId: chatRequests.senderId });
  if (changed.length === 0) return false;
  await tx
    .update(chatMessages)
    .set({ requested: false, seq: NEXT_SEQ })
    .where(
      and(
        eq(chatMessages.conversationId, conversationIdOf(senderId, receiverId)),
        eq(chatMessages.senderId, senderId),
        eq(chatMessages.requested, true),
      ),
    );
  return true;
}

/** Reject & Block: the blocked person's waiting request to the blocker is declined. */
export async function rejectRequest(
  tx: Queryable,
  senderId: string,
  receiverId: string,
  at: Date,
): Promise<void> {
  await tx
    .update(chatRequests)
    .set({ state: 'rejected', updatedAt: at })
    .where(
      and(
        eq(chatRequests.senderId, senderId),
        eq(chatRequests.receiverId, receiverId),
        eq(chatRequests.state, 'waiting'),
      ),
    );
}
