import { describe, expect, it } from 'vitest';
import {
  createChatSetup,
  createWorld,
  EMIL,
  ME,
  METTE,
  seedConversations,
} from '../test/chat-fixtures';
import { flush, openPage } from '../test/chat-store-helpers';

// The chat store's message requests: the state, Accept, Reject & Block, Like Back.

describe('message requests', () => {
  async function requestFromEmil() {
    const world = createWorld();
    const emil = world.serviceFor(EMIL.uid);
    await emil.login();
    world.addToWaiting(EMIL.uid, ME.uid);
    await emil.sendMessage({
      receiverId: ME.uid,
      receiverType: 'user',
      muid: 'r1',
      text: 'Hej Karen, må jeg skrive?',
    });
    const setup = createChatSetup(world);
    await setup.store.getState().openPage();
    return setup;
  }

  it('reads the request state when a conversation opens', async () => {
    const setup = await requestFromEmil();
    await flush();
    expect(setup.service.argsOf('getRequestState')).toEqual([[EMIL.uid]]);
    expect(setup.store.getState().open?.request.state?.receiver.waiting).toBe(true);
  });

  it('accepts the request', async () => {
    const setup = await requestFromEmil();
    await flush();
    await setup.store.getState().acceptRequest();
    expect(setup.service.argsOf('acceptRequest')).toEqual([[EMIL.uid]]);
    expect(setup.store.getState().open?.request.state?.receiver.waiting).toBe(false);
  });

  it('rejects and blocks, then reads the state again', async () => {
    const setup = await requestFromEmil();
    await flush();
    await setup.store.getState().rejectAndBlock();
    expect(setup.service.argsOf('blockUsers')).toEqual([[[EMIL.uid]]]);
    const reads = setup.service.history.map((call) => call.name);
    expect(reads.lastIndexOf('getRequestState')).toBeGreaterThan(reads.indexOf('blockUsers'));
    expect(setup.store.getState().open?.request.state?.sender.blocked).toBe(true);
    expect(setup.store.getState().open?.user.blockedByMe).toBe(true);
    expect(setup.store.getState().list.items).toHaveLength(0);
  });

  it('likes back', async () => {
    const world = createWorld();
    seedConversations(world);
    world.like(EMIL.uid, ME.uid);
    const setup = createChatSetup(world, { selected: { id: EMIL.uid, name: EMIL.name } });
    await setup.store.getState().openPage();
    await flush();
    expect(setup.store.getState().open?.request.state?.receiver.liked).toBe(true);
    await setup.store.getState().likeBack();
    expect(setup.service.argsOf('likeBack')).toEqual([[EMIL.uid]]);
    expect(setup.store.getState().open?.request.state?.sender.liked).toBe(true);
  });

  it('posts add-to-waiting before a first message where neither side waits', async () => {
    const world = createWorld();
    const setup = createChatSetup(world, { selected: { id: EMIL.uid, name: EMIL.name } });
    await setup.store.getState().openPage();
    await flush();
    await setup.store.getState().sendText('Hej Emil');
    expect(setup.service.argsOf('addToWaiting')).toEqual([[EMIL.uid]]);
    expect(setup.store.getState().open?.request.state?.sender.waiting).toBe(true);
    await setup.store.getState().sendText('Er du der?');
    expect(setup.service.argsOf('addToWaiting')).toHaveLength(1);
    expect(world.messages.every((message) => message.requested)).toBe(true);
  });

  it('knows when the other person blocked me', async () => {
    const world = createWorld();
    seedConversations(world);
    world.block(METTE.uid, ME.uid);
    const setup = createChatSetup(world);
    await setup.store.getState().openPage();
    await flush();
    expect(setup.store.getState().open?.user.hasBlockedMe).toBe(true);
    expect(await setup.store.getState().sendText('Hallo?')).toBe(false);
  });

  it('stores selectedWobler for the profile with the connection state', async () => {
    const setup = await openPage();
    await flush();
    expect(setup.store.getState().rememberForProfile()).toBe(METTE.uid);
    expect(setup.storage.value).toEqual({
      id: METTE.uid,
      name: METTE.name,
      fromNoti: false,
      isMatched: true,
    });
  });
});
