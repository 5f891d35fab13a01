import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema';
import { server, useTestServer } from '../../test/harness';
import { bell, mailsTo } from '../relations/test-support';
import { EXPORT_FILES } from './coverage';
import { BOB, type Seeded, seed } from './seed-test-support';
import { allText, download, jsonOf, readyExport, unzip } from './test-support';

// "Download my data" for a person with activity in every part of the product, and a second
// person who interacts with them: the ZIP holds every item of the first, and nothing private of
// the second (only their id and name).

useTestServer();

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
