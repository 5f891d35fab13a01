import type { RtcEnvironment } from '../media';

// WebRTC as far as the adapter uses it, for jsdom (which has none): a peer connection whose
// signalling states follow the rules the perfect-negotiation pattern relies on (an offer
// crossing one's own rolls it back implicitly; a candidate needs the remote description),
// tracks, streams and devices. Nothing travels: the tests carry the signals.

let nextTrack = 1;

export class FakeTrack {
  readonly id = `track-${nextTrack++}`;
  enabled = true;
  stopped = false;
  constructor(
    readonly kind: 'audio' | 'video',
    readonly deviceId = kind === 'video' ? 'camera-1' : 'microphone-1',
  ) {}
  stop(): void {
    this.stopped = true;
  }
  getSettings(): { deviceId: string } {
    return { deviceId: this.deviceId };
  }
}

export class FakeStream {
  constructor(readonly tracks: FakeTrack[] = []) {}
  getTracks(): FakeTrack[] {
    return [...this.tracks];
  }
  getAudioTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  addTrack(track: FakeTrack): void {
    this.tracks.push(track);
  }
}

interface Description {
  type: 'offer' | 'answer' | 'pranswer' | 'rollback';
  sdp?: string;
}

export class FakePeerConnection {
  static made: FakePeerConnection[] = [];
  signalingState: 'stable' | 'have-local-offer' | 'have-remote-offer' | 'closed' = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  iceConnectionState: RTCIceConnectionState = 'new';
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;
  readonly candidates: RTCIceCandidateInit[] = [];
  readonly senders: Array<{
    track: FakeTrack | null;
    replaceTrack(track: FakeTrack): Promise<void>;
  }> = [];
  restarts = 0;
  private offers = 0;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate:
    | ((event: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void)
    | null = null;
  ontrack: ((event: { track: FakeTrack; streams: FakeStream[] }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  private negotiationQueued = false;

  constructor(
    readonly configuration: RTCConfiguration,
    readonly name = `pc-${FakePeerConnection.made.length + 1}`,
  ) {
    FakePeerConnection.made.push(this);
  }

  readonly transceivers: Array<{ kind: string; direction: RTCRtpTransceiverDirection }> = [];

  addTrack(track: FakeTrack, _stream: FakeStream): void {
    const sender = {
      track: track as FakeTrack | null,
      async replaceTrack(next: FakeTrack) {
        sender.track = next;
      },
    };
    this.senders.push(sender);
    // Into a transceiver the remote offer made: the answer carries it, no new negotiation.
    if (this.signalingState === 'have-remote-offer') return;
    this.needNegotiation();
  }

  addTransceiver(kind: string, init: { direction: RTCRtpTransceiverDirection }): void {
    this.transceivers.push({ kind, direction: init.direction });
    this.needNegotiation();
  }

  private needNegotiation(): void {
    if (this.negotiationQueued) return;
    this.negotiationQueued = true;
    queueMicrotask(() => {
      this.negotiationQueued = false;
      if (this.signalingState === 'stable') this.onnegotiationneeded?.();
    });
  }

  getSenders() {
    return this.senders;
  }

  async setLocalDescription(): Promise<void> {
    await Promise.resolve();
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: `answer of ${this.name}` };
      this.signalingState = 'stable';
      return;
    }
    if (this.signalingState === 'have-local-offer') return;
    this.offers += 1;
    this.localDescription = { type: 'offer', sdp: `offer ${this.offers} of ${this.name}` };
    this.signalingState = 'have-local-offer';
  }

  async setRemoteDescription(description: Description): Promise<void> {
    await Promise.resolve();
    if (description.type === 'offer') {
      // An offer crossing one's own: the implicit rollback of modern browsers.
      if (this.signalingState === 'have-local-offer') this.localDescription = null;
      this.remoteDescription = description;
      this.signalingState = 'have-remote-offer';
      return;
    }
    if (description.type === 'answer') {
      if (this.signalingState !== 'have-local-offer') {
        throw Object.assign(new Error('no offer to answer'), { name: 'InvalidStateError' });
      }
      this.remoteDescription = description;
      this.signalingState = 'stable';
    }
  }

  async addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    if (!this.remoteDescription) {
      throw Object.assign(new Error('no remote description'), { name: 'InvalidStateError' });
    }
    this.candidates.push(candidate);
  }

  restartIce(): void {
    this.restarts += 1;
  }

  close(): void {
    this.signalingState = 'closed';
    this.connectionState = 'closed';
  }

  // --- what the network would do ------------------------------------------------------------

  gather(candidate: string): void {
    this.onicecandidate?.({
      candidate: { toJSON: () => ({ candidate, sdpMid: '0', sdpMLineIndex: 0 }) },
    });
  }

  connect(): void {
    this.connectionState = 'connected';
    this.onconnectionstatechange?.();
  }

  receiveTrack(track: FakeTrack, stream: FakeStream): void {
    this.ontrack?.({ track, streams: [stream] });
  }
}

export interface FakeDevices {
  cameras: string[];
  /** The next getUserMedia fails with this DOMException name. */
  failWith: string | null;
  requests: MediaStreamConstraints[];
  opened: FakeStream[];
}

/** An RtcEnvironment of fakes, and its devices' controls. */
export function fakeRtc(): { rtc: RtcEnvironment; devices: FakeDevices } {
  const devices: FakeDevices = { cameras: ['camera-1'], failWith: null, requests: [], opened: [] };
  const mediaDevices = {
    async getUserMedia(constraints: MediaStreamConstraints) {
      devices.requests.push(constraints);
      if (devices.failWith) {
        const name = devices.failWith;
        devices.failWith = null;
        throw new DOMException('refused', name);
      }
      const tracks: FakeTrack[] = [];
      if (constraints.audio) tracks.push(new FakeTrack('audio'));
      if (constraints.video) {
        const wanted =
          typeof constraints.video === 'object'
            ? ((constraints.video.deviceId as { exact?: string } | undefined)?.exact ?? 'camera-1')
            : (devices.cameras[0] ?? 'camera-1');
        tracks.push(new FakeTrack('video', wanted));
      }
      const stream = new FakeStream(tracks);
      devices.opened.push(stream);
      return stream;
    },
    async enumerateDevices() {
      return [
        { kind: 'audioinput', deviceId: 'microphone-1' },
        ...devices.cameras.map((deviceId) => ({ kind: 'videoinput', deviceId })),
      ];
    },
  };
  const rtc: RtcEnvironment = {
    createConnection: (configuration) =>
      new FakePeerConnection(configuration) as unknown as RTCPeerConnection,
    devices: () => mediaDevices as unknown as MediaDevices,
    newStream: (tracks) =>
      new FakeStream(tracks as unknown as FakeTrack[]) as unknown as MediaStream,
  };
  return { rtc, devices };
}

/** Lets promises and queued microtasks run. */
export const settle = async (rounds = 10) => {
  for (let round = 0; round < rounds; round += 1)
    await new Promise((resolve) => setTimeout(resolve, 0));
};
