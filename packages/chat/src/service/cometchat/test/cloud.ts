import { conversationIdOf } from '../mapping';
import type { SdkMessageListenerCallbacks } from '../sdk';
import { FakeAction, FakeGroup, FakeGroupMember } from './group-classes';
import {
  FakeAttachment,
  type FakeBaseMessage,
  FakeConversation,
  FakeCustomMessage,
  FakeMediaMessage,
  FakeTextMessage,
  FakeUser,
  sdkError,
} from './classes';
import { toSdkCall } from './calls';
import { FakeCometChatClient } from './client';
import { reactionCountsFor } from './reactions';
import { type CloudGroup, type CloudUser, pairKey, type StoredMessage } from './records';

// A scripted stand-in for CometChat: one in-memory "cloud" (users, auth tokens, messages,
// receipts, blocks, cleared conversations, presence) and any number of clients, each a fresh
// copy of the SDK module (`client.sdk`, the shape `import('@cometchat/chat-sdk-javascript')`
// gives: `{ CometChat }`), as one browser tab is. What one client sends reaches the others'
// listeners asynchronously, as over a socket; a client that is offline misses events and its
// calls fail, as the real SDK's do. Nothing is canned: every answer is computed from the
// cloud's state, so two cometchat adapters for two people can hold a real conversation.
//
// The server side (what apps/server does with the REST API key) is `createUser` and
// `createAuthToken`. Test controls: `failNext`, `stall`, `client.goOffline()`/`goOnline()`.
//
// This file is the cloud; a tab is client.ts, its SDK module namespace.ts (the message and
// conversation requests: requests.ts), the stored records records.ts.

/** What the SDK keeps in the browser's storage: the session survives a reload. */
export class FakeSessionStorage {
  session: { uid: string; authToken: string } | null = null;
}

export interface FakeCometChatCloudOptions {
  appId: string;
  region?: string;
  /** Seconds since 1970; defaults to the real time. */
  now?: () => number;
  /** Upload limit of media messages (bytes). */
  maxUploadBytes?: number;
}

/** An extension's handler (polls, reactions, …): answers a callExtension. */
export type FakeExtension = (call: {
  uid: string;
  method: string;
  endpoint: string;
  data: object | undefined;
}) => unknown;

export class FakeCometChatCloud {
  /** What the smart-reply extension injects into a text, by its text (seeded by tests). */
  readonly smartReplies = new Map<string, Record<string, unknown>>();
  readonly appId: string;
  readonly region: string;
  readonly maxUploadBytes: number;
  readonly users = new Map<string, CloudUser>();
  readonly messages: StoredMessage[] = [];
  /** `a>b`: a blocked b. */
  readonly blocks = new Set<string>();
  readonly groups = new Map<string, CloudGroup>();
  /** `guid>uid`: wrong passwords `uid` gave for the group. */
  readonly wrongGroupPasswords = new Map<string, number>();
  /** `a>b`: CometChat's friends list (both ways for a friendship). */
  readonly friends = new Set<string>();
  /** `guid>uid`: the last group message id `uid` read. */
  readonly groupReads = new Map<string, number>();
  /** viewer → conversationId → last message id the viewer deleted the conversation at. */
  readonly cleared = new Map<string, Map<string, number>>();
  /** Uploaded media by URL. */
  readonly files = new Map<string, Blob>();
  readonly extensions = new Map<string, FakeExtension>();
  /**
   * The Link Preview extension: a link → the entry it injects for it into a text message's
   * metadata (`@injected.extensions['link-preview'].links`), as CometChat's server does.
   */
  readonly linkPreviews = new Map<string, Record<string, unknown>>();
  /** Every SDK call, in order: who (uid or null), which method. */
  readonly calls: Array<{ uid: string | null; method: string }> = [];
  private readonly tokens = new Map<string, string>();
  private readonly clients = new Set<FakeCometChatClient>();
  private readonly failures = new Map<string, string>();
  private readonly stalls = new Map<string, Promise<void>>();
  private readonly lostAnswers = new Set<string>();
  private readonly clock: () => number;
  private nextId = 1;
  private nextToken = 1;

  constructor(options: FakeCometChatCloudOptions) {
    this.appId = options.appId;
    this.region = options.region ?? 'eu';
    this.clock = options.now ?? (() => Math.floor(Date.now() / 1000));
    this.maxUploadBytes = options.maxUploadBytes ?? 100 * 1024 * 1024;
  }

  now(): number {
    return this.clock();
  }

  // --- the REST API's side (our server, with the API key) ----------------------------------------

  createUser(user: { uid: string; name: string; avatar?: string }): void {
    const uid = user.uid.toLowerCase();
    if (!/^[a-z0-9_-]{1,100}$/.test(uid)) throw sdkError('ERR_INVALID_UID');
    if (this.users.has(uid)) throw sdkError('ERR_UID_ALREADY_EXISTS');
    this.users.set(uid, { uid, name: user.name, avatar: user.avatar ?? '', lastActiveAt: 0 });
  }

  createAuthToken(uid: string): string {
    if (!this.users.has(uid)) throw sdkError('ERR_UID_NOT_FOUND');
    const token = `${uid}_${String(this.nextToken++).padStart(8, '0')}${Math.random().toString(16).slice(2, 10)}`;
    this.tokens.set(token, uid);
    return token;
  }

  /** Revokes every auth token of a user (REST: flush auth tokens). */
  flushAuthTokens(uid: string): void {
    for (const [token, owner] of this.tokens) if (owner === uid) this.tokens.delete(token);
  }

  // --- test controls ------------------------------------------------------------------------------

  /** A new browser tab: a fresh copy of the SDK module on this cloud. */
  connect(options: { storage?: FakeSessionStorage } = {}): FakeCometChatClient {
    const client = new FakeCometChatClient(this, options.storage ?? new FakeSessionStorage());
    this.clients.add(client);
    return client;
  }

  /** The next call of `method` (an SDK method name, e.g. 'sendMessage') fails with `code`. */
  failNext(method: string, code: string): void {
    this.failures.set(method, code);
  }

  /**
   * The next call of `method` does its work, but its answer is lost on the way back (the
   * client sees FAILED_TO_FETCH): what a dropped connection does to a send that arrived.
   */
  loseNextAnswer(method: string): void {
    this.lostAnswers.add(method);
  }

  /** Whether the answer of this call is to be lost (once). */
  takeLostAnswer(method: string): boolean {
    return this.lostAnswers.delete(method);
  }

  /** Calls of `method` wait until the returned function is called. */
  stall(method: string): () => void {
    let release: () => void = () => undefined;
    this.stalls.set(
      method,
      new Promise<void>((resolve) => {
        release = () => {
          this.stalls.delete(method);
          resolve();
        };
      }),
    );
    return release;
  }

  isBlocked(by: string, uid: string): boolean {
    return this.blocks.has(pairKey(by, uid));
  }

  async gate(method: string, uid: string | null): Promise<void> {
    this.calls.push({ uid, method });
    await Promise.resolve();
    const stall = this.stalls.get(method);
    if (stall) await stall;
    const code = this.failures.get(method);
    if (code) {
      this.failures.delete(method);
      throw sdkError(code);
    }
  }

  // --- shared by the clients ------------------------------------------------------------------------

  uidOfToken(token: string): string | null {
    return this.tokens.get(token) ?? null;
  }

  user(uid: string): CloudUser {
    const user = this.users.get(uid);
    if (!user) throw sdkError('ERR_UID_NOT_FOUND', `The UID ${uid} does not exist.`);
    return user;
  }

  connectedClientsOf(uid: string): FakeCometChatClient[] {
    return [...this.clients].filter((client) => client.connected && client.uid === uid);
  }

  isOnline(uid: string): boolean {
    return this.connectedClientsOf(uid).length > 0;
  }

  /** `uid` as `viewer` sees them. */
  userFor(uid: string, viewer: string | null): FakeUser {
    const stored = this.user(uid);
    const user = new FakeUser(stored.uid, stored.name);
    user.setAvatar(stored.avatar);
    const online = this.isOnline(uid);
    user.setStatus(online ? 'online' : 'offline');
    user.setLastActiveAt(stored.lastActiveAt);
    if (viewer) {
      user.setBlockedByMe(this.isBlocked(viewer, uid));
      user.setHasBlockedMe(this.isBlocked(uid, viewer));
    }
    return user;
  }

  /** A connection of `uid` came up or went down: presence for everyone who subscribed. */
  presenceChanged(uid: string, wasOnline: boolean): void {
    const online = this.isOnline(uid);
    if (online === wasOnline) return;
    const user = this.user(uid);
    if (!online) user.lastActiveAt = this.now();
    for (const client of this.clients) {
      if (!client.connected || client.uid === uid || !client.subscribesPresence) continue;
      const viewer = client.uid;
      client.emitUser(online ? 'onUserOnline' : 'onUserOffline', () => this.userFor(uid, viewer));
    }
  }

  /** `guid` as `viewer` sees it (their scope and whether they joined). */
  groupFor(guid: string, viewer: string): FakeGroup {
    const group = this.groups.get(guid);
    if (!group) throw sdkError('ERR_GUID_NOT_FOUND', `The GUID ${guid} does not exist.`);
    const sdk = new FakeGroup(group.guid, group.name, group.type);
    sdk.setIcon(group.icon);
    sdk.setOwner(group.owner);
    if (group.metadata) sdk.setMetadata(group.metadata);
    sdk.setMembersCount(group.members.size);
    const scope = group.members.get(viewer);
    sdk.setHasJoined(scope !== undefined);
    sdk.setScope(scope ?? '');
    return sdk;
  }

  /** `uid` as a member (or banned person) of `group`, as `viewer` sees them. */
  memberFor(uid: string, scope: string, viewer: string): FakeGroupMember {
    const user = this.userFor(uid, viewer);
    const member = new FakeGroupMember(uid, scope);
    member.setName(user.getName());
    member.setAvatar(user.getAvatar());
    member.setStatus(user.getStatus());
    member.setLastActiveAt(user.getLastActiveAt());
    member.setBlockedByMe(user.getBlockedByMe());
    member.setHasBlockedMe(user.getHasBlockedMe());
    return member;
  }

  visibleTo(viewer: string, message: StoredMessage): boolean {
    if (message.receiverType === 'group') {
      // Members read the group's messages; someone who left, was kicked or banned does not.
      if (!this.groups.get(message.receiverId)?.members.has(viewer)) return false;
    } else if (message.sender !== viewer && message.receiverId !== viewer) return false;
    const clearedUpTo = this.cleared.get(viewer)?.get(message.conversationId) ?? 0;
    return message.id > clearedUpTo;
  }

  /** The stored message as the SDK answers it to `viewer`. */
  toSdk(message: StoredMessage, viewer: string): FakeBaseMessage {
    let sdk: FakeBaseMessage;
    const receiverType = message.receiverType;
    if (message.call) {
      sdk = toSdkCall(this, message, viewer);
    } else if (message.action) {
      const { action, by, on, oldScope, newScope } = message.action;
      const made = new FakeAction(message.receiverId);
      made.setAction(action);
      made.setActionBy(this.userFor(by, viewer));
      made.setActionOn(this.userFor(on, viewer));
      made.setActionFor(this.groupFor(message.receiverId, viewer));
      if (oldScope) made.setOldScope(oldScope);
      if (newScope) made.setNewScope(newScope);
      made.setMessage(`${by} ${action} ${on}`);
      sdk = made;
    } else if (message.category === 'custom') {
      sdk = new FakeCustomMessage(message.receiverId, receiverType, message.type, {
        ...(message.customData ?? {}),
      });
    } else if (message.type === 'text') {
      sdk = new FakeTextMessage(message.receiverId, message.text ?? '', receiverType);
    } else {
      const media = new FakeMediaMessage(message.receiverId, null, message.type, receiverType);
      media.setURL(message.url ?? '');
      media.setAttachments((message.attachments ?? []).map((file) => new FakeAttachment(file)));
      sdk = media;
    }
    sdk.setId(message.id);
    sdk.setMuid(message.muid);
    sdk.setConversationId(message.conversationId);
    sdk.setSender(this.userFor(message.sender, viewer));
    sdk.setParentMessageId(message.parentId);
    sdk.setReplyCount(message.replyCount);
    sdk.setSentAt(message.sentAt);
    sdk.setDeliveredAt(message.deliveredAt);
    sdk.setReadAt(message.readAt);
    if (message.receiverId === viewer) {
      sdk.setDeliveredToMeAt(message.deliveredAt);
      sdk.setReadByMeAt(message.readAt);
    }
    sdk.setEditedAt(message.editedAt);
    sdk.setEditedBy(message.editedBy);
    sdk.setDeletedAt(message.deletedAt);
    sdk.setDeletedBy(message.deletedBy);
    sdk.setMetadata({ ...message.metadata });
    sdk.setReactions(reactionCountsFor(message, viewer));
    return sdk;
  }

  message(id: number): StoredMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }

  /** Tells every connected client of `uid` (but `except`). */
  tell(
    uid: string,
    except: FakeCometChatClient | null,
    kind: keyof SdkMessageListenerCallbacks,
    make: (viewer: string) => unknown,
  ): void {
    for (const client of this.connectedClientsOf(uid)) {
      if (client !== except) client.emitMessage(kind, () => make(uid));
    }
  }

  /** Tells every connected client of every member of `guid` (and of `also`), but `except`. */
  tellGroup(
    guid: string,
    except: FakeCometChatClient | null,
    also: readonly string[],
    deliver: (client: FakeCometChatClient, viewer: string) => void,
  ): void {
    const group = this.groups.get(guid);
    const people = new Set([...(group?.members.keys() ?? []), ...also]);
    for (const uid of people) {
      for (const client of this.connectedClientsOf(uid)) {
        if (client !== except) deliver(client, uid);
      }
    }
  }

  store(
    sender: string,
    receiverId: string,
    content: Omit<
      StoredMessage,
      | 'id'
      | 'conversationId'
      | 'sender'
      | 'receiverId'
      | 'receiverType'
      | 'replyCount'
      | 'sentAt'
      | 'deliveredAt'
      | 'readAt'
      | 'editedAt'
      | 'editedBy'
      | 'deletedAt'
      | 'deletedBy'
      | 'updatedAt'
    >,
    receiverType: 'user' | 'group' = 'user',
  ): StoredMessage {
    const at = this.now();
    const message: StoredMessage = {
      ...content,
      id: this.nextId++,
      conversationId:
        receiverType === 'group' ? `group_${receiverId}` : conversationIdOf(sender, receiverId),
      sender,
      receiverId,
      receiverType,
      replyCount: 0,
      sentAt: at,
      deliveredAt: 0,
      readAt: 0,
      editedAt: 0,
      editedBy: '',
      deletedAt: 0,
      deletedBy: '',
      updatedAt: at,
    };
    if (message.parentId) {
      const parent = this.message(message.parentId);
      if (parent) {
        parent.replyCount += 1;
        parent.updatedAt = at;
      }
    }
    this.injectLinkPreviews(message);
    this.messages.push(message);
    return message;
  }

  private injectLinkPreviews(message: StoredMessage): void {
    if (message.type !== 'text' || !message.text) return;
    const links = [...this.linkPreviews]
      .filter(([link]) => message.text?.includes(link))
      .map(([, entry]) => entry);
    if (links.length === 0) return;
    const metadata = message.metadata as { '@injected'?: { extensions?: object } };
    metadata['@injected'] = {
      ...metadata['@injected'],
      extensions: { ...metadata['@injected']?.extensions, 'link-preview': { links } },
    };
  }

  conversationFor(viewer: string, other: string): FakeConversation | null {
    const conversationId = conversationIdOf(viewer, other);
    const visible = this.messages.filter(
      (message) => message.conversationId === conversationId && this.visibleTo(viewer, message),
    );
    const last = visible.at(-1);
    if (!last) return null;
    return new FakeConversation({
      conversationId,
      conversationWith: this.userFor(other, viewer),
      lastMessage: this.toSdk(last, viewer),
      unreadMessageCount: visible.filter(
        (message) =>
          message.receiverId === viewer && message.readAt === 0 && message.deletedAt === 0,
      ).length,
    });
  }

  /** A group's conversation as `viewer` (a member) sees it; null before its first message. */
  groupConversationFor(viewer: string, guid: string): FakeConversation | null {
    const conversationId = `group_${guid}`;
    const visible = this.messages.filter(
      (message) => message.conversationId === conversationId && this.visibleTo(viewer, message),
    );
    const last = visible.at(-1);
    if (!last) return null;
    const read = this.groupReads.get(`${guid}>${viewer}`) ?? 0;
    return new FakeConversation({
      conversationId,
      conversationType: 'group',
      conversationWith: this.groupFor(guid, viewer),
      lastMessage: this.toSdk(last, viewer),
      // Action messages never count as unread (as CometChat's).
      unreadMessageCount: visible.filter(
        (message) =>
          message.sender !== viewer &&
          message.category !== 'action' &&
          message.id > read &&
          message.deletedAt === 0,
      ).length,
    });
  }

  /** Groups `viewer` is in with a visible message, latest activity first. */
  groupsWithMessagesOf(viewer: string): Array<{ guid: string; lastId: number }> {
    const latest = new Map<string, number>();
    for (const message of this.messages) {
      if (message.receiverType !== 'group' || !this.visibleTo(viewer, message)) continue;
      latest.set(message.receiverId, Math.max(latest.get(message.receiverId) ?? 0, message.id));
    }
    return [...latest]
      .map(([guid, lastId]) => ({ guid, lastId }))
      .sort((a, b) => b.lastId - a.lastId);
  }

  /** Everyone `viewer` has a visible conversation with, latest activity first. */
  partnersOf(viewer: string): Array<{ uid: string; lastId: number }> {
    const latest = new Map<string, number>();
    for (const message of this.messages) {
      if (message.receiverType === 'group' || !this.visibleTo(viewer, message)) continue;
      const other = message.sender === viewer ? message.receiverId : message.sender;
      latest.set(other, Math.max(latest.get(other) ?? 0, message.id));
    }
    return [...latest]
      .map(([uid, lastId]) => ({ uid, lastId }))
      .sort((a, b) => b.lastId - a.lastId);
  }
}
