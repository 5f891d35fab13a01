import { access } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reports } from '../../db/schema';
import { server, signUp, useTestServer } from '../../test/harness';
import { get, getAs, post, postAs } from '../../test/http';
import { addMember, insertBubble, insertComments } from '../../test/bubbles';
import { connect, sendText } from '../chat/chat-test-support';
import { encodeCursor } from './cursor';
import {
  actOnReport,
  adminCall,
  queue,
  reportContent,
  reportDetail,
  signInModerator,
} from './moderation-test-support';

useTestServer();

// Members report a message, a comment, a Bubble and a Wobler; each lands in the one queue
// with its snapshot, which outlives the content.

describe('reporting content', () => {
  it('puts a report of each kind in the queue with its snapshot, kept after the content is deleted', async () => {
    const author = await signUp(server, { name: 'Author Anna' });
    const reporter = await signUp(server, { name: 'Reporter Rasmus' });
    await connect(server, author, reporter);
    const sent = await sendText(server, author, reporter, 'A rude message');
    expect(sent.status, sent.message).toBe(200);
    const bubble = await insertBubble(server, author, { members: [{ userId: reporter.id }] });
    const [commentId] = await insertComments(server, bubble.id, author, 1);
    if (!commentId) throw new Error('no comment');

    const cases = [
      {
        kind: 'message' as const,
        id: String(sent.data.id),
        text: 'A rude message',
        context: 'Author Anna → Reporter Rasmus',
      },
      { kind: 'comment' as const, id: commentId, text: 'Comment 1', context: bubble.name },
      { kind: 'bubble' as const, id: bubble.id, text: 'A Bubble for tests', context: bubble.name },
    ];
    for (const { kind, id } of cases) {
      const answer = await reportContent(server, reporter, { kind, id, details: `About ${kind}` });
      expect(answer.status, `${kind}: ${answer.message}`).toBe(200);
      expect(answer.data).toEqual({ reported: true });
    }
    const wobler = await postAs(server, '/api/report/wobler', reporter, {
      wobler: author.id,
      reason: 'fake-profile',
    });
    expect(wobler.status).toBe(200);

    // The author deletes the message and the comment: the snapshots stay.
    expect(
      (await postAs(server, '/chat-api/messages/delete', author, { id: String(sent.data.id) }))
        .status,
    ).toBe(200);

    const moderator = await signInModerator(server);
    const page = await queue(server, moderator);
    expect(page.openCount).toBe(4);
    for (const { kind, id, text, context } of cases) {
      const summary = page.reports.find((r) => r.kind === kind);
      expect(summary, kind).toMatchObject({
        subjectId: id,
        status: 'open',
        reason: 'inappropriate-content',
        details: `About ${kind}`,
        reporter: { id: reporter.id, name: 'Reporter Rasmus' },
        person: { id: author.id, name: 'Author Anna' },
        excerpt: text,
      });
      const detail = await reportDetail(server, moderator, summary?.id ?? '');
      expect(detail.snapshot).toMatchObject({ text, context });
    }
    const messageReport = page.reports.find((r) => r.kind === 'message');
    expect((await reportDetail(server, moderator, messageReport?.id ?? '')).contentGone).toBe(true);

    // The Wobler's snapshot: the profile's name and picture, the picture a copy served signed.
    const woblerReport = page.reports.find((r) => r.kind === 'wobler');
    const detail = await reportDetail(server, moderator, woblerReport?.id ?? '');
    expect(detail.snapshot.context).toBe('Author Anna');
    expect(detail.snapshot.imageUrls).toHaveLength(1);
    const url = detail.snapshot.imageUrls[0] ?? '';
    expect(url).toMatch(/^\/moderation-media\/mod/);
    const picture = await server.app.inject({ method: 'GET', url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
    const unsigned = await server.app.inject({ method: 'GET', url: url.split('?')[0] ?? '' });
    expect(unsigned.statusCode).toBe(403);
    // The copy is its own file: it stays when the profile picture is removed.
    expect(
      (await post(server.app, '/api/remove-user-image', {}, { token: author.token })).statusCode,
    ).toBeLessThan(500);
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('a second report of the same thing updates the first', async () => {
    const author = await signUp(server);
    const reporter = await signUp(server);
    const bubble = await insertBubble(server, author);
    await reportContent(server, reporter, { kind: 'bubble', id: bubble.id, reason: 'other' });
    const again = await reportContent(server, reporter, {
      kind: 'bubble',
      id: bubble.id,
      reason: 'inappropriate-behaviour',
      details: 'Still bad',
    });
    expect(again.status).toBe(200);
    const moderator = await signInModerator(server);
    const mine = (await queue(server, moderator, { kind: 'bubble' })).reports.filter(
      (r) => r.subjectId === bubble.id,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ reason: 'inappropriate-behaviour', details: 'Still bad' });
  });

  it('refuses content the caller cannot see, unknown content and their own content', async () => {
    const owner = await signUp(server);
    const stranger = await signUp(server);
    const other = await signUp(server);
    const secret = await insertBubble(server, owner, { isPrivate: true });
    const [hidden] = await insertComments(server, secret.id, owner, 1);
    await connect(server, owner, other);
    const privateMessage = await sendText(server, owner, other, 'Between us');

    const refused = [
      { input: { kind: 'comment' as const, id: hidden ?? '' }, who: stranger, status: 404 },
      {
        input: { kind: 'message' as const, id: String(privateMessage.data.id) },
        who: stranger,
        status: 404,
      },
      { input: { kind: 'message' as const, id: '999999999' }, who: stranger, status: 404 },
      { input: { kind: 'message' as const, id: 'not-a-number' }, who: stranger, status: 422 },
      { input: { kind: 'bubble' as const, id: 'nope' }, who: stranger, status: 404 },
      { input: { kind: 'bubble' as const, id: secret.id }, who: owner, status: 403 },
      {
        input: { kind: 'message' as const, id: String(privateMessage.data.id) },
        who: owner,
        status: 403,
      },
    ];
    for (const { input, who, status } of refused) {
      const answer = await reportContent(server, who, input);
      expect(answer.status, JSON.stringify(input)).toBe(status);
      expect(answer.message).toBeTruthy();
    }
    const own = await reportContent(server, owner, { kind: 'bubble', id: secret.id });
    expect(own.message).toBe('You cannot report your own content.');
    // A member of the private Bubble may report its comment.
    await addMember(server, secret, stranger);
    expect(
      (await reportContent(server, stranger, { kind: 'comment', id: hidden ?? '' })).status,
    ).toBe(200);
  });
});

describe('the queue', () => {
  it('filters, pages with a cursor, and refuses a bad cursor with 422', async () => {
    const author = await signUp(server);
    const bubbles = [];
    for (let i = 0; i < 3; i += 1) bubbles.push(await insertBubble(server, author));
    const reporter = await signUp(server);
    for (const bubble of bubbles) {
      await reportContent(server, reporter, { kind: 'bubble', id: bubble.id });
      server.clock.advance(1000);
    }
    const moderator = await signInModerator(server);
    const all = await queue(server, moderator, { kind: 'bubble' });
    const ids = new Set(bubbles.map((b) => b.id));
    // Oldest first.
    expect(all.reports.map((r) => r.subjectId).filter((id) => ids.has(id))).toEqual(
      bubbles.map((b) => b.id),
    );
    expect(all.reports.every((r) => r.kind === 'bubble')).toBe(true);
    const bad = await adminCall(server, moderator, 'GET', '/admin-api/reports', { cursor: 'zzz' });
    expect(bad.status).toBe(422);
    const unknown = await adminCall(server, moderator, 'GET', '/admin-api/report', { id: 'nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('This report could not be found.');
  });

  it('lists open reports oldest first, then handled ones newest handled first, across pages', async () => {
    const author = await signUp(server);
    const bubbles = [];
    for (let i = 0; i < 5; i += 1) bubbles.push(await insertBubble(server, author));
    const reporter = await signUp(server);
    for (const bubble of bubbles) {
      await reportContent(server, reporter, { kind: 'bubble', id: bubble.id });
      server.clock.advance(1000);
    }
    const moderator = await signInModerator(server);
    const idOf = async (bubbleId: string) =>
      (await queue(server, moderator, { kind: 'bubble' })).reports.find(
        (r) => r.subjectId === bubbleId,
      )?.id ?? '';
    // Handled in the order 1st, 3rd, 2nd; the 4th and 5th stay open.
    for (const bubble of [bubbles[0], bubbles[2], bubbles[1]]) {
      const id = await idOf(bubble?.id ?? '');
      expect((await actOnReport(server, moderator, { id, action: 'dismiss' })).status).toBe(200);
      server.clock.advance(1000);
    }
    const expected = [bubbles[3], bubbles[4], bubbles[1], bubbles[2], bubbles[0]].map((b) => b?.id);
    const ids = new Set(expected);
    const mine = (list: { subjectId: string }[]) =>
      list.map((r) => r.subjectId).filter((id) => ids.has(id));
    const all = await queue(server, moderator, { kind: 'bubble' });
    expect(mine(all.reports)).toEqual(expected);
    expect((await queue(server, moderator, { status: 'dismissed' })).reports[0]?.subjectId).toBe(
      bubbles[1]?.id,
    );
    // A page's cursor continues in the same order: from the last open report into the
    // handled ones, and within the handled ones towards older handling.
    const byId = new Map(all.reports.map((r) => [r.subjectId, r]));
    const lastOpen = byId.get(bubbles[4]?.id ?? '');
    const afterOpen = await queue(server, moderator, {
      kind: 'bubble',
      cursor: encodeCursor({ rank: 0, at: lastOpen?.createdAt ?? '', id: lastOpen?.id ?? '' }),
    });
    expect(mine(afterOpen.reports)).toEqual(expected.slice(2));
    const newestHandled = byId.get(bubbles[1]?.id ?? '');
    const afterHandled = await queue(server, moderator, {
      kind: 'bubble',
      cursor: encodeCursor({
        rank: 1,
        at: newestHandled?.updatedAt ?? '',
        id: newestHandled?.id ?? '',
      }),
    });
    expect(mine(afterHandled.reports)).toEqual(expected.slice(3));
    const stale = encodeCursor({ rank: 0, createdAt: lastOpen?.createdAt ?? '', id: 'x' });
    const refused = await adminCall(server, moderator, 'GET', '/admin-api/reports', {
      cursor: stale,
    });
    expect(refused.status).toBe(422);
  });

  it("counts the open reports for the navigation's badge, to moderators only", async () => {
    const author = await signUp(server);
    const reporter = await signUp(server);
    const moderator = await signInModerator(server);
    const count = async () => {
      const answer = await adminCall<{ openCount: number }>(
        server,
        moderator,
        'GET',
        '/admin-api/reports/open-count',
      );
      expect(answer.status).toBe(200);
      return answer.data.openCount;
    };
    const before = await count();
    const bubble = await insertBubble(server, author);
    await reportContent(server, reporter, { kind: 'bubble', id: bubble.id });
    expect(await count()).toBe(before + 1);
    expect((await queue(server, moderator)).openCount).toBe(before + 1);
    const report = (await queue(server, moderator, { kind: 'bubble' })).reports.find(
      (r) => r.subjectId === bubble.id,
    );
    await actOnReport(server, moderator, { id: report?.id ?? '', action: 'dismiss' });
    expect(await count()).toBe(before);
    const asMember = await get(server.app, '/admin-api/reports/open-count', {
      token: reporter.token,
    });
    expect(asMember.statusCode).toBe(401);
  });

  it('marks a report in review (audit-logged), and a member cannot reach the queue', async () => {
    const author = await signUp(server);
    const reporter = await signUp(server);
    const bubble = await insertBubble(server, author);
    await reportContent(server, reporter, { kind: 'bubble', id: bubble.id });
    const moderator = await signInModerator(server);
    const [report] = (await queue(server, moderator)).reports;
    const reviewed = await adminCall<{ report: { status: string } }>(
      server,
      moderator,
      'POST',
      '/admin-api/report/review',
      { id: report?.id },
    );
    expect(reviewed.status).toBe(200);
    expect(reviewed.data.report.status).toBe('in_review');
    const audit = await adminCall<{ entries: { action: string; admin: { email: string } }[] }>(
      server,
      moderator,
      'GET',
      '/admin-api/audit',
      { subjectId: report?.id ?? '' },
    );
    expect(audit.data.entries).toMatchObject([
      { action: 'report.review', admin: { email: moderator.email } },
    ]);
    const asMember = await get(server.app, '/admin-api/reports', { token: reporter.token });
    expect(asMember.statusCode).toBe(401);
    const done = await actOnReport(server, moderator, { id: report?.id ?? '', action: 'dismiss' });
    expect(done.status).toBe(200);
    expect((await getAs(server, '/api/notifications/likes/get', reporter)).status).toBe(200);
  });
});

describe('erasure', () => {
  it("removes the reports about a purged person with their snapshot pictures' files", async () => {
    const author = await signUp(server);
    const reporter = await signUp(server);
    await postAs(server, '/api/report/wobler', reporter, { wobler: author.id, reason: 'other' });
    const { db } = server.app.wob;
    const [row] = await db.select().from(reports).where(eq(reports.targetId, author.id));
    const image = row?.snapshot.images[0];
    if (!image) throw new Error('the report kept no picture');
    const file = server.app.wob.media.absolutePath(image.path);
    await access(file);

    await post(server.app, '/api/delete-account', {}, { token: author.token });
    server.clock.advanceDays(100);
    await server.app.wobExtras.jobs.purgeDeletedAccounts();
    expect(await db.select().from(reports).where(eq(reports.targetId, author.id))).toEqual([]);
    await expect(access(file)).rejects.toThrow();
  });
});
