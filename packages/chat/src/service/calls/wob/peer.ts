import type { CallSignalBody } from '@wob/validation';
import type { CallMediaPeer } from '../port';

// One peer connection of the mesh. The impolite side (the participant with the larger uid) makes
// the first offer; the polite side adds its own tracks only when that offer has come, into the
// transceivers the offer made, and answers. So the first negotiation never has two offers that
// cross (and no rollback, after which Chromium now and then never finished gathering ICE
// candidates). Later negotiations follow the "perfect negotiation" pattern (MDN, "Establishing
// a connection: the WebRTC perfect negotiation pattern"): when two offers cross, the polite side
// gives way and answers, the impolite side ignores the other's offer. Signals of one peer are
// handled one after the other, in the order they came; ICE candidates that come before the
// remote description wait for it.
//
// Generations: a connection that is not connected CONNECT_WITHIN_MS after it began (or after it
// dropped) is replaced by a fresh RTCPeerConnection, started by the impolite side, at most
// RESETS_MAX times. Every signal carries the generation of the connection it belongs to; a
// polite side that hears a newer generation replaces its connection too, and a signal of an
// older generation (an answer or candidate still on its way) is dropped, so it never reaches
// the new connection. An ICE failure of a connected call first gets an ICE restart.

export const CONNECT_WITHIN_MS = 8_000;
export const RESETS_MAX = 3;

export type MediaKind = 'audio' | 'video';

export interface PeerOptions {
  /** The other participant. */
  uid: string;
  polite: boolean;
  /** Makes a new connection: at the start and for each new generation. */
  connect(): RTCPeerConnection;
  /** One's tracks (null: none — refused or missing). */
  local: MediaStream | null;
  /** What the call carries: the first offer asks for these even without one's own tracks. */
  kinds: readonly MediaKind[];
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
  /** The current connection (a new one after each reset). */
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
  const { polite } = options;
  let pc!: RTCPeerConnection;
  let started = false;
  let generation = 0;
  let makingOffer = false;
  let ignoreOffer = false;
  let settingRemoteAnswer = false;
  let closed = false;
  let stream: MediaStream | null = null;
  let view: CallMediaPeer = { uid: options.uid, stream: null, connection: 'connecting' };
  let earlyCandidates: RTCIceCandidateInit[] = [];
  let queue: Promise<void> = Promise.resolve();
  let resets = 0;
  let watchdog: ReturnType<typeof setTimeout> | null = null;

  const update = (change: Partial<CallMediaPeer>) => {
    view = { ...view, ...change };
    options.onChange();
  };

  const stopWatchdog = () => {
    if (watchdog !== null) clearTimeout(watchdog);
    watchdog = null;
  };
  const armWatchdog = () => {
    stopWatchdog();
    if (polite || closed || resets >= RESETS_MAX) return;
    watchdog = setTimeout(() => {
      watchdog = null;
      if (closed || pc.connectionState === 'connected') return;
      resets += 1;
      options.log(`no connection to ${options.uid}: a new one (generation ${generation + 1})`);
      start(generation + 1);
    }, CONNECT_WITHIN_MS);
  };

  const send = (signal: CallSignalBody) => {
    if (!closed) options.send({ ...signal, generation });
  };
  const sendDescription = (connection: RTCPeerConnection) => {
    const description = connection.localDescription;
    if (!description || connection !== pc) return;
    send({ kind: 'description', description: { type: description.type, sdp: description.sdp } });
  };

  const addLocalTracks = (connection: RTCPeerConnection) => {
    const local = options.local;
    const tracks = local?.getTracks() ?? [];
    for (const track of tracks) connection.addTrack(track, local as MediaStream);
    if (polite) return;
    // The first offer asks to receive every kind of the call, also without one's own track.
    for (const kind of options.kinds) {
      if (!tracks.some((track) => track.kind === kind))
        connection.addTransceiver(kind, { direction: 'recvonly' });
    }
  };

  /** Drops the current connection (if any) and begins generation `next` on a new one. */
  function start(next: number): void {
    const again = started;
    if (again) {
      detach(pc);
      stream = null;
    }
    started = true;
    generation = next;
    makingOffer = false;
    ignoreOffer = false;
    settingRemoteAnswer = false;
    earlyCandidates = [];
    const connection = options.connect();
    pc = connection;
    connection.onnegotiationneeded = async () => {
      // The polite side's first description is its answer to the first offer.
      if (polite && !connection.remoteDescription) return;
      try {
        makingOffer = true;
        await connection.setLocalDescription();
        sendDescription(connection);
      } catch (error) {
        options.log('an offer could not be made', error);
      } finally {
        makingOffer = false;
      }
    };
    connection.onicecandidate = ({ candidate }) => {
      // The end of candidates is not sent: it is optional, and each side ends its own gathering.
      if (!candidate || connection !== pc) return;
      const init = candidate.toJSON();
      send({ kind: 'candidate', candidate: { ...init, candidate: init.candidate ?? '' } });
    };
    connection.oniceconnectionstatechange = () => {
      if (!polite && connection.iceConnectionState === 'failed') connection.restartIce();
    };
    connection.onconnectionstatechange = () => {
      if (closed || connection !== pc) return;
      if (connection.connectionState === 'connected') stopWatchdog();
      else if (
        connection.connectionState === 'disconnected' ||
        connection.connectionState === 'failed'
      ) {
        if (watchdog === null) armWatchdog();
      }
      update({ connection: connectionOf(connection.connectionState) });
    };
    connection.ontrack = ({ track, streams }) => {
      if (closed || connection !== pc) return;
      const given = streams[0];
      if (given) stream = given;
      else if (stream) stream.addTrack(track);
      else stream = options.newStream([track]);
      update({ stream });
    };
    if (!polite) addLocalTracks(connection);
    if (again) update({ connection: 'connecting' });
    armWatchdog();
  }

  function detach(connection: RTCPeerConnection): void {
    connection.onnegotiationneeded = null;
    connection.onicecandidate = null;
    connection.ontrack = null;
    connection.onconnectionstatechange = null;
    connection.oniceconnectionstatechange = null;
    connection.close();
  }

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
    const of = signal.generation ?? 0;
    if (of < generation) return;
    if (of > generation) {
      // Only the impolite side begins a generation; the polite one follows.
      if (!polite) return;
      start(of);
    }
    if (signal.kind === 'candidate') {
      if (!signal.candidate) return;
      if (!pc.remoteDescription) {
        earlyCandidates.push(signal.candidate);
        return;
      }
      await addCandidate(signal.candidate);
      return;
    }
    const connection = pc;
    const description = signal.description as RTCSessionDescriptionInit;
    const readyForOffer =
      !makingOffer && (connection.signalingState === 'stable' || settingRemoteAnswer);
    const offerCollision = description.type === 'offer' && !readyForOffer;
    ignoreOffer = !polite && offerCollision;
    if (ignoreOffer) return;
    const first = !connection.remoteDescription;
    settingRemoteAnswer = description.type === 'answer';
    try {
      await connection.setRemoteDescription(description);
    } finally {
      settingRemoteAnswer = false;
    }
    for (const candidate of earlyCandidates.splice(0)) await addCandidate(candidate);
    if (description.type === 'offer') {
      // Into the transceivers the offer made: the answer carries one's tracks.
      if (polite && first) addLocalTracks(connection);
      await connection.setLocalDescription();
      sendDescription(connection);
    }
  }

  start(0);

  return {
    uid: options.uid,
    polite,
    get connection() {
      return pc;
    },
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
      detach(pc);
    },
  };
}
