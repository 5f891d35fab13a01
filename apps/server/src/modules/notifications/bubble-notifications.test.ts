import {
  type Notification,
  NotificationEventSchema,
  NotificationsSchema,
  type Reply,
  type Comment,
} from '@wob/api';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { HOUR_MS, MINUTE_MS } from '../../platform/clock';
import {
  createBubble,
  leave,
  makePremium,
  ownTopicEvents,
  pick,
  signUpPremium,
} from '../../test/bubbles';
import { postAs } from '../../test/http';
import { type SignedUp, server, signUp, useTestServer } from '../../test/harness';
import { bell, mailsTo, markSeen, react, setUser, settle } from '../relations/test-support';

// What the Bubbles tell the bell: a join request to the active owner and moderators, an
// approval to the applicant, a reply to the author of the comment replied to. Through the
// bell, live on the person's own topic, and in the e-mail digest for premium recipients.

const SECOND_MS = 1000;

useTestServer();

const named = (name: string) => signUp(server, { name });

async function docsOf(who: SignedUp): Promise<Notification[]> {
  const answer = await bell(server, who);
  expect(answer.status).toBe(200);
  // The answer keeps the contract (likes' fields as before, the Bubble kinds' additions).
  v.parse(NotificationsSchema, answer.data);
  return answer.data.docs;
}

const unseenOf = async (who: SignedUp) => (await bell(server, who)).data.unseen;

/** The notification events `who` receives while `run` runs, checked against the contract. */
const eventsOf = (who: SignedUp, run: () => Promise<unknown>) =>
  ownTopicEvents(server, who, run, NotificationEventSchema, (event) =>
    event.type.startsWith('notification'),
  );

/** `run` takes `who`'s notification back: the badge drops to 0 live and the bell is empty. */
async function expectTakenBack(who: SignedUp, run: () => Promise<unknown>): Promise<void> {
  const heard = await eventsOf(who, run);
  expect(heard).toEqual([{ type: 'notifications.seen', unseen: 0 }]);
  expect(await docsOf(who)).toEqual([]);
}

/** A private Bubble of a premium owner, with a premium moderator and a plain member. */
async function privateBubble(name: string) {
  const owner = await signUpPremium(server, { name: `${name} Owner` });
  const moderator = await signUpPremium(server, { name: `${name} Moderator` });
  const member = await named(`${name} Member`);
  const bubble = await createBubble(server, owner, { name, privateBubble: true });
  for (const who of [moderator, member]) {
    await pick(server, who, bubble._id);
    await postAs(server, '/api/bubble/mark-active', owner, { bubble: bubble._id, user: who.id });
  }
  await postAs(server, '/api/bubble/set-moderator', owner, {
    bubble: bubble._id,
    user: moderator.id,
    moderator: true,
  });
  // What setting the Bubble up told them (the approvals) is not what these tests are about.
  await server.app.wob.db
    .delete(notifications)
    .where(inArray(notifications.userId, [owner.id, moderator.id, member.id]));
  return { owner, moderator, member, bubble };
}

const approve = (by: SignedUp, bubble: string, user: SignedUp) =>
  postAs(server, '/api/bubble/mark-active', by, { bubble, user: user.id });

describe('a join request', () => {
  it('rings the bell of the owner and the moderators, live, and of nobody else', async () => {
    const { owner, moderator, member, bubble } = await privateBubble('Strikkeklubben');
    const applicant = await named('Ansøger Ea');
    const heard = await eventsOf(owner, () => pick(server, applicant, bubble._id));

    const expected = {
      kind: 'joinRequest',
      user: expect.objectContaining({ _id: applicant.id, name: 'Ansøger Ea' }),
      seen: false,
      bubble: { _id: bubble._id, name: 'Strikkeklubben', slug: bubble.slug },
    };
    expect(heard).toEqual([
      { type: 'notification.created', notification: expect.objectContaining(expected), unseen: 1 },
    ]);
    for (const who of [owner, moderator]) {
      expect(await docsOf(who)).toEqual([expect.objectContaining(expected)]);
      expect(await unseenOf(who)).toBe(1);
    }
    expect(await docsOf(member)).toEqual([]);
    expect(await docsOf(applicant)).toEqual([]);
  });

  it('is not made for a public Bubble (nobody asks: they join)', async () => {
    const owner = await signUpPremium(server, { name: 'Open Owner' });
    const bubble = await createBubble(server, owner, { name: 'Åbent Hus' });
    await pick(server, await named('Joiner'), bubble._id);
    expect(await docsOf(owner)).toEqual([]);
  });

  it('goes when the request is withdrawn or refused, and the badge drops live', async () => {
    const { owner, moderator, bubble } = await privateBubble('Vinsmagning');
    const withdrawer = await named('Withdrawer');
    await pick(server, withdrawer, bubble._id);
    expect(await unseenOf(owner)).toBe(1);
    await expectTakenBack(owner, () => leave(server, withdrawer, bubble._id));

    const refused = await named('Refused');
    await pick(server, refused, bubble._id);
    const kicked = await postAs(server, '/api/bubble/kickout-user', moderator, {
      bubble: bubble._id,
      user: refused.id,
    });
    expect(kicked.status).toBe(200);
    expect(await docsOf(owner)).toEqual([]);
    expect(await docsOf(moderator)).toEqual([]);

    // Asking again is news again.
    await pick(server, refused, bubble._id);
    expect((await docsOf(owner)).map((doc) => doc.kind)).toEqual(['joinRequest']);
  });

  it('goes with its Bubble', async () => {
    const { owner, moderator, bubble } = await privateBubble('Kortvarig');
    await pick(server, await named('Late'), bubble._id);
    expect(await unseenOf(moderator)).toBe(1);
    // The badge drops live.
    await expectTakenBack(moderator, () =>
      postAs(server, '/api/bubble/delete', owner, { bubble: bubble._id }),
    );
    expect(await unseenOf(moderator)).toBe(0);
  });

  it('is marked seen when the bell opens, as likes are', async () => {
    const { owner, bubble } = await privateBubble('Brætspil');
    await pick(server, await named('Seer'), bubble._id);
    const [doc] = await docsOf(owner);
    expect((await markSeen(server, owner, [doc?._id])).data).toEqual({ unseen: 0 });
    expect(await docsOf(owner)).toEqual([expect.objectContaining({ seen: true })]);
  });

  it('tells nobody about a person they blocked or who blocked them', async () => {
    const { owner, moderator, bubble } = await privateBubble('Fuglekiggere');
    const blockedByOwner = await named('Blocked by owner');
    await react(server, 'block', owner, blockedByOwner.id);
    await pick(server, blockedByOwner, bubble._id);
    expect(await docsOf(owner)).toEqual([]);
    expect((await docsOf(moderator)).map((doc) => doc.user._id)).toEqual([blockedByOwner.id]);

    server.clock.advance(SECOND_MS);
    const blocksModerator = await named('Blocks moderator');
    await react(server, 'block', blocksModerator, moderator.id);
    await pick(server, blocksModerator, bubble._id);
    expect((await docsOf(moderator)).map((doc) => doc.user._id)).toEqual([blockedByOwner.id]);
    expect((await docsOf(owner)).map((doc) => doc.user._id)).toEqual([blocksModerator.id]);

    // A block after the request: it leaves the blocker's bell at once.
    await expectTakenBack(owner, () => react(server, 'block', owner, blocksModerator.id));
  });
});

describe('an approved request', () => {
  it('tells the applicant who let them in, live, and leaves the other bells', async () => {
    const { owner, moderator, bubble } = await privateBubble('Løbeklub');
    const applicant = await named('Applicant Bo');
    await pick(server, applicant, bubble._id);
    const heard = await eventsOf(applicant, () => approve(moderator, bubble._id, applicant));
    const expected = {
      kind: 'joinApproved',
      user: expect.objectContaining({ _id: moderator.id, name: 'Løbeklub Moderator' }),
      seen: false,
      bubble: { _id: bubble._id, name: 'Løbeklub', slug: bubble.slug },
    };
    expect(heard).toEqual([
      { type: 'notification.created', notification: expect.objectContaining(expected), unseen: 1 },
    ]);
    expect(await docsOf(applicant)).toEqual([expect.objectContaining(expected)]);
    // The request is answered: it is in no bell any more.
    expect(await docsOf(owner)).toEqual([]);
    expect(await docsOf(moderator)).toEqual([]);

    // Removed from the Bubble later: the approval is no longer true and goes.
    await postAs(server, '/api/bubble/kickout-user', owner, {
      bubble: bubble._id,
      user: applicant.id,
    });
    expect(await docsOf(applicant)).toEqual([]);
  });

  it('is not told when the applicant and the approver block each other', async () => {
    const { owner, bubble } = await privateBubble('Skak');
    const applicant = await named('Blocking applicant');
    await pick(server, applicant, bubble._id);
    await react(server, 'block', applicant, owner.id);
    expect((await approve(owner, bubble._id, applicant)).status).toBe(200);
    expect(await docsOf(applicant)).toEqual([]);
  });
});

describe('a reply', () => {
  async function board() {
    const owner = await signUpPremium(server, { name: 'Board Owner' });
    const bubble = await createBubble(server, owner, { name: `Tavle ${owner.id.slice(0, 6)}` });
    const author = await named('Author Ida');
    const replier = await named('Replier Jon');
    for (const who of [author, replier]) await pick(server, who, bubble._id);
    const comment = await postAs<{ comment: Comment }>(server, '/api/bubble/add-comment', author, {
      bubble: bubble._id,
      comment: 'Hvem kommer på lørdag?',
    });
    return { owner, bubble, author, replier, comment: comment.data.comment };
  }

  const reply = async (who: SignedUp, commentID: string, text = 'Det gør jeg!') =>
    (
      await postAs<{ reply: Reply }>(server, '/api/bubble/add-reply', who, {
        commentID,
        comment: text,
      })
    ).data.reply;

  it('tells the author, live, with the comment to go to; not a reply to oneself', async () => {
    const { bubble, author, replier, comment } = await board();
    await reply(author, comment._id, 'Mig selv');
    expect(await docsOf(author)).toEqual([]);

    const heard = await eventsOf(author, () => reply(replier, comment._id));
    const expected = {
      kind: 'reply',
      user: expect.objectContaining({ _id: replier.id, name: 'Replier Jon' }),
      bubble: { _id: bubble._id, name: bubble.name, slug: bubble.slug },
      commentId: comment._id,
      seen: false,
    };
    expect(heard).toEqual([
      { type: 'notification.created', notification: expect.objectContaining(expected), unseen: 1 },
    ]);
    expect(await docsOf(author)).toEqual([expect.objectContaining(expected)]);
    expect(await docsOf(replier)).toEqual([]);
  });

  it('to a reply tells its author and the comment’s author, each once', async () => {
    const { bubble, author, replier, comment } = await board();
    const answer = await reply(replier, comment._id, 'Første svar');
    const third = await named('Third Kim');
    await pick(server, third, bubble._id);
    server.clock.advance(SECOND_MS);
    await reply(third, answer._id, 'Svar på svaret');
    const toReplier = await docsOf(replier);
    expect(toReplier).toEqual([
      expect.objectContaining({ kind: 'reply', user: expect.objectContaining({ _id: third.id }) }),
    ]);
    expect(toReplier[0]?.commentId).toBe(comment._id);
    expect((await docsOf(author)).map((doc) => doc.user._id)).toEqual([third.id, replier.id]);
  });

  it('goes when the reply or the comment is deleted, so it never links to nothing', async () => {
    const { author, replier, comment } = await board();
    const answer = await reply(replier, comment._id);
    expect(await unseenOf(author)).toBe(1);
    await expectTakenBack(author, () =>
      postAs(server, '/api/bubble/delete-reply', replier, {
        commentID: comment._id,
        replyID: answer._id,
      }),
    );

    await reply(replier, comment._id, 'Igen');
    expect(await unseenOf(author)).toBe(1);
    await expectTakenBack(author, () =>
      postAs(server, '/api/bubble/delete-comment', author, { commentID: comment._id }),
    );
    expect(await unseenOf(author)).toBe(0);
  });

  it('is not told between people who blocked each other', async () => {
    const { author, replier, comment } = await board();
    await react(server, 'block', author, replier.id);
    await reply(replier, comment._id);
    expect(await docsOf(author)).toEqual([]);
  });
});

describe('the e-mail of Bubble news', () => {
  it('goes to premium owners and moderators who keep "receive notifications" on', async () => {
    const { owner, moderator, bubble } = await privateBubble('Havefolk');
    await setUser(server, owner, { language: 'en' });
    await setUser(server, moderator, { receiveNotifications: false });
    await settle(server);
    const moderatorMails = (await mailsTo(server, moderator)).length;
    server.clock.advance(2 * HOUR_MS);
    await pick(server, await named('Gry Have'), bubble._id);
    // The setup's requests left a digest waiting: the scheduler sends it with the news.
    await server.app.wobExtras.notificationScheduler.runAll();
    await settle(server);
    const mails = await mailsTo(server, owner);
    const last = mails.at(-1);
    expect(last?.subject).toBe('News from your Bubbles on Woble');
    expect(last?.raw).toContain('Gry Have asks to join Havefolk.');
    // Turned off: the bell rings, no e-mail.
    expect(await mailsTo(server, moderator)).toHaveLength(moderatorMails);
    expect(await unseenOf(moderator)).toBe(1);
  });

  it('goes to nobody without premium, and in the recipient’s language', async () => {
    const owner = await named('Plain Owner');
    await makePremium(server, owner);
    const bubble = await createBubble(server, owner, { name: 'Syklub', privateBubble: true });
    const applicant = await named('Plain Applicant');
    await setUser(server, applicant, { language: 'da' });
    await pick(server, applicant, bubble._id);
    server.clock.advance(MINUTE_MS);
    await approve(owner, bubble._id, applicant);
    await settle(server);
    // The applicant has no premium: the bell tells them, the e-mail does not.
    expect(await mailsTo(server, applicant)).toEqual([]);
    expect((await docsOf(applicant)).map((doc) => doc.kind)).toEqual(['joinApproved']);

    const premiumApplicant = await signUpPremium(server, { name: 'Premium Applicant' });
    await setUser(server, premiumApplicant, { language: 'da' });
    await pick(server, premiumApplicant, bubble._id);
    await approve(owner, bubble._id, premiumApplicant);
    await settle(server);
    const [mail] = await mailsTo(server, premiumApplicant);
    expect(mail?.subject).toBe('Nyt fra dine Bubbles på Woble');
    expect(mail?.raw).toContain(
      'Din anmodning om at blive medlem af Syklub er godkendt: du er nu medlem.',
    );
  });
});
