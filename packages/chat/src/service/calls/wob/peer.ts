import type { CallSignalBody } from '@wob/validation';
import type { CallMediaPeer } from '../port';

// One peer connection of the mesh, with the "perfect negotiation" pattern (MDN, "Establishing a
// connection: the WebRTC perfect negotiation pattern"): both sides add their tracks and offer
// when negotiation is needed; when two offers cross, the polite side (the participant with the
// smaller uid) gives way and answers, the impolite side ignores the other's offer. Signals of
// one peer are handled one after the other, in the order they came; ICE candidates that come
// before the remote description wait for it.
//
// A connection that is not connected ICE_RESTART_AFTER_MS after it began (or after it dropped) is
// restarted by the impolite side (`restartIce`: new candidates, a new offer), at most
// ICE_RESTARTS_MAX times: on this machine a candidate gathering now and then never ends, and a
// restart recovers from that as from a lost network path.

export const ICE_RESTART_AFTER_MS = 6_000;
export const ICE_RESTARTS_MAX = 3;

export interface PeerOptions {
  /** The other participant. */
  uid: string;
  polite: boolean;
  connection: RTCPeerConnection;
  /** One's tracks, added at once (each side offers them). */
  local: MediaStream | null;
  /** Sends a signal to the other participant (in order). */
  send(signal: CallSignalBody): void;
  /** The peer's stream or connection state changed. */
  onChange(): void;
  /** A stream for tracks that come without one. */
  newStream(tracks: MediaStreamTrack[]): MediaStream;
  log(message: string, error?: unknown): void;
}

export interface Peer {
  readonly uid: string;
  readonly polite: boolean;
  readonly connection: RTCPeerConnection;
  /** What the screen shows of this peer. */
  view(): CallMediaPeer;
  /** A signal from the other participant; handled after the ones before it. */
  receive(signal: CallSignalBody): Promise<void>;
  close(): void;
}

function connectionOf(state: RTCPeerConnectionState): CallMediaPeer['connection'] {
  if (state === 'connected') return 'connected';
  if (state === 'failed' || state === 'closed') return 'failed';
  return 'connecting';
}

export function createPeer(options: PeerOptions): Peer {
  const { connection: pc, polite } = options;
  let makingOffer = false;
  let ignoreOffer = false;
  let settingRemoteAnswer = false;
  let closed = false;
  let stream: MediaStream | null = null;
  let view: CallMediaPeer = { uid: options.uid, stream: null, connection: 'connecting' };
  const earlyCandidates: RTCIceCandidateInit[] = [];
  let queue: Promise<void> = Promise.resolve();
  let restarts = 0;
  let watchdog: ReturnType<typeof setTimeout> | null = null;

  const stopWatchdog = () => {
    if (watchdog !== null) clearTimeout(watchdog);
    watchdog = null;
  };
  const armWatchdog = () => {
    stopWatchdog();
    if (polite || closed || restarts >= ICE_RESTARTS_MAX) return;
    watchdog = setTimeout(() => {
      watchdog = null;
      if (closed || pc.connectionState === 'connected') return;
      restarts += 1;
      pc.restartIce?.();
      armWatchdog();
    }, ICE_RESTART_AFTER_MS);
  };

  const update = (change: Partial<CallMediaPeer>) => {
    view = { ...view, ...change };
    options.onChange();
  };

  const sendDescription = () => {
    const description = pc.localDescription;
    if (!description) return;
    options.send({
      kind: 'description',
      description: { type: description.type, sdp: description.sdp },
    });
  };

  pc.onnegotiationneeded = async () => {
    try {
      makingOffer = true;
      await pc.setLocalDescription();
      if (!closed) sendDescription();
    } catch (error) {
      options.log('an offer could not be made', error);
    } finally {
      makingOffer = false;
    }
  };
  pc.onicecandidate = ({ candidate }) => {
    // The end of candidates is not sent: it is optional, and each side ends its own gathering.
    if (!candidate || closed) return;
    const init = candidate.toJSON();
    options.send({ kind: 'candidate', candidate: { ...init, candidate: init.candidate ?? '' } });
  };
  pc.oniceconnectionstatechange = () => {
    if (pc.iceConnectionState === 'failed') pc.restartIce();
  };
  pc.onconnectionstatechange = () => {
    if (closed) return;
    if (pc.connectionState === 'connected') stopWatchdog();
    else if (pc.connectionState === 'disconnected' || pc.connectionState === 'failed') {
      if (watchdog === null) armWatchdog();
    }
    update({ connection: connectionOf(pc.connectionState) });
  };
  pc.ontrack = ({ track, streams }) => {
    if (closed) return;
    const given = streams[0];
    if (given) stream = given;
    else if (stream) stream.addTrack(track);
    else stream = options.newStream([track]);
    update({ stream });
  };

  if (options.local) {
    for (const track of options.local.getTracks()) pc.addTrack(track, options.local);
  }
  armWatchdog();

  async function addCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    try {
      await pc.addIceCandidate(candidate);
    } catch (error) {
      // A candidate of an offer this side ignored fails, and does not matter.
      if (!ignoreOffer) options.log('an ICE candidate was refused', error);
    }
  }

  async function handle(signal: CallSignalBody): Promise<void> {
    if (closed) return;
    if (signal.kind === 'candidate') {
      if (!signal.candidate) return;
      if (!pc.remoteDescription) {
        earlyCandidates.push(signal.candidate);
        return;
      }
      await addCandidate(signal.candidate);
      return;
    }
    const description = signal.description as RTCSessionDescriptionInit;
    const readyForOffer = !makingOffer && (pc.signalingState === 'stable' || settingRemoteAnswer);
    const offerCollision = description.type === 'offer' && !readyForOffer;
    ignoreOffer = !polite && offerCollision;
    if (ignoreOffer) return;
    settingRemoteAnswer = description.type === 'answer';
    try {
      await pc.setRemoteDescription(description);
    } finally {
      settingRemoteAnswer = false;
    }
    for (const candidate of earlyCandidates.splice(0)) await addCandidate(candidate);
    if (description.type === 'offer') {
      await pc.setLocalDescription();
      if (!closed) sendDescription();
    }
  }

  return {
    uid: options.uid,
    polite,
    connection: pc,
    view: () => view,
    receive(signal) {
      queue = queue
        .then(() => handle(signal))
        .catch((error: unknown) => options.log('a signal could not be applied', error));
      return queue;
    },
    close() {
      if (closed) return;
      closed = true;
      stopWatchdog();
      pc.onnegotiationneeded = null;
      pc.onicecandidate = null;
      pc.ontrack = null;
      pc.onconnectionstatechange = null;
      pc.oniceconnectionstatechange = null;
      pc.close();
    },
  };
}
