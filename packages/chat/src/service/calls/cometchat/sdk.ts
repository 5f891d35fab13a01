import type {
  SdkGroupMembersRequestBuilder,
  SdkMessagesRequestBuilder,
  SdkUser,
} from '../../cometchat/sdk';

// The parts of CometChat's two SDKs the cometchat CallService adapter uses, as structural types
// (as ../../cometchat/sdk.ts does for the chat): ringing through the chat SDK
// (`@cometchat/chat-sdk-javascript` 4.2: Call, CallListener, initiateCall, acceptCall,
// rejectCall, endCall), the media through the calls SDK (`@cometchat/calls-sdk-javascript`
// 4.2.6: init, generateToken, startSession, muteAudio, pauseVideo, switchCamera, endSession).
// Both loaders below assign the real modules to these types without a cast, so TypeScript checks
// here that the real typings fit every member named. Neither SDK is ever imported statically.

/** The chat SDK's `Call` (a BaseMessage of category 'call'); times are seconds. */
export interface SdkCall {
  getId(): number;
  getSessionId(): string;
  getConversationId(): string;
  getReceiverId(): string;
  /** 'user' or 'group'. */
  getReceiverType(): string;
  /** 'audio' or 'video'. */
  getType(): string;
  getCategory(): string;
  /** initiated, ongoing, unanswered, rejected, busy, cancelled, ended. */
  getStatus(): string;
  /** What this call message records: a status, or a group member's joined / left. */
  getAction(): string;
  /** Who acted. */
  getSender(): SdkUser;
  getCallInitiator(): SdkUser;
  /** A User, or a Group (it has `getGuid`). */
  getCallReceiver(): object;
  getInitiatedAt(): number;
  getJoinedAt(): number;
  getSentAt(): number;
}

/** The callbacks of the chat SDK's `CallListener`: each is given the call after the change. */
export interface SdkCallListenerCallbacks {
  onIncomingCallReceived?(call: SdkCall): void;
  onOutgoingCallAccepted?(call: SdkCall): void;
  onOutgoingCallRejected?(call: SdkCall): void;
  onIncomingCallCancelled?(call: SdkCall): void;
  onCallEndedMessageReceived?(call: SdkCall): void;
}

/** The calling part of the chat SDK's `CometChat` class. */
export interface CometChatCallNamespace {
  Call: new (receiverId: string, type: string, receiverType: string) => object;
  CallListener: new (callbacks: SdkCallListenerCallbacks) => object;
  MessagesRequestBuilder: new () => SdkMessagesRequestBuilder;
  /** A group call's members (who rings). */
  GroupMembersRequestBuilder: new (
    guid: string,
  ) => SdkGroupMembersRequestBuilder;
  CALL_STATUS: {
    INITIATED: string;
    ONGOING: string;
    UNANSWERED: string;
    REJECTED: string;
    BUSY: string;
    CANCELLED: string;
    ENDED: string;
  };
  getLoggedinUser(): Promise<SdkUser | null>;
  /** `timeout`: seconds the caller's SDK waits before it answers `unanswered` itself. */
  initiateCall(call: object, timeout?: number): Promise<SdkCall>;
  acceptCall(sessionId: string): Promise<SdkCall>;
  rejectCall(sessionId: string, status: string): Promise<SdkCall>;
  endCall(sessionId: string): Promise<SdkCall>;
  /** The call this tab is in or is ringing in, as the SDK keeps it (after a reload: none). */
  getActiveCall(): SdkCall | null | undefined;
  clearActiveCall(): void;
  addCallListener(id: string, listener: object): void;
  removeCallListener(id: string): void;
}

export interface ChatCallSdkModule {
  CometChat: CometChatCallNamespace;
}

/** The calls SDK's `OngoingCallListener` callbacks the adapter listens to. */
export interface SdkOngoingCallCallbacks {
  onUserJoined?(user: SdkCallUser): void;
  onUserLeft?(user: SdkCallUser): void;
  onUserListUpdated?(users: Array<SdkCallUser | undefined>): void;
  onMediaDeviceListUpdated?(devices: { videoInputDevices?: unknown[] }): void;
  onCallEnded?(): void;
  onSessionTimeout?(): void;
  onCallEndButtonPressed?(): void;
  onError?(error: { code?: string | number; name?: string; message?: string }): void;
}

/** Someone in a calls-SDK session, as its events tell them. */
export interface SdkCallUser {
  uid?: string;
  name?: string;
  avatar?: string;
}

export interface SdkCallAppSettingsBuilder {
  setAppId(appId: string): SdkCallAppSettingsBuilder;
  setRegion(region: string): SdkCallAppSettingsBuilder;
  build(): object;
}

export interface SdkCallSettingsBuilder {
  enableDefaultLayout(defaultLayout: boolean): SdkCallSettingsBuilder;
  setIsAudioOnlyCall(isAudioOnly: boolean): SdkCallSettingsBuilder;
  showEndCallButton(show: boolean): SdkCallSettingsBuilder;
  showMuteAudioButton(show: boolean): SdkCallSettingsBuilder;
  showPauseVideoButton(show: boolean): SdkCallSettingsBuilder;
  showScreenShareButton(show: boolean): SdkCallSettingsBuilder;
  showModeButton(show: boolean): SdkCallSettingsBuilder;
  setCallListener(listener: object): SdkCallSettingsBuilder;
  build(): object;
}

/** The calls SDK's `CometChatCalls` class (static methods and the classes it carries). */
export interface CometChatCallsNamespace {
  CallAppSettingsBuilder: new () => SdkCallAppSettingsBuilder;
  CallSettingsBuilder: new () => SdkCallSettingsBuilder;
  OngoingCallListener: new (callbacks: SdkOngoingCallCallbacks) => object;
  init(appSettings: object): Promise<void>;
  generateToken(sessionId: string, authToken: string): Promise<{ token: string }>;
  startSession(callToken: string, callSettings: object, element: HTMLElement): Promise<void>;
  muteAudio(mute?: boolean): void;
  pauseVideo(pause?: boolean): void;
  switchCamera(): void;
  getVideoInputDevices(): MediaDeviceInfo[];
  endSession(): void;
}

export interface CallsSdkModule {
  CometChatCalls: CometChatCallsNamespace;
}

/**
 * The chat SDK with its calling part. The same module the chat adapter loads on its login (an
 * ES module is one instance), so the calls ring in the session that adapter logged in.
 */
export async function loadChatCallSdk(): Promise<ChatCallSdkModule> {
  const module = await import('@cometchat/chat-sdk-javascript');
  const named: ChatCallSdkModule = module;
  const interop: ChatCallSdkModule = module.default;
  // Typed as always present; at run time one of the two shapes may lack it (a UMD bundle).
  return (named.CometChat as CometChatCallNamespace | undefined) ? named : interop;
}

/**
 * The calls SDK (≈ 694 KB gzip, with its own React and MUI): imported only when the media of a
 * call start, never for ringing and never on a self-hosted installation.
 */
export async function loadCallsSdk(): Promise<CallsSdkModule> {
  const module = await import('@cometchat/calls-sdk-javascript');
  const named: CallsSdkModule = module;
  const interop: CallsSdkModule = module.default;
  return (named.CometChatCalls as CometChatCallsNamespace | undefined) ? named : interop;
}
