import { describe, expect, it } from 'vitest';
import { type CallTab, createCallTestWorld, settle } from '../../cometchat/test/call-world';
import type { CallMediaSession } from '../port';
import { toCallMediaError } from './media';

// The media of a call on CometChat: the calls SDK, imported only when the media start, draws
// into the screen's container; mute, camera and switching go to it; failures are named.

const PEOPLE = [
  { uid: 'ann', name: 'Ann' },
  { uid: 'bob', name: 'Bob' },
];

async function inACall(type: 'audio' | 'video' = 'video') {
  const world = createCallTestWorld(PEOPLE);
  const ann = await world.tab('ann');
  const bob = await world.tab('bob');
  await settle();
  const call = await ann.calls.initiateCall({ receiverId: 'bob', receiverType: 'user', type });
  await settle();
  const accepted = await bob.calls.acceptCall(call.sessionId);
  await settle();
  return { world, ann, bob, call: accepted };
}

function container(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

const start = (tab: CallTab, call: Parameters<CallTab['calls']['startMedia']>[0]) => {
  const element = container();
  return tab.calls
    .startMedia(call, { container: element })
    .then((session) => ({ session, element }));
};

const peersOf = (session: CallMediaSession) => session.getState().peers.map((peer) => peer.uid);

describe('media of a call on CometChat', () => {
  it('loads the calls SDK only when the media start, and both see each other', async () => {
    const { world, ann, bob, call } = await inACall();
    expect([ann.callsSdkLoads(), bob.callsSdkLoads()]).toEqual([0, 0]);

    const annMedia = await start(ann, call);
    expect(ann.callsSdkLoads()).toBe(1);
    expect(annMedia.session.getState()).toMatchObject({
      local: null,
      drawsVideo: true,
      muted: false,
      cameraOff: false,
      error: null,
      cameras: 1,
    });
    // Drawn by the SDK into our container, with its own layout and buttons off.
    expect(
      annMedia.element.querySelector(`[data-fake-calls-session="${call.sessionId}"]`),
    ).not.toBeNull();
    const annSdk = ann.media();
    expect(annSdk?.log.slice(0, 3)).toEqual(['init', 'generateToken', 'startSession']);
    expect(annSdk?.settings).toMatchObject({
      defaultLayout: false,
      audioOnly: false,
      buttons: { endCall: false, muteAudio: false, pauseVideo: false },
    });

    let changes = 0;
    annMedia.session.subscribe(() => {
      changes += 1;
    });
    const bobMedia = await start(bob, call);
    await settle();
    expect(peersOf(annMedia.session)).toEqual(['bob']);
    expect(peersOf(bobMedia.session)).toEqual(['ann']);
    expect(annMedia.session.getState().peers[0]?.connection).toBe('connected');
    expect(changes).toBeGreaterThan(0);
    expect(world.servers.inSession(call.sessionId)).toHaveLength(2);

    bobMedia.session.close();
    await settle();
    expect(peersOf(annMedia.session)).toEqual([]);
    expect(bob.media()?.log.at(-1)).toBe('endSession');
  });

  it('mutes, turns the camera off and switches it through the SDK', async () => {
    const { world, ann, call } = await inACall();
    world.servers.cameras = 2;
    const { session } = await start(ann, call);
    const sdk = ann.media();
    session.setMuted(true);
    expect(session.getState().muted).toBe(true);
    expect(sdk?.muted).toBe(true);
    session.setCameraOff(true);
    expect(session.getState().cameraOff).toBe(true);
    expect(sdk?.videoPaused).toBe(true);
    session.setMuted(false);
    session.setCameraOff(false);
    expect([sdk?.muted, sdk?.videoPaused]).toEqual([false, false]);
    expect(session.getState().cameras).toBe(2);
    await session.switchCamera();
    expect(sdk?.cameraSwitches).toBe(1);
  });

  it('an audio call is audio only, without a camera to switch', async () => {
    const { ann, call } = await inACall('audio');
    const { session } = await start(ann, call);
    expect(ann.media()?.settings?.audioOnly).toBe(true);
    expect(session.getState().cameraOff).toBe(true);
    await session.switchCamera();
    expect(ann.media()?.cameraSwitches).toBe(0);
  });

  it('names a refused or missing device, and a later failure of the SDK', async () => {
    const { world, ann, bob, call } = await inACall();
    world.servers.failNextStart(new DOMException('Permission denied', 'NotAllowedError'));
    const refused = await start(ann, call);
    expect(refused.session.getState().error).toBe('permission-denied');
    world.servers.failNextStart(new DOMException('Requested device not found', 'NotFoundError'));
    const missing = await start(bob, call);
    expect(missing.session.getState().error).toBe('no-device');
    expect(ann.logged.map((entry) => entry.message)).toContain(
      'CometChat call media could not start',
    );

    const working = await start(bob, call);
    expect(working.session.getState().error).toBeNull();
    bob.media()?.emit('onError', { code: 'CONNECTION_FAILED', message: 'ICE failed' });
    await settle();
    expect(working.session.getState().error).toBe('failed');
  });

  it('hanging up ends the media session; media need an ongoing call one is in', async () => {
    const { ann, bob, call } = await inACall();
    const { session, element } = await start(ann, call);
    await ann.calls.endCall(call.sessionId);
    expect(ann.media()?.log).toContain('endSession');
    expect(element.querySelector('[data-fake-calls-session]')).toBeNull();
    session.setMuted(true);
    expect(ann.media()?.muted).toBe(false);
    await settle();
    await expect(start(bob, call)).rejects.toMatchObject({ name: 'ChatError' });
  });

  it('maps browser and SDK errors onto the port’s media errors', () => {
    expect(toCallMediaError(new DOMException('x', 'NotAllowedError'))).toBe('permission-denied');
    expect(toCallMediaError({ code: 'PERMISSION_DENIED' })).toBe('permission-denied');
    expect(toCallMediaError(new DOMException('x', 'NotFoundError'))).toBe('no-device');
    expect(toCallMediaError(new DOMException('x', 'OverconstrainedError'))).toBe('no-device');
    expect(toCallMediaError({ code: 'ERR_SOMETHING' })).toBe('failed');
    expect(toCallMediaError(undefined)).toBe('failed');
  });
});
