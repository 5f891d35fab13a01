// @wob/chat: the ChatService port and its adapters, the chat stores and the /chat screen.
export type {
  ChatErrorCode,
  ChatMessage,
  ChatSender,
  ChatService,
  ChatServiceKind,
  ChatUser,
  ConnectionListener,
  Conversation,
  ConversationsRequest,
  MessageListener,
  MessageReceipt,
  MessagesRequest,
  MessagesRequestOptions,
  OutgoingCustom,
  OutgoingMedia,
  OutgoingText,
  ProductListener,
  ProgressListener,
  Receiver,
  SharedMediaKind,
  SharedMediaRequest,
  SharedMediaRequestOptions,
  TransientMessage,
  TypingIndicator,
  Unsubscribe,
  UserListener,
} from './service/port';
export { ChatError, isChatError } from './service/port';
export { type SmartReplies, smartRepliesOf } from './service/smart-replies';
export { type MessageReaction, reactionsOf } from './service/reactions';

// --- the /chat screen, its store and the header link (src/store, src/components) -------------
export { BlockedBanner, HasBlockedMeNotice, RequestBanner } from './components/banners';
export type { ChatAvatarProps } from './components/chat-avatar';
export { ChatAvatar } from './components/chat-avatar';
export type { ChatHeaderProps } from './components/chat-header';
export { ChatHeader } from './components/chat-header';
export type { ChatHeaderLinkProps } from './components/chat-header-link';
export { CHAT_BADGE_MAX, ChatHeaderLink, ChatUnreadBadge } from './components/chat-header-link';
export { ChatPage, NARROW_QUERY } from './components/chat-page';
export { Composer } from './components/composer';
export type { ConversationListProps } from './components/conversation-list';
export { ConversationList } from './components/conversation-list';
export type { ChatClock } from './components/format';
export { formatLastActive, realClock } from './components/format';
export type { ImageViewerProps } from './components/image-viewer';
export { ImageViewer } from './components/image-viewer';
export type { MessageBubbleProps } from './components/message-bubble';
export { ChatImage, DeliveryIcon, MessageBubble } from './components/message-bubble';
export { MessageList } from './components/message-list';
export type { UserDetailsPaneProps } from './components/user-details-pane';
export { UserDetailsPane } from './components/user-details-pane';
export { CHAT_PATH, viewWoblerPath } from './paths';
export { chatRoutes, routes } from './routes';
export type { ChatProviderProps } from './store/chat-context';
export {
  ChatProvider,
  chatContext,
  useChatClock,
  useChatStore,
  useChatStoreApi,
} from './store/chat-context';
export { createChatStore, unreadTotal } from './store/chat-store';
export type {
  ChatActions,
  ChatDeps,
  ChatState,
  ChatStorage,
  ChatStore,
  ListSlice,
  LoadStatus,
  OpenConversation,
  OpenOrigin,
  RequestSlice,
  SessionSlice,
} from './store/chat-types';
export type { DeliveryState, LocalPart, ShownMessage } from './store/messages';
export { deliveryStateOf, emojiOnlySize } from './store/messages';
// Where the app serves the emoji images (README "Emoji assets"; default '/emoji/').
export { setEmojiAssetBase } from './emoji/emoji-assets';
export type { RequestBanner as RequestBannerKind } from './store/request';
export { requestBannerOf } from './store/request';
// The wob adapter (service/wob; README "The wob adapter")
export type { RetryOptions, WobChatServiceDeps } from './service/wob';
export { createWobChatService } from './service/wob';
// The cometchat adapter (service/cometchat; README "The cometchat adapter"): only through this
// dynamic import, chosen when the site answer says `chat.service: 'cometchat'`, so neither the
// adapter nor the CometChat SDK is in the bundle of a self-hosted installation.
export type { CometChatServiceOptions } from './service/cometchat/adapter';
export function loadCometChatAdapter(): Promise<typeof import('./service/cometchat/index')> {
  return import('./service/cometchat/index');
}
// Chooses the adapter on the first login (the site answer), for a store made at start.
export { createDeferredChatService } from './service/deferred';
// Calls (service/calls; README "Calls"): the CallService port, the call store of a tab.
export type {
  CallHistoryOptions,
  CallListener,
  CallMediaError,
  CallMediaOptions,
  CallMediaPeer,
  CallMediaSession,
  CallMediaState,
  CallService,
  OutgoingCall,
} from './service/calls/port';
export type {
  CallDeps,
  CallOutcome,
  CallPhase,
  CallState,
  CallStore,
} from './store/call-store';
export { createCallStore } from './store/call-store';
// The call screens (components/calls; README "Calls → Screens"): the host every signed-in page
// mounts once (its screens are a lazy chunk), the header's call buttons, the screens themselves.
export type { CallHostProps } from './components/calls/call-host';
export { CallHost } from './components/calls/call-host';
export type { CallActions } from './components/calls/call-buttons';
export { CallActionsContext, CallButtons } from './components/calls/call-buttons';
export { callContext, useCallStore, useCallStoreApi } from './components/calls/call-context';
export type { RingTone, RingToneKind } from './components/calls/ring-tone';
export { startRingTone } from './components/calls/ring-tone';
// The wob adapter of the CallService port (service/calls/wob): ringing through `/chat-api/calls`,
// media peer to peer over WebRTC. Also what a test page reaches to drive calls by hand.
export type { RtcEnvironment, WobCallServiceDeps } from './service/calls/wob';
export { createWobCallService } from './service/calls/wob';
// Chooses the call adapter at its first use, for a call store made at start.
export { createDeferredCallService } from './service/calls/deferred';
