import type { BoardPage, Comment, RepliesPage } from '@wob/api';
import { BoardPageSchema, RepliesPageSchema } from '@wob/api';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { server, useTestServer } from '../../test/harness';
import { type BoardClient, insertBubble, signUpClient } from '../../test/bubbles';

useTestServer();

const client = (overrides: Record<string, unknown> = {}) => signUpClient(server, overrides);

async function bubbleOf(owner: BoardClient, members: BoardClient[] = [], isPrivate = false) {
  const specs = members.map((member) => ({ userId: member.user.id }));
  return (await insertBubble(server, owner.user, { isPrivate, members: specs })).id;
}

/** Posts a comment a second after the previous one, so the order is the posting order. */
async function comment(by: BoardClient, bubble: string, text: string): Promise<Comment> {
  server.clock.advance(1000);
  const response = await by.post('/api/bubble/add-comment', { bubble, comment: text });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.comment;
}

async function reply(by: BoardClient, commentID: string, text: string) {
  server.clock.advance(1000);
  const response = await by.post('/api/bubble/add-reply', { commentID, comment: text });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.reply;
}

async function board(by: BoardClient, bubble: string, query: Record<string, string> = {}) {
  const response = await by.get('/api/bubble/get-board', { bubble, ...query });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(BoardPageSchema, response.json().data) as BoardPage;
}

async function replies(by: BoardClient, id: string, query: Record<string, string> = {}) {
  const response = await by.get('/api/bubbles/get-replies', { id, ...query });
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(RepliesPageSchema, response.json().data) as RepliesPage;
}

describe('the board, paged as spec section 4 says', () => {
  it('answers 5 comments newest first, then 8, 11 and all 12 as the limit grows by 3', async () => {
    const owner = await client();
    const bubble = await bubbleOf(owner);
    const posted: string[] = [];
    for (let n = 1; n <= 12; n += 1)
      posted.push((await comment(owner, bubble, `Comment ${n}`))._id);
    const newestFirst = [...posted].reverse();

    const first = await board(owner, bubble);
    expect(first).toMatchObject({
      page: 1,
      limit: 5,
      totalDocs: 12,
      totalPages: 3,
      hasNextPage: true,
      moreComments: true,
    });
    expect(first.docs.map((doc) => doc._id)).toEqual(newestFirst.slice(0, 5));
    expect(first.docs[0]?.comment).toBe('Comment 12');

    for (const limit of [8, 11]) {
      const grown = await board(owner, bubble, { page: '1', limit: String(limit) });
      expect(grown.docs.map((doc) => doc._id)).toEqual(newestFirst.slice(0, limit));
      expect(grown.hasNextPage).toBe(true);
    }
    const all = await board(owner, bubble, { page: '1', limit: '14' });
    expect(all.docs.map((doc) => doc._id)).toEqual(newestFirst);
    expect(all).toMatchObject({ hasNextPage: false, moreComments: false, totalPages: 1 });

    // Plain pages work too.
    const second = await board(owner, bubble, { page: '2', limit: '5' });
    expect(second.docs.map((doc) => doc._id)).toEqual(newestFirst.slice(5, 10));
  });

  it('shows each comment with its first 3 replies, the count, and seeMore', async () => {
    const owner = await client();
    const member = await client({ name: 'Replying Member' });
    const bubble = await bubbleOf(owner, [member]);
    const busy = await comment(owner, bubble, 'Busy thread');
    const replyIds: string[] = [];
    for (let n = 1; n <= 7; n += 1)
      replyIds.push((await reply(member, busy._id, `Reply ${n}`))._id);
    const exact = await comment(owner, bubble, 'Three replies');
    for (let n = 1; n <= 3; n += 1) await reply(member, exact._id, `Short ${n}`);
    const quiet = await comment(owner, bubble, 'No replies');

    const page = await board(owner, bubble);
    const byId = new Map(page.docs.map((doc) => [doc._id, doc]));
    expect(byId.get(busy._id)).toMatchObject({ replyCount: 7, seeMore: true });
    expect(byId.get(busy._id)?.replies.map((r) => r._id)).toEqual(replyIds.slice(0, 3));
    expect(byId.get(busy._id)?.replies[0]).toEqual({
      _id: replyIds[0],
      commentID: busy._id,
      replyID: replyIds[0],
      comment: 'Reply 1',
      dateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      commentBy: {
        user: { _id: member.user.id, name: 'Replying Member', avatar: expect.any(String) },
      },
    });
    expect(byId.get(exact._id)).toMatchObject({ replyCount: 3, seeMore: false });
    expect(byId.get(quiet._id)).toMatchObject({ replyCount: 0, seeMore: false, replies: [] });
  });

  it('pages replies oldest first: 3, then 6, then all 7 with seeMore turning false', async () => {
    const owner = await client();
    const bubble = await bubbleOf(owner);
    const thread = await comment(owner, bubble, 'Thread');
    const replyIds: string[] = [];
    for (let n = 1; n <= 7; n += 1) replyIds.push((await reply(owner, thread._id, `R${n}`))._id);

    const first = await replies(owner, thread._id);
    expect(first).toMatchObject({
      commentID: thread._id,
      page: 1,
      limit: 3,
      totalDocs: 7,
      hasNextPage: true,
      seeMore: true,
    });
    expect(first.docs.map((doc) => doc._id)).toEqual(replyIds.slice(0, 3));
    const six = await replies(owner, thread._id, { page: '1', limit: '6' });
    expect(six.docs.map((doc) => doc._id)).toEqual(replyIds.slice(0, 6));
    expect(six.seeMore).toBe(true);
    const nine = await replies(owner, thread._id, { page: '1', limit: '9' });
    expect(nine.docs.map((doc) => doc._id)).toEqual(replyIds);
    expect(nine).toMatchObject({ seeMore: false, hasNextPage: false });
  });

  it('attaches a reply to a reply to the top comment (one level deep)', async () => {
    const owner = await client();
    const bubble = await bubbleOf(owner);
    const top = await comment(owner, bubble, 'Top');
    const first = await reply(owner, top._id, 'First');
    const second = await reply(owner, first._id, 'Answering the first reply');
    expect(second.commentID).toBe(top._id);
    const all = await replies(owner, top._id);
    expect(all.docs.map((doc) => doc.comment)).toEqual(['First', 'Answering the first reply']);
    // A reply has no replies of its own to page.
    const response = await owner.get('/api/bubbles/get-replies', { id: first._id });
    expect(response.statusCode).toBe(404);
  });

  it('answers an empty first page for a quiet board', async () => {
    const owner = await client();
    const bubble = await bubbleOf(owner);
    expect(await board(owner, bubble)).toEqual({
      docs: [],
      totalDocs: 0,
      page: 1,
      limit: 5,
      totalPages: 0,
      hasNextPage: false,
      moreComments: false,
    });
  });

  it('leaves out the comments and replies of deleted accounts, counts included', async () => {
    const owner = await client();
    const leaving = await client();
    const bubble = await bubbleOf(owner, [leaving]);
    const kept = await comment(owner, bubble, 'Kept');
    await reply(leaving, kept._id, 'Gone soon');
    await reply(owner, kept._id, 'Stays');
    const gone = await comment(leaving, bubble, 'Gone soon too');
    const deleted = await leaving.post('/api/delete-account', {});
    expect(deleted.statusCode).toBe(200);

    const page = await board(owner, bubble);
    expect(page.totalDocs).toBe(1);
    expect(page.docs[0]).toMatchObject({ _id: kept._id, replyCount: 1 });
    expect(page.docs[0]?.replies.map((r) => r.comment)).toEqual(['Stays']);
    const response = await owner.get('/api/bubbles/get-replies', { id: gone._id });
    expect(response.statusCode).toBe(404);
  });

  it("shows an author's picture only when they show images to all", async () => {
    const owner = await client();
    const shy = await client({ name: 'Shy Wobler' });
    const bubble = await bubbleOf(owner, [shy]);
    const changed = await shy.post('/api/update-profile', { settings: { showImagesToAll: false } });
    expect(changed.statusCode).toBe(200);
    await comment(owner, bubble, 'With picture');
    await comment(shy, bubble, 'With avatar');
    const [byShy, byOwner] = (await board(owner, bubble)).docs;
    expect(byOwner?.commentBy.user.avatar).toMatch(/^\/media\/[0-9a-f]{24}\?exp=/);
    expect(byShy?.commentBy.user.avatar).toBe(`/media/avatars/${shy.user.id}.svg?v=S`);
  });

  it('keeps a private board from everyone but its active members (404)', async () => {
    const owner = await client();
    const member = await client();
    const pending = await client();
    const stranger = await client();
    const { id: bubble } = await insertBubble(server, owner.user, {
      isPrivate: true,
      members: [{ userId: member.user.id }, { userId: pending.user.id, status: 'pending' }],
    });
    const secret = await comment(member, bubble, 'Members only');
    expect((await board(member, bubble)).totalDocs).toBe(1);
    for (const outsider of [pending, stranger]) {
      const page = await outsider.get('/api/bubble/get-board', { bubble });
      expect(page.statusCode).toBe(404);
      const thread = await outsider.get('/api/bubbles/get-replies', { id: secret._id });
      expect(thread.statusCode).toBe(404);
      expect(thread.json().message).toBe('This comment could not be found.');
    }
  });

  it('answers 404 for a Bubble or comment that does not exist', async () => {
    const caller = await client();
    expect(
      (await caller.get('/api/bubble/get-board', { bubble: 'no-such-bubble' })).statusCode,
    ).toBe(404);
    expect(
      (await caller.get('/api/bubbles/get-replies', { id: 'no-such-comment' })).statusCode,
    ).toBe(404);
  });

  it('refuses a limit above the cap and a page below 1 (422)', async () => {
    const owner = await client();
    const bubble = await bubbleOf(owner);
    const tooMany = await owner.get('/api/bubble/get-board', { bubble, limit: '201' });
    expect(tooMany.statusCode).toBe(422);
    const pageZero = await owner.get('/api/bubble/get-board', { bubble, page: '0' });
    expect(pageZero.statusCode).toBe(422);
  });
});
