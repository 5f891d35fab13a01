import type { ChatCall } from '@wob/api';
import { CALL_END_STATUSES, type CallSignalBody } from '@wob/validation';
import type { Unsubscribe } from '../../port';
import type { CallMediaSession, CallMediaState } from '../port';
import { cameraIds, mediaErrorOf, nextCamera, openLocalMedia } from './devices';
import { createPeer, type Peer } from './peer';
import type { SignalRouter } from './signalling';

// The media of one call on the wob adapter: one's microphone and camera, and a full mesh of
// peer connections, one to every other joined participant (at most CALL_LIMITS.groupMax people),
// added and closed as `call.updated` says who is joined. The state is an immutable snapshot for
// useSyncExternalStore: every change makes a new one.
//
// A participant's `joinedAt` is their media generation: it moves on when they come back into
// the call from a reloaded or another tab (`rejoinCall`). A peer whose generation changed is a
// new tab: its connection is closed and a new one made. One's own generation changing means
// another tab of one's own took the call over: these media end (the call store then shows the
// call as held elsewhere).

/** What the browser gives (injected by tests: jsdom has no WebRTC). */
export interface RtcEnvironment {
  createConnection(configuration: RTCConfiguration): RTCPeerConnection;
  devices(): MediaDevices | undefined;
  newStream(tracks: MediaStreamTrack[]): MediaStream;
}

export const browserRtc: RtcEnvironment = {
  createConnection: (configuration) => new RTCPeerConnection(configuration),
  devices: () => (typeof navigator === 'undefined' ? undefined : navigator.mediaDevices),
  newStream: (tracks) => new MediaStream(tracks),
};

export interface WobMediaOptions {
  call: ChatCall;
  myUid: string;
  iceServers: RTCIceServer[];
  /** `relay`: TURN only (CALLS_ICE_TRANSPORT_POLICY on the server); unset: all candidates. */
  iceTransportPolicy?: RTCIceTransportPolicy;
  rtc: RtcEnvironment;
  router: SignalRouter;
  /** The later states of this call, as the service is told them. */
  watchCall(listener: (call: ChatCall) => void): Unsubscribe;
  log(message: string, error?: unknown): void;
}

/** Signals kept per participant before their connection exists. */
const EARLY_SIGNALS_MAX = 200;
const OVER: ReadonlySet<string> = new Set(CALL_END_STATUSES);

/** `uid`'s media generation in `call` (their `joinedAt`); null when they are not joined. */
export function generationOf(call: ChatCall, uid: string): number | null {
  const participant = call.participants.find((one) => one.uid === uid);
  return participant?.state === 'joined' ? participant.joinedAt : null;
}

/** Others joined, in the order they joined; nobody once the call is over. */
export function joinedOthers(call: ChatCall, myUid: string): string[] {
  if (OVER.has(call.status)) return [];
  return call.participants
    .filter((participant) => participant.state === 'joined' && participant.uid !== myUid)
    .sort((a, b) => (a.joinedAt ?? 0) - (b.joinedAt ?? 0))
    .map((participant) => participant.uid);
}

export async function startWobMedia(options: WobMediaOptions): Promise<CallMediaSession> {
  const { call, myUid, rtc, router, log } = options;
  const isVideo = call.type === 'video';
  let state: CallMediaState = {
    local: null,
    peers: [],
    muted: false,
    cameraOff: !isVideo,
    cameras: 0,
    error: null,
    drawsVideo: false,
  };
  const subscribers = new Set<() => void>();
  const publish = (change: Partial<CallMediaState>) => {
    state = { ...state, ...change };
    for (const subscriber of [...subscribers]) subscriber();
  };
  const peers = new Map<string, Peer>();
  /** The generation of the participant each peer connection was made for. */
  const generations = new Map<string, number | null>();
  /** One's own generation these media belong to. */
  let myGeneration = generationOf(call, myUid);
  const early = new Map<string, CallSignalBody[]>();
  let cameras: string[] = [];
  let closed = false;
  let stopWatching: Unsubscribe = () => undefined;
  let stopSignals: Unsubscribe = () => undefined;

  const devices = rtc.devices();
  let local: MediaStream | null = null;
  try {
    if (!devices?.getUserMedia)
      throw Object.assign(new Error('no media devices'), { name: 'NotFoundError' });
    const opened = await openLocalMedia(devices, call.type);
    local = opened.stream;
    cameras = opened.cameraIds;
    publish({ local, cameras: cameras.length });
  } catch (error) {
    log('the microphone or camera could not be opened', error);
    publish({ error: mediaErrorOf(error) });
  }

  let lastCall = call;
  const showPeers = () => {
    const order = joinedOthers(lastCall, myUid);
    publish({
      peers: order.flatMap((uid) => {
        const peer = peers.get(uid);
        return peer ? [peer.view()] : [];
      }),
    });
  };

  function sync(next: ChatCall): void {
    if (closed) return;
    const mine = generationOf(next, myUid);
    myGeneration ??= mine;
    if (mine !== null && mine !== myGeneration) {
      // Another tab of one's own took the call over: its media are the call's now.
      log('the call was taken over by another tab');
      end();
      return;
    }
    lastCall = next;
    const wanted = new Set(joinedOthers(next, myUid));
    for (const [uid, peer] of peers) {
      const renewed = generations.get(uid) !== generationOf(next, uid);
      if (!wanted.has(uid) || renewed) {
        // Gone, or back from another tab (a new generation): this connection is to the old one.
        peer.close();
        peers.delete(uid);
        generations.delete(uid);
        if (!wanted.has(uid)) early.delete(uid);
      }
    }
    for (const uid of wanted) {
      if (peers.has(uid)) continue;
      const peer = createPeer({
        uid,
        polite: myUid < uid,
        connect: () =>
          rtc.createConnection({
            iceServers: options.iceServers,
            ...(options.iceTransportPolicy
              ? { iceTransportPolicy: options.iceTransportPolicy }
              : {}),
          }),
        local,
        kinds: isVideo ? ['audio', 'video'] : ['audio'],
        send: router.sender(call.sessionId, uid),
        onChange: showPeers,
        newStream: rtc.newStream,
        log,
      });
      peers.set(uid, peer);
      generations.set(uid, generationOf(next, uid));
      for (const signal of early.get(uid) ?? []) void peer.receive(signal);
      early.delete(uid);
    }
    showPeers();
    if (OVER.has(next.status)) router.forget(call.sessionId);
  }

  function onSignal(from: string, signal: CallSignalBody): void {
    if (closed) return;
    const peer = peers.get(from);
    if (peer) {
      void peer.receive(signal);
      return;
    }
    const waiting = early.get(from) ?? [];
    if (waiting.length < EARLY_SIGNALS_MAX) waiting.push(signal);
    early.set(from, waiting);
  }

  // Without one's own microphone or camera (refused, missing) the connections still come:
  // one hears and sees the others, and the screen explains why they do not hear one.
  stopSignals = router.attach(call.sessionId, onSignal);
  stopWatching = options.watchCall(sync);
  sync(call);

  /** Stops the tracks and closes the connections (the subscribers are told, and kept). */
  function end(): void {
    if (closed) return;
    closed = true;
    stopWatching();
    stopSignals();
    for (const peer of peers.values()) peer.close();
    peers.clear();
    generations.clear();
    early.clear();
    for (const track of local?.getTracks() ?? []) track.stop();
    local = null;
    publish({ local: null, peers: [] });
  }

  const setEnabled = (kind: 'audio' | 'video', enabled: boolean) => {
    for (const track of local?.getTracks() ?? []) if (track.kind === kind) track.enabled = enabled;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      subscribers.add(listener);
      return () => {
        subscribers.delete(listener);
      };
    },
    setMuted(muted) {
      if (closed || muted === state.muted) return;
      setEnabled('audio', !muted);
      publish({ muted });
    },
    setCameraOff(off) {
      if (closed || !isVideo || off === state.cameraOff) return;
      setEnabled('video', !off);
      publish({ cameraOff: off });
    },
    async switchCamera() {
      if (closed || !local || !devices) return;
      const current = local.getVideoTracks()[0];
      const next = nextCamera(cameras, current?.getSettings().deviceId);
      if (!next) return;
      try {
        const fresh = await devices.getUserMedia({ video: { deviceId: { exact: next } } });
        const track = fresh.getVideoTracks()[0];
        if (!track || closed) {
          for (const unused of fresh.getTracks()) unused.stop();
          return;
        }
        track.enabled = !state.cameraOff;
        for (const peer of peers.values()) {
          const sender = peer.connection.getSenders().find((one) => one.track?.kind === 'video');
          await sender?.replaceTrack(track);
        }
        current?.stop();
        local = rtc.newStream([...local.getAudioTracks(), track]);
        const found = await cameraIds(devices);
        if (found.length > 0) cameras = found;
        publish({ local, cameras: cameras.length });
      } catch (error) {
        log('the camera could not be switched', error);
      }
    },
    close() {
      if (closed) return;
      end();
      subscribers.clear();
    },
  };
}
