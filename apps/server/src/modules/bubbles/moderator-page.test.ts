import type { BubbleMember, BubbleTile } from '@wob/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/crypto';
import { isControlEvent } from '../../platform/realtime/control';
import { topics } from '../../platform/realtime/hub';
import { type SignedUp, signUp, server, useTestServer } from '../../test/harness';
import { postAs } from '../../test/http';
import {
  type BubbleData,
  createBubble,
  membersOf,
  pick,
  recordEvents,
  signUpPremium,
  viewBubble,
} from '../../test/bubbles';
import { isMembershipEvent, membershipRows } from './bubbles-test-support';

// The moderator page: members and requests, letting in, kicking out, moderators, public and
// private.

useTestServer();

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
