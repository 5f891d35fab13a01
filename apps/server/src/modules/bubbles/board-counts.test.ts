import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bubbleBoardCounts, bubbles, comments, users } from '../../db/schema';
import { server, useTestServer } from '../../test/harness';
import {
  type BoardClient,
  insertBubble,
  insertComments,
  insertPollComment,
  signUpClient,
} from '../../test/bubbles';

// The board's paging total comes from bubble_board_counts, which triggers keep (migration
// 0004). Every way a top-level comment appears or leaves the board must move it, whoever
// writes the rows.

useTestServer();

const client = () => signUpClient(server);

async function totalDocs(by: BoardClient, bubble: string): Promise<number> {
  const response = await by.get('/api/bubble/get-board', { bubble });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.totalDocs;
}

async function storedCount(bubble: string): Promise<number | undefined> {
  const [row] = await server.app.wob.db
    .select({ n: bubbleBoardCounts.comments })
    .from(bubbleBoardCounts)
    .where(eq(bubbleBoardCounts.bubbleId, bubble));
  return row?.n;
}

async function post(by: BoardClient, bubble: string, text: string): Promise<string> {
  server.clock.advance(1000);
  const response = await by.post('/api/bubble/add-comment', { bubble, comment: text });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.comment._id;
}

describe('the board total kept by the database', () => {
  it('counts posted, inserted and poll comments, not replies, and drops deleted ones', async () => {
    const owner = await client();
    const member = await client();
    const { id: bubble } = await insertBubble(server, owner.user, {
      members: [{ userId: member.user.id }],
    });
    expect(await totalDocs(owner, bubble)).toBe(0);

    const first = await post(owner, bubble, 'First');
    await post(member, bubble, 'Second');
    await insertComments(server, bubble, member.user, 3);
    await insertPollComment(server, bubble, owner.user);
    const replied = await member.post('/api/bubble/add-reply', { commentID: first, comment: 'Hi' });
    expect(replied.statusCode, replied.body).toBe(201);
    expect(await totalDocs(owner, bubble)).toBe(6);

    // The comment goes with its reply; only the comment was on the total.
    const deleted = await owner.post('/api/bubble/delete-comment', { commentID: first });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await totalDocs(owner, bubble)).toBe(5);
    expect(await storedCount(bubble)).toBe(5);
  });

  it('follows an account that is anonymised, deleted, purged while live, or back to live', async () => {
    const owner = await client();
    const anonymised = await client();
    const purged = await client();
    const { id: bubble } = await insertBubble(server, owner.user, {
      members: [{ userId: anonymised.user.id }, { userId: purged.user.id }],
    });
    const { id: other } = await insertBubble(server, anonymised.user);
    await insertComments(server, bubble, owner.user, 2);
    await insertComments(server, bubble, anonymised.user, 3);
    await insertComments(server, other, anonymised.user, 4);
    await insertComments(server, bubble, purged.user, 5);
    expect(await totalDocs(owner, bubble)).toBe(10);
    expect(await storedCount(other)).toBe(4);

    const { db } = server.app.wob;
    const at = server.clock.now();
    await db.update(users).set({ anonymisedAt: at }).where(eq(users.id, anonymised.user.id));
    expect(await totalDocs(owner, bubble)).toBe(7);
    expect(await storedCount(other)).toBe(0);
    // Already gone: deleting the anonymised account as well changes nothing.
    await db.update(users).set({ deletedAt: at }).where(eq(users.id, anonymised.user.id));
    expect(await totalDocs(owner, bubble)).toBe(7);
    await db
      .update(users)
      .set({ deletedAt: null, anonymisedAt: null })
      .where(eq(users.id, anonymised.user.id));
    expect(await totalDocs(owner, bubble)).toBe(10);
    expect(await storedCount(other)).toBe(4);

    // A live account's row removed outright: its comments cascade away with it.
    await db.delete(users).where(eq(users.id, purged.user.id));
    expect(await totalDocs(owner, bubble)).toBe(5);
    expect(await storedCount(bubble)).toBe(5);
  });

  it('counts a deleted account once, through delete-account and its later purge', async () => {
    const owner = await client();
    const leaving = await client();
    const { id: bubble } = await insertBubble(server, owner.user, {
      members: [{ userId: leaving.user.id }],
    });
    await post(owner, bubble, 'Stays');
    await post(leaving, bubble, 'Goes');
    expect(await totalDocs(owner, bubble)).toBe(2);
    const deleted = await leaving.post('/api/delete-account', {});
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await totalDocs(owner, bubble)).toBe(1);
    await server.app.wob.db.delete(users).where(eq(users.id, leaving.user.id));
    expect(await totalDocs(owner, bubble)).toBe(1);
    expect(
      await server.app.wob.db.select().from(comments).where(eq(comments.bubbleId, bubble)),
    ).toHaveLength(1);
  });

  it('leaves no count behind when the Bubble is deleted with its board', async () => {
    const owner = await client();
    const { id: bubble } = await insertBubble(server, owner.user);
    await insertComments(server, bubble, owner.user, 3);
    expect(await storedCount(bubble)).toBe(3);
    await server.app.wob.db.delete(bubbles).where(eq(bubbles.id, bubble));
    expect(await storedCount(bubble)).toBeUndefined();
  });
});
