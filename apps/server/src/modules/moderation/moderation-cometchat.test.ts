import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditLog, moderationActions, reports } from '../../db/schema';
import { type SignedUp, server, signUp, useStarted, useTestServer } from '../../test/harness';
import { COMETCHAT_API_KEY, cometchatServerOptions } from '../cometchat/test/cometchat-server';
import {
  type FakeCometChatRest,
  startFakeCometChatRest,
} from '../cometchat/test/fake-cometchat-rest';
import {
  actOnReport,
  queue,
  reportContent,
  reportDetail,
  signInModerator,
} from './moderation-test-support';

// With CometChat as the chat service, messages never reach this server: a report reads the
// message through CometChat's REST API (a stand-in on loopback here) and checks the reporter may
// see it (an end of a one-to-one message, a member of a group message's group); a moderator's
// 'remove' deletes it at CometChat before anything is written. CometChat failing is a 503 with
// nothing stored or changed.

let rest: FakeCometChatRest;

useStarted(
  () => startFakeCometChatRest(COMETCHAT_API_KEY),
  (started) => {
    rest = started;
  },
);

useTestServer(() => cometchatServerOptions(rest.base));

afterEach(() => {
  rest.mode = 'ok';
  rest.failNext = 0;
});

const UNAVAILABLE = 'The chat service could not be reached. Please try again in a moment.';
const NOT_FOUND = 'This message could not be found.';

/** A one-to-one message from `from` to `to` on CometChat, as their SDK would have sent it. */
function directMessage(from: SignedUp, to: SignedUp, text: string) {
  return rest.addMessage({
    sender: { uid: from.id, name: 'Sender' },
    to: { uid: to.id, name: 'Receiver' },
    text,
  });
}

/** A group on CometChat with `members` (the first its owner), as the members made it. */
function cometChatGroup(name: string, members: SignedUp[]) {
  const guid = `g${Math.random().toString(36).slice(2, 12)}`;
  const [owner] = members;
  rest.groups.set(guid, {
    guid,
    name,
    type: 'private',
    owner: owner?.id ?? '',
    metadata: {},
    members: new Map(members.map((m, i) => [m.id, i === 0 ? 'admin' : 'participant'])),
  });
  return guid;
}

async function reportRows(reporter: SignedUp, subjectId: string) {
  return server.app.wob.db
    .select()
    .from(reports)
    .where(and(eq(reports.reporterId, reporter.id), eq(reports.subjectId, subjectId)));
}

/** `reporter` reports the message; answers its report as the console lists it. */
async function reported(reporter: SignedUp, messageId: string) {
  const answer = await reportContent(server, reporter, { kind: 'message', id: messageId });
  expect(answer.status, answer.message).toBe(200);
  const moderator = await signInModerator(server);
  const report = (await queue(server, moderator, { kind: 'message' })).reports.find(
    (r) => r.subjectId === messageId && r.reporter.id === reporter.id,
  );
  if (!report) throw new Error('report not in the queue');
  return { moderator, report };
}

describe('reporting a message on CometChat', () => {
  it('the receiver reports a one-to-one message: its text, both names and its media, a picture copied', async () => {
    const author = await signUp(server, { name: 'Anna' });
    const reporter = await signUp(server, { name: 'Bo' });
    const picture = Buffer.from('a picture the author sent');
    rest.files.set('photo.png', { mime: 'image/png', bytes: picture });
    const video = 'https://example.org/elsewhere/clip.mp4';
    const message = rest.addMessage({
      sender: { uid: author.id, name: 'Anna' },
      to: { uid: reporter.id, name: 'Bo' },
      text: 'Look at this',
      attachments: [
        { url: `${rest.origin}/files/photo.png`, mimeType: 'image/png' },
        { url: video, mimeType: 'video/mp4' },
      ],
    });
    const from = rest.requests.length;

    const { moderator, report } = await reported(reporter, message.id);
    expect(rest.requests.slice(from)[0]).toMatchObject({
      method: 'GET',
      path: `/messages/${message.id}`,
      apikey: COMETCHAT_API_KEY,
    });
    expect(report.person.id).toBe(author.id);
    const detail = await reportDetail(server, moderator, report.id);
    expect(detail.snapshot.context).toBe('Anna → Bo');
    expect(detail.snapshot.text).toBe(
      ['Look at this', `${rest.origin}/files/photo.png`, video].join('\n'),
    );
    expect(detail.snapshot.imageUrls).toHaveLength(1);
    expect(detail.contentGone).toBe(false);
    // The picture is a copy in our storage: it outlives the message at CometChat.
    const [row] = await reportRows(reporter, message.id);
    const [image] = row?.snapshot.images ?? [];
    if (!image) throw new Error('no picture copied');
    const copy = await readFile(server.app.wob.media.absolutePath(image.path));
    expect(copy.equals(picture)).toBe(true);
  });

  it('a member reports a group message: the group is the context', async () => {
    const author = await signUp(server, { name: 'Author' });
    const reporter = await signUp(server, { name: 'Member' });
    const guid = cometChatGroup('Friday run', [author, reporter]);
    const message = rest.addMessage({
      sender: { uid: author.id, name: 'Author' },
      to: { guid, name: 'Friday run' },
      text: 'Nobody wants you here',
    });
    const { moderator, report } = await reported(reporter, message.id);
    const detail = await reportDetail(server, moderator, report.id);
    expect(detail.snapshot).toMatchObject({ text: 'Nobody wants you here', context: 'Friday run' });
    expect(detail.subjectPerson.id).toBe(author.id);
  });

  it('refuses whoever cannot see the message (404), in both languages, and stores nothing', async () => {
    const author = await signUp(server);
    const receiver = await signUp(server);
    const outsider = await signUp(server);
    const direct = directMessage(author, receiver, 'Just between us');
    const guid = cometChatGroup('Closed circle', [author, receiver]);
    const inGroup = rest.addMessage({
      sender: { uid: author.id, name: 'Author' },
      to: { guid, name: 'Closed circle' },
      text: 'Members only',
    });
    // A member who has left the group no longer sees it either.
    rest.groups.get(guid)?.members.delete(receiver.id);
    for (const [who, id] of [
      [outsider, direct.id],
      [outsider, inGroup.id],
      [receiver, inGroup.id],
      [outsider, '999999'],
      [outsider, 'not-a-number'],
    ] as const) {
      const answer = await reportContent(server, who, { kind: 'message', id });
      expect(answer.status, id).toBe(404);
      expect(answer.message).toBe(NOT_FOUND);
      expect(await reportRows(who, id)).toEqual([]);
    }
    const da = await reportContent(server, outsider, { kind: 'message', id: direct.id }, 'da');
    expect(da.status).toBe(404);
    expect(da.message).toBe('Beskeden blev ikke fundet.');
  });

  it("refuses one's own message (403)", async () => {
    const author = await signUp(server);
    const other = await signUp(server);
    const message = directMessage(author, other, 'My own words');
    const answer = await reportContent(server, author, { kind: 'message', id: message.id });
    expect(answer.status).toBe(403);
    expect(answer.message).toBe('You cannot report your own content.');
    expect(await reportRows(author, message.id)).toEqual([]);
  });

  it('answers 503 and stores nothing while CometChat fails', async () => {
    const author = await signUp(server);
    const reporter = await signUp(server);
    const message = directMessage(author, reporter, 'Rude');
    for (const mode of ['server-error', 'not-json', 'key-revoked'] as const) {
      rest.mode = mode;
      const answer = await reportContent(server, reporter, { kind: 'message', id: message.id });
      expect(answer.status, mode).toBe(503);
      expect(answer.message).toBe(UNAVAILABLE);
    }
    rest.mode = 'server-error';
    const da = await reportContent(server, reporter, { kind: 'message', id: message.id }, 'da');
    expect(da.status).toBe(503);
    expect(da.message).toBe('Chattjenesten kunne ikke nås. Prøv igen om lidt.');
    expect(await reportRows(reporter, message.id)).toEqual([]);
  });
});

describe("a moderator's 'remove' of a CometChat message", () => {
  it('deletes it at CometChat for good, then marks the report and writes the audit entry', async () => {
    const author = await signUp(server);
    const reporter = await signUp(server);
    const message = directMessage(author, reporter, 'Go away');
    const { moderator, report } = await reported(reporter, message.id);
    const from = rest.requests.length;

    const done = await actOnReport(server, moderator, { id: report.id, action: 'remove' });
    expect(done.status, done.message).toBe(200);
    expect(done.data.report.status).toBe('actioned');
    expect(done.data.report.contentGone).toBe(true);
    expect(rest.messages.has(message.id)).toBe(false);
    expect(
      rest.requests
        .slice(from)
        .filter((call) => call.method === 'DELETE')
        .map((call) => ({ path: call.path, body: call.body })),
    ).toEqual([{ path: `/messages/${message.id}`, body: { permanent: true } }]);
    // The snapshot keeps what was reported.
    expect(done.data.report.snapshot.text).toBe('Go away');
    const audit = await server.app.wob.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, report.id));
    expect(audit.map((entry) => entry.action)).toEqual(['report.remove']);
  });

  it('fails with 503 while CometChat fails: the report stays open, nothing is written', async () => {
    const author = await signUp(server);
    const reporter = await signUp(server);
    const message = directMessage(author, reporter, 'Still here');
    const { moderator, report } = await reported(reporter, message.id);

    rest.mode = 'server-error';
    const refused = await actOnReport(server, moderator, { id: report.id, action: 'remove' });
    expect(refused.status).toBe(503);
    expect(refused.message).toBe(UNAVAILABLE);
    rest.mode = 'ok';

    expect(rest.messages.has(message.id)).toBe(true);
    const detail = await reportDetail(server, moderator, report.id);
    expect(detail.status).toBe('open');
    expect(detail.contentGone).toBe(false);
    const { db } = server.app.wob;
    expect(await db.select().from(auditLog).where(eq(auditLog.subjectId, report.id))).toEqual([]);
    expect(
      await db.select().from(moderationActions).where(eq(moderationActions.reportId, report.id)),
    ).toEqual([]);

    // Once CometChat answers again, the same action goes through.
    const done = await actOnReport(server, moderator, { id: report.id, action: 'remove' });
    expect(done.status, done.message).toBe(200);
    expect(rest.messages.has(message.id)).toBe(false);
  });
});
