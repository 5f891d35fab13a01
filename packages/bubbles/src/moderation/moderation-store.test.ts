import { realtimeTopics } from '@wob/api';
import { createFakeApi, recordToasts } from '@wob/test-utils';
import { describe, expect, it } from 'vitest';
import { createFakeRealtime } from '../test/fake-realtime';
import { canKickOut, canSetModerator, isModerator } from './moderation-rules';
import { createModerationStore } from './moderation-store';
import {
  createFakeModeration,
  member,
  moderatedTile,
  OWNER_ID,
  premiumUser,
} from './test/fake-moderation';

function setup(options: Parameters<typeof createFakeModeration>[0] = {}) {
  const server = createFakeModeration({ user: premiumUser(), ...options });
  const fake = createFakeApi(server.handlers);
  const realtime = createFakeRealtime();
  const { toasts, notify } = recordToasts();
  const store = createModerationStore({ api: fake.api, realtime, notify });
  return { server, fake, realtime, toasts, store };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createModerationStore', () => {
  it('opens the tile with the smallest board page and listens to the Bubble and the person', async () => {
    const { store, fake, realtime } = setup();
    await store.getState().open('bubble-1', OWNER_ID);
    expect(store.getState().status).toBe('ready');
    expect(fake.inputsOf('getBubble')).toEqual([{ id: 'bubble-1', page: 1, limit: 1 }]);
    expect(realtime.topics().sort()).toEqual(
      [realtimeTopics.bubble('bubble-1'), realtimeTopics.user(OWNER_ID)].sort(),
    );
    store.getState().close();
    expect(realtime.topics()).toEqual([]);
  });

  it('does not listen to a private Bubble it may not see', async () => {
    const { store, realtime } = setup({
      bubble: moderatedTile({ membership: { status: 'none', role: null, notify: false } }),
    });
    await store.getState().open('bubble-1', OWNER_ID);
    expect(store.getState().canSeeContent).toBe(false);
    expect(realtime.topics()).toEqual([]);
  });

  it('fetches the tile and the lists again after a lost connection', async () => {
    const { store, fake, realtime } = setup();
    await store.getState().open('bubble-1', OWNER_ID);
    await store.getState().loadMembers();
    realtime.resync(realtimeTopics.bubble('bubble-1'));
    await flush();
    expect(fake.inputsOf('getBubble')).toHaveLength(2);
    expect(fake.inputsOf('getPendingMembers')).toHaveLength(2);
  });

  it('ignores events of other Bubbles and unknown events', async () => {
    const { store, fake, realtime } = setup();
    await store.getState().open('bubble-1', OWNER_ID);
    await store.getState().loadMembers();
    realtime.publish(realtimeTopics.user(OWNER_ID), {
      type: 'membership.requested',
      bubbleId: 'bubble-2',
      userId: 'user-8',
    });
    realtime.publish(realtimeTopics.bubble('bubble-1'), { type: 'comment.added' });
    await flush();
    expect(fake.inputsOf('getPendingMembers')).toHaveLength(1);
  });

  it('asks again when the person’s own role changes', async () => {
    const { store, server, realtime } = setup({
      bubble: moderatedTile({ membership: { status: 'active', role: 'moderator', notify: false } }),
      user: premiumUser({ _id: 'user-2' }),
    });
    await store.getState().open('bubble-1', 'user-2');
    const tile = server.bubble;
    if (!tile) throw new Error('no Bubble');
    tile.membership = { status: 'active', role: 'member', notify: false };
    realtime.publish(realtimeTopics.user('user-2'), {
      type: 'membership.changed',
      bubbleId: 'bubble-1',
      status: 'active',
      role: 'member',
    });
    await flush();
    expect(isModerator(store.getState().bubble)).toBe(false);
  });

  it('keeps a kicked-out member when the server refuses, at the same place', async () => {
    const { store, toasts, fake } = setup();
    fake.on('kickoutUser', () => {
      throw new Error('the connection was lost');
    });
    await store.getState().open('bubble-1', OWNER_ID);
    await store.getState().loadMembers();
    const before = store.getState().active.docs.map((known) => known._id);
    const result = await store.getState().kickOut('user-3', 'active');
    expect(result.ok).toBe(false);
    expect(store.getState().active.docs.map((known) => known._id)).toEqual(before);
    expect(store.getState().bubble?.members.active).toBe(4);
    expect(toasts).toEqual([{ tone: 'error', text: 'errors:client.unexpected' }]);
  });
});

describe('member rights', () => {
  const owner = moderatedTile();
  const moderator = moderatedTile({
    membership: { status: 'active', role: 'moderator', notify: false },
  });

  it('lets nobody kick out the owner or themselves, and only the owner a moderator', () => {
    const mod = member({ _id: 'user-2', role: 'moderator' });
    const plain = member({ _id: 'user-3' });
    expect(canKickOut(owner, member({ _id: OWNER_ID, role: 'owner' }), OWNER_ID)).toBe(false);
    expect(canKickOut(owner, mod, OWNER_ID)).toBe(true);
    expect(canKickOut(moderator, mod, 'user-9')).toBe(false);
    expect(canKickOut(moderator, plain, 'user-2')).toBe(true);
    expect(canKickOut(moderator, mod, 'user-2')).toBe(false);
  });

  it('lets only the owner set moderators', () => {
    expect(canSetModerator(owner, member())).toBe(true);
    expect(canSetModerator(owner, member({ role: 'owner' }))).toBe(false);
    expect(canSetModerator(moderator, member())).toBe(false);
  });
});
