export type {
  Endpoint,
  EndpointAuth,
  Envelope,
  ErrorBody,
  HttpMethod,
  Paged,
  RequestInput,
  RequestOutput,
  ResponseData,
} from './contract';
export { defineEndpoint } from './contract';
export type { ApiClient, ApiClientOptions, CallOptions } from './client';
export { createApiClient } from './client';
export type { ErrorDescription } from './errors';
export {
  ApiError,
  DUPLICATE_EMAIL_MESSAGE,
  describeApiError,
  errorCodeOf,
  isApiError,
} from './errors';
export type { EndpointId, Endpoints } from './endpoints';
export { endpoints } from './endpoints';
export type { PublicProfile, Settings, Site, SiteChat, User } from './endpoints/accounts';
export {
  PublicProfileSchema,
  SettingsDataSchema,
  SiteChatSchema,
  SiteSchema,
  UserSchema,
} from './endpoints/accounts';
export type {
  BillingProvider,
  Plan,
  PremiumState,
  PremiumStatus,
  Subscribed,
  Subscription,
} from './endpoints/premium';
export {
  BILLING_PROVIDERS,
  PlanSchema,
  PREMIUM_STATUSES,
  PremiumStateSchema,
  SUBSCRIPTION_STATUSES,
  SubscribedSchema,
  SubscriptionSchema,
} from './endpoints/premium';
export type { DataExportStatus, DataExportView } from './endpoints/data-export';
export { DATA_EXPORT_STATUSES, DataExportViewSchema } from './endpoints/data-export';
export type { Faq, FaqList, SupportTicketView } from './endpoints/support';
export type { AdminRole, AdminView } from './endpoints/admin';
export type {
  AdminPersonDetail,
  AdminPersonRef,
  AuditAction,
  AuditEntryView,
  AuditSubjectType,
  ModerationActionView,
  PersonAction,
  ReportAction,
  ReportDetail,
  ReportKind,
  ReportStatus,
  ReportSummary,
} from './endpoints/admin-moderation';
export type {
  AdminAd,
  AdminBubble,
  AdminFaq,
  AdminOperator,
  OperatorDetailsView,
} from './endpoints/admin-content';
export {
  AUDIT_ACTIONS,
  AUDIT_SUBJECT_TYPES,
  PERSON_ACTIONS,
  PERSON_STATES,
  REPORT_ACTIONS,
  REPORT_KINDS,
  REPORT_STATUSES,
} from './endpoints/admin-moderation';
export type { JobRunView, RetentionJobView } from './endpoints/admin-retention';
export { JOB_OUTCOMES } from './endpoints/admin-retention';
export {
  FAQ_MAX_LIMIT,
  FAQ_PAGE_SIZE,
  FaqListSchema,
  FaqSchema,
  SupportTicketViewSchema,
} from './endpoints/support';
// Bubbles: bubbles.ts exports
export type {
  BubbleChangedEvent,
  BubbleList,
  BubbleMember,
  BubbleMemberList,
  BubbleTile,
  BubbleView,
  Membership,
  MembershipChangedEvent,
  MembershipRequestedEvent,
  BubbleActivityEvent,
  BubbleActivityKind,
  MembershipRole,
  MembershipStatus,
  MyBubbles,
} from './endpoints/bubbles';
export {
  BubbleChangedEventSchema,
  BubbleListSchema,
  BubbleMemberListSchema,
  BubbleMemberSchema,
  BubbleTileSchema,
  BubbleViewSchema,
  MEMBERSHIP_ROLES,
  MEMBERSHIP_STATUSES,
  MembershipChangedEventSchema,
  MembershipRequestedEventSchema,
  BubbleActivityEventSchema,
  BUBBLE_ACTIVITY_KINDS,
  MembershipSchema,
  MyBubblesSchema,
} from './endpoints/bubbles';
// Board: board.ts exports
export type {
  BoardEvent,
  BoardPage,
  Comment,
  CommentAddedEvent,
  CommentPoll,
  CommentAuthor,
  CommentDeletedEvent,
  RepliesPage,
  Reply,
  ReplyAddedEvent,
  ReplyDeletedEvent,
} from './endpoints/board';
export {
  BoardEventSchema,
  BoardPageSchema,
  CommentAddedEventSchema,
  CommentAuthorSchema,
  CommentDeletedEventSchema,
  CommentPollSchema,
  CommentSchema,
  RepliesPageSchema,
  ReplyAddedEventSchema,
  ReplyDeletedEventSchema,
  ReplySchema,
} from './endpoints/board';
// Polls: polls.ts exports
export type {
  Poll,
  PollAuthor,
  PollBubble,
  PollCreatedEvent,
  PollDeletedEvent,
  PollEvent,
  PollFacts,
  PollList,
  PollOption,
  PollOptionResult,
  PollVotedEvent,
} from './endpoints/polls';
export {
  PollAuthorSchema,
  PollBubbleSchema,
  PollCreatedEventSchema,
  PollDeletedEventSchema,
  PollEventSchema,
  PollFactsSchema,
  PollListSchema,
  PollOptionResultSchema,
  PollOptionSchema,
  PollSchema,
  PollVotedEventSchema,
} from './endpoints/polls';
export type { StorageName, StoredValue } from './storage';
export {
  readStored,
  readStoredRaw,
  removeStored,
  storageKeys,
  storageSchemas,
  writeStored,
} from './storage';
export { createOpenApiDocument } from './openapi';
// Realtime: the /realtime protocol and its client
export type {
  RealtimeClient,
  RealtimeClientMessage,
  RealtimeClientOptions,
  RealtimeErrorCode,
  RealtimeEvent,
  RealtimeListener,
  RealtimeSubscribeOptions,
  RealtimeServerError,
  RealtimeServerMessage,
  RealtimeSocket,
  RealtimeSocketConstructor,
  RealtimeStatus,
} from './realtime';
export {
  createRealtimeClient,
  parseRealtimeServerMessage,
  REALTIME_CLOSE_CODES,
  REALTIME_ERROR_CODES,
  REALTIME_LIMITS,
  REALTIME_PATH,
  realtimeTopics,
} from './realtime';
export type {
  OwnTopicListener,
  RealtimeSession,
  RealtimeSessionOptions,
  RealtimeSessionState,
  RealtimeTopics,
  SubscribeOwnTopic,
  WatchRealtimeStatus,
} from './realtime-session';
export { createRealtimeSession } from './realtime-session';
// Discovery: deck.ts and notifications.ts exports
export type {
  Ad,
  LikeResult,
  LocationState,
  MenuSearchResult,
  Relation,
  SavedWoblers,
  SharedBubble,
  WoblerCard,
  WoblerDeck,
} from './endpoints/deck';
export {
  AdSchema,
  LikeResultSchema,
  LocationStateSchema,
  MenuSearchResultSchema,
  RelationSchema,
  SavedWoblersSchema,
  SharedBubbleSchema,
  WoblerCardSchema,
  WoblerDeckSchema,
} from './endpoints/deck';
export type {
  Connection,
  ConnectionCreatedEvent,
  ConnectionRemovedEvent,
  Notification,
  NotificationBubble,
  NotificationCreatedEvent,
  NotificationGroup,
  NotificationEvent,
  NotificationKind,
  Notifications,
  NotificationsSeenEvent,
  NotificationUser,
} from './endpoints/notifications';
export {
  ConnectionCreatedEventSchema,
  ConnectionRemovedEventSchema,
  ConnectionSchema,
  NOTIFICATION_KINDS,
  NotificationBubbleSchema,
  NotificationCreatedEventSchema,
  NotificationGroupSchema,
  NotificationEventSchema,
  NotificationSchema,
  NotificationsSchema,
  NotificationsSeenEventSchema,
  NotificationUserSchema,
} from './endpoints/notifications';
// Chat: chat.ts exports
export type {
  ChatAttachment,
  ChatMention,
  ChatBlockEvent,
  ChatEvent,
  ChatGroup,
  ChatGroupEvent,
  ChatGroupMember,
  ChatMessage,
  ChatMessageEvent,
  ChatPresenceEvent,
  ChatReceiptEvent,
  ChatRequestEvent,
  ChatSender,
  ChatTransientEvent,
  ChatTypingEvent,
  ChatUser,
  Conversation,
  GroupConversation,
  GroupEventAction,
  LinkPreview,
  RequestParty,
  RequestState,
  UserConversation,
} from './endpoints/chat';
export {
  CHAT_MEDIA_PATH,
  chatSendMedia,
  uploadEndpoints,
  ChatAttachmentSchema,
  ChatMentionSchema,
  ChatBlockEventSchema,
  ChatConversationDeletedEventSchema,
  ChatEventSchema,
  ChatGroupEventSchema,
  ChatGroupMemberSchema,
  ChatGroupSchema,
  chatGroupEndpoints,
  GROUP_EVENT_ACTIONS,
  GroupConversationSchema,
  LinkPreviewSchema,
  ChatMessageEventSchema,
  ChatMessageSchema,
  ChatPresenceEventSchema,
  ChatReceiptEventSchema,
  ChatRequestEventSchema,
  ChatSenderSchema,
  ChatTransientEventSchema,
  ChatTypingEventSchema,
  ChatUserSchema,
  ConversationSchema,
  RequestPartySchema,
  RequestStateSchema,
  UserConversationSchema,
} from './endpoints/chat';
// Calls: chat-calls.ts exports
export type {
  ChatCall,
  ChatCallEvent,
  ChatCallParticipant,
  ChatCallSignalEvent,
  IceServer,
} from './endpoints/chat-calls';
export type { ChatCallMessage } from './endpoints/chat-entities';
export {
  ChatCallEventSchema,
  ChatCallParticipantSchema,
  ChatCallSchema,
  ChatCallSignalEventSchema,
  chatCallAccept,
  chatCallActive,
  chatCallEnd,
  chatCallRejoin,
  chatCallEndpoints,
  chatCallHistory,
  chatCallIceServers,
  chatCallInitiate,
  chatCallReject,
  chatCallSignal,
  IceServerSchema,
} from './endpoints/chat-calls';
export { ChatCallMessageSchema } from './endpoints/chat-entities';
// Message search: chat-search.ts exports
export type { ChatSearchResult, ChatSearchSnippet } from './endpoints/chat-search';
export {
  ChatSearchResultSchema,
  ChatSearchSnippetSchema,
  chatSearchMessages,
} from './endpoints/chat-search';
// Chat extensions (callExtension): stickers, live reactions, polls, reactions
export type {
  ExtensionPeople,
  PollCustomData,
  PollExtensionData,
  ReactionsExtensionData,
  Sticker,
  StickerCustomData,
  Stickers,
} from './endpoints/chat-extensions';
export {
  CHAT_EXTENSIONS_PATH,
  chatExtensionEndpoint,
  chatExtensionEndpoints,
  chatPollsCreate,
  chatPollsVote,
  chatReactionsReact,
  chatStickersFetch,
  POLL_MESSAGE_TYPE,
  LIVE_REACTION_DEFAULT,
  LIVE_REACTION_TYPE,
  STICKER_MESSAGE_TYPE,
  StickerSchema,
  StickersSchema,
} from './endpoints/chat-extensions';
// Group chats: who may do what (chat-groups/permissions.ts)
export type {
  GroupAction,
  GroupMemberAction,
  GroupOwnership,
  GroupParty,
  GroupRole,
} from './chat-groups/permissions';
export {
  BUBBLE_MANAGED_ACTIONS,
  bubbleManages,
  canAct,
  GROUP_ACTIONS,
  GROUP_MEMBER_ACTIONS,
  GROUP_OWN_ACTIONS,
  GROUP_ROLES,
  groupRoleOf,
  groupViewer,
  scopeOptions,
} from './chat-groups/permissions';
