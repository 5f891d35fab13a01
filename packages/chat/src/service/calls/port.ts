import type { ChatCall, ChatCallParticipant } from '@wob/api';
import type { CallRejectStatus, CallType, ReceiverType } from '@wob/validation';
import type { ChatServiceKind, Unsubscribe } from '../port';

// The CallService port, beside the ChatService port (ARCHITECTURE.md "Chat", calls). Every call
// store and screen of @wob/chat talks to this interface only; two adapters implement it:
// - `wob` (calls/wob/): ringing through `/chat-api/calls/*` of apps/server, which owns each
//   call's state; media peer to peer over WebRTC ("perfect negotiation"), a mesh of up to
//   CALL_LIMITS.groupMax people, signalled through our server and the `/realtime` socket;
// - `cometchat` (calls/cometchat/): ringing through the chat SDK (initiateCall, acceptCall,
//   rejectCall, endCall, CallListener), media through `@cometchat/calls-sdk-javascript`, loaded
//   only when a call starts on a CometChat installation.
// The same contract suite (calls/contract/) runs on both and on the memory double.
//
// A call's state is one `ChatCall` (@wob/api): status, type, initiator, receiver and each
// participant's state. The port tells every change as the call after it (`onCallUpdated`), so
// a screen is a function of the latest call and never of the order of events.

export type { ChatCall, ChatCallParticipant, CallRejectStatus, CallType };

/** Whom to call: a user (uid) or a group (guid). */
export interface OutgoingCall {
  receiverId: string;
  receiverType: ReceiverType;
  type: CallType;
}

export interface CallHistoryOptions {
  /** The other user's uid, or the group's guid. */
  uid: string;
  /** 'user' unless said otherwise. */
  receiverType?: ReceiverType;
  /** 10 by default, at most CALL_LIMITS.historyMax. */
  limit?: number;
}

/**
 * The calls of the logged-in person, told as they change: one rings for them (incoming, status
 * initiated, their participant `ringing`), theirs was accepted, rejected, answered busy,
 * cancelled, left unanswered or ended, or someone joined or left a group call. Also the other
 * tabs of the same person: a call accepted in one tab stops ringing in the others.
 */
export interface CallListener {
  onCallUpdated?(call: ChatCall): void;
}

/** Why a call's media could not start. */
export type CallMediaError =
  /** The browser or the person refused the microphone or the camera. */
  | 'permission-denied'
  /** No microphone (or, for video, no camera) was found. */
  | 'no-device'
  /** Anything else: the connection could not be made. */
  | 'failed';

export interface CallMediaPeer {
  uid: string;
  /** Their audio and video; null until the first track arrives. */
  stream: MediaStream | null;
  connection: 'connecting' | 'connected' | 'failed';
}

/** What a call screen shows of the media, read with `useSyncExternalStore`. */
export interface CallMediaState {
  /** One's own camera and microphone; null before they are granted, or when the adapter draws its own video. */
  local: MediaStream | null;
  /** Everyone else joined, in the order they joined. */
  peers: readonly CallMediaPeer[];
  muted: boolean;
  cameraOff: boolean;
  /** Cameras found: switching is offered when there are several. */
  cameras: number;
  error: CallMediaError | null;
  /**
   * True when the adapter draws the video into `CallMediaOptions.container` itself
   * (CometChat's calls SDK); the screen then draws its controls only.
   */
  drawsVideo: boolean;
}

export interface CallMediaOptions {
  /** Where an adapter that draws its own video puts it. */
  container: HTMLElement;
}

/** The media of one call one has joined. */
export interface CallMediaSession {
  getState(): CallMediaState;
  subscribe(listener: () => void): Unsubscribe;
  setMuted(muted: boolean): void;
  setCameraOff(off: boolean): void;
  /** To the next camera, when there are several. */
  switchCamera(): Promise<void>;
  /** Stops the tracks and closes the connections (ending or leaving the call is `endCall`). */
  close(): void;
}

export interface CallService {
  readonly kind: ChatServiceKind;

  /**
   * Rings `call.receiverId`. Resolves the call ringing, or already `busy` when the callee is on
   * another call (spec chat section 4). Rejects with ChatError 'not-allowed' across a block or
   * when the caller is in a call already.
   */
  initiateCall(call: OutgoingCall): Promise<ChatCall>;
  /** Accepts a call ringing for the logged-in person; resolves it ongoing (or joined, in a group). */
  acceptCall(sessionId: string): Promise<ChatCall>;
  /** The callee rejects (or answers busy); the caller cancels. */
  rejectCall(sessionId: string, status: CallRejectStatus): Promise<ChatCall>;
  /** Hangs up: ends a one-to-one call, leaves a group call. */
  endCall(sessionId: string): Promise<ChatCall>;
  /**
   * Back into an ongoing call the logged-in person is joined in but whose media this tab does
   * not hold (the tab was reloaded or crashed, or another tab of theirs has the call): resolves
   * the call, and `startMedia` then starts the media here. The others connect to this tab
   * afresh; a tab of the person that held the call is told the call with the person's new
   * generation (their participant `joinedAt` moved on, on the wob adapter), lets its media go
   * and shows the call as held elsewhere. Rejects with ChatError 'not-found' unless the person
   * is joined in the call and it is ongoing. Meant for a person's gesture (sound may play).
   */
  rejoinCall(sessionId: string): Promise<ChatCall>;
  /** The call the logged-in person is in or is called in, or null (a tab opened mid-call). */
  getActiveCall(): Promise<ChatCall | null>;
  /** Recent calls with a user or in a group, newest first. */
  callHistory(options: CallHistoryOptions): Promise<ChatCall[]>;
  /** Starts the media of a call the logged-in person joined (ongoing). */
  startMedia(call: ChatCall, options: CallMediaOptions): Promise<CallMediaSession>;

  addCallListener(listener: CallListener): Unsubscribe;
}
