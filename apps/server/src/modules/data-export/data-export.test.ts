import { readFile } from 'node:fs/promises';
import type { Poll } from '@wob/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema';
import { createBubble, makePremium, pick } from '../../test/bubbles';
import { pictureDataUrl, type SignedUp, server, signUp, useTestServer } from '../../test/harness';
import { postAs } from '../../test/http';
import { acceptCall, callUser, endCall } from '../chat/calls-test-support';
import { connect, sendText } from '../chat/chat-test-support';
import { createPoll, react, vote } from '../chat/extensions-test-support';
import { insertGroup, sendToGroup } from '../chat/group-test-support';
import { bell, like, mailsTo, PATHS, report } from '../relations/test-support';
import { EXPORT_FILES } from './coverage';
import { allText, download, jsonOf, readyExport, unzip } from './test-support';

// "Download my data" for a person with activity in every part of the product, and a second
// person who interacts with them: the ZIP holds every item of the first, and nothing private of
// the second (only their id and name).

useTestServer();

interface Seeded {
  alice: SignedUp;
  bob: SignedUp;
  carol: SignedUp;
  bubbleName: string;
}

const BOB = {
  name: 'Bob Nabo',
  phone: '+45 87 65 43 21',
  address: 'Hemmeligvej 99',
  about: 'Bob private about text',
  birthDate: '1980-02-29',
};

async function seed(): Promise<Seeded> {
  const alice = await signUp(server, { name: 'Alice Export', about: 'Alice about text' });
  const bob = await signUp(server, BOB);
  const carol = await signUp(server, { name: 'Carol Saved' });
  const dave = await signUp(server, { name: 'Dave Blocked' });
  const erin = await signUp(server, { name: 'Erin Reported' });
  await makePremium(server, alice);

  // Bubbles, the board and polls.
  const bubble = await createBubble(server, alice, { name: 'Alice Bubble Export' });
  expect((await pick(server, bob, bubble._id)).status).toBe(200);
  const aliceComment = await postAs<{ comment: { _id: string } }>(
    server,
    '/api/bubble/add-comment',
    alice,
    {
      bubble: bubble._id,
      comment: 'Alice comment on the board',
      imageFile: await pictureDataUrl(),
    },
  );
  expect(aliceComment.status).toBe(201);
  const bobComment = await postAs<{ comment: { _id: string } }>(
    server,
    '/api/bubble/add-comment',
    bob,
    { bubble: bubble._id, comment: 'Bob comment on the board' },
  );
  const reply = await postAs(server, '/api/bubble/add-reply', alice, {
    commentID: bobComment.data.comment._id,
    comment: 'Alice reply to Bob',
  });
  expect(reply.status).toBe(201);
  await postAs(server, '/api/bubble/add-reply', bob, {
    commentID: aliceComment.data.comment._id,
    comment: 'Bob reply to Alice',
  });
  const poll = await postAs<{ poll: Poll }>(server, '/api/polls/create', alice, {
    bubble: bubble._id,
    question: 'Alice asks: coffee or tea?',
    options: ['Coffee', 'Tea'],
  });
  expect(poll.status).toBe(201);
  const [coffee] = poll.data.poll.options;
  const voted = await postAs(server, '/api/vote/cast', alice, {
    poll: poll.data.poll._id,
    option: coffee?._id,
    bubble: bubble._id,
  });
  expect(voted.status).toBe(200);

  // Relations and the bell.
  await like(server, alice, bob);
  await like(server, bob, alice);
  expect((await postAs(server, PATHS.save, alice, { _id: carol.id })).status).toBe(200);
  expect((await postAs(server, PATHS.block, alice, { _id: dave.id })).status).toBe(200);
  expect((await report(server, alice, { wobler: erin.id, reason: 'fake-profile' })).status).toBe(
    200,
  );
  const ticket = await postAs(server, '/api/support/create-ticket', alice, {
    topic: 'bug',
    message: 'Alice support request',
  });
  expect(ticket.status).toBe(201);

  // The chat: messages both ways, a poll, a reaction, a call, a group; and Bob's message to
  // Carol, which is none of Alice's business.
  await connect(server, alice, bob);
  await connect(server, bob, carol);
  expect((await sendText(server, alice, bob, 'Alice says hi to Bob')).status).toBe(200);
  const fromBob = await sendText(server, bob, alice, 'Bob private message to Alice');
  await sendText(server, bob, carol, 'Bob secret message to Carol');
  await react(server, alice, fromBob.data.id, ':heart:');
  const chatPoll = await createPoll(server, alice, {
    receiver: bob.id,
    question: 'Alice chat poll',
  });
  await vote(server, alice, chatPoll.data.id, '1');
  const call = await callUser(server, alice, bob);
  await acceptCall(server, bob, call.data.call.sessionId);
  await endCall(server, alice, call.data.call.sessionId);
  const guid = await insertGroup(server.app.wob.db, [alice, bob], { name: 'Alice Group Chat' });
  expect((await sendToGroup(server, alice, guid, 'Alice in the group')).status).toBe(200);
  await server.app.wob.tasks.idle();
  return { alice, bob, carol, bubbleName: bubble.name };
}

describe('the ZIP of a person with activity everywhere', () => {
  let seeded: Seeded;
  let files: Map<string, Uint8Array>;

  beforeAll(async () => {
    seeded = await seed();
    const ready = await readyExport(server, seeded.alice);
    const answer = await download(server, ready.downloadUrl ?? '');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(String(answer.headers['content-disposition'])).toMatch(/attachment; filename=/);
    files = unzip(answer.rawPayload);
  });

  it('holds every file and a README in Danish and English explaining each', () => {
    for (const name of EXPORT_FILES) expect(files.has(name), name).toBe(true);
    const readme = new TextDecoder().decode(files.get('README.txt'));
    expect(readme).toContain('Dine data fra Woble');
    expect(readme).toContain('Your data from Woble');
    for (const name of EXPORT_FILES) expect(readme).toContain(name);
  });

  it('holds the profile, settings and consents', () => {
    const { alice } = seeded;
    expect(jsonOf(files, 'profile.json')).toMatchObject({
      id: alice.id,
      email: alice.email,
      name: 'Alice Export',
      about: 'Alice about text',
    });
    const settings = jsonOf<{ consents: { kind: string }[]; sessions: unknown[] }>(
      files,
      'settings-and-consents.json',
    );
    expect(settings.consents.map((consent) => consent.kind)).toContain('terms');
    expect(settings.sessions.length).toBeGreaterThan(0);
  });

  it('holds Bubbles, comments, replies, polls and votes', () => {
    const bubbles = jsonOf<{ created: { name: string }[]; memberships: { role: string }[] }>(
      files,
      'bubbles-and-memberships.json',
    );
    expect(bubbles.created.map((bubble) => bubble.name)).toEqual([seeded.bubbleName]);
    expect(bubbles.memberships.map((membership) => membership.role)).toEqual(['owner']);
    const comments = jsonOf<{ text: string; imageMediaId: string | null }[]>(
      files,
      'comments.json',
    );
    expect(comments.map((comment) => comment.text)).toContain('Alice comment on the board');
    expect(comments.find((comment) => comment.imageMediaId)).toBeDefined();
    const replies = jsonOf<{ text: string; inReplyTo: { author: { name: string } } }[]>(
      files,
      'replies.json',
    );
    expect(replies).toEqual([
      expect.objectContaining({
        text: 'Alice reply to Bob',
        inReplyTo: expect.objectContaining({ author: { id: seeded.bob.id, name: BOB.name } }),
      }),
    ]);
    const polls = jsonOf<{ created: unknown[]; votes: unknown[] }>(files, 'polls-and-votes.json');
    expect(polls.created).toEqual([
      expect.objectContaining({
        question: 'Alice asks: coffee or tea?',
        options: ['Coffee', 'Tea'],
      }),
    ]);
    expect(polls.votes).toEqual([expect.objectContaining({ option: 'Coffee' })]);
  });

  it('holds likes, connections, saved Woblers, blocks and reports made', () => {
    const bob = { id: seeded.bob.id, name: BOB.name };
    const likes = jsonOf<{ given: unknown[]; received: unknown[] }>(files, 'likes.json');
    expect(likes.given).toEqual([expect.objectContaining({ kind: 'like', person: bob })]);
    expect(likes.received).toEqual([expect.objectContaining({ person: bob })]);
    expect(jsonOf(files, 'connections.json')).toEqual([expect.objectContaining({ person: bob })]);
    expect(jsonOf(files, 'saved-woblers.json')).toEqual([
      expect.objectContaining({ person: { id: seeded.carol.id, name: 'Carol Saved' } }),
    ]);
    expect(jsonOf(files, 'blocks.json')).toEqual([
      expect.objectContaining({ person: expect.objectContaining({ name: 'Dave Blocked' }) }),
    ]);
    expect(jsonOf(files, 'reports-made.json')).toEqual([
      expect.objectContaining({
        reason: 'fake-profile',
        person: expect.objectContaining({ name: 'Erin Reported' }),
      }),
    ]);
  });

  it('holds the subscription, support requests and notifications', () => {
    const premium = jsonOf<{ subscriptions: { status: string }[] }>(
      files,
      'subscription-and-payments.json',
    );
    expect(premium.subscriptions).toHaveLength(1);
    expect(jsonOf(files, 'support-requests.json')).toEqual([
      expect.objectContaining({ topic: 'bug', message: 'Alice support request' }),
    ]);
    const bellEntries = jsonOf<{ kind: string; person: unknown }[]>(files, 'notifications.json');
    expect(bellEntries.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['like', 'connection', 'reply']),
    );
  });

  it("holds the chat: conversations, one's own messages, reactions, poll votes and calls", () => {
    const conversations = jsonOf<{
      conversations: { with: unknown; group: { name: string } | null }[];
    }>(files, 'chat-conversations.json');
    expect(conversations.conversations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ with: { id: seeded.bob.id, name: BOB.name } }),
        expect.objectContaining({ group: expect.objectContaining({ name: 'Alice Group Chat' }) }),
      ]),
    );
    const messages = jsonOf<{
      sent: { text: string | null }[];
      reactionsGiven: { emoji: string }[];
      pollVotes: { option: number }[];
    }>(files, 'chat-messages.json');
    const texts = messages.sent.map((message) => message.text);
    expect(texts).toEqual(expect.arrayContaining(['Alice says hi to Bob', 'Alice in the group']));
    expect(messages.reactionsGiven).toEqual([expect.objectContaining({ emoji: ':heart:' })]);
    expect(messages.pollVotes).toEqual([expect.objectContaining({ option: 1 })]);
    expect(jsonOf(files, 'chat-calls.json')).toEqual([
      expect.objectContaining({ initiatedByMe: true, status: 'ended', myState: 'joined' }),
    ]);
  });

  it('holds the uploaded files themselves, byte for byte', async () => {
    const rows = await server.app.wob.db
      .select()
      .from(media)
      .where(eq(media.ownerId, seeded.alice.id));
    expect(rows.map((row) => row.kind).sort()).toEqual(['comment-image', 'profile-picture']);
    for (const row of rows) {
      const inZip = [...files.keys()].find((name) =>
        name.startsWith(`media/${row.kind}/${row.id}.`),
      );
      expect(inZip, row.kind).toBeDefined();
      const onDisk = await readFile(server.app.wob.media.absolutePath(row.path));
      expect(Buffer.from(files.get(inZip ?? '') ?? [])).toEqual(onDisk);
    }
  });

  it("holds nothing of the other person's private data", () => {
    const text = allText(files);
    const { bob } = seeded;
    for (const secret of [
      bob.email,
      BOB.phone,
      BOB.address,
      BOB.about,
      BOB.birthDate,
      'Bob private message to Alice',
      'Bob secret message to Carol',
      'Bob comment on the board',
      'Bob reply to Alice',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('tells the person by e-mail and in the bell', async () => {
    const mails = await mailsTo(server, seeded.alice);
    const ready = mails.find((mail) => mail.subject === 'Dine data fra Woble er klar');
    expect(ready?.raw).toContain('/settings#data-export');
    const entries = await bell(server, seeded.alice);
    expect(entries.data.docs).toContainEqual(
      expect.objectContaining({
        kind: 'dataExport',
        seen: false,
        user: expect.objectContaining({ _id: seeded.alice.id }),
      }),
    );
  });
});
