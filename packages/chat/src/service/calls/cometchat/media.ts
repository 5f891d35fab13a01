import type { ChatCall } from '@wob/api';
import type {
  CallMediaError,
  CallMediaOptions,
  CallMediaPeer,
  CallMediaSession,
  CallMediaState,
} from '../port';
import type { CometChatCallsNamespace, SdkCallUser } from './sdk';

// The media of one call on CometChat: the calls SDK's session, drawn by the SDK into the
// screen's container (`drawsVideo`), with its own layout and buttons turned off so that our call
// screen draws the controls. The session's state is kept as one immutable object, replaced on
// each change, for `useSyncExternalStore`.

/** A calls-SDK failure (an exception or a browser DOMException) as the port names it. */
export function toCallMediaError(error: unknown): CallMediaError {
  const record = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
  };
  const text = [record.code, record.name, record.message]
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .join(' ');
  if (/NotAllowed|Permission|SecurityError|denied/i.test(text)) return 'permission-denied';
  if (/NotFound|DevicesNotFound|no (camera|microphone|device)|OverconstrainedError/i.test(text)) {
    return 'no-device';
  }
  return 'failed';
}

export interface CometChatMediaOptions {
  CometChatCalls: CometChatCallsNamespace;
  call: ChatCall;
  me: string;
  callToken: string;
  /** Told when the SDK's session ends by itself (the other side left, a timeout). */
  onSessionEnded?: () => void;
  log: (message: string, error?: unknown) => void;
}

const peerOf = (user: SdkCallUser): CallMediaPeer | null =>
  user.uid ? { uid: user.uid, stream: null, connection: 'connected' } : null;

export async function startCometChatMedia(
  { CometChatCalls, call, me, callToken, onSessionEnded, log }: CometChatMediaOptions,
  { container }: CallMediaOptions,
): Promise<CallMediaSession> {
  let state: CallMediaState = {
    local: null,
    peers: [],
    muted: false,
    cameraOff: call.type === 'audio',
    cameras: 0,
    error: null,
    drawsVideo: true,
  };
  const subscribers = new Set<() => void>();
  let closed = false;
  const update = (change: Partial<CallMediaState>): void => {
    state = { ...state, ...change };
    for (const subscriber of [...subscribers]) subscriber();
  };
  const others = (users: ReadonlyArray<SdkCallUser | undefined>): CallMediaPeer[] =>
    users
      .filter((user): user is SdkCallUser => Boolean(user?.uid) && user?.uid !== me)
      .map((user) => peerOf(user))
      .filter((peer): peer is CallMediaPeer => peer !== null);
  const countCameras = (): number => {
    try {
      return CometChatCalls.getVideoInputDevices().length;
    } catch {
      return 0;
    }
  };

  const listener = new CometChatCalls.OngoingCallListener({
    onUserJoined(user) {
      const peer = peerOf(user);
      if (!peer || peer.uid === me || state.peers.some((known) => known.uid === peer.uid)) return;
      update({ peers: [...state.peers, peer] });
    },
    onUserLeft(user) {
      update({ peers: state.peers.filter((peer) => peer.uid !== user.uid) });
    },
    onUserListUpdated(users) {
      const listed = others(users);
      // Keep the order people joined in; add anyone new at the end.
      const kept = state.peers.filter((peer) => listed.some((user) => user.uid === peer.uid));
      const added = listed.filter((user) => !kept.some((peer) => peer.uid === user.uid));
      update({ peers: [...kept, ...added] });
    },
    onMediaDeviceListUpdated(devices) {
      update({ cameras: devices.videoInputDevices?.length ?? countCameras() });
    },
    onError(error) {
      log('CometChat call media failed', error);
      update({ error: toCallMediaError(error) });
    },
    onCallEnded() {
      if (!closed) onSessionEnded?.();
    },
    onSessionTimeout() {
      if (!closed) onSessionEnded?.();
    },
  });
  const settings = new CometChatCalls.CallSettingsBuilder()
    .enableDefaultLayout(false)
    .setIsAudioOnlyCall(call.type === 'audio')
    .showEndCallButton(false)
    .showMuteAudioButton(false)
    .showPauseVideoButton(false)
    .showScreenShareButton(false)
    .showModeButton(false)
    .setCallListener(listener)
    .build();
  try {
    await CometChatCalls.startSession(callToken, settings, container);
    update({ cameras: countCameras() });
  } catch (error) {
    log('CometChat call media could not start', error);
    update({ error: toCallMediaError(error) });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      subscribers.add(listener);
      return () => {
        subscribers.delete(listener);
      };
    },
    setMuted(muted) {
      if (closed) return;
      CometChatCalls.muteAudio(muted);
      update({ muted });
    },
    setCameraOff(off) {
      if (closed || call.type === 'audio') return;
      CometChatCalls.pauseVideo(off);
      update({ cameraOff: off });
    },
    async switchCamera() {
      if (closed || state.cameras < 2) return;
      CometChatCalls.switchCamera();
    },
    close() {
      if (closed) return;
      closed = true;
      try {
        CometChatCalls.endSession();
      } catch (error) {
        log('CometChat call media did not end cleanly', error);
      }
      subscribers.clear();
    },
  };
}
