import type { LinkPreview, RequestParty, RequestState, Stickers } from '@wob/api';
import {
  ChatError,
  type ChatErrorCode,
  type ChatMessage,
  type ChatSender,
  type ChatUser,
  type Conversation,
  type ReceiverType,
} from '../service/port';
import { MemoryCallMessages } from './memory-chat-calls';
import { MemoryGroups } from './memory-chat-group-state';
import { memoryStickers } from './memory-chat-stickers';
import type { MemoryChatConnection } from './memory-chat-connection';
import { MemoryChatService } from './memory-chat-service';
import {
  compareIds,
  conversationIdOf,
  groupConversationIdOf,
  countsAsUnread,
  pairKey,
  wait,
  withSmartReply,
} from './memory-chat-shared';

// An in-memory chat world for several people at once: what one sends arrives at the other's
// listeners, receipts travel back, typing and presence are told, blocks hold both ways, and
// message requests wait as the product API says (the service's request operations read and
// change the same world). Stories and component tests run the real stores and
// components on it; its controls make the hard states reachable: fail the next send, slow
// every call, take a person offline, fail the login or a list.

export interface MemoryPerson {
  uid: string;
  name: string;
  avatar?: string;
}

interface PersonRecord {
  uid: string;
  name: string;
  avatar: string;
  online: boolean;
  lastActiveAt: number | null;
}

/** Which call a control makes fail once: a list, a page of messages, a send. */
export type FailPoint =
  | 'conversations'
  | 'messages'
  | 'send'
  | 'login'
  | 'shared-media'
  | 'unread'
  | 'extension'
  | 'search';

interface Side {
  liked: boolean;
  waiting: boolean;
}

export interface MemoryChatWorldOptions {
  people: MemoryPerson[];
  /** Seconds since 1970; a fixed clock keeps stories and tests stable. Defaults to real time. */
  now?: () => number;
  /** Milliseconds every call takes (stories show busy states). */
  delayMs?: number;
}

/**
 * The shared world. `serviceFor(uid)` answers a ChatService for one person (one tab); two
 * services of the same person are two tabs.
 */
export class MemoryChatWorld {
  readonly people = new Map<string, PersonRecord>();
  /** Every message, in sending order. */
  readonly messages: ChatMessage[] = [];
  /** `a>b`: a blocked b. */
  readonly blocks = new Set<string>();
  /** `a>b`: what a did toward b (liked b; a's messages wait for b to accept). */
  readonly sides = new Map<string, Side>();
  /** uid → conversationId → the last message id hidden by 'delete conversation'. */
  readonly cleared = new Map<string, Map<string, string>>();
  /** Typing calls in order, for tests: who, to whom, started or ended. */
  readonly typingLog: Array<{ from: string; to: string; typing: boolean }> = [];
  /** Reports of messages, in order (api/report/content as the product API keeps them). */
  readonly reports: Array<{ from: string; id: string; reason: string; details: string }> = [];
  /** Link → the preview `linkPreview` answers for a message with that link. */
  readonly linkPreviews = new Map<string, LinkPreview>();
  /** Groups, their members and bans (memory-chat-group-state.ts). */
  readonly groups: MemoryGroups = new MemoryGroups(this);
  /** Call messages (memory-chat-calls.ts): what a call writes in its conversation. */
  readonly callMessages: MemoryCallMessages = new MemoryCallMessages(this);
  /**
   * Smart replies, as seeded: the `smart-reply` extension data a sent text gets (the wob server
   * computes it, CometChat's extension injects it; the double only stores what a test gives).
   */
  smartReplies: ((text: string) => Record<string, unknown> | undefined) | undefined;
  /** What the stickers extension answers (memory-chat-stickers.ts); tests may replace it. */
  stickers: Stickers = memoryStickers();
  delayMs: number;
  private readonly services = new Set<MemoryChatService>();
  private readonly failures = new Map<FailPoint, ChatErrorCode>();
  private readonly stalls = new Map<FailPoint, Promise<void>>();
  private nextId = 1;
  private nextSeq = 1;
  private readonly clock: () => number;

  constructor(options: MemoryChatWorldOptions) {
    this.clock = options.now ?? (() => Math.floor(Date.now() / 1000));
    this.delayMs = options.delayMs ?? 0;
    for (const person of options.people) this.addPerson(person);
  }

  now(): number {
    return this.clock();
  }

  addPerson(person: MemoryPerson): void {
    this.people.set(person.uid, {
      uid: person.uid,
      name: person.name,
      avatar: person.avatar ?? '',
      online: false,
      lastActiveAt: null,
    });
  }

  serviceFor(uid: string): MemoryChatService {
    if (!this.people.has(uid)) throw new Error(`No such person in the chat world: ${uid}`);
    return new MemoryChatService(this, uid);
  }

  // --- controls -------------------------------------------------------------------------------

  /** The next call of that kind fails with `code` (once). */
  failNext(point: FailPoint, code: ChatErrorCode = 'network'): void {
    this.failures.set(point, code);
  }

  /** Calls of that kind wait until the returned function is called (loading states). */
  stall(point: FailPoint): () => void {
    let release: () => void = () => undefined;
    this.stalls.set(
      point,
      new Promise<void>((resolve) => {
        release = () => {
          this.stalls.delete(point);
          resolve();
        };
      }),
    );
    return release;
  }

  /** Someone was online (or not) and when they were last seen; tells everyone connected. */
  setPresence(uid: string, online: boolean, lastActiveAt: number | null = null): void {
    const person = this.person(uid);
    person.online = online;
    person.lastActiveAt = online ? null : (lastActiveAt ?? this.now());
    for (const service of this.services) {
      if (service.uid === uid) continue;
      service.emitUser(online ? 'onUserOnline' : 'onUserOffline', this.userFor(uid, service.uid));
    }
  }

  /** a likes b (the deck's like); answers whether it made a connection. */
  like(a: string, b: string): boolean {
    this.side(a, b).liked = true;
    const matched = this.isMatched(a, b);
    if (matched) {
      // Nothing waits between connections.
      this.side(a, b).waiting = false;
      this.side(b, a).waiting = false;
      this.release(a, b);
      this.release(b, a);
    }
    this.tellRequest(a, b);
    return matched;
  }

  isMatched(a: string, b: string): boolean {
    return this.side(a, b).liked && this.side(b, a).liked;
  }

  /** The message-request state as `api/chat/await-accept` answers it to `sender`. */
  requestState(sender: string, receiver: string): RequestState {
    const party = (from: string, to: string): RequestParty => ({
      liked: this.side(from, to).liked,
      waiting: this.side(from, to).waiting,
      blocked: this.blocks.has(pairKey(from, to)),
    });
    return { sender: party(sender, receiver), receiver: party(receiver, sender) };
  }

  /** `api/chat/add-to-waiting`: the sender's messages wait, unless they are connected. */
  addToWaiting(sender: string, receiver: string): RequestState {
    const mine = this.side(sender, receiver);
    const theirs = this.side(receiver, sender);
    if (!this.isMatched(sender, receiver) && !mine.waiting && !theirs.waiting) {
      // A request only starts a conversation: once the other side has written, nobody waits.
      const hasWritten = this.messages.some(
        (message) => message.sender.uid === receiver && message.receiverId === sender,
      );
      if (!hasWritten) mine.waiting = true;
    }
    this.tellRequest(sender, receiver);
    return this.requestState(sender, receiver);
  }

  /** Accept Message: `receiver` accepts what `sender` sent; the messages become ordinary. */
  accept(receiver: string, sender: string): RequestState {
    this.side(sender, receiver).waiting = false;
    this.release(sender, receiver);
    this.tellRequest(receiver, sender);
    return this.requestState(receiver, sender);
  }

  block(by: string, uid: string): void {
    this.blocks.add(pairKey(by, uid));
    // A block ends a request: nothing waits any more.
    this.side(by, uid).waiting = false;
    this.side(uid, by).waiting = false;
    this.tellBlock(by, uid);
  }

  unblock(by: string, uid: string): void {
    this.blocks.delete(pairKey(by, uid));
    this.tellBlock(by, uid);
  }

  /** A message from `from` to `to` as if sent at `sentAt` (seeding stories and tests). */
  seed(
    from: string,
    to: string,
    content: {
      text?: string;
      type?: string;
      url?: string;
      fileName?: string;
      size?: number;
      mimeType?: string;
      /** A text's smart-reply extension data (`metadata['@injected'].extensions['smart-reply']`). */
      smartReply?: Record<string, unknown>;
    },
    options: { sentAt?: number; delivered?: boolean; read?: boolean; edited?: boolean } = {},
  ): ChatMessage {
    const type = content.type ?? 'text';
    const message = this.create(from, to, `seed-${this.nextId}`, type, {
      text: type === 'text' ? content.text : undefined,
      data: type === 'text' ? {} : this.mediaData(type, content),
    });
    message.sentAt = options.sentAt ?? message.sentAt;
    if (options.delivered || options.read) message.deliveredAt = message.sentAt + 1;
    if (options.read) message.readAt = message.sentAt + 2;
    if (options.edited) message.editedAt = message.sentAt + 60;
    if (content.smartReply) withSmartReply(message, content.smartReply);
    return message;
  }

  // --- what the services share -------------------------------------------------------------------

  person(uid: string): PersonRecord {
    const person = this.people.get(uid);
    if (!person) throw new ChatError('not-found', '', 404);
    return person;
  }

  side(a: string, b: string): Side {
    const key = pairKey(a, b);
    let side = this.sides.get(key);
    if (!side) {
      side = { liked: false, waiting: false };
      this.sides.set(key, side);
    }
    return side;
  }

  sender(uid: string): ChatSender {
    const person = this.person(uid);
    return { uid: person.uid, name: person.name, avatar: person.avatar };
  }

  /** `uid` as `viewer` sees them. */
  userFor(uid: string, viewer: string): ChatUser {
    const person = this.person(uid);
    return {
      uid: person.uid,
      name: person.name,
      avatar: person.avatar,
      status: person.online ? 'online' : 'offline',
      lastActiveAt: person.online ? null : person.lastActiveAt,
      blockedByMe: this.blocks.has(pairKey(viewer, uid)),
      hasBlockedMe: this.blocks.has(pairKey(uid, viewer)),
    };
  }

  register(service: MemoryChatService): void {
    this.services.add(service);
  }

  unregister(service: MemoryChatService): void {
    this.services.delete(service);
  }

  tabsOf(uid: string, except?: MemoryChatConnection): MemoryChatService[] {
    return [...this.services].filter((service) => service.uid === uid && service !== except);
  }

  /** Waits the world's delay and any stall, then throws a failure set for this point. */
  async gate(point: FailPoint | null): Promise<void> {
    if (this.delayMs > 0) await wait(this.delayMs);
    if (!point) return;
    const stall = this.stalls.get(point);
    if (stall) await stall;
    const code = this.failures.get(point);
    if (code) {
      this.failures.delete(point);
      throw new ChatError(code);
    }
  }

  /** Messages `viewer` can see between them and `other`, oldest first. */
  visible(viewer: string, other: string): ChatMessage[] {
    return this.visibleIn(viewer, conversationIdOf(viewer, other));
  }

  /** Messages of a conversation (one-to-one or group) that `viewer` has not cleared, oldest first. */
  visibleIn(viewer: string, conversationId: string): ChatMessage[] {
    const clearedUpTo = this.cleared.get(viewer)?.get(conversationId);
    return this.messages.filter(
      (message) =>
        message.conversationId === conversationId &&
        (!clearedUpTo || compareIds(message.id, clearedUpTo) > 0),
    );
  }

  conversationFor(viewer: string, other: string): Conversation {
    const visible = this.visible(viewer, other);
    return {
      conversationId: conversationIdOf(viewer, other),
      conversationType: 'user',
      conversationWith: this.userFor(other, viewer),
      lastMessage: visible.at(-1) ?? null,
      unreadMessageCount: visible.filter((message) => countsAsUnread(message, viewer)).length,
    };
  }

  /** The next message id (groups take one when made, to be ordered among conversations). */
  takeId(): string {
    return String(this.nextId++);
  }

  /** A message from `from` to a person, or to a group (`receiverType: 'group'`, `to` its guid). */
  create(
    from: string,
    to: string,
    muid: string | null,
    type: string,
    content: { text?: string; data: ChatMessage['data'] },
    receiverType: ReceiverType = 'user',
  ): ChatMessage {
    const id = this.takeId();
    const toGroup = receiverType === 'group';
    const message: ChatMessage = {
      id,
      muid,
      conversationId: toGroup ? groupConversationIdOf(to) : conversationIdOf(from, to),
      sender: this.sender(from),
      receiverType,
      receiverId: to,
      type,
      category: 'message',
      ...(content.text === undefined ? {} : { text: content.text }),
      data: content.data,
      sentAt: this.now(),
      deliveredAt: null,
      readAt: null,
      editedAt: null,
      deletedAt: null,
      parentMessageId: null,
      requested: !toGroup && this.side(from, to).waiting,
      seq: String(this.nextSeq++),
    };
    this.messages.push(message);
    return message;
  }

  bump(message: ChatMessage): void {
    message.seq = String(this.nextSeq++);
  }

  mediaData(
    type: string,
    content: { url?: string; fileName?: string; size?: number; mimeType?: string },
  ): ChatMessage['data'] {
    const name = content.fileName ?? `${type}.bin`;
    const url = content.url ?? '';
    const attachment = {
      name,
      extension: name.includes('.') ? (name.split('.').pop() ?? '') : '',
      mimeType: content.mimeType ?? '',
      size: content.size ?? 0,
      url,
    };
    return type === 'file' ? { attachments: [attachment] } : { url, attachments: [attachment] };
  }

  private release(sender: string, receiver: string): void {
    for (const message of this.messages) {
      if (message.sender.uid === sender && message.receiverId === receiver && message.requested) {
        message.requested = false;
        this.bump(message);
      }
    }
  }

  private tellRequest(a: string, b: string): void {
    for (const service of this.services) {
      if (service.uid === a) service.emitProduct('onRequestChanged', { uid: b });
      if (service.uid === b) service.emitProduct('onRequestChanged', { uid: a });
    }
  }

  private tellBlock(by: string, uid: string): void {
    for (const service of this.services) {
      if (service.uid === by || service.uid === uid) {
        const other = service.uid === by ? uid : by;
        service.emitProduct('onBlockChanged', {
          uid: other,
          blockedByMe: this.blocks.has(pairKey(service.uid, other)),
          hasBlockedMe: this.blocks.has(pairKey(other, service.uid)),
        });
      }
    }
  }
}
