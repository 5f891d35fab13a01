import type { Notification } from '@wob/api';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, comments, pollOptions, polls, pollVotes } from '../../db/schema';
import { topics } from '../../platform/realtime/hub';
import { DAY_MS } from '../../platform/clock';
import {
  readOutbox,
  registrationPayload,
  server,
  signUp,
  uniqueEmail,
  useTestServer,
} from '../../test/harness';
import { get, getAs, post, postAs } from '../../test/http';
import {
  createPoll,
  insertBubble,
  insertComments,
  makePremium,
  recordEvents,
  signUpPremium,
  vote,
} from '../../test/bubbles';
import type { ChatMessage } from '@wob/api';
import { CHAT, connect, messagesOf, sendText } from '../chat/chat-test-support';
import { insertGroup, sendToGroup } from '../chat/group-test-support';
import { GROUPS } from '../chat/groups-test-support';
import { allText, download, jsonOf, readyExport, unzip } from '../data-export/test-support';
import {
  actOnPerson,
  actOnReport,
  adminCall,
  queue,
  reportContent,
  signInModerator,
} from './moderation-test-support';

useTestServer();

// Each action's effect as the people concerned notice it, the reporter told, 409 on a second
// handling, the audit entry, and invalid input answered 4xx.

async function bell(who: { token: string; email: string; password: string; id: string }) {
  const answer = await getAs<{ docs: Notification[] }>(server, '/api/notifications/likes/get', who);
  expect(answer.status).toBe(200);
  return answer.data.docs;
}

/** A Bubble by `author` reported by a new member; answers the people and the report's id. */
async function reportedBubble() {
  const author = await signUp(server, { name: 'Author' });
  const reporter = await signUp(server, { name: 'Reporter' });
  const bubble = await insertBubble(server, author);
  expect((await reportContent(server, reporter, { kind: 'bubble', id: bubble.id })).status).toBe(
    200,
  );
  const moderator = await signInModerator(server);
  const report = (await queue(server, moderator, { kind: 'bubble' })).reports.find(
    (r) => r.subjectId === bubble.id,
  );
  if (!report) throw new Error('report not in the queue');
  return { author, reporter, bubble, moderator, reportId: report.id };
}

function login(who: { email: string; password: string }, language: string) {
  return post(
    server.app,
    '/api/login',
    { username: who.email, password: who.password },
    { language },
  );
}

describe('actions on a report', () => {
  it('dismiss: the report is dismissed, the reporter told, a second handling 409, audit written', async () => {
    const { reporter, moderator, reportId } = await reportedBubble();
    const done = await actOnReport(server, moderator, {
      id: reportId,
      action: 'dismiss',
      reason: 'Nothing wrong',
    });
    expect(done.status, done.message).toBe(200);
    expect(done.data.report.status).toBe('dismissed');
    const told = (await bell(reporter)).filter((n) => n.kind === 'reportHandled');
    expect(told).toHaveLength(1);

    const again = await actOnReport(server, moderator, { id: reportId, action: 'warn' });
    expect(again.status).toBe(409);
    expect(again.message).toBe('This report has already been handled.');

    const audit = await adminCall<{
      entries: { action: string; reason: string; admin: { email: string } }[];
    }>(server, moderator, 'GET', '/admin-api/audit', { subjectId: reportId });
    expect(audit.data.entries).toMatchObject([
      { action: 'report.dismiss', reason: 'Nothing wrong', admin: { email: moderator.email } },
    ]);
  });

  it('warn: the person gets a warning in the bell and an e-mail in their language', async () => {
    const { author, moderator, reportId } = await reportedBubble();
    await postAs(server, '/api/update-profile', author, { language: 'da' });
    const done = await actOnReport(server, moderator, {
      id: reportId,
      action: 'warn',
      reason: 'Please be kind',
    });
    expect(done.status, done.message).toBe(200);
    expect(done.data.report.status).toBe('actioned');
    expect(done.data.report.actions).toMatchObject([{ action: 'warn', reason: 'Please be kind' }]);
    const warning = (await bell(author)).find((n) => n.kind === 'moderationWarning');
    expect(warning?.warning).toBe('Please be kind');
    await server.app.wob.tasks.idle();
    const mails = (await readOutbox(server.dataDir)).filter((m) => m.to === author.email);
    // Their language is Danish: the mail is too.
    expect(mails.map((m) => m.subject)).toContain('En advarsel fra Woble');

    // The warning is personal data about them: it is in their data export.
    const ready = await readyExport(server, author);
    const files = unzip((await download(server, ready.downloadUrl ?? '')).rawPayload);
    expect(jsonOf(files, 'moderation.json')).toMatchObject([
      { action: 'warn', reason: 'Please be kind', reportId },
    ]);
    expect(allText(files)).not.toContain(moderator.email);
  });

  it('remove: a message, a comment and a Bubble are gone for another member', async () => {
    const author = await signUp(server, { name: 'Author' });
    const reporter = await signUp(server, { name: 'Reporter' });
    const onlooker = await signUp(server, { name: 'Onlooker' });
    await connect(server, author, reporter);
    const sent = await sendText(server, author, reporter, 'Go away');
    const bubble = await insertBubble(server, author, {
      members: [{ userId: reporter.id }, { userId: onlooker.id }],
    });
    const [commentId] = await insertComments(server, bubble.id, author, 1);
    const moderator = await signInModerator(server);
    for (const [kind, id] of [
      ['message', String(sent.data.id)],
      ['comment', commentId ?? ''],
      ['bubble', bubble.id],
    ] as const) {
      await reportContent(server, reporter, { kind, id });
      const report = (await queue(server, moderator, { kind })).reports.find(
        (r) => r.subjectId === id,
      );
      const done = await actOnReport(server, moderator, { id: report?.id ?? '', action: 'remove' });
      expect(done.status, `${kind}: ${done.message}`).toBe(200);
      expect(done.data.report.contentGone, kind).toBe(true);
      if (kind === 'comment') {
        // Gone from the board another member reads (before the Bubble itself is taken down).
        const board = await getAs<unknown>(server, '/api/bubble/get-board', onlooker, {
          bubble: bubble.id,
        });
        expect(board.status).toBe(200);
        expect(JSON.stringify(board.data)).not.toContain(commentId);
      }
    }
    const messages = await messagesOf(server, reporter, author);
    const message = messages.data.messages.find((m) => String(m.id) === String(sent.data.id));
    expect(message?.deletedAt).toBeTruthy();
    // The Bubble is hidden from its members, and its owner is told in the bell.
    const page = await getAs<unknown>(server, '/api/bubble/get-board', onlooker, {
      bubble: bubble.id,
    });
    expect(page.status).toBe(404);
    expect((await bell(author)).map((n) => n.kind)).toContain('bubbleTakedown');
  });

  it('remove: a reported poll comment takes its poll, options and votes away for everyone', async () => {
    const author = await signUpPremium(server, { name: 'Pollster' });
    const reporter = await signUp(server, { name: 'Reporter' });
    const voter = await signUp(server, { name: 'Voter' });
    const bubble = await insertBubble(server, author, {
      members: [{ userId: reporter.id }, { userId: voter.id }],
    });
    const poll = await createPoll(server, author, bubble, 'Who is the worst?', ['A', 'B']);
    expect((await vote(server, voter, poll, 0)).status).toBe(200);
    const { db } = server.app.wob;
    const [comment] = await db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.pollId, poll.poll_id));
    const commentId = comment?.id ?? '';
    const events = recordEvents(server, topics.bubble(bubble.id));
    await reportContent(server, reporter, { kind: 'comment', id: commentId });
    const moderator = await signInModerator(server);
    const report = (await queue(server, moderator, { kind: 'comment' })).reports.find(
      (r) => r.subjectId === commentId,
    );
    const done = await actOnReport(server, moderator, { id: report?.id ?? '', action: 'remove' });
    expect(done.status, done.message).toBe(200);
    expect(done.data.report.contentGone).toBe(true);
    events.stop();
    // The Bubble's polls no longer list it, for the voter as for its author.
    for (const who of [voter, author]) {
      const list = await getAs<{ docs: { poll_id: string }[] }>(server, '/api/polls/get', who, {
        bubble: bubble.id,
      });
      expect(list.status).toBe(200);
      expect(list.data.docs.map((p) => p.poll_id)).not.toContain(poll.poll_id);
    }
    expect(await db.select().from(polls).where(eq(polls.id, poll.poll_id))).toEqual([]);
    expect(await db.select().from(pollOptions).where(eq(pollOptions.pollId, poll.poll_id))).toEqual(
      [],
    );
    expect(await db.select().from(pollVotes).where(eq(pollVotes.pollId, poll.poll_id))).toEqual([]);
    // Open boards drop it: the poll and its comment are announced deleted.
    expect(events.events).toContainEqual(
      expect.objectContaining({ type: 'poll.deleted', pollId: poll.poll_id, commentId }),
    );
    expect(events.events).toContainEqual(
      expect.objectContaining({ type: 'comment.deleted', commentId }),
    );
  });

  it('remove: a group message is gone though its author has left the group', async () => {
    const owner = await signUp(server, { name: 'Owner' });
    const author = await signUp(server, { name: 'Author' });
    const reporter = await signUp(server, { name: 'Reporter' });
    const guid = await insertGroup(server.app.wob.db, [owner, author, reporter], {
      name: 'Friday run',
    });
    const sent = await sendToGroup(server, author, guid, 'You all run like ducks');
    expect(sent.status, sent.message).toBe(200);
    const id = String(sent.data.id);
    expect((await reportContent(server, reporter, { kind: 'message', id })).status).toBe(200);
    const left = await postAs(server, GROUPS.leave, author, { guid });
    expect(left.status, left.message).toBe(200);

    const moderator = await signInModerator(server);
    const report = (await queue(server, moderator, { kind: 'message' })).reports.find(
      (r) => r.subjectId === id,
    );
    const done = await actOnReport(server, moderator, { id: report?.id ?? '', action: 'remove' });
    expect(done.status, done.message).toBe(200);
    expect(done.data.report.contentGone).toBe(true);
    // Gone for the members who stayed.
    const read = await getAs<{ messages: ChatMessage[] }>(server, CHAT.messages, reporter, {
      conversationWith: guid,
      conversationType: 'group',
    });
    expect(read.status).toBe(200);
    const shown = read.data.messages.find((m) => String(m.id) === id);
    expect(shown?.deletedAt).toBeTruthy();
    expect(JSON.stringify(read.data)).not.toContain('You all run like ducks');
  });

  it('remove is refused for a Wobler report (422)', async () => {
    const author = await signUp(server);
    const reporter = await signUp(server);
    await postAs(server, '/api/report/wobler', reporter, { wobler: author.id, reason: 'other' });
    const moderator = await signInModerator(server);
    const report = (await queue(server, moderator, { kind: 'wobler' })).reports.find(
      (r) => r.subjectId === author.id,
    );
    const refused = await actOnReport(server, moderator, {
      id: report?.id ?? '',
      action: 'remove',
    });
    expect(refused.status).toBe(422);
  });

  it('suspend: signed out at once, sign-in refused with until when in both languages, then back', async () => {
    const { author, moderator, reportId } = await reportedBubble();
    const until = new Date(server.clock.now().getTime() + 3 * DAY_MS);
    until.setUTCHours(12, 0, 0, 0);
    const done = await actOnReport(server, moderator, {
      id: reportId,
      action: 'suspend',
      until: until.toISOString(),
    });
    expect(done.status, done.message).toBe(200);
    expect(done.data.report.subjectPerson).toMatchObject({
      state: 'suspended',
      suspendedUntil: until.toISOString(),
    });
    // The old session is refused.
    expect(
      (await get(server.app, '/api/get-user-profile', { token: author.token })).statusCode,
    ).toBe(401);

    const en = await login(author, 'en');
    expect(en.statusCode).toBe(403);
    const enDate = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Copenhagen',
    }).format(until);
    expect(en.json().message).toBe(
      `Your account is suspended until ${enDate}. You cannot log in until then.`,
    );
    const da = await login(author, 'da');
    const daDate = new Intl.DateTimeFormat('da-DK', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Copenhagen',
    }).format(until);
    expect(da.json().message).toBe(
      `Din konto er suspenderet indtil ${daDate}. Du kan ikke logge ind før da.`,
    );

    server.clock.set(new Date(until.getTime() + 1000));
    expect((await login(author, 'en')).statusCode).toBe(200);
  });

  it('ban: signed out, sign-in refused, the e-mail blocked from registering even after deletion; lift unblocks', async () => {
    const { author, moderator, reportId } = await reportedBubble();
    const done = await actOnReport(server, moderator, {
      id: reportId,
      action: 'ban',
      reason: 'Spam',
    });
    expect(done.status, done.message).toBe(200);
    expect(done.data.report.subjectPerson.state).toBe('banned');
    expect(
      (await get(server.app, '/api/get-user-profile', { token: author.token })).statusCode,
    ).toBe(401);
    const refused = await login(author, 'en');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your account has been closed by Woble for breaking the rules.',
    );

    const payload = await registrationPayload(server.clock.now(), {
      email: author.email.toUpperCase(),
    });
    const check = await post(
      server.app,
      '/api/register/check-email',
      { email: author.email },
      { language: 'en' },
    );
    expect(check.statusCode).toBe(422);
    expect(check.json().message).toBe('This e-mail address cannot be used to sign up for Woble.');
    // Even once the account is gone (deleted rows free the address otherwise).
    await server.app.wob.db.execute(
      sql`update users set deleted_at = now() where id = ${author.id}`,
    );
    const again = await post(server.app, '/api/register', payload, { language: 'da' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      'Denne e-mailadresse kan ikke bruges til at oprette en konto på Woble.',
    );

    await server.app.wob.db.execute(
      sql`update users set deleted_at = null where id = ${author.id}`,
    );
    const lifted = await actOnPerson(server, moderator, {
      id: author.id,
      action: 'lift',
      reason: 'Appeal',
    });
    expect(lifted.status, lifted.message).toBe(200);
    expect((await login(author, 'en')).statusCode).toBe(200);
    const other = await post(server.app, '/api/register/check-email', { email: uniqueEmail() });
    expect(other.statusCode).toBe(200);
  });
});

describe('invalid input is a 4xx, never a 500', () => {
  it.each([
    ['unknown report', { id: 'nope', action: 'dismiss' }, 404],
    ['past until', { action: 'suspend', until: '2001-01-01T00:00:00.000Z' }, 422],
    ['until more than a year ahead', { action: 'suspend', until: '2099-01-01T00:00:00.000Z' }, 422],
    ['suspend without until', { action: 'suspend' }, 422],
    ['missing reason', { action: 'warn', reason: '' }, 422],
    ['unknown action', { action: 'explode' }, 422],
  ])('%s', async (_label, payload, status) => {
    const { moderator, reportId } = await reportedBubble();
    const answer = await actOnReport(server, moderator, { id: reportId, ...payload } as never);
    expect(answer.status).toBe(status);
    expect(answer.message).toBeTruthy();
  });

  it('an unknown person is 404, lifting nobody 409', async () => {
    const moderator = await signInModerator(server);
    const member = await signUp(server);
    expect((await actOnPerson(server, moderator, { id: 'nope', action: 'warn' })).status).toBe(404);
    expect((await actOnPerson(server, moderator, { id: member.id, action: 'lift' })).status).toBe(
      409,
    );
  });
});

describe('people and sessions', () => {
  it('finds a person, shows their page and revokes one or all sessions (audit-logged)', async () => {
    const member = await signUp(server, { name: 'Findable Frida' });
    // A second sign-in from a named browser: the console shows its device.
    const second = await server.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: member.email, password: member.password },
      headers: {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      },
    });
    const secondToken = second.json().token as string;
    const moderator = await signInModerator(server);
    const found = await adminCall<{ people: { id: string; state: string }[] }>(
      server,
      moderator,
      'GET',
      '/admin-api/people',
      { query: 'findable fri' },
    );
    expect(found.data.people).toMatchObject([{ id: member.id, state: 'active' }]);
    await makePremium(server, member);
    const page = await adminCall<{
      person: { name: string; premium: boolean; state: string };
      sessions: { id: string; device: string }[];
    }>(server, moderator, 'GET', '/admin-api/person', { id: member.id });
    expect(page.data.person).toMatchObject({
      name: 'Findable Frida',
      premium: true,
      state: 'active',
    });
    expect(page.data.sessions.map((session) => session.device).sort()).toEqual([
      '',
      'Firefox · Linux',
    ]);
    const one = await adminCall<{ sessions: unknown[] }>(
      server,
      moderator,
      'POST',
      '/admin-api/person/revoke-sessions',
      {
        id: member.id,
        session: page.data.sessions[0]?.id,
        reason: 'Lost phone',
      },
    );
    expect(one.status).toBe(200);
    expect(one.data.sessions).toHaveLength(1);
    // Newest first: the second entry a second later.
    server.clock.advance(1000);
    const all = await adminCall<{ sessions: unknown[] }>(
      server,
      moderator,
      'POST',
      '/admin-api/person/revoke-sessions',
      {
        id: member.id,
        reason: 'Account taken over',
      },
    );
    expect(all.data.sessions).toHaveLength(0);
    expect(
      (await get(server.app, '/api/get-user-profile', { token: secondToken })).statusCode,
    ).toBe(401);
    const audit = await adminCall<{ entries: { action: string }[] }>(
      server,
      moderator,
      'GET',
      '/admin-api/audit',
      { subjectId: member.id },
    );
    expect(audit.data.entries.map((e) => e.action)).toEqual([
      'person.revoke-sessions',
      'person.revoke-session',
    ]);
  });
});

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const { moderator, reportId } = await reportedBubble();
    await actOnReport(server, moderator, { id: reportId, action: 'dismiss' });
    const { db } = server.app.wob;
    // The driver wraps the database's error: its cause carries the trigger's message.
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await db.execute(statement);
        return 'accepted';
      } catch (error) {
        const cause = (error as { cause?: { message?: string } }).cause;
        return `${(error as Error).message} ${cause?.message ?? ''}`;
      }
    };
    expect(await refusal(sql`update ${auditLog} set reason = 'changed'`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from ${auditLog}`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate ${auditLog}`)).toMatch(/append-only/);
    const [count] = (
      (await db.execute(sql`select count(*)::int as n from ${auditLog}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(count?.n).toBeGreaterThan(0);
  });
});
