import type { SdkCallListenerCallbacks } from '../calls/cometchat/sdk';
// The part of `@cometchat/chat-sdk-javascript` (4.2) the cometchat adapter uses, as structural
// types. The adapter is written against these, so that the SDK itself is never imported
// statically (it is loaded by `loadCometChatSdk` when a login happens), and the scripted fake
// of the SDK (./fake) implements exactly this surface. `loadCometChatSdk` returns the real
// module typed as `CometChatSdkModule` without a cast: TypeScript checks there that the real
// SDK's typings fit every member named here.

/** CometChat's `User` (and `Me`). */
export interface SdkUser {
  getUid(): string;
  getName(): string;
  getAvatar(): string;
  /** 'online' or 'offline'. */
  getStatus(): string;
  /** Seconds. */
  getLastActiveAt(): number;
  getBlockedByMe(): boolean;
  getHasBlockedMe(): boolean;
}

export interface SdkAttachment {
  getName(): string;
  getExtension(): string;
  getMimeType(): string;
  getSize(): number;
  getUrl(): string;
}

/** `BaseMessage`: what every message class has. Times are seconds; 0 or undefined when unset. */
export interface SdkBaseMessage {
  getId(): number;
  getConversationId(): string;
  getParentMessageId(): number;
  getMuid(): string;
  getSender(): SdkUser;
  getReceiverId(): string;
  getReceiverType(): string;
  getType(): string;
  getCategory(): string;
  getSentAt(): number;
  getDeliveredAt(): number;
  getDeliveredToMeAt(): number;
  getReadAt(): number;
  getReadByMeAt(): number;
  getEditedAt(): number;
  getDeletedAt(): number;
  getReplyCount(): number;
}

/** A message as the SDK answers it: TextMessage, MediaMessage, CustomMessage (or an Action/Call). */
export interface SdkMessage extends SdkBaseMessage {
  getText?(): string;
  getURL?(): string;
  getAttachments?(): SdkAttachment[];
  getCustomData?(): object;
  getMetadata?(): object;
  /** Each reaction (a character) with its count and whether the logged-in user is among them. */
  getReactions?(): SdkReactionCount[];
  // `Action` (category 'action', type 'groupMember'): what happened to whom in which group.
  /** 'joined', 'added', 'left', 'kicked', 'banned', 'unbanned', 'scopeChanged', … */
  getAction?(): string;
  getActionBy?(): object;
  getActionOn?(): object;
  getActionFor?(): object;
  getOldScope?(): string;
  getNewScope?(): string;
  // `Call` (category 'call', type 'audio' or 'video'): one change of a call, `getAction` what
  // it records ('initiated', 'ongoing', 'ended', …).
  getSessionId?(): string;
  /** The call's status when the message was written. */
  getStatus?(): string;
  getCallInitiator?(): SdkUser;
  getJoinedAt?(): number;
  /** The message's JSON as CometChat sent it. */
  getRawData?(): unknown;
}

/** CometChat's `Group`. `getScope`/`getHasJoined` are the logged-in user's. */
export interface SdkGroup {
  getGuid(): string;
  getName(): string;
  /** 'public', 'password' or 'private'. */
  getType(): string;
  getIcon(): string;
  /** The owner's uid: CometChat's scopes have no owner. */
  getOwner(): string;
  getMembersCount(): number;
  getHasJoined(): boolean;
  getScope(): string;
  /** Free-form data; a Bubble's chat, made by our server, carries `{ bubbleId }`. */
  getMetadata?(): object | undefined;
}

/** What the adapter sets on a Group it creates. */
export interface SdkOutgoingGroup {
  setIcon(icon: string): void;
}

/** CometChat's `GroupMember`: a User with a scope. */
export interface SdkGroupMember extends SdkUser {
  getScope(): string;
}

export interface SdkGroupListenerCallbacks {
  onGroupMemberJoined?(action: SdkMessage, joinedUser: SdkUser, joinedGroup: SdkGroup): void;
  onGroupMemberLeft?(action: SdkMessage, leftUser: SdkUser, leftGroup: SdkGroup): void;
  onGroupMemberKicked?(
    action: SdkMessage,
    kickedUser: SdkUser,
    kickedBy: SdkUser,
    kickedFrom: SdkGroup,
  ): void;
  onGroupMemberBanned?(
    action: SdkMessage,
    bannedUser: SdkUser,
    bannedBy: SdkUser,
    bannedFrom: SdkGroup,
  ): void;
  onGroupMemberUnbanned?(
    action: SdkMessage,
    unbannedUser: SdkUser,
    unbannedBy: SdkUser,
    unbannedFrom: SdkGroup,
  ): void;
  onGroupMemberScopeChanged?(
    action: SdkMessage,
    changedUser: SdkUser,
    newScope: string,
    oldScope: string,
    changedGroup: SdkGroup,
  ): void;
  /** The SDK reads this name from the object given to `new GroupListener(...)`. */
  onMemberAddedToGroup?(
    action: SdkMessage,
    userAdded: SdkUser,
    userAddedBy: SdkUser,
    userAddedIn: SdkGroup,
  ): void;
}

/** What the adapter sets on a message it builds before sending or editing it. */
export interface SdkOutgoingMessage {
  setMuid(value: string): void;
  setParentMessageId(value: number): void;
  setId(value: number): void;
}

/** A TextMessage to send: it carries metadata too (a group text's mentions). */
export interface SdkOutgoingText extends SdkOutgoingMessage {
  setMetadata(value: object): void;
}

export interface SdkConversation {
  getConversationId(): string;
  getConversationType(): string;
  /** A User for one-to-one conversations (a Group for group ones). */
  getConversationWith(): object;
  getLastMessage(): SdkMessage | undefined | null;
  getUnreadMessageCount(): number;
}

export interface SdkTypingIndicator {
  getReceiverId(): string;
  getReceiverType(): string;
  getSender(): SdkUser;
}

export interface SdkTransientMessage {
  getReceiverId(): string;
  getReceiverType(): string;
  getSender(): SdkUser;
  getData(): unknown;
}

/** `MessageReceipt`: `getReceiptType()` is 'delivery' or 'read' (one-to-one). */
export interface SdkMessageReceipt {
  getMessageId(): string;
  getSender(): SdkUser;
  getReceiver(): string;
  getReceiverType(): string;
  getReceiptType(): string;
  getTimestamp(): string;
  getDeliveredAt(): number;
  getReadAt(): number;
}

/** `CometChatException`. */
export interface SdkException {
  code?: string | number;
  name?: string;
  message?: string;
  details?: unknown;
}

/** CometChat's `ReactionCount`, as `getReactions()` of a message answers it. */
export interface SdkReactionCount {
  getReaction(): string;
  getCount(): number;
  getReactedByMe(): boolean;
}

/** CometChat's `Reaction`: one person's reaction to a message. */
export interface SdkReaction {
  getMessageId(): string;
  getReaction(): string;
  getUid(): string;
  getReactedBy(): SdkUser;
}

/** CometChat's `ReactionEvent`, told by `onMessageReactionAdded` / `…Removed`. */
export interface SdkReactionEvent {
  getReaction(): SdkReaction;
}

export interface SdkReactionsRequestBuilder {
  /** At most 100 (the SDK's doc says 20 a page for its UI). */
  setLimit(limit: number): SdkReactionsRequestBuilder;
  setMessageId(id?: number): SdkReactionsRequestBuilder;
  build(): { fetchNext(): Promise<SdkReaction[] | []> };
}

export interface SdkMessageListenerCallbacks {
  onMessageReactionAdded?(event: SdkReactionEvent): void;
  onMessageReactionRemoved?(event: SdkReactionEvent): void;
  onTextMessageReceived?(message: SdkMessage): void;
  onMediaMessageReceived?(message: SdkMessage): void;
  onCustomMessageReceived?(message: SdkMessage): void;
  onTypingStarted?(indicator: SdkTypingIndicator): void;
  onTypingEnded?(indicator: SdkTypingIndicator): void;
  onMessagesDelivered?(receipt: SdkMessageReceipt): void;
  onMessagesRead?(receipt: SdkMessageReceipt): void;
  onMessageEdited?(message: SdkMessage): void;
  onMessageDeleted?(message: SdkMessage): void;
  onTransientMessageReceived?(message: SdkTransientMessage): void;
}

export interface SdkUserListenerCallbacks {
  onUserOnline?(user: SdkUser): void;
  onUserOffline?(user: SdkUser): void;
}

export interface SdkConnectionListenerCallbacks {
  onConnected?(): void;
  inConnecting?(): void;
  onDisconnected?(): void;
}

export interface SdkAppSettingsBuilder {
  subscribePresenceForAllUsers(): SdkAppSettingsBuilder;
  setRegion(region: string): SdkAppSettingsBuilder;
  autoEstablishSocketConnection(establish: boolean): SdkAppSettingsBuilder;
  build(): object;
}

export interface SdkMessagesRequest {
  /** The page before the previous one (oldest first within the page); empty at the start. */
  fetchPrevious(): Promise<SdkMessage[]>;
  /** The page after the newest one answered (or after `setMessageId`); empty at the end. */
  fetchNext(): Promise<SdkMessage[]>;
}

export interface SdkMessagesRequestBuilder {
  setUID(uid: string): SdkMessagesRequestBuilder;
  setGUID(guid: string): SdkMessagesRequestBuilder;
  setLimit(limit: number): SdkMessagesRequestBuilder;
  setParentMessageId(parentMessageId: number): SdkMessagesRequestBuilder;
  setMessageId(id: number): SdkMessagesRequestBuilder;
  hideReplies(hide: boolean): SdkMessagesRequestBuilder;
  hideDeletedMessages(hide: boolean): SdkMessagesRequestBuilder;
  hideMessagesFromBlockedUsers(hide: boolean): SdkMessagesRequestBuilder;
  setCategories(categories: string[]): SdkMessagesRequestBuilder;
  setTypes(types: string[]): SdkMessagesRequestBuilder;
  /** Seconds, as a string (the SDK's typing). */
  setUpdatedAfter(updatedAt: string): SdkMessagesRequestBuilder;
  updatesOnly(only: boolean): SdkMessagesRequestBuilder;
  /** Texts containing the keyword; without a UID or GUID, in all the caller's conversations. */
  setSearchKeyword(keyword: string): SdkMessagesRequestBuilder;
  build(): SdkMessagesRequest;
}

export interface SdkConversationsRequest {
  fetchNext(): Promise<SdkConversation[]>;
}

export interface SdkConversationsRequestBuilder {
  setLimit(limit: number): SdkConversationsRequestBuilder;
  setConversationType(type: string): SdkConversationsRequestBuilder;
  withBlockedInfo(withInfo: boolean): SdkConversationsRequestBuilder;
  build(): SdkConversationsRequest;
}

export interface SdkGroupsRequestBuilder {
  setLimit(limit: number): SdkGroupsRequestBuilder;
  setSearchKeyword(keyword: string): SdkGroupsRequestBuilder;
  joinedOnly(joined: boolean): SdkGroupsRequestBuilder;
  build(): { fetchNext(): Promise<SdkGroup[]> };
}

/** GroupMembersRequestBuilder and BannedMembersRequestBuilder (the same surface). */
export interface SdkGroupMembersRequestBuilder {
  setLimit(limit: number): SdkGroupMembersRequestBuilder;
  setSearchKeyword(keyword: string): SdkGroupMembersRequestBuilder;
  build(): { fetchNext(): Promise<SdkGroupMember[]> };
}

export interface SdkUsersRequestBuilder {
  setLimit(limit: number): SdkUsersRequestBuilder;
  setSearchKeyword(keyword: string): SdkUsersRequestBuilder;
  friendsOnly(friendsOnly: boolean): SdkUsersRequestBuilder;
  hideBlockedUsers(hide: boolean): SdkUsersRequestBuilder;
  build(): { fetchNext(): Promise<SdkUser[]> };
}

/** The `CometChat` class of the SDK: static methods and the classes it carries. */
export interface CometChatNamespace {
  AppSettingsBuilder: new () => SdkAppSettingsBuilder;
  TextMessage: new (receiverId: string, text: string, receiverType: string) => SdkOutgoingText;
  MediaMessage: new (
    receiverId: string,
    file: File,
    type: string,
    receiverType: string,
  ) => SdkOutgoingMessage;
  CustomMessage: new (
    receiverId: string,
    receiverType: string,
    customType: string,
    customData: object,
  ) => SdkOutgoingMessage;
  TypingIndicator: new (receiverId: string, receiverType: string) => object;
  TransientMessage: new (receiverId: string, receiverType: string, data: object) => object;
  MessagesRequestBuilder: new () => SdkMessagesRequestBuilder;
  ConversationsRequestBuilder: new () => SdkConversationsRequestBuilder;
  Group: new (guid: string, name: string, type: string, password?: string) => SdkOutgoingGroup;
  GroupMember: new (uid: string, scope?: string) => object;
  GroupsRequestBuilder: new () => SdkGroupsRequestBuilder;
  GroupMembersRequestBuilder: new (guid: string) => SdkGroupMembersRequestBuilder;
  BannedMembersRequestBuilder: new (guid: string) => SdkGroupMembersRequestBuilder;
  UsersRequestBuilder: new () => SdkUsersRequestBuilder;
  GroupListener: new (callbacks: SdkGroupListenerCallbacks) => object;
  MessageListener: new (callbacks: SdkMessageListenerCallbacks) => object;
  ReactionsRequestBuilder: new () => SdkReactionsRequestBuilder;
  UserListener: new (callbacks: SdkUserListenerCallbacks) => object;
  ConnectionListener: new (callbacks: SdkConnectionListenerCallbacks) => object;
  /** Call messages reach call listeners only (events.ts shows them as call bubbles). */
  CallListener: new (
    callbacks: SdkCallListenerCallbacks,
  ) => object;

  init(appId: string, settings: object): Promise<boolean>;
  login(authToken: string): Promise<SdkUser>;
  getLoggedinUser(): Promise<SdkUser | null>;
  logout(): Promise<unknown>;

  getUser(uid: string): Promise<SdkUser>;
  getConversation(conversationWith: string, conversationType: string): Promise<SdkConversation>;
  deleteConversation(conversationWith: string, conversationType: string): Promise<unknown>;
  getMessageDetails(messageId: string): Promise<SdkMessage>;

  sendMessage(message: SdkOutgoingMessage): Promise<SdkMessage>;
  sendMediaMessage(message: SdkOutgoingMessage): Promise<SdkMessage>;
  sendCustomMessage(message: SdkOutgoingMessage): Promise<SdkMessage>;
  editMessage(message: SdkOutgoingMessage): Promise<SdkMessage>;
  deleteMessage(messageId: string): Promise<SdkMessage>;
  /** Reactions are characters ('❤️'); each resolves the message as it now is. */
  addReaction(messageId: string, reaction: string): Promise<SdkMessage>;
  removeReaction(messageId: string, reaction: string): Promise<SdkMessage>;

  /** The four-argument form: receiverId is the other user (one-to-one) or the group. */
  markAsDelivered(
    messageId: string,
    receiverId: string,
    receiverType: string,
    senderId: string,
  ): unknown;
  markAsRead(
    messageId: string,
    receiverId: string,
    receiverType: string,
    senderId: string,
  ): unknown;
  startTyping(indicator: object): void;
  endTyping(indicator: object): void;
  sendTransientMessage(message: object): void;

  /** Resolves `{ [uid]: count }`. */
  getUnreadMessageCountForAllUsers(hideMessagesFromBlockedUsers?: boolean): Promise<unknown>;
  /** Resolves `{ [uid]: { success, message } }`. */
  blockUsers(uids: string[]): Promise<unknown>;
  unblockUsers(uids: string[]): Promise<unknown>;
  callExtension(slug: string, method: string, endpoint: string, data?: object): Promise<unknown>;

  createGroup(group: SdkOutgoingGroup): Promise<SdkGroup>;
  getGroup(guid: string): Promise<SdkGroup>;
  joinGroup(guid: string, type?: string, password?: string): Promise<SdkGroup>;
  leaveGroup(guid: string): Promise<boolean>;
  deleteGroup(guid: string): Promise<boolean>;
  kickGroupMember(guid: string, uid: string): Promise<boolean>;
  banGroupMember(guid: string, uid: string): Promise<boolean>;
  unbanGroupMember(guid: string, uid: string): Promise<boolean>;
  updateGroupMemberScope(guid: string, uid: string, scope: string): Promise<boolean>;
  transferGroupOwnership(guid: string, uid: string): Promise<string>;
  /** Resolves `{ [uid]: 'success' | error }`. */
  addMembersToGroup(guid: string, members: object[], bannedUids: string[]): Promise<object>;

  addMessageListener(id: string, listener: object): void;
  removeMessageListener(id: string): void;
  addUserListener(id: string, listener: object): void;
  removeUserListener(id: string): void;
  addConnectionListener(id: string, listener: object): void;
  removeConnectionListener(id: string): void;
  addGroupListener(id: string, listener: object): void;
  removeGroupListener(id: string): void;
  addCallListener(id: string, listener: object): void;
}

export interface CometChatSdkModule {
  CometChat: CometChatNamespace;
}

/**
 * The real SDK, imported only when this is called (the cometchat adapter calls it on its first
 * login). The SDK is a CommonJS/UMD bundle that needs `window`: bundlers expose it either as
 * named exports or under `default`, so both are accepted.
 */
export async function loadCometChatSdk(): Promise<CometChatSdkModule> {
  const module = await import('@cometchat/chat-sdk-javascript');
  const named: CometChatSdkModule = module;
  const interop: CometChatSdkModule = module.default;
  // Typed as always present; at run time one of the two shapes may lack it.
  return (named.CometChat as CometChatNamespace | undefined) ? named : interop;
}
