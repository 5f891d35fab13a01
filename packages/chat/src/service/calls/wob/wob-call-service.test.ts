import type {
  ChatCall,
  EndpointId,
  OwnTopicListener,
  RealtimeEvent,
  chatCallEndpoints,
} from '@wob/api';
import { apiError, createFakeApi, type FakeHandler, type FakeHandlers } from '@wob/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { mediaErrorOf, nextCamera } from './devices';
import {
  FakePeerConnection,
  type FakeStream,
  type FakeTrack,
  fakeRtc,
  settle,
} from './test/fake-rtc';
import { createWobCallService } from './wob-call-service';

// The wob adapter of the CallService port on a fake API and a fake own topic: ringing through
// the endpoints, `call.updated` to the listeners, and the media's mesh on fake WebRTC (the real
// one is proven in the browser tests).

const ME = 'u-me';

/**
 * The calls endpoints by id. They join the app's `endpoints` (and so `EndpointId`) when the
 * server has their routes; until then their ids are named through this.
 */
const id = (name: keyof typeof chatCallEndpoints | 'chatMe') => name as EndpointId;

function call(overrides: Partial<ChatCall> = {}, joined: string[] = [ME, 'u-bo']): ChatCall {
  const everyone = [...new Set([ME, 'u-bo', ...joined])];
  return {
    sessionId: 'v1.call.1',
    type: 'video',
    status: 'ongoing',
    receiverType: 'user',
    receiverId: 'u-bo',
    conversationId: 'u-bo_user_u-me',
    initiator: { uid: ME, name: 'Me', avatar: '' },
    receiver: { uid: 'u-bo', name: 'Bo', avatar: '' },
    participants: everyone.map((uid, index) => ({
      uid,
      name: uid,
      avatar: '',
      state: joined.includes(uid) ? 'joined' : 'ringing',
      joinedAt: joined.includes(uid) ? 100 + index : null,
    })),
    initiatedAt: 100,
    joinedAt: 101,
    endedAt: null,
    ...overrides,
  };
}

function setup() {
  const handlers: Record<string, FakeHandler> = {
    chatCallInitiate: () => ({ data: { call: call({ status: 'initiated' }, [ME]) } }),
    chatCallIceServers: () => {
      throw apiError(404);
    },
    chatCallSignal: () => ({ data: {} }),
    chatCallActive: () => ({ data: { call: null } }),
    chatMe: () => ({
      data: {
        uid: ME,
        name: 'Me',
        avatar: '',
        status: 'online',
        lastActiveAt: null,
        blockedByMe: false,
        hasBlockedMe: false,
      },
    }),
  };
  const fake = createFakeApi(handlers as FakeHandlers);
  const listeners = new Set<OwnTopicListener>();
  const emit = (event: RealtimeEvent) => {
    for (const listener of [...listeners]) listener.onEvent(event);
  };
  const { rtc, devices } = fakeRtc();
  const logs: string[] = [];
  const service = createWobCallService({
    api: fake.api,
    subscribeOwnTopic: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    rtc,
    log: (message) => logs.push(message),
  });
  return { fake, service, emit, devices, logs, listeners };
}

const container = () => document.createElement('div');

beforeEach(() => {
  FakePeerConnection.made = [];
});

describe('wob call adapter: ringing', () => {
  it('rings through the endpoint and answers the call', async () => {
    const { fake, service } = setup();
    const ringing = await service.initiateCall({
      receiverId: 'u-bo',
      receiverType: 'user',
      type: 'video',
    });
    expect(ringing.status).toBe('initiated');
    expect(fake.inputsOf(id('chatCallInitiate'))).toEqual([
      { receiverId: 'u-bo', receiverType: 'user', type: 'video' },
    ]);
  });

  it('turns a conflict (one is in a call) and a block into not-allowed, with the server’s words', async () => {
    const { fake, service } = setup();
    fake.on(id('chatCallInitiate'), () => {
      throw apiError(409, 'You are in a call already.');
    });
    await expect(
      service.initiateCall({ receiverId: 'u-bo', receiverType: 'user', type: 'audio' }),
    ).rejects.toMatchObject({ code: 'not-allowed', message: 'You are in a call already.' });
    fake.on(id('chatCallInitiate'), () => {
      throw apiError(403);
    });
    await expect(
      service.initiateCall({ receiverId: 'u-bo', receiverType: 'user', type: 'audio' }),
    ).rejects.toMatchObject({ code: 'not-allowed' });
  });

  it('asks the history with its defaults and bounds', async () => {
    const { fake, service } = setup();
    fake.on(id('chatCallHistory'), () => ({ data: { calls: [call()] } }));
    expect(await service.callHistory({ uid: 'u-bo' })).toHaveLength(1);
    await service.callHistory({ uid: 'g1', receiverType: 'group', limit: 500 });
    expect(fake.inputsOf(id('chatCallHistory'))).toEqual([
      { uid: 'u-bo', receiverType: 'user', limit: 10 },
      { uid: 'g1', receiverType: 'group', limit: 50 },
    ]);
  });

  it('tells `call.updated` of the own topic to the listeners and ignores what it cannot read', async () => {
    const { service, emit, logs } = setup();
    const told: ChatCall[] = [];
    service.addCallListener({ onCallUpdated: (updated) => told.push(updated) });
    emit({ type: 'call.updated', call: call({ status: 'ended' }) });
    emit({ type: 'call.updated', call: { sessionId: 'broken' } });
    emit({ type: 'chat.message', message: {} });
    expect(told.map((one) => one.status)).toEqual(['ended']);
    expect(logs).toEqual(['an unreadable call event']);
  });
});

describe('wob call adapter: media', () => {
  it('connects to every other joined participant as they join and leave, with no ICE servers on a 404', async () => {
    const { service, emit, fake } = setup();
    const ongoing = call({ receiverType: 'group', receiverId: 'g1' }, [ME, 'u-bo']);
    const media = await service.startMedia(ongoing, { container: container() });
    expect(media.getState()).toMatchObject({
      error: null,
      muted: false,
      cameraOff: false,
      cameras: 1,
    });
    expect(media.getState().local).not.toBeNull();
    expect(FakePeerConnection.made).toHaveLength(1);
    expect(FakePeerConnection.made[0]?.configuration).toEqual({ iceServers: [] });
    expect(media.getState().peers.map((peer) => peer.uid)).toEqual(['u-bo']);

    // A third joins: one more connection; the second leaves: theirs closes.
    emit({
      type: 'call.updated',
      call: call({ receiverType: 'group', receiverId: 'g1' }, [ME, 'u-bo', 'u-aa']),
    });
    expect(media.getState().peers.map((peer) => peer.uid)).toEqual(['u-bo', 'u-aa']);
    emit({
      type: 'call.updated',
      call: call({ receiverType: 'group', receiverId: 'g1' }, [ME, 'u-aa']),
    });
    expect(media.getState().peers.map((peer) => peer.uid)).toEqual(['u-aa']);
    expect(FakePeerConnection.made[0]?.signalingState).toBe('closed');

    // Each side offers as soon as its connection has the tracks.
    await settle();
    const signals = fake.inputsOf(id('chatCallSignal')) as Array<{
      to: string;
      signal: { kind: string };
    }>;
    expect(signals.map((one) => [one.to, one.signal.kind])).toEqual([['u-aa', 'description']]);
    media.close();
  });

  it('uses the ICE servers the server gives', async () => {
    const { service, fake } = setup();
    fake.on(id('chatCallIceServers'), () => ({
      data: {
        iceServers: [
          { urls: ['stun:127.0.0.1:3478'] },
          { urls: ['turn:127.0.0.1:3478'], username: '1700000000:u-me', credential: 'secret' },
        ],
        ttl: 600,
      },
    }));
    const media = await service.startMedia(call(), { container: container() });
    expect(FakePeerConnection.made[0]?.configuration).toEqual({
      iceServers: [
        { urls: ['stun:127.0.0.1:3478'] },
        { urls: ['turn:127.0.0.1:3478'], username: '1700000000:u-me', credential: 'secret' },
      ],
    });
    media.close();
  });

  it('connects to a member who joins while its own media are starting', async () => {
    const { service, emit } = setup();
    const group = { receiverType: 'group' as const, receiverId: 'g1' };
    const starting = service.startMedia(call(group, [ME, 'u-bo']), { container: container() });
    emit({ type: 'call.updated', call: call(group, [ME, 'u-bo', 'u-aa']) });
    const media = await starting;
    await settle();
    expect(media.getState().peers.map((peer) => peer.uid)).toEqual(['u-bo', 'u-aa']);
    expect(FakePeerConnection.made).toHaveLength(2);
    media.close();
  });

  it('makes relay-only connections when the server sends every call through TURN', async () => {
    const { service, fake } = setup();
    const relay = { urls: ['turn:127.0.0.1:3478'], username: '1700000000:u-me', credential: 'c' };
    fake.on(id('chatCallIceServers'), () => ({
      data: { iceServers: [relay], ttl: 600, iceTransportPolicy: 'relay' },
    }));
    const media = await service.startMedia(call(), { container: container() });
    expect(FakePeerConnection.made[0]?.configuration).toEqual({
      iceServers: [relay],
      iceTransportPolicy: 'relay',
    });
    media.close();
  });

  it('keeps the signals that come before the media start, in order, and hands them over (polite toward a larger uid)', async () => {
    const { service, emit } = setup();
    emit({
      type: 'call.signal',
      sessionId: 'v1.call.1',
      from: 'u-zed',
      signal: { kind: 'description', description: { type: 'offer', sdp: 'offer of zed' } },
    });
    emit({
      type: 'call.signal',
      sessionId: 'v1.call.1',
      from: 'u-zed',
      signal: { kind: 'candidate', candidate: { candidate: 'candidate of zed' } },
    });
    const media = await service.startMedia(call({}, [ME, 'u-zed']), { container: container() });
    await settle(20);
    const connection = FakePeerConnection.made[0];
    expect(connection?.remoteDescription?.sdp).toBe('offer of zed');
    expect(connection?.candidates.map((one) => one.candidate)).toEqual(['candidate of zed']);
    media.close();
  });

  it('ignores a crossing offer toward a smaller uid (impolite) and keeps its own', async () => {
    const { service, emit } = setup();
    emit({
      type: 'call.signal',
      sessionId: 'v1.call.1',
      from: 'u-bo',
      signal: { kind: 'description', description: { type: 'offer', sdp: 'offer of bo' } },
    });
    const media = await service.startMedia(call(), { container: container() });
    await settle(20);
    const connection = FakePeerConnection.made[0];
    expect(connection?.remoteDescription).toBeNull();
    expect(connection?.localDescription?.type).toBe('offer');
    media.close();
  });

  it('mutes, turns the camera off, switches camera and stops every track on close', async () => {
    const { service, devices } = setup();
    devices.cameras = ['camera-1', 'camera-2'];
    const media = await service.startMedia(call(), { container: container() });
    expect(media.getState().cameras).toBe(2);
    const local = media.getState().local as unknown as FakeStream;
    const [audio, video] = local.getTracks() as FakeTrack[];
    media.setMuted(true);
    media.setCameraOff(true);
    expect(audio?.enabled).toBe(false);
    expect(video?.enabled).toBe(false);
    expect(media.getState()).toMatchObject({ muted: true, cameraOff: true });

    await media.switchCamera();
    const switched = media.getState().local as unknown as FakeStream;
    const newVideo = switched.getVideoTracks()[0];
    expect(newVideo?.deviceId).toBe('camera-2');
    expect(newVideo?.enabled).toBe(false);
    expect(video?.stopped).toBe(true);
    expect(
      FakePeerConnection.made[0]?.senders.find((one) => one.track?.kind === 'video')?.track,
    ).toBe(newVideo);

    media.close();
    expect(audio?.stopped).toBe(true);
    expect(newVideo?.stopped).toBe(true);
    expect(media.getState()).toMatchObject({ local: null, peers: [] });
    expect(FakePeerConnection.made[0]?.signalingState).toBe('closed');
  });

  it('asks for the camera only in a video call', async () => {
    const { service, devices } = setup();
    const media = await service.startMedia(call({ type: 'audio' }), { container: container() });
    expect(devices.requests).toEqual([{ audio: true, video: false }]);
    expect(media.getState()).toMatchObject({ cameraOff: true, cameras: 0 });
    media.close();
  });

  it('explains a refused or missing device, and still connects to hear and see the others', async () => {
    const { service, devices, fake } = setup();
    devices.failWith = 'NotAllowedError';
    const refused = await service.startMedia(call(), { container: container() });
    expect(refused.getState()).toMatchObject({ error: 'permission-denied', local: null });
    expect(refused.getState().peers.map((peer) => peer.uid)).toEqual(['u-bo']);
    // Nothing of one's own to send: this (impolite) side's offer only asks to receive.
    await settle();
    expect(fake.inputsOf(id('chatCallSignal'))).toMatchObject([
      { to: 'u-bo', signal: { kind: 'description', description: { type: 'offer' } } },
    ]);
    expect(FakePeerConnection.made[0]?.senders).toEqual([]);
    expect(FakePeerConnection.made[0]?.transceivers).toEqual([
      { kind: 'audio', direction: 'recvonly' },
      { kind: 'video', direction: 'recvonly' },
    ]);
    refused.close();
    devices.failWith = 'NotFoundError';
    const missing = await service.startMedia(call(), { container: container() });
    expect(missing.getState().error).toBe('no-device');
    missing.close();
  });
});

/** `base` with `uid`'s media generation (their `joinedAt`) moved on, as a rejoin does. */
function renewed(base: ChatCall, uid: string, joinedAt: number): ChatCall {
  return {
    ...base,
    participants: base.participants.map((one) => (one.uid === uid ? { ...one, joinedAt } : one)),
  };
}

describe('wob call adapter: back into a call', () => {
  it('rejoins through the endpoint, dropping the signals queued for the old connections', async () => {
    const { fake, service, emit } = setup();
    // With 'u-zz' this side is polite: an offer that reached its connection would be taken.
    const ongoing = call({ receiverType: 'group', receiverId: 'g1' }, [ME, 'u-zz']);
    fake.on(id('chatCallRejoin'), () => ({ data: { call: renewed(ongoing, ME, 200) } }));
    // An offer of u-zz's connection to the media this person had before the reload.
    emit({
      type: 'call.signal',
      sessionId: 'v1.call.1',
      from: 'u-zz',
      signal: { kind: 'description', description: { type: 'offer', sdp: 'old' } },
    });
    const rejoined = await service.rejoinCall('v1.call.1');
    expect(fake.inputsOf(id('chatCallRejoin'))).toEqual([{ sessionId: 'v1.call.1' }]);
    const media = await service.startMedia(rejoined, { container: container() });
    await settle();
    expect(FakePeerConnection.made).toHaveLength(1);
    expect(FakePeerConnection.made[0]?.remoteDescription).toBeNull();
    media.close();
  });

  it('answers not-found when the server refuses the rejoin', async () => {
    const { fake, service } = setup();
    fake.on(id('chatCallRejoin'), () => {
      throw apiError(404);
    });
    await expect(service.rejoinCall('v1.call.1')).rejects.toMatchObject({ code: 'not-found' });
  });

  it('replaces the connection to a participant who came back from another tab', async () => {
    const { service, emit } = setup();
    const ongoing = call();
    const media = await service.startMedia(ongoing, { container: container() });
    expect(FakePeerConnection.made).toHaveLength(1);
    // The same generation again (another change of the call): the connection stays.
    emit({ type: 'call.updated', call: ongoing });
    expect(FakePeerConnection.made).toHaveLength(1);

    emit({ type: 'call.updated', call: renewed(ongoing, 'u-bo', 300) });
    expect(FakePeerConnection.made).toHaveLength(2);
    expect(FakePeerConnection.made[0]?.signalingState).toBe('closed');
    expect(FakePeerConnection.made[1]?.signalingState).not.toBe('closed');
    expect(media.getState().peers.map((peer) => peer.uid)).toEqual(['u-bo']);
    media.close();
  });

  it('ends its media when another tab of one’s own takes the call over', async () => {
    const { service, emit } = setup();
    const ongoing = call();
    const media = await service.startMedia(ongoing, { container: container() });
    const local = media.getState().local as unknown as FakeStream;
    const seen: number[] = [];
    media.subscribe(() => seen.push(media.getState().peers.length));

    emit({ type: 'call.updated', call: renewed(ongoing, ME, 300) });
    expect(media.getState()).toMatchObject({ local: null, peers: [] });
    expect((local.getTracks() as FakeTrack[]).every((track) => track.stopped)).toBe(true);
    expect(FakePeerConnection.made[0]?.signalingState).toBe('closed');
    expect(seen.at(-1)).toBe(0);
    // Later changes of the call make no connection from this tab.
    emit({ type: 'call.updated', call: renewed(renewed(ongoing, ME, 300), 'u-bo', 400) });
    expect(FakePeerConnection.made).toHaveLength(1);
    media.close();
  });
});

describe('wob call adapter: devices', () => {
  it('maps getUserMedia’s failures to what the screen explains', () => {
    expect(mediaErrorOf(new DOMException('x', 'NotAllowedError'))).toBe('permission-denied');
    expect(mediaErrorOf(new DOMException('x', 'NotFoundError'))).toBe('no-device');
    expect(mediaErrorOf(new DOMException('x', 'OverconstrainedError'))).toBe('no-device');
    expect(mediaErrorOf(new DOMException('x', 'NotReadableError'))).toBe('failed');
    expect(mediaErrorOf('nonsense')).toBe('failed');
  });

  it('goes round the cameras', () => {
    expect(nextCamera(['a', 'b', 'c'], 'c')).toBe('a');
    expect(nextCamera(['a', 'b'], 'a')).toBe('b');
    expect(nextCamera(['a'], 'a')).toBeNull();
  });
});
