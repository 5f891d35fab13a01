import type { BubbleMember, BubbleTile, MyBubbles } from '@wob/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema';
import { newId } from '../../platform/crypto';
import { isControlEvent } from '../../platform/realtime/control';
import { topics } from '../../platform/realtime/hub';
import { type SignedUp, signUp, startTestServer, type TestServer } from '../../test/harness';
import { getAs, post, postAs } from '../../test/http';
import {
  type BubbleData,
  createBubble,
  leave,
  makePremium,
  membersOf,
  pick,
  recordEvents,
  signUpPremium,
  viewBubble,
} from '../../test/bubbles';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Membership events only: a person's topic also carries the bell's. */
const isMembershipEvent = (event: { type: string }) => event.type.startsWith('membership.');

async function membershipRows(bubbleId: string, userId?: string) {
  return server.app.wob.db
    .select()
    .from(memberships)
    .where(
      userId
        ? and(eq(memberships.bubbleId, bubbleId), eq(memberships.userId, userId))
        : eq(memberships.bubbleId, bubbleId),
    );
}

describe('POST /api/bubble/pick and /remove', () => {
  let owner: SignedUp;
  let joiner: SignedUp;
  let open: BubbleTile;
  let closed: BubbleTile;
  beforeAll(async () => {
    owner = await signUp(server);
    joiner = await signUp(server);
    open = await createBubble(server, owner, { name: 'Fællesspisning' });
    closed = await createBubble(server, owner, { name: 'Lukket Kreds', privateBubble: true });
  });

  it('makes a picker of a public Bubble an active member at once', async () => {
    const answer = await pick(server, joiner, open._id);
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('You have joined the Bubble.');
    expect(answer.data.bubble).toMatchObject({
      membership: { status: 'active', role: 'member', notify: false },
      members: { active: 2, pending: null },
    });
  });

  it("makes a picker of a private Bubble wait: 'Waiting for Approval', and tells the moderators", async () => {
    const ownerInbox = recordEvents(server, topics.user(owner.id));
    const answer = await pick(server, joiner, closed._id);
    ownerInbox.stop();
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('Waiting for Approval');
    expect(answer.data.bubble.membership).toMatchObject({ status: 'pending', role: 'member' });
    // (The bell's own events are notifications/bubble-notifications.test.ts'.)
    expect(ownerInbox.events.filter(isMembershipEvent)).toEqual([
      { type: 'membership.requested', bubbleId: closed._id, userId: joiner.id },
    ]);
    const danish = await postAs(server, '/api/bubble/pick', joiner, { bubble: closed._id }, 'da');
    expect(danish.message).toBe('Venter på godkendelse');
  });

  it('is idempotent: picking again changes nothing', async () => {
    const again = await pick(server, joiner, open._id);
    expect(again.status).toBe(200);
    expect(again.data.bubble.membership.status).toBe('active');
    expect(await membershipRows(open._id, joiner.id)).toHaveLength(1);
    // The owner picking their own Bubble stays its owner.
    const ownPick = await pick(server, owner, open._id);
    expect(ownPick.data.bubble.membership.role).toBe('owner');
  });

  it('leaves one membership after 20 simultaneous picks', async () => {
    const racer = await signUp(server);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pick(server, racer, open._id)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const rows = await membershipRows(open._id, racer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', role: 'member' });

    const waiting = await signUp(server);
    await Promise.all(Array.from({ length: 20 }, () => pick(server, waiting, closed._id)));
    expect(await membershipRows(closed._id, waiting.id)).toHaveLength(1);
  });

  it('answers 404 for unknown Bubbles and 422 for junk', async () => {
    const unknown = await pick(server, joiner, newId());
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('This Bubble could not be found.');
    const junk = await postAs(server, '/api/bubble/pick', joiner, { bubble: { $ne: null } });
    expect(junk.status).toBe(422);
    expect(junk.errors).toEqual({ bubble: 'Please choose a Bubble' });
  });

  it('lets a member leave and a pending one withdraw, and is fine when not a member', async () => {
    const left = await leave(server, joiner, open._id);
    expect(left.status).toBe(200);
    expect(left.message).toBe('You have left the Bubble.');
    expect(left.data.bubble.membership).toEqual({ status: 'none', role: null, notify: false });
    const withdrawn = await leave(server, joiner, closed._id);
    expect(withdrawn.message).toBe('Your request to join has been withdrawn.');
    expect(await membershipRows(closed._id, joiner.id)).toEqual([]);
    const again = await leave(server, joiner, open._id);
    expect(again.status).toBe(200);
  });

  it('does not let the owner leave their own Bubble (409: delete it instead)', async () => {
    const answer = await leave(server, owner, open._id);
    expect(answer.status).toBe(409);
    expect(answer.message).toBe(
      'You own this Bubble, so you cannot leave it. You can delete it instead.',
    );
    expect(await membershipRows(open._id, owner.id)).toHaveLength(1);
  });
});

describe('the moderator page', () => {
  let owner: SignedUp;
  let moderator: SignedUp;
  let member: SignedUp;
  let waiting: SignedUp;
  let bubble: BubbleTile;

  beforeAll(async () => {
    owner = await signUpPremium(server);
    moderator = await signUpPremium(server);
    member = await signUpPremium(server);
    waiting = await signUp(server);
    bubble = await createBubble(server, owner, {
      name: 'Moderatorernes Klub',
      privateBubble: true,
    });
    for (const wobler of [moderator, member, waiting]) await pick(server, wobler, bubble._id);
    for (const wobler of [moderator, member]) {
      const approved = await postAs(server, '/api/bubble/mark-active', owner, {
        bubble: bubble._id,
        user: wobler.id,
      });
      expect(approved.status).toBe(200);
    }
    const appointed = await postAs(server, '/api/bubble/set-moderator', owner, {
      bubble: bubble._id,
      user: moderator.id,
      moderator: true,
    });
    expect(appointed.status).toBe(200);
  });

  it('lists active members (owner, moderators, members) and pending ones', async () => {
    const active = await membersOf(server, owner, bubble._id, 'active');
    expect(active.status).toBe(200);
    expect(active.data.docs.map((doc) => [doc._id, doc.role])).toEqual([
      [owner.id, 'owner'],
      [moderator.id, 'moderator'],
      [member.id, 'member'],
    ]);
    expect(active.data).toMatchObject({ totalDocs: 3, page: 1, limit: 20, hasNextPage: false });
    const first = active.data.docs[0];
    expect(first?.name).toBe('Test Wobler');
    expect(first?.avatar).toMatch(/^\/media\//);
    expect(Date.parse(first?.joinedAt ?? '')).not.toBeNaN();

    const pending = await membersOf(server, moderator, bubble._id, 'pending');
    expect(pending.data.docs.map((doc) => doc._id)).toEqual([waiting.id]);
    const paged = await membersOf(server, owner, bubble._id, 'active', { limit: '2', page: '2' });
    expect(paged.data.docs.map((doc) => doc._id)).toEqual([member.id]);
  });

  it('shows the pending count on the tile to owners and moderators only', async () => {
    expect((await viewBubble(server, moderator, bubble._id)).data.bubble.members).toEqual({
      active: 3,
      pending: 1,
    });
    expect((await viewBubble(server, member, bubble._id)).data.bubble.members).toEqual({
      active: 3,
      pending: null,
    });
  });

  it('needs premium: a non-premium owner gets 403 on every moderator endpoint', async () => {
    const freeOwner = await signUp(server);
    const own = await createBubble(server, freeOwner, { name: 'Gratis Ejer', privateBubble: true });
    await pick(server, waiting, own._id);
    const calls = [
      () => membersOf(server, freeOwner, own._id, 'active'),
      () => membersOf(server, freeOwner, own._id, 'pending'),
      () =>
        postAs(server, '/api/bubble/mark-active', freeOwner, { bubble: own._id, user: waiting.id }),
      () =>
        postAs(server, '/api/bubble/kickout-user', freeOwner, {
          bubble: own._id,
          user: waiting.id,
        }),
      () =>
        postAs(server, '/api/bubble/set-moderator', freeOwner, {
          bubble: own._id,
          user: waiting.id,
          moderator: true,
        }),
      () =>
        postAs(server, '/api/bubble/set-notifications', freeOwner, {
          bubble: own._id,
          notify: true,
        }),
    ];
    for (const call of calls) {
      const answer = await call();
      expect(answer.status).toBe(403);
      expect(answer.message).toBe(
        'This is part of Woble Premium. Start your free 7-day trial on the Premium page.',
      );
    }
    // The request waits; the tile still tells the owner it is there.
    expect(await membershipRows(own._id, waiting.id)).toMatchObject([{ status: 'pending' }]);
    expect((await viewBubble(server, freeOwner, own._id)).data.bubble.members.pending).toBe(1);
  });

  it('is for owners and moderators: 403 for a premium member, 404 for a premium stranger of a private Bubble', async () => {
    const asMember = await membersOf(server, member, bubble._id, 'pending');
    expect(asMember.status).toBe(403);
    expect(asMember.message).toBe('Only the owner and the moderators of this Bubble can do this.');
    const stranger = await signUpPremium(server);
    expect((await membersOf(server, stranger, bubble._id, 'active')).status).toBe(404);
    expect(
      (await postAs(server, '/api/bubble/mark-public', stranger, { bubble: bubble._id })).status,
    ).toBe(404);
    expect((await membersOf(server, owner, newId(), 'active')).status).toBe(404);
  });

  it('lets a moderator approve a pending member, who is told so', async () => {
    const newcomer = await signUp(server);
    await pick(server, newcomer, bubble._id);
    const inbox = recordEvents(server, topics.user(newcomer.id));
    const pages = recordEvents(server, topics.bubble(bubble._id));
    const answer = await postAs<{ member: BubbleMember }>(
      server,
      '/api/bubble/mark-active',
      moderator,
      {
        bubble: bubble._id,
        user: newcomer.id,
      },
    );
    inbox.stop();
    pages.stop();
    // Open pages of the Bubble (other moderators' member lists, member counts) fetch again.
    expect(pages.events).toContainEqual({ type: 'bubble.updated', bubbleId: bubble._id });
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('The Wobler is now a member of this Bubble.');
    expect(answer.data.member).toMatchObject({ _id: newcomer.id, role: 'member' });
    expect(inbox.events.filter(isMembershipEvent)).toEqual([
      { type: 'membership.changed', bubbleId: bubble._id, status: 'active', role: 'member' },
    ]);
    expect((await viewBubble(server, newcomer, bubble._id)).data.canSeeContent).toBe(true);
    // Approving again is harmless; a non-member is 404.
    const again = await postAs(server, '/api/bubble/mark-active', moderator, {
      bubble: bubble._id,
      user: newcomer.id,
    });
    expect(again.status).toBe(200);
    const nobody = await postAs(server, '/api/bubble/mark-active', moderator, {
      bubble: bubble._id,
      user: newId(),
    });
    expect(nobody.status).toBe(404);
    expect(nobody.message).toBe('This Wobler is not a member of this Bubble.');
  });

  it('keeps kick-out rights: nobody kicks the owner, moderators kick members only', async () => {
    const ownerKick = await postAs(server, '/api/bubble/kickout-user', moderator, {
      bubble: bubble._id,
      user: owner.id,
    });
    expect(ownerKick.status).toBe(403);
    expect(ownerKick.message).toBe('The owner of a Bubble cannot be removed.');
    const selfKick = await postAs(server, '/api/bubble/kickout-user', owner, {
      bubble: bubble._id,
      user: owner.id,
    });
    expect(selfKick.status).toBe(403);

    const second = await signUpPremium(server);
    await pick(server, second, bubble._id);
    await postAs(server, '/api/bubble/mark-active', owner, { bubble: bubble._id, user: second.id });
    await postAs(server, '/api/bubble/set-moderator', owner, {
      bubble: bubble._id,
      user: second.id,
      moderator: true,
    });
    const modKick = await postAs(server, '/api/bubble/kickout-user', moderator, {
      bubble: bubble._id,
      user: second.id,
    });
    expect(modKick.status).toBe(403);
    expect(modKick.message).toBe('Only the owner can remove a moderator.');
    expect(await membershipRows(bubble._id, second.id)).toHaveLength(1);

    const memberKick = await postAs(server, '/api/bubble/kickout-user', member, {
      bubble: bubble._id,
      user: second.id,
    });
    expect(memberKick.status).toBe(403);

    const ownerKicksModerator = await postAs(server, '/api/bubble/kickout-user', owner, {
      bubble: bubble._id,
      user: second.id,
    });
    expect(ownerKicksModerator.status).toBe(200);
    expect(await membershipRows(bubble._id, second.id)).toEqual([]);
  });

  it('lets a moderator kick a member, who then sees the private Bubble no more', async () => {
    const target = await signUp(server);
    await pick(server, target, bubble._id);
    await postAs(server, '/api/bubble/mark-active', moderator, {
      bubble: bubble._id,
      user: target.id,
    });
    expect((await viewBubble(server, target, bubble._id)).data.canSeeContent).toBe(true);
    const inbox = recordEvents(server, topics.user(target.id));
    const board = recordEvents(server, topics.bubble(bubble._id));
    const answer = await postAs(server, '/api/bubble/kickout-user', moderator, {
      bubble: bubble._id,
      user: target.id,
    });
    inbox.stop();
    board.stop();
    // Sockets on the private board ask again whether they may listen (platform/realtime),
    // and open pages of the Bubble fetch it again.
    expect(board.events.filter(isControlEvent)).toHaveLength(1);
    expect(board.events).toContainEqual({ type: 'bubble.updated', bubbleId: bubble._id });
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('The Wobler has been removed from this Bubble.');
    expect(inbox.events.filter(isMembershipEvent)).toEqual([
      { type: 'membership.changed', bubbleId: bubble._id, status: 'none', role: null },
    ]);
    const after = await viewBubble(server, target, bubble._id);
    expect(after.data).toMatchObject({
      canSeeContent: false,
      bubble: { membership: { status: 'none' } },
    });
    // Kicking out again: they are no member.
    const again = await postAs(server, '/api/bubble/kickout-user', moderator, {
      bubble: bubble._id,
      user: target.id,
    });
    expect(again.status).toBe(404);
  });

  it('refuses a pending request by kicking it out', async () => {
    const hopeful = await signUp(server);
    await pick(server, hopeful, bubble._id);
    const answer = await postAs(server, '/api/bubble/kickout-user', moderator, {
      bubble: bubble._id,
      user: hopeful.id,
    });
    expect(answer.status).toBe(200);
    expect(await membershipRows(bubble._id, hopeful.id)).toEqual([]);
  });

  it('lets only the owner appoint moderators, of active non-owners', async () => {
    const byModerator = await postAs(server, '/api/bubble/set-moderator', moderator, {
      bubble: bubble._id,
      user: member.id,
      moderator: true,
    });
    expect(byModerator.status).toBe(403);
    expect(byModerator.message).toBe('Only the owner of this Bubble can do this.');

    const ownRole = await postAs(server, '/api/bubble/set-moderator', owner, {
      bubble: bubble._id,
      user: owner.id,
      moderator: false,
    });
    expect(ownRole.status).toBe(409);
    expect(ownRole.message).toBe("The owner's role cannot be changed.");

    const pendingOne = await signUp(server);
    await pick(server, pendingOne, bubble._id);
    const pendingRole = await postAs(server, '/api/bubble/set-moderator', owner, {
      bubble: bubble._id,
      user: pendingOne.id,
      moderator: true,
    });
    expect(pendingRole.status).toBe(409);
    expect(pendingRole.message).toBe('Approve this Wobler as a member first.');

    const appointed = await postAs<{ member: BubbleMember }>(
      server,
      '/api/bubble/set-moderator',
      owner,
      {
        bubble: bubble._id,
        user: member.id,
        moderator: true,
      },
    );
    expect(appointed.status).toBe(200);
    expect(appointed.message).toBe('The Wobler is now a moderator of this Bubble.');
    expect(appointed.data.member.role).toBe('moderator');
    const removed = await postAs<{ member: BubbleMember }>(
      server,
      '/api/bubble/set-moderator',
      owner,
      {
        bubble: bubble._id,
        user: member.id,
        moderator: false,
      },
    );
    expect(removed.message).toBe('The Wobler is no longer a moderator of this Bubble.');
    expect(removed.data.member.role).toBe('member');
  });

  it('marks private and public; made public, everyone waiting becomes active', async () => {
    const sideOwner = await signUpPremium(server);
    const side = await createBubble(server, sideOwner, {
      name: 'Snart Offentlig',
      privateBubble: true,
    });
    const a = await signUp(server);
    const b = await signUp(server);
    await pick(server, a, side._id);
    await pick(server, b, side._id);
    const bubbleEvents = recordEvents(server, topics.bubble(side._id));
    const answer = await postAs<BubbleData>(server, '/api/bubble/mark-public', sideOwner, {
      bubble: side._id,
    });
    bubbleEvents.stop();
    expect(answer.status).toBe(200);
    expect(answer.message).toBe(
      'The Bubble is now public. Everyone waiting for approval has been let in.',
    );
    expect(answer.data.bubble).toMatchObject({
      privateBubble: false,
      members: { active: 3, pending: 0 },
    });
    expect(bubbleEvents.events).toEqual([{ type: 'bubble.updated', bubbleId: side._id }]);
    expect((await membershipRows(side._id)).every((row) => row.status === 'active')).toBe(true);

    const closed = await postAs<BubbleData>(server, '/api/bubble/mark-private', sideOwner, {
      bubble: side._id,
    });
    expect(closed.data.bubble.privateBubble).toBe(true);
    // Members stay; a newcomer waits.
    expect((await viewBubble(server, a, side._id)).data.canSeeContent).toBe(true);
    const c = await signUp(server);
    expect((await pick(server, c, side._id)).data.bubble.membership.status).toBe('pending');
  });
});

describe('switching public/private without premium (spec section 6)', () => {
  it('lets a non-premium owner and moderator switch; a member gets 403, a stranger 404', async () => {
    const freeOwner = await signUp(server);
    const side = await createBubble(server, freeOwner, { name: 'Gratis Skifter' });
    const freeModerator = await signUp(server);
    const plain = await signUp(server);
    await pick(server, freeModerator, side._id);
    await pick(server, plain, side._id);
    // Appointing a moderator is premium, so this owner has it; the moderator has not.
    await makePremium(server, freeOwner);
    await postAs(server, '/api/bubble/set-moderator', freeOwner, {
      bubble: side._id,
      user: freeModerator.id,
      moderator: true,
    });
    const unpremium = await signUp(server);
    const own = await createBubble(server, unpremium, { name: 'Uden Premium' });

    const byOwner = await postAs<BubbleData>(server, '/api/bubble/mark-private', unpremium, {
      bubble: own._id,
    });
    expect(byOwner.status).toBe(200);
    expect(byOwner.data.bubble.privateBubble).toBe(true);
    const byModerator = await postAs<BubbleData>(
      server,
      '/api/bubble/mark-private',
      freeModerator,
      {
        bubble: side._id,
      },
    );
    expect(byModerator.status).toBe(200);
    expect(byModerator.data.bubble.privateBubble).toBe(true);
    const back = await postAs<BubbleData>(server, '/api/bubble/mark-public', freeModerator, {
      bubble: side._id,
    });
    expect(back.data.bubble.privateBubble).toBe(false);

    const asMember = await postAs(server, '/api/bubble/mark-private', plain, { bubble: side._id });
    expect(asMember.status).toBe(403);
    expect(asMember.message).toBe('Only the owner and the moderators of this Bubble can do this.');
    const stranger = await signUp(server);
    expect(
      (await postAs(server, '/api/bubble/mark-public', stranger, { bubble: own._id })).status,
    ).toBe(404);
  });
});

describe('POST /api/bubble/set-notifications', () => {
  it('stores the switch for a premium active member', async () => {
    const owner = await signUp(server);
    const bubble = await createBubble(server, owner, { name: 'Besked Boblen' });
    const fan = await signUpPremium(server);
    const notMember = await post(
      server.app,
      '/api/bubble/set-notifications',
      { bubble: bubble._id, notify: true },
      { token: fan.token, language: 'en' },
    );
    expect(notMember.statusCode).toBe(403);
    expect(notMember.json().message).toBe('Join this Bubble to take part.');

    await pick(server, fan, bubble._id);
    const on = await postAs<BubbleData>(server, '/api/bubble/set-notifications', fan, {
      bubble: bubble._id,
      notify: true,
    });
    expect(on.status).toBe(200);
    expect(on.message).toBe('You will be notified of new activity in this Bubble.');
    expect(on.data.bubble.membership.notify).toBe(true);
    const mine = await getAs<MyBubbles>(server, '/api/bubble/mine', fan);
    expect(mine.data.docs.find((doc) => doc._id === bubble._id)?.membership.notify).toBe(true);
    const off = await postAs<BubbleData>(server, '/api/bubble/set-notifications', fan, {
      bubble: bubble._id,
      notify: false,
    });
    expect(off.data.bubble.membership.notify).toBe(false);

    const junk = await postAs(server, '/api/bubble/set-notifications', fan, {
      bubble: bubble._id,
      notify: 'yes',
    });
    expect(junk.status).toBe(422);
    expect(junk.errors).toEqual({ notify: 'Please choose on or off' });
  });

  it('is premium: a free member gets 403', async () => {
    const owner = await signUp(server);
    const bubble = await createBubble(server, owner, { name: 'Gratis Besked' });
    const answer = await postAs(server, '/api/bubble/set-notifications', owner, {
      bubble: bubble._id,
      notify: true,
    });
    expect(answer.status).toBe(403);
    await makePremium(server, owner);
    const paid = await postAs(server, '/api/bubble/set-notifications', owner, {
      bubble: bubble._id,
      notify: true,
    });
    expect(paid.status).toBe(200);
  });
});
