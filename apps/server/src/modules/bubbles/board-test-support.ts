import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../db/client';
import { bubbles, comments, memberships, polls } from '../../db/schema';
import { newId } from '../../platform/crypto';
import type { SignedUp } from '../../test/harness';

// Test support for the board's tests (and the junk-input test): Bubbles and memberships
// written straight into the database, so the board is tested on its own, and callers that
// each come from their own IP address, so the posting rate limit counts per test user.

export interface MemberSpec {
  userId: string;
  role?: 'owner' | 'moderator' | 'member';
  status?: 'active' | 'pending';
}

/** A Bubble owned by `ownerId` (an active owner) with the given members; answers its id. */
export async function insertTestBubble(
  db: Queryable,
  options: { ownerId: string; isPrivate?: boolean; members?: MemberSpec[]; at: Date },
): Promise<string> {
  const id = newId();
  const name = `Board test ${id}`;
  await db.insert(bubbles).values({
    id,
    name,
    nameKey: name.toLowerCase(),
    slug: `board-test-${id}`,
    title: 'A Bubble for board tests',
    circleColor: '#336699',
    isPrivate: options.isPrivate ?? false,
    createdBy: options.ownerId,
    sortKey: name.toLowerCase(),
    createdAt: options.at,
    updatedAt: options.at,
  });
  const rows = [{ userId: options.ownerId, role: 'owner' as const }, ...(options.members ?? [])];
  await db.insert(memberships).values(
    rows.map((member) => {
      const status = member.status ?? 'active';
      return {
        bubbleId: id,
        userId: member.userId,
        role: member.role ?? 'member',
        status,
        joinedAt: options.at,
        activatedAt: status === 'active' ? options.at : null,
      };
    }),
  );
  return id;
}

/** A poll with its poll comment, as the polls module writes them; answers both ids. */
export async function insertTestPollComment(
  db: Queryable,
  options: { bubbleId: string; authorId: string; at: Date },
): Promise<{ pollId: string; commentId: string }> {
  const pollId = newId();
  const commentId = newId();
  await db.insert(polls).values({
    id: pollId,
    bubbleId: options.bubbleId,
    authorId: options.authorId,
    question: 'Coffee or tea?',
    createdAt: options.at,
  });
  await db.insert(comments).values({
    id: commentId,
    bubbleId: options.bubbleId,
    authorId: options.authorId,
    pollId,
    createdAt: options.at,
  });
  return { pollId, commentId };
}

let addresses = 0;

/** A signed-in caller with an IP address of their own. */
export interface BoardClient {
  user: SignedUp;
  post(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  get(url: string, query: Record<string, string>): Promise<LightMyRequestResponse>;
}

export function boardClient(app: FastifyInstance, user: SignedUp): BoardClient {
  addresses += 1;
  const remoteAddress = `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
  const headers = { authorization: `Bearer ${user.token}`, 'accept-language': 'en' };
  return {
    user,
    post: (url, payload) =>
      app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress }),
    get: (url, query) => app.inject({ method: 'GET', url, query, headers, remoteAddress }),
  };
}

/** A comment written straight into the database; answers its id. */
export async function insertTestComment(
  db: Queryable,
  options: { bubbleId: string; authorId: string; text: string; at: Date },
): Promise<string> {
  const id = newId();
  await db.insert(comments).values({
    id,
    bubbleId: options.bubbleId,
    authorId: options.authorId,
    text: options.text,
    createdAt: options.at,
  });
  return id;
}
