import type {
  ChatGroup,
  ChatGroupMember,
  ChatMessage,
  ChatMention,
  ChatSender,
  ChatUser,
  Conversation,
  GroupConversation,
  GroupEventAction,
  LinkPreview,
  RequestState,
  UserConversation,
} from '@wob/api';
import type {
  CreateGroupOutput,
  GroupScope,
  GroupType,
  MediaType,
  MessageCategory,
  ReceiptType,
  ReceiverType,
  ReportReason,
} from '@wob/validation';
import type { SearchMessagesOptions, SearchMessagesPage } from './search';

// The ChatService port (ARCHITECTURE.md "Chat"; spec chat section 7). Every store and component
// of @wob/chat talks to this interface only; two adapters implement it:
// - `wob` (service/wob/): the self-hosted `/chat-api` and `/realtime` of apps/server;
// - `cometchat` (service/cometchat/): the CometChat SDK, loaded lazily only when configured.
// Its shape follows the CometChat SDK (request objects with fetchPrevious/fetchNext, sendMessage
// with a client message id, markAsRead of a message, listeners by kind) so that the cometchat
// adapter is a thin mapping, and the same contract suite (service/contract/) runs on both.
// Entities are @wob/api's wire shapes: the wob adapter passes them through, the cometchat
// adapter maps the SDK's classes onto them.
//
// Groups follow CometChat's group API (createGroup, joinGroup, the members and banned members
// requests, add, ban, unban, kick, scope, transfer, delete, leave, GroupListener). Threads ride
// on `parentMessageId` of sends and requests; polls and reactions have their own calls
// (ChatPolls, ChatReactions); stickers and the rest of CometChat's extensions go through
// `callExtension`. Calls are not part of this port.

export type {
  ChatGroup,
  ChatGroupMember,
  ChatMessage,
  ChatSender,
  ChatUser,
  Conversation,
  GroupConversation,
  GroupEventAction,
  LinkPreview,
  RequestState,
  UserConversation,
};
export type {
  CreateGroupOutput,
  GroupScope,
  GroupType,
  MediaType,
  MessageCategory,
  ReceiptType,
  ReceiverType,
};

export type {
  ChatSearchResult,
  ChatSearchSnippet,
  SearchMessagesOptions,
  SearchMessagesPage,
} from './search';

export type ChatServiceKind = 'wob' | 'cometchat';

/** Who a message, a typing indicator or a transient message is for. */
export interface Receiver {
  receiverId: string;
  receiverType: ReceiverType;
}

interface Outgoing extends Receiver {
  /**
   * The client's message id (CometChat's `muid`): made once per message by the caller and kept
   * across retries, so a message is stored once however often it is sent, and the local copy
   * is replaced by the stored one rather than shown twice.
   */
  muid: string;
  /** Thread replies (the threads issue). */
  parentMessageId?: string;
}

export interface OutgoingText extends Outgoing {
  text: string;
  /**
   * The group members the text mentions (`@Name`, at most CHAT_MENTIONS_MAX), uid and name.
   * The wob service sends the uids (its server keeps the active members and names them
   * itself); CometChat carries both in the message's metadata. One-to-one texts ignore them.
   */
  mentions?: ChatMention[];
}

export interface OutgoingMedia extends Outgoing {
  type: MediaType;
  /** The first selected file (spec chat section 5). */
  file: File;
}

export interface OutgoingCustom extends Outgoing {
  /** e.g. 'extension_sticker'; polls come from callExtension. */
  customType: string;
  customData: Record<string, unknown>;
}

/** Upload progress of a media message, 0 to 1. */
export type ProgressListener = (fraction: number) => void;

/** Spec chat section 7: "fetch next conversations page". Pages of 30 by default. */
export interface ConversationsRequest {
  /** The next page; an empty array once there is no more. */
  fetchNext(): Promise<Conversation[]>;
}

export interface MessagesRequestOptions {
  /** The other user's uid (one-to-one) or the group's guid. */
  uid: string;
  /** 'user' unless said otherwise. */
  receiverType?: ReceiverType;
  /** Messages per page (the spec's limit constant). */
  limit?: number;
  /** A thread's replies. */
  parentMessageId?: string;
  /** The main list leaves thread replies out. */
  hideReplies?: boolean;
  categories?: readonly MessageCategory[];
  types?: readonly string[];
}

/**
 * One conversation's messages, paged like CometChat's MessagesRequest: each fetchPrevious
 * answers the page before the previous one (oldest first within the page), until empty;
 * fetchNext answers messages after the newest one seen.
 */
export interface MessagesRequest {
  fetchPrevious(): Promise<ChatMessage[]>;
  fetchNext(): Promise<ChatMessage[]>;
}

export type SharedMediaKind = 'photos' | 'videos' | 'documents';

export interface SharedMediaRequestOptions {
  /** The other user's uid (one-to-one) or the group's guid. */
  uid: string;
  /** 'user' unless said otherwise. */
  receiverType?: ReceiverType;
  kind: SharedMediaKind;
  /** 10 by default (spec chat section 9: media page 10). */
  limit?: number;
}

/** Newest first, page after page, until empty. */
export interface SharedMediaRequest {
  fetchNext(): Promise<ChatMessage[]>;
}

export interface TypingIndicator extends Receiver {
  sender: ChatSender;
}

export interface TransientMessage extends Receiver {
  sender: ChatSender;
  data: Record<string, unknown>;
}

/** Every message of the conversation up to `messageId` was delivered to, or read by, `sender`. */
export interface MessageReceipt {
  messageId: string;
  conversationId: string;
  receiverType: ReceiverType;
  /** The uid of who received or read the messages. */
  sender: string;
  receiptType: ReceiptType;
  /** Seconds. */
  at: number;
}

/** Spec chat section 7, Listeners (the one-to-one part). Each callback is optional. */
export interface MessageListener {
  onTextMessageReceived?(message: ChatMessage): void;
  onMediaMessageReceived?(message: ChatMessage): void;
  onCustomMessageReceived?(message: ChatMessage): void;
  onTypingStarted?(indicator: TypingIndicator): void;
  onTypingEnded?(indicator: TypingIndicator): void;
  onMessagesDelivered?(receipt: MessageReceipt): void;
  onMessagesRead?(receipt: MessageReceipt): void;
  onMessageEdited?(message: ChatMessage): void;
  onMessageDeleted?(message: ChatMessage): void;
  /**
   * What others did to a message changed, not its content: its thread's `replyCount`, a poll's
   * results, its reactions. Replace it in place.
   */
  onMessageUpdated?(message: ChatMessage): void;
  onTransientMessageReceived?(message: TransientMessage): void;
}

export interface UserListener {
  onUserOnline?(user: ChatUser): void;
  onUserOffline?(user: ChatUser): void;
}

/**
 * The service's connection. After `onConnected` following a loss, the adapter has already
 * delivered what was missed through the message listeners (wob: `/chat-api/sync` from the last
 * change it saw; CometChat: the SDK's own catch-up), so stores need not refetch.
 */
export interface ConnectionListener {
  onConnected?(): void;
  inConnecting?(): void;
  onDisconnected?(): void;
}

/**
 * Product events the chat screen follows that are not part of CometChat's model: a block or
 * unblock (from any screen, through api/user/block-wobler), a message request answered, and a
 * conversation deleted in another tab.
 */
export interface ProductListener {
  onBlockChanged?(change: { uid: string; blockedByMe: boolean; hasBlockedMe: boolean }): void;
  onRequestChanged?(change: { uid: string }): void;
  onConversationDeleted?(conversationId: string): void;
}

/**
 * A change of a group's membership, as the logged-in user sees it: `group` after the change
 * with their own `scope` and `hasJoined`; `member` whom it concerns (their scope after it),
 * null for a deleted or updated group; `message` the action message the list shows ("Anna
 * added Peter"), null when there is none.
 */
export interface GroupChange {
  action: GroupEventAction;
  group: ChatGroup;
  actor: ChatSender;
  member: ChatGroupMember | null;
  /** The member's scope before a scope change or an ownership transfer. */
  previousScope?: GroupScope;
  message: ChatMessage | null;
}

/**
 * Spec chat section 7, Listeners: group member kicked, banned, added, left, joined, unbanned,
 * scope changed (CometChat's GroupListener names), plus ownership, member and group updates
 * and deletion. Events for every group the user is in; a client ignores other groups'.
 */
export interface GroupListener {
  onGroupMemberJoined?(change: GroupChange): void;
  onGroupMemberLeft?(change: GroupChange): void;
  onGroupMemberKicked?(change: GroupChange): void;
  onGroupMemberBanned?(change: GroupChange): void;
  onGroupMemberUnbanned?(change: GroupChange): void;
  onGroupMemberScopeChanged?(change: GroupChange): void;
  onMemberAddedToGroup?(change: GroupChange): void;
  onOwnershipChanged?(change: GroupChange): void;
  onGroupMemberUpdated?(change: GroupChange): void;
  onGroupUpdated?(change: GroupChange): void;
  onGroupDeleted?(change: GroupChange): void;
}

/** Pages of groups (newest first), group members or banned members, until empty. */
export interface GroupsRequest {
  fetchNext(): Promise<ChatGroup[]>;
}
export interface GroupMembersRequest {
  fetchNext(): Promise<ChatGroupMember[]>;
}
export interface UsersRequest {
  fetchNext(): Promise<ChatUser[]>;
}

export interface GroupsRequestOptions {
  /** 30 by default. */
  limit?: number;
  search?: string;
  /** Only groups the user is in; else also the public and password groups they may join. */
  joinedOnly?: boolean;
}

export interface GroupMembersRequestOptions {
  guid: string;
  /** 10 by default (spec chat section 9). */
  limit?: number;
  search?: string;
}

/** Spec chat section 7: fetch users (page 30, optional friends-only, search keyword). */
export interface UsersRequestOptions {
  limit?: number;
  search?: string;
  /** Only connections (mutual likes). */
  friendsOnly?: boolean;
}

/** What adding one person answered (CometChat answers a status per uid too). */
export type AddMemberResult = 'added' | 'already-member' | 'banned' | 'not-found' | 'blocked';

/** Answers the function that removes the listener. */
export type Unsubscribe = () => void;

/** A report of a message: one of the four reasons and the reporter's optional words. */
export interface ChatReport {
  reason: ReportReason;
  details: string;
}

export { ChatError, type ChatErrorCode, isChatError } from './chat-error';

/** A poll to ask (spec chat section 7, polls `v1/create`). */
export interface OutgoingPoll extends Outgoing {
  /** Trimmed, not blank (the service checks again). */
  question: string;
  /** At least two, each trimmed and not blank; option n is `options[n - 1]`. */
  options: string[];
}

/**
 * Polls in chat (spec chat sections 2 to 5 and 7). A poll is a custom message whose results
 * live in its metadata (`pollOf`, polls.ts); every vote reaches everyone in the conversation
 * through `onMessageUpdated`. wob: the polls extension's `v1/create` and `v1/vote` on our
 * server; CometChat: `callExtension('polls', …)` at its current version.
 */
export interface ChatPolls {
  /** Resolves the poll message (the same one for a retried `muid`). */
  createPoll(poll: OutgoingPoll): Promise<ChatMessage>;
  /**
   * Votes for option `option` (from 1) of the poll message `pollMessageId`, once per person:
   * a second vote rejects with ChatError 'not-allowed'. Resolves the poll message as it now is.
   */
  votePoll(pollMessageId: string, option: number): Promise<ChatMessage>;
}

/**
 * Reactions (spec chat sections 3 and 6): any emoji, in colon form (':heart:'), once per person
 * per emoji. The map of who reacted lives in the message's metadata (`reactionsOf`,
 * reactions.ts); changes reach everyone in the conversation through `onMessageUpdated`. wob:
 * the reactions extension's `v1/react`; CometChat: the SDK's addReaction / removeReaction.
 * Both resolve the message as it now is, and do nothing more when it already is so.
 */
export interface ChatReactions {
  addReaction(messageId: string, emoji: string): Promise<ChatMessage>;
  removeReaction(messageId: string, emoji: string): Promise<ChatMessage>;
  /**
   * `message` with the names of who reacted, as far as the service can tell (asked when
   * someone wants to see who reacted and a count has more people than names). wob's messages
   * carry every name already and are answered as they are; CometChat's carry counts only, so
   * its adapter reads a page of who reacted.
   */
  reactionPeople(message: ChatMessage): Promise<ChatMessage>;
}

export interface ChatService extends ChatPolls, ChatReactions {
  readonly kind: ChatServiceKind;

  /**
   * Connects as the signed-in person: wob — the session's token, CometChat — init with app id
   * and region, then login with an auth token our server issues. Resolves the chat user;
   * rejects with ChatError 'login' ('Log in error, reload').
   */
  login(): Promise<ChatUser>;
  /** Disconnects and forgets the user; listeners are kept. */
  logout(): Promise<void>;
  /** The user of the last successful login, or null. */
  getLoggedInUser(): ChatUser | null;

  conversationsRequest(options?: { limit?: number }): ConversationsRequest;
  /** A conversation with a user, also one without messages yet. */
  getConversation(uid: string, type?: ReceiverType): Promise<Conversation>;
  deleteConversation(uid: string, type?: ReceiverType): Promise<void>;
  /** The conversation a (new) message belongs to, from the logged-in user's point of view. */
  getConversationFromMessage(message: ChatMessage): Promise<Conversation>;

  getUser(uid: string): Promise<ChatUser>;

  messagesRequest(options: MessagesRequestOptions): MessagesRequest;
  sharedMediaRequest(options: SharedMediaRequestOptions): SharedMediaRequest;
  /** The person's readable messages that match `query`, newest first (search.ts). */
  searchMessages(query: string, options?: SearchMessagesOptions): Promise<SearchMessagesPage>;

  /** Resolves the stored message (the same one for a retried `muid`). */
  sendMessage(message: OutgoingText): Promise<ChatMessage>;
  sendMediaMessage(message: OutgoingMedia, onProgress?: ProgressListener): Promise<ChatMessage>;
  sendCustomMessage(message: OutgoingCustom): Promise<ChatMessage>;
  editMessage(id: string, text: string): Promise<ChatMessage>;
  deleteMessage(id: string): Promise<ChatMessage>;

  /** Marks `message` and every earlier one of its conversation. Failures are only logged. */
  markAsDelivered(message: ChatMessage): Promise<void>;
  markAsRead(message: ChatMessage): Promise<void>;

  /** Typing indicators (the caller throttles to 5 s); fire and forget. */
  startTyping(receiver: Receiver): void;
  endTyping(receiver: Receiver): void;
  sendTransientMessage(receiver: Receiver, data: Record<string, unknown>): void;

  /** Unread messages per user uid (summed into the header badge). */
  getUnreadMessageCountForAllUsers(): Promise<Record<string, number>>;

  /**
   * The one block table of the product (api/user/block-wobler); CometChat mirrors it. Every
   * block goes through here (the user details' Block and the request banner's Reject & Block).
   * Resolves the server's confirmation of the last one (translated; empty when none).
   */
  blockUsers(uids: readonly string[]): Promise<string>;
  unblockUsers(uids: readonly string[]): Promise<string>;

  // Message requests (spec chat section 4): Woble's own, kept by the product API (api/chat/*
  // and the deck's like) whichever service carries the messages. Each resolves the state from
  // the logged-in person's side (`sender` is them), or null when the server answered none.

  /** The request state between the logged-in person and `uid` (await-accept). */
  getRequestState(uid: string): Promise<RequestState | null>;
  /** Before a first message where neither side waits: the logged-in person waits (add-to-waiting). */
  addToWaiting(uid: string): Promise<RequestState | null>;
  /** Accept Message: the request `uid` sent is accepted; their messages become ordinary. */
  acceptRequest(uid: string): Promise<RequestState | null>;
  /** Like Back (the deck's like of `uid`): whether it made a match, and the server's confirmation. */
  likeBack(uid: string): Promise<{ matched: boolean; message: string }>;
  /**
   * Reports someone else's message to Woble's moderators (api/report/content, kind 'message'),
   * whichever service carries it: the report queue is the product's.
   */
  reportMessage(id: string, report: ChatReport): Promise<void>;

  /**
   * The preview of the link a text message shows one of (`previewLinkOf`, link-preview.ts), or
   * null when it has none. wob: our server fetches the page safely and serves its image from
   * our media; CometChat: what its link-preview extension put in the message's metadata.
   */
  linkPreview(message: ChatMessage): Promise<LinkPreview | null>;

  /** CometChat's extension calls by slug, method and path (stickers' `v1/fetch`, …). */
  callExtension(
    slug: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<unknown>;

  // Groups (spec chat sections 5 to 7). Every action is checked by the service with the same
  // rule the UI uses (canAct of @wob/api); a refused one rejects with ChatError 'not-allowed'.

  /** The creator becomes owner (scope admin) and the only member. */
  createGroup(group: CreateGroupOutput): Promise<ChatGroup>;
  getGroup(guid: string): Promise<ChatGroup>;
  groupsRequest(options?: GroupsRequestOptions): GroupsRequest;
  /** Public groups, or password groups with the password ('wrong-password', 'rate-limited'). */
  joinGroup(guid: string, password?: string): Promise<ChatGroup>;
  /** Everyone but the owner, who first transfers ownership. */
  leaveGroup(guid: string): Promise<void>;
  deleteGroup(guid: string): Promise<void>;
  groupMembersRequest(options: GroupMembersRequestOptions): GroupMembersRequest;
  /** Admins and moderators only. */
  bannedMembersRequest(options: GroupMembersRequestOptions): GroupMembersRequest;
  /** As participants; answers each uid's result. */
  addMembersToGroup(
    guid: string,
    uids: readonly string[],
  ): Promise<Record<string, AddMemberResult>>;
  banGroupMember(guid: string, uid: string): Promise<void>;
  unbanGroupMember(guid: string, uid: string): Promise<void>;
  kickGroupMember(guid: string, uid: string): Promise<void>;
  updateGroupMemberScope(guid: string, uid: string, scope: GroupScope): Promise<void>;
  transferGroupOwnership(guid: string, uid: string): Promise<void>;
  /** People to add to a group or write to. */
  usersRequest(options?: UsersRequestOptions): UsersRequest;

  addMessageListener(listener: MessageListener): Unsubscribe;
  addGroupListener(listener: GroupListener): Unsubscribe;
  addUserListener(listener: UserListener): Unsubscribe;
  addConnectionListener(listener: ConnectionListener): Unsubscribe;
  addProductListener(listener: ProductListener): Unsubscribe;
}

/** The uid (one-to-one) or guid (group) a conversation is with. */
export function conversationWithId(conversation: Conversation): string {
  return conversation.conversationType === 'user'
    ? conversation.conversationWith.uid
    : conversation.conversationWith.guid;
}

/** The other person of a one-to-one conversation; null for a group. */
export function conversationUser(conversation: Conversation): ChatUser | null {
  return conversation.conversationType === 'user' ? conversation.conversationWith : null;
}

// Reading a message's smart replies is the same for every adapter (service/smart-replies.ts).
export { type SmartReplies, smartRepliesOf } from './smart-replies';
