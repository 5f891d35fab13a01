import type { AdminBubble, BubbleView, Notification } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { createBubble, pick, viewBubble } from '../../test/bubbles';
import { server, signUp, useTestServer } from '../../test/harness';
import { getAs, postAs } from '../../test/http';
import { adminCall, auditOf, moderator, useAdmins } from './content-test-support';

useTestServer();
useAdmins();

type BubbleAnswer = { bubble: AdminBubble };

async function setUp(name: string) {
  const owner = await signUp(server);
  const member = await signUp(server);
  const stranger = await signUp(server);
  const bubble = await createBubble(server, owner, { name, title: 'Fjeldture og vandring' });
  expect((await pick(server, member, bubble._id)).status).toBe(200);
  return { owner, member, stranger, bubble };
}

const takeDown = (id: string, reason: string) =>
  adminCall<BubbleAnswer>(moderator, 'POST', '/admin-api/bubble/takedown', { id, reason });

describe('Bubble takedown', () => {
  it('finds Bubbles by name with owner and members count', async () => {
    const { owner, bubble } = await setUp('Fjeldgængere');
    const found = await adminCall<{ bubbles: AdminBubble[] }>(
      moderator,
      'GET',
      '/admin-api/bubbles',
      { query: 'fjeldgæng' },
    );
    expect(found.status).toBe(200);
    expect(found.data.bubbles).toEqual([
      expect.objectContaining({
        id: bubble._id,
        name: 'Fjeldgængere',
        private: false,
        membersCount: 2,
        owner: expect.objectContaining({ id: owner.id }),
        takenDownAt: null,
      }),
    ]);
  });

  it('hides a taken-down Bubble from everyone but its owner, who sees the reason and is told', async () => {
    const { owner, member, stranger, bubble } = await setUp('Skjulte Sten');
    const reason = 'Opslagene bryder vores regler om chikane.';
    const answer = await takeDown(bubble._id, reason);
    expect(answer.status).toBe(200);
    expect(answer.message).toBe('The Bubble has been taken down. Its owner has been told why.');
    expect(answer.data.bubble).toMatchObject({ takedownReason: reason });
    expect((await auditOf('bubble', bubble._id))[0]).toMatchObject({
      action: 'bubble.takedown',
      reason,
      adminEmail: moderator.email,
    });

    // Its page, board and joining: 404 to others.
    for (const who of [member, stranger]) {
      expect((await viewBubble(server, who, bubble._id)).status).toBe(404);
      expect((await viewBubble(server, who, bubble.slug)).status).toBe(404);
    }
    expect((await pick(server, stranger, bubble._id)).status).toBe(404);
    const board = await getAs(server, '/api/bubble/get-board', member, { bubble: bubble._id });
    expect(board.status).toBe(404);

    // Lists and search: gone for others.
    const list = await getAs<{ docs: { _id: string }[] }>(server, '/api/bubble/get', stranger, {
      search: 'Skjulte',
    });
    expect(list.data.docs).toEqual([]);
    const mine = await getAs<{ docs: { _id: string }[] }>(server, '/api/bubble/mine', member);
    expect(mine.data.docs.some((doc) => doc._id === bubble._id)).toBe(false);
    const search = await postAs<{ bubbles: { docs: { _id: string }[] } }>(
      server,
      '/api/search/menu-search',
      stranger,
      { search: 'Skjulte Sten' },
    );
    expect(search.data.bubbles.docs).toEqual([]);

    // The owner: the page with the reason, the Bubble among theirs, a bell entry.
    const own = await viewBubble(server, owner, bubble._id);
    expect(own.status).toBe(200);
    expect((own.data as BubbleView).takenDown).toMatchObject({ reason });
    const ownList = await getAs<{ docs: { _id: string }[] }>(server, '/api/bubble/mine', owner);
    expect(ownList.data.docs.some((doc) => doc._id === bubble._id)).toBe(true);
    const bell = await getAs<{ docs: Notification[] }>(
      server,
      '/api/notifications/likes/get',
      owner,
    );
    expect(bell.data.docs[0]).toMatchObject({
      kind: 'bubbleTakedown',
      bubble: { _id: bubble._id, name: 'Skjulte Sten' },
      user: { _id: owner.id },
    });
    const memberBell = await getAs<{ docs: Notification[] }>(
      server,
      '/api/notifications/likes/get',
      member,
    );
    expect(memberBell.data.docs.some((doc) => doc.kind === 'bubbleTakedown')).toBe(false);
  });

  it('restores: visible again, the owner banner and bell entry gone', async () => {
    const { owner, stranger, bubble } = await setUp('Genfundne Sten');
    await takeDown(bubble._id, 'Fejl i vurderingen.');
    const restored = await adminCall<BubbleAnswer>(moderator, 'POST', '/admin-api/bubble/restore', {
      id: bubble._id,
    });
    expect(restored.status).toBe(200);
    expect(restored.data.bubble).toMatchObject({ takenDownAt: null, takedownReason: null });
    expect((await viewBubble(server, stranger, bubble._id)).status).toBe(200);
    const own = await viewBubble(server, owner, bubble._id);
    expect((own.data as BubbleView).takenDown).toBeUndefined();
    const bell = await getAs<{ docs: Notification[] }>(
      server,
      '/api/notifications/likes/get',
      owner,
    );
    expect(bell.data.docs.some((doc) => doc.kind === 'bubbleTakedown')).toBe(false);
    expect((await auditOf('bubble', bubble._id)).map((entry) => entry.action)).toEqual([
      'bubble.restore',
      'bubble.takedown',
    ]);
  });

  it('wants a reason (422) and answers 404 for an unknown Bubble', async () => {
    const { bubble } = await setUp('Grundløse Sten');
    const blank = await takeDown(bubble._id, '   ');
    expect(blank.status).toBe(422);
    expect(blank.errors).toEqual({ reason: 'Write the reason the owner will see' });
    const unknown = await takeDown('no-such-bubble', 'Reason');
    expect(unknown.status).toBe(404);
    const member = await signUp(server);
    expect(
      (
        await adminCall(member, 'POST', '/admin-api/bubble/takedown', {
          id: bubble._id,
          reason: 'x',
        })
      ).status,
    ).toBe(401);
  });
});
