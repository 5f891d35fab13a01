import { access } from 'node:fs/promises';
import type { Comment, Reply } from '@wob/api';
import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, media, polls } from '../../db/schema';
import { pictureDataUrl, server, useTestServer } from '../../test/harness';
import {
  type BoardClient,
  boardEventsDuring,
  insertBubble,
  insertPollComment,
  signUpClient,
} from '../../test/bubbles';

useTestServer();

const client = (overrides: Record<string, unknown> = {}) => signUpClient(server, overrides);

/** A Bubble with its owner, a moderator and two members (all active), and a bystander. */
async function cast(isPrivate = false) {
  const [owner, moderator, author, member, bystander] = await Promise.all([
    client(),
    client(),
    client(),
    client(),
    client(),
  ]);
  if (!owner || !moderator || !author || !member || !bystander) throw new Error('sign-up failed');
  const { id: bubble } = await insertBubble(server, owner.user, {
    isPrivate,
    members: [
      { userId: moderator.user.id, role: 'moderator' },
      { userId: author.user.id },
      { userId: member.user.id },
    ],
  });
  return { bubble, owner, moderator, author, member, bystander };
}

async function comment(
  by: BoardClient,
  bubble: string,
  extra: Record<string, unknown> = {},
): Promise<Comment> {
  server.clock.advance(1000);
  const response = await by.post('/api/bubble/add-comment', { bubble, comment: 'Hi', ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.comment;
}

async function reply(by: BoardClient, commentID: string): Promise<Reply> {
  server.clock.advance(1000);
  const response = await by.post('/api/bubble/add-reply', { commentID, comment: 'Re' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.reply;
}

const deleteComment = (by: BoardClient, payload: Record<string, unknown>) =>
  by.post('/api/bubble/delete-comment', payload);
const deleteReply = (by: BoardClient, payload: Record<string, unknown>) =>
  by.post('/api/bubble/delete-reply', payload);

async function rowsOf(id: string) {
  return server.app.wob.db
    .select()
    .from(comments)
    .where(or(eq(comments.id, id), eq(comments.parentId, id)));
}

describe('POST /api/bubble/delete-comment', () => {
  it('lets the author delete their comment, its replies going with it', async () => {
    const { bubble, author, member } = await cast();
    const mine = await comment(author, bubble);
    await reply(member, mine._id);
    await reply(author, mine._id);
    const response = await deleteComment(author, { commentID: mine._id, bubble });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'The comment has been deleted.',
      data: { commentID: mine._id },
    });
    expect(await rowsOf(mine._id)).toEqual([]);
    // The Bubble id is optional.
    const other = await comment(author, bubble);
    expect((await deleteComment(author, { commentID: other._id })).statusCode).toBe(200);
  });

  it("lets the owner and a moderator delete anyone's comment", async () => {
    const { bubble, owner, moderator, author } = await cast();
    for (const remover of [owner, moderator]) {
      const theirs = await comment(author, bubble);
      const response = await deleteComment(remover, { commentID: theirs._id, bubble });
      expect(response.statusCode, response.body).toBe(200);
      expect(await rowsOf(theirs._id)).toEqual([]);
    }
  });

  it('refuses other members and outsiders (403) and keeps the comment', async () => {
    const { bubble, author, member, bystander } = await cast();
    const theirs = await comment(author, bubble);
    for (const caller of [member, bystander]) {
      const response = await deleteComment(caller, { commentID: theirs._id, bubble });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(
        'Only its author and the owner and moderators of this Bubble can delete this.',
      );
    }
    expect(await rowsOf(theirs._id)).toHaveLength(1);
  });

  it('answers 404 for an unknown comment, a reply id, or another Bubble named with it', async () => {
    const { bubble, author } = await cast();
    const elsewhere = await cast();
    const mine = await comment(author, bubble);
    const answer = await reply(author, mine._id);
    expect((await deleteComment(author, { commentID: 'no-such-comment' })).statusCode).toBe(404);
    expect((await deleteComment(author, { commentID: answer._id })).statusCode).toBe(404);
    const wrongBubble = await deleteComment(author, {
      commentID: mine._id,
      bubble: elsewhere.bubble,
    });
    expect(wrongBubble.statusCode).toBe(404);
    expect(await rowsOf(mine._id)).toHaveLength(2);
  });

  it("answers 404 for a comment in a private Bubble the caller cannot see, even its owner's elsewhere", async () => {
    const secret = await cast(true);
    const hidden = await comment(secret.author, secret.bubble);
    const hiddenReply = await reply(secret.member, hidden._id);
    // The owner of another Bubble has no rights here, whatever Bubble id they send.
    const stranger = await cast();
    for (const payload of [
      { commentID: hidden._id },
      { commentID: hidden._id, bubble: secret.bubble },
      { commentID: hidden._id, bubble: stranger.bubble },
    ]) {
      const response = await deleteComment(stranger.owner, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This comment could not be found.');
    }
    const replyAttempt = await deleteReply(stranger.owner, {
      commentID: hidden._id,
      replyID: hiddenReply._id,
    });
    expect(replyAttempt.statusCode).toBe(404);
    expect(await rowsOf(hidden._id)).toHaveLength(2);
  });

  it('removes the image row and file with the comment', async () => {
    const { bubble, author, owner } = await cast();
    const pictured = await comment(author, bubble, { imageFile: await pictureDataUrl() });
    const [stored] = await server.app.wob.db
      .select()
      .from(comments)
      .where(eq(comments.id, pictured._id));
    const imageId = String(stored?.imageId);
    const [row] = await server.app.wob.db.select().from(media).where(eq(media.id, imageId));
    const file = server.app.wob.media.absolutePath(String(row?.path));
    await expect(access(file)).resolves.toBeUndefined();

    const response = await deleteComment(owner, { commentID: pictured._id, bubble });
    expect(response.statusCode).toBe(200);
    expect(await server.app.wob.db.select().from(media).where(eq(media.id, imageId))).toEqual([]);
    await expect(access(file)).rejects.toThrow();
    const served = await server.app.inject({ method: 'GET', url: String(pictured.imageFile) });
    expect(served.statusCode).toBe(404);
  });

  it('answers 409 for a poll comment, which goes with its poll', async () => {
    const { bubble, author, owner } = await cast();
    const { pollId, commentId } = await insertPollComment(server, bubble, author.user);
    const listed = await owner.get('/api/bubble/get-board', { bubble });
    expect(listed.json().data.docs[0]).toMatchObject({
      _id: commentId,
      comment: '',
      poll: true,
      pollId,
    });
    for (const caller of [author, owner]) {
      const response = await deleteComment(caller, { commentID: commentId, bubble });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('This comment is a poll. Delete the poll instead.');
    }
    expect(await server.app.wob.db.select().from(polls).where(eq(polls.id, pollId))).toHaveLength(
      1,
    );
  });

  it("publishes 'comment.deleted' after the deletion, and nothing for a refused one", async () => {
    const { bubble, author, member } = await cast();
    const mine = await comment(author, bubble);
    const events = await boardEventsDuring(server, bubble, async () => {
      await deleteComment(member, { commentID: mine._id });
      await deleteComment(author, { commentID: mine._id });
    });
    expect(events).toEqual([{ type: 'comment.deleted', bubbleId: bubble, commentId: mine._id }]);
  });
});

describe('POST /api/bubble/delete-reply', () => {
  it('lets the author, the owner and a moderator delete a reply; others get 403', async () => {
    const { bubble, owner, moderator, author, member } = await cast();
    const top = await comment(member, bubble);
    for (const remover of [author, owner, moderator]) {
      const answer = await reply(author, top._id);
      const response = await deleteReply(remover, { commentID: top._id, replyID: answer._id });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        message: 'The reply has been deleted.',
        data: { commentID: top._id, replyID: answer._id },
      });
    }
    const kept = await reply(author, top._id);
    // Not even the author of the comment it answers.
    const refused = await deleteReply(member, { commentID: top._id, replyID: kept._id });
    expect(refused.statusCode).toBe(403);
    expect(await rowsOf(top._id)).toHaveLength(2);
  });

  it('answers 404 for a reply id that belongs to another comment', async () => {
    const { bubble, author } = await cast();
    const first = await comment(author, bubble);
    const second = await comment(author, bubble);
    const answer = await reply(author, first._id);
    const response = await deleteReply(author, { commentID: second._id, replyID: answer._id });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This reply could not be found.');
    // A comment id is not a reply id either.
    const notReply = await deleteReply(author, { commentID: first._id, replyID: second._id });
    expect(notReply.statusCode).toBe(404);
    expect(await rowsOf(first._id)).toHaveLength(2);
  });

  it("publishes 'reply.deleted' with the comment's new reply count", async () => {
    const { bubble, author } = await cast();
    const top = await comment(author, bubble);
    const first = await reply(author, top._id);
    await reply(author, top._id);
    const events = await boardEventsDuring(server, bubble, async () => {
      const response = await deleteReply(author, { commentID: top._id, replyID: first._id });
      expect(response.statusCode).toBe(200);
    });
    expect(events).toEqual([
      {
        type: 'reply.deleted',
        bubbleId: bubble,
        commentId: top._id,
        replyId: first._id,
        replyCount: 1,
      },
    ]);
  });
});
