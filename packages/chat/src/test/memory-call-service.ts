import type { ChatCall } from '@wob/api';
import { CALL_LIMITS } from '@wob/validation';
import type {
  CallHistoryOptions,
  CallListener,
  CallMediaError,
  CallMediaPeer,
  CallMediaSession,
  CallMediaState,
  CallService,
  OutgoingCall,
} from '../service/calls/port';
import type { Unsubscribe } from '../service/port';
import { isCallOver, type MemoryCallTab, type MemoryCallWorld } from './memory-call-world';
import { wait } from './memory-chat-shared';

export { MemoryCallWorld, type MemoryCallWorldOptions } from './memory-call-world';

// One person's tab on the calls of the in-memory world (memory-call-world.ts): the CallService
// operations on the world's state, its listeners, and a media session that fakes the streams
// (jsdom has no WebRTC): the peers are the other joined participants as the call says, mute
// and camera are flags, and `world.failNextMedia(uid, error)` makes the next start fail as
// getUserMedia would ('permission-denied', 'no-device').

/** One person's tab: a real CallService on the world. */
export class MemoryCallService implements CallService, MemoryCallTab {
  readonly kind = 'wob' as const;
  readonly uid: string;
  /** Every call this tab was told, in order (tests read it). */
  readonly told: ChatCall[] = [];
  private readonly world: MemoryCallWorld;
  private readonly listeners = new Set<CallListener>();

  constructor(world: MemoryCallWorld, uid: string) {
    this.world = world;
    this.uid = uid;
    world.chat.person(uid);
    world.register(this);
  }

  /** Stops telling this tab (a closed tab). */
  close(): void {
    this.world.unregister(this);
  }

  tellCall(call: ChatCall): void {
    this.told.push(call);
    for (const listener of [...this.listeners]) listener.onCallUpdated?.(structuredClone(call));
  }

  private async settle<T>(work: () => T): Promise<T> {
    await this.world.chat.gate(null);
    // Answers after the events it caused, as a server's answer may come after its event.
    await wait(0);
    return structuredClone(work());
  }

  initiateCall(call: OutgoingCall): Promise<ChatCall> {
    return this.settle(() => this.world.initiate(this.uid, call));
  }

  acceptCall(sessionId: string): Promise<ChatCall> {
    return this.settle(() => this.world.accept(this.uid, sessionId));
  }

  rejectCall(sessionId: string, status: 'rejected' | 'busy' | 'cancelled'): Promise<ChatCall> {
    return this.settle(() => this.world.reject(this.uid, sessionId, status));
  }

  endCall(sessionId: string): Promise<ChatCall> {
    return this.settle(() => this.world.end(this.uid, sessionId));
  }

  rejoinCall(sessionId: string): Promise<ChatCall> {
    return this.settle(() => this.world.rejoin(this.uid, sessionId));
  }

  getActiveCall(): Promise<ChatCall | null> {
    return this.settle(() => this.world.activeCallOf(this.uid));
  }

  callHistory(options: CallHistoryOptions): Promise<ChatCall[]> {
    return this.settle(() =>
      this.world.history(
        this.uid,
        options.uid,
        options.receiverType ?? 'user',
        Math.min(options.limit ?? 10, CALL_LIMITS.historyMax),
      ),
    );
  }

  async startMedia(call: ChatCall): Promise<CallMediaSession> {
    await this.world.chat.gate(null);
    return new MemoryCallMedia(this.world, this, call, this.world.takeMediaFailure(this.uid));
  }

  addCallListener(listener: CallListener): Unsubscribe {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}

/** A fake stream where the environment has MediaStream (browsers, stories); else null. */
function fakeStream(): MediaStream | null {
  return typeof MediaStream === 'function' ? new MediaStream() : null;
}

/** The fake media of one call: peers follow who is joined, as the real mesh does. */
export class MemoryCallMedia implements CallMediaSession {
  private state: CallMediaState;
  private readonly subscribers = new Set<() => void>();
  private readonly streams = new Map<string, MediaStream | null>();
  private readonly stop: Unsubscribe;
  closed = false;

  constructor(
    private readonly world: MemoryCallWorld,
    private readonly tab: MemoryCallService,
    call: ChatCall,
    error: CallMediaError | null,
  ) {
    this.state = {
      local: error ? null : fakeStream(),
      peers: [],
      muted: false,
      cameraOff: call.type === 'audio',
      cameras: call.type === 'video' ? (world.cameras.get(tab.uid) ?? 1) : 0,
      error,
      drawsVideo: false,
    };
    const sessionId = call.sessionId;
    // Without one's own devices the others are still heard and seen, as with the wob adapter.
    this.stop = tab.addCallListener({
      onCallUpdated: (next) => {
        if (next.sessionId === sessionId) this.follow(next);
      },
    });
    this.follow(world.call(sessionId));
  }

  private follow(call: ChatCall): void {
    if (this.closed) return;
    const joined = isCallOver(call)
      ? []
      : call.participants
          .filter(
            (participant) => participant.state === 'joined' && participant.uid !== this.tab.uid,
          )
          .sort((a, b) => (a.joinedAt ?? 0) - (b.joinedAt ?? 0));
    const peers: CallMediaPeer[] = joined.map((participant) => {
      if (!this.streams.has(participant.uid)) this.streams.set(participant.uid, fakeStream());
      return {
        uid: participant.uid,
        stream: this.streams.get(participant.uid) ?? null,
        connection: 'connected',
      };
    });
    const same =
      peers.length === this.state.peers.length &&
      peers.every((peer, index) => peer.uid === this.state.peers[index]?.uid);
    if (!same) this.patch({ peers });
  }

  private patch(change: Partial<CallMediaState>): void {
    this.state = { ...this.state, ...change };
    for (const subscriber of [...this.subscribers]) subscriber();
  }

  getState(): CallMediaState {
    return this.state;
  }

  subscribe(listener: () => void): Unsubscribe {
    this.subscribers.add(listener);
    return () => {
      this.subscribers.delete(listener);
    };
  }

  setMuted(muted: boolean): void {
    if (!this.closed && muted !== this.state.muted) this.patch({ muted });
  }

  setCameraOff(off: boolean): void {
    if (!this.closed && off !== this.state.cameraOff) this.patch({ cameraOff: off });
  }

  async switchCamera(): Promise<void> {
    if (this.closed || this.state.cameras < 2) return;
    const uid = this.tab.uid;
    this.world.cameraSwitches.set(uid, (this.world.cameraSwitches.get(uid) ?? 0) + 1);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.stop();
    this.patch({ local: null, peers: [] });
    this.subscribers.clear();
  }
}
