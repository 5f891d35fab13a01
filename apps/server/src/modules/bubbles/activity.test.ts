import { BubbleActivityEventSchema, type Poll } from '@wob/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberships, users } from '../../db/schema';
import {
  boardClient,
  createBubble,
  ownTopicEvents,
  pick,
  signUpPremium,
  viewBubble,
} from '../../test/bubbles';
import { postAs } from '../../test/http';
import { readOutbox, server, type SignedUp, signUp, useTestServer } from '../../test/harness';

const HOUR_MS = 60 * 60 * 1000;

useTestServer();

/** Lets the background work of the last call (events, e-mails) finish. */
async function settle(): Promise<void> {
  await server.app.wob.tasks.idle();
}

async function switchOn(who: SignedUp, bubble: string): Promise<void> {
  const answer = await postAs(server, '/api/bubble/set-notifications', who, {
    bubble,
    notify: true,
  });
  expect(answer.status).toBe(200);
}

/** The group notifications `who` hears live while `run` runs. */
const heardBy = (who: SignedUp, run: () => Promise<unknown>) =>
  ownTopicEvents(
    server,
    who,
    run,
    BubbleActivityEventSchema,
    (event) => event.type === 'bubble.activity',
  );

/** Quoted-printable text as a person reads it. */
function unquote(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, code: string) =>
      String.fromCharCode(Number.parseInt(code, 16)),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** An RFC 2047 encoded-word subject ('=?UTF-8?Q?Nyt_i_…?=') as a person reads it. */
function readable(subject: string): string {
  return subject.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, text: string) =>
    unquote(text.replace(/_/g, ' ')),
  );
}

async function mailsTo(who: SignedUp) {
  return (await readOutbox(server.dataDir))
    .filter((mail) => mail.to === who.email)
    .map((mail) => ({ ...mail, subject: readable(mail.subject), raw: unquote(mail.raw) }));
}

async function speaks(who: SignedUp, language: 'da' | 'en'): Promise<void> {
  await server.app.wob.db.update(users).set({ language }).where(eq(users.id, who.id));
}

/** A Bubble owned by a fresh premium owner, with a premium member who switched notifications on. */
async function bubbleWithListener(name: string) {
  const owner = await signUpPremium(server);
  const bubble = await createBubble(server, owner, { name });
  const listener = await signUpPremium(server);
  await speaks(listener, 'en');
  expect((await pick(server, listener, bubble._id)).status).toBe(200);
  await switchOn(listener, bubble._id);
  // Posts count from the moment one joined; the test clock stands still otherwise.
  server.clock.advance(1000);
  return { owner, bubble, listener };
}

describe('group notifications, live', () => {
  it('tells a premium member who switched them on of a new comment, reply and poll by others', async () => {
    const { owner, bubble, listener } = await bubbleWithListener('Live ears');
    const board = boardClient(server.app, owner);

    const comment = await heardBy(listener, () =>
      board.post('/api/bubble/add-comment', { bubble: bubble._id, comment: 'Meet at  the\nlake?' }),
    );
    expect(comment).toEqual([
      {
        type: 'bubble.activity',
        bubbleId: bubble._id,
        bubbleName: 'Live ears',
        slug: bubble.slug,
        kind: 'comment',
        authorName: expect.any(String),
        excerpt: 'Meet at the lake?',
      },
    ]);

    const added = await postAs<{ comment: { _id: string } }>(
      server,
      '/api/bubble/add-comment',
      owner,
      { bubble: bubble._id, comment: 'Second' },
    );
    await settle();
    const reply = await heardBy(listener, () =>
      board.post('/api/bubble/add-reply', { commentID: added.data.comment._id, comment: 'Yes!' }),
    );
    expect(reply.map((event) => [event.kind, event.excerpt])).toEqual([['reply', 'Yes!']]);

    const poll = await heardBy(listener, () =>
      postAs<{ poll: Poll }>(server, '/api/polls/create', owner, {
        bubble: bubble._id,
        question: 'Saturday or Sunday?',
        options: ['Saturday', 'Sunday'],
      }),
    );
    expect(poll.map((event) => [event.kind, event.excerpt])).toEqual([
      ['poll', 'Saturday or Sunday?'],
    ]);
  });

  it('never tells the author, members who did not switch on, or members without premium', async () => {
    const { owner, bubble, listener } = await bubbleWithListener('Quiet ears');
    const silent = await signUpPremium(server);
    await pick(server, silent, bubble._id);
    const lapsed = await signUp(server);
    await pick(server, lapsed, bubble._id);
    // Switched on while premium: the switch stays, the notifications stop with premium.
    await server.app.wob.db
      .update(users)
      .set({ receiveNotifications: true })
      .where(eq(users.id, lapsed.id));
    await server.app.wob.db
      .update(memberships)
      .set({ notify: true })
      .where(eq(memberships.userId, lapsed.id));

    const post = () =>
      postAs(server, '/api/bubble/add-comment', listener, { bubble: bubble._id, comment: 'Hi' });
    const [byAuthor, bySilent, byLapsed, byOwner] = await Promise.all([
      heardBy(listener, post),
      heardBy(silent, async () => undefined),
      heardBy(lapsed, async () => undefined),
      heardBy(owner, async () => undefined),
    ]);
    expect(byAuthor).toEqual([]);
    expect(bySilent).toEqual([]);
    expect(byLapsed).toEqual([]);
    expect(byOwner).toEqual([]);
  });

  it('stops when the member switches off', async () => {
    const { owner, bubble, listener } = await bubbleWithListener('Switched off');
    const off = await postAs(server, '/api/bubble/set-notifications', listener, {
      bubble: bubble._id,
      notify: false,
    });
    expect(off.status).toBe(200);
    const heard = await heardBy(listener, () =>
      postAs(server, '/api/bubble/add-comment', owner, { bubble: bubble._id, comment: 'Anyone?' }),
    );
    expect(heard).toEqual([]);
  });
});

describe('group notifications, by e-mail', () => {
  it('mails at once, then at most once an hour, counting the posts since the last e-mail', async () => {
    const { owner, bubble, listener } = await bubbleWithListener('Mail pace');
    const comment = (text: string) =>
      postAs(server, '/api/bubble/add-comment', owner, { bubble: bubble._id, comment: text });

    await comment('First news');
    await settle();
    const first = await mailsTo(listener);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe('New in Mail pace on Woble');
    expect(first[0]?.raw).toContain('There is 1 new post in Mail pace');
    expect(first[0]?.raw).toContain('First news');
    expect(first[0]?.raw).toContain(`http://woble.test/view-bubble/${bubble.slug}`);

    server.clock.advance(10 * 60 * 1000);
    await comment('Second news');
    await comment('Third news');
    await settle();
    await server.app.wobExtras.notificationScheduler.runAll();
    expect(await mailsTo(listener)).toHaveLength(1);

    server.clock.advance(HOUR_MS);
    await server.app.wobExtras.notificationScheduler.runAll();
    const after = await mailsTo(listener);
    expect(after).toHaveLength(2);
    expect(after[1]?.raw).toContain('There are 2 new posts in Mail pace');
    expect(after[1]?.raw).toContain('Third news');

    // Nothing new since: the next run sends nothing.
    server.clock.advance(2 * HOUR_MS);
    await server.app.wobExtras.notificationScheduler.runAll();
    expect(await mailsTo(listener)).toHaveLength(2);
  });

  it('writes in the member’s language', async () => {
    const owner = await signUpPremium(server);
    const bubble = await createBubble(server, owner, { name: 'Sprog' });
    const dane = await signUpPremium(server);
    await speaks(dane, 'da');
    await pick(server, dane, bubble._id);
    await switchOn(dane, bubble._id);
    server.clock.advance(1000);
    await postAs(server, '/api/bubble/add-comment', owner, { bubble: bubble._id, comment: 'Hej' });
    await settle();
    const [mail] = await mailsTo(dane);
    expect(mail?.subject).toBe('Nyt i Sprog på Woble');
  });

  it('sends nothing when the member looked at the board before the e-mail was due', async () => {
    const { owner, bubble, listener } = await bubbleWithListener('Seen it');
    await postAs(server, '/api/bubble/add-comment', owner, { bubble: bubble._id, comment: 'One' });
    await settle();
    expect(await mailsTo(listener)).toHaveLength(1);

    server.clock.advance(5 * 60 * 1000);
    await postAs(server, '/api/bubble/add-comment', owner, { bubble: bubble._id, comment: 'Two' });
    await settle();
    server.clock.advance(60 * 1000);
    expect((await viewBubble(server, listener, bubble._id)).status).toBe(200);
    server.clock.advance(HOUR_MS);
    await server.app.wobExtras.notificationScheduler.runAll();
    expect(await mailsTo(listener)).toHaveLength(1);
  });

  it('sends nothing to a member who turned off "receive notifications", but still tells them live', async () => {
    const { owner, bubble, listener } = await bubbleWithListener('No mail');
    await server.app.wob.db
      .update(users)
      .set({ receiveNotifications: false })
      .where(eq(users.id, listener.id));
    const heard = await heardBy(listener, () =>
      postAs(server, '/api/bubble/add-comment', owner, { bubble: bubble._id, comment: 'Psst' }),
    );
    expect(heard).toHaveLength(1);
    expect(await mailsTo(listener)).toEqual([]);
  });

  it('sends nothing once premium has ended, though a mail was already due', async () => {
    const { owner, bubble, listener } = await bubbleWithListener('Lapsed');
    await postAs(server, '/api/bubble/add-comment', owner, { bubble: bubble._id, comment: 'One' });
    await settle();
    expect(await mailsTo(listener)).toHaveLength(1);
    server.clock.advance(60 * 1000);
    await postAs(server, '/api/bubble/add-comment', owner, { bubble: bubble._id, comment: 'Two' });
    await settle();
    const cancel = await postAs(server, '/api/subscription/cancel', listener, {});
    expect(cancel.status).toBe(200);
    // The 7-day trial ends; cancelled, it is not renewed.
    server.clock.advance(8 * 24 * HOUR_MS);
    await server.app.wobExtras.premium.jobs()[0]?.run();
    await server.app.wobExtras.notificationScheduler.runAll();
    expect(await mailsTo(listener)).toHaveLength(1);
  });
});
