import type { BubbleTile, MyBubbles } from '@wob/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/crypto';
import { topics } from '../../platform/realtime/hub';
import { type SignedUp, signUp, server, useTestServer } from '../../test/harness';
import { getAs, post, postAs } from '../../test/http';
import {
  type BubbleData,
  createBubble,
  leave,
  makePremium,
  pick,
  recordEvents,
  signUpPremium,
} from '../../test/bubbles';
import { isMembershipEvent, membershipRows } from './bubbles-test-support';

// Membership: pick and remove, switching public/private, group notifications.

useTestServer();

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
