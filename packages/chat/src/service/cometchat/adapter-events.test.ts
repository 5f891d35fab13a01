import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../port';
import { PEOPLE, recorder, text, world } from './test/adapter-kit';
import { createCometChatTestWorld } from './test/world';

// The cometchat adapter over the scripted CometChat: blocks through the product API, the
// catch-up after a lost connection, receipts, typing and transient messages (whose failures
// the spec wants only logged), presence and extensions. What the contract suite does not cover.

describe('blocks', () => {
  it('go to the product’s block table only (our server sets CometChat’s), and are told to the listeners', async () => {
    const { tab, product, cloud } = world();
    const ann = tab('ann');
    await ann.service.login();
    const changes: unknown[] = [];
    ann.service.addProductListener({ onBlockChanged: (change) => changes.push(change) });
    await ann.service.blockUsers(['bob']);
    expect(product.isBlocked('ann', 'bob')).toBe(true);
    expect(product.calls.filter((call) => call.endpoint === 'blockWobler')).toHaveLength(1);
    // One writer of CometChat's block list, the server (the fake product plays it): a tab
    // never calls the SDK's blockUsers, so a late tab cannot undo a newer change.
    expect(cloud.isBlocked('ann', 'bob')).toBe(true);
    expect(changes).toContainEqual({ uid: 'bob', blockedByMe: true, hasBlockedMe: false });
    await ann.service.unblockUsers(['bob']);
    expect(product.isBlocked('ann', 'bob')).toBe(false);
    expect(cloud.isBlocked('ann', 'bob')).toBe(false);
    const sdkBlocks = cloud.calls.filter((call) => /^(un)?blockUsers$/.test(call.method));
    expect(sdkBlocks).toEqual([]);
  });

  it('change nothing on CometChat when the product refuses', async () => {
    const { tab, product, cloud } = world();
    const ann = tab('ann');
    await ann.service.login();
    product.failNext('blockWobler', 403);
    await expect(ann.service.blockUsers(['bob'])).rejects.toMatchObject({
      code: 'not-allowed',
      message: 'Refused.',
    });
    expect(cloud.isBlocked('ann', 'bob')).toBe(false);
    expect(cloud.calls.map((call) => call.method)).not.toContain('blockUsers');
  });

  it('made elsewhere in Woble are told to both people', async () => {
    const { tab, product, cloud } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    const annSees: unknown[] = [];
    const bobSees: unknown[] = [];
    ann.service.addProductListener({ onBlockChanged: (change) => annSees.push(change) });
    bob.service.addProductListener({ onBlockChanged: (change) => bobSees.push(change) });
    product.block('ann', 'bob');
    await vi.waitFor(() => expect(cloud.isBlocked('ann', 'bob')).toBe(true));
    await vi.waitFor(() =>
      expect(bobSees).toEqual([{ uid: 'ann', blockedByMe: false, hasBlockedMe: true }]),
    );
    await vi.waitFor(() =>
      expect(annSees).toEqual([{ uid: 'bob', blockedByMe: true, hasBlockedMe: false }]),
    );
    // Neither tab touches CometChat's blocks; the server's mirror set the blocker's side only.
    expect(cloud.isBlocked('bob', 'ann')).toBe(false);
    expect(cloud.calls.map((call) => call.method)).not.toContain('blockUsers');
  });
});

describe('a lost connection', () => {
  it('is followed by what was missed — new messages, edits, deletions, receipts — before onConnected', async () => {
    let now = 1_700_000_000;
    const { tab } = createCometChatTestWorld(PEOPLE, { now: () => now });
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    const bobLog = recorder(bob);
    const early = await text(ann, 'bob', 'early');
    const toDelete = await text(ann, 'bob', 'oops');
    const fromBob = await text(bob, 'ann', 'from bob');
    await vi.waitFor(() => expect(bobLog.events).toEqual(['text early', 'text oops']));
    bobLog.events.length = 0;
    bob.client.goOffline();
    await vi.waitFor(() => expect(bobLog.events).toEqual(['disconnected']));
    now += 10;
    await ann.service.editMessage(early.id, 'early, edited');
    await ann.service.deleteMessage(toDelete.id);
    await ann.service.markAsRead(fromBob);
    await text(ann, 'bob', 'while you were away');
    // Someone Bob never heard from before.
    const cy = tab('cy');
    await cy.service.login();
    await text(cy, 'bob', 'hello from cy');
    bob.client.goOnline();
    await vi.waitFor(() => expect(bobLog.events.at(-1)).toBe('connected'));
    // In order per conversation; the conversation with the latest activity first.
    expect(bobLog.events).toEqual([
      'disconnected',
      'text hello from cy',
      'text while you were away',
      `edited ${early.id} early, edited`,
      `deleted ${toDelete.id}`,
      `delivered ${fromBob.id} by ann`,
      `read ${fromBob.id} by ann`,
      'connected',
    ]);
  });
});

describe('receipts, typing and transient messages', () => {
  it('reach the other person; receipt failures are only logged', async () => {
    const { tab, cloud } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    const annLog = recorder(ann);
    const bobLog = recorder(bob);
    const sent = await text(ann, 'bob', 'read me');
    await vi.waitFor(() => expect(bobLog.messages).toHaveLength(1));
    const received = bobLog.messages[0] as ChatMessage;
    await bob.service.markAsDelivered(received);
    await bob.service.markAsRead(received);
    // Marking one's own message does nothing.
    await ann.service.markAsRead(sent);
    await vi.waitFor(() =>
      expect(annLog.events).toEqual([`delivered ${sent.id} by bob`, `read ${sent.id} by bob`]),
    );
    cloud.failNext('markAsRead', 'FAILED_TO_FETCH');
    await expect(bob.service.markAsRead(received)).resolves.toBeUndefined();
    expect(bob.logged.map((entry) => entry.message)).toEqual(['markAsRead failed']);
    bob.service.startTyping({ receiverId: 'ann', receiverType: 'user' });
    bob.service.endTyping({ receiverId: 'ann', receiverType: 'user' });
    bob.service.sendTransientMessage(
      { receiverId: 'ann', receiverType: 'user' },
      { type: 'live_reaction', reaction: 'heart' },
    );
    await vi.waitFor(() =>
      expect(annLog.events.slice(2)).toEqual([
        'typing Bob',
        'stopped Bob',
        'transient {"type":"live_reaction","reaction":"heart"}',
      ]),
    );
  });
});

describe('presence and extensions', () => {
  it('tells who comes online and goes offline; extensions CometChat does not have are not found', async () => {
    const { tab, cloud } = world();
    const ann = tab('ann');
    await ann.service.login();
    const seen: string[] = [];
    ann.service.addUserListener({
      onUserOnline: (user) => seen.push(`${user.uid} ${user.status}`),
      onUserOffline: (user) => seen.push(`${user.uid} ${user.status}`),
    });
    const bob = tab('bob');
    await bob.service.login();
    await bob.service.logout();
    await vi.waitFor(() => expect(seen).toEqual(['bob online', 'bob offline']));
    expect(bob.service.getLoggedInUser()).toBeNull();
    // An extension the app has not enabled (the scripted cloud has stickers and polls).
    await expect(
      ann.service.callExtension('message-translation', 'POST', 'v2/translate', {}),
    ).rejects.toMatchObject({
      code: 'not-found',
    });
    cloud.extensions.set('stickers', ({ uid, endpoint }) => ({ for: uid, endpoint }));
    expect(await ann.service.callExtension('stickers', 'GET', 'v1/fetch')).toEqual({
      for: 'ann',
      endpoint: 'v1/fetch',
    });
  });
});
