import type {
  ChatMessage,
  ChatService,
  ChatUser,
  GroupChange,
  MessageReceipt,
  TransientMessage,
  TypingIndicator,
} from '../port';
import { GROUP_LISTENER_OF } from '../group-change';

// What one ChatService told its listeners, in order, for the contract suite's assertions; and
// waiting without fixed sleeps (a condition polled until it holds or a deadline passes).

export interface Recording {
  /** Every received message (text, media, custom) in arrival order. */
  received: ChatMessage[];
  text: ChatMessage[];
  media: ChatMessage[];
  custom: ChatMessage[];
  edited: ChatMessage[];
  deleted: ChatMessage[];
  /** Messages whose reply count changed (onMessageUpdated). */
  updated: ChatMessage[];
  delivered: MessageReceipt[];
  read: MessageReceipt[];
  typingStarted: TypingIndicator[];
  typingEnded: TypingIndicator[];
  transient: TransientMessage[];
  online: ChatUser[];
  offline: ChatUser[];
  connection: Array<'connected' | 'connecting' | 'disconnected'>;
  blocks: Array<{ uid: string; blockedByMe: boolean; hasBlockedMe: boolean }>;
  requests: Array<{ uid: string }>;
  conversationsDeleted: string[];
  /** Every group change told (GroupListener), in order, with the callback that told it. */
  groups: Array<GroupChange & { listener: string }>;
  /** Forgets what was recorded so far. */
  clear(): void;
  /** Removes the listeners. */
  stop(): void;
}

export function record(service: ChatService): Recording {
  const recording: Recording = {
    received: [],
    text: [],
    media: [],
    custom: [],
    edited: [],
    deleted: [],
    updated: [],
    delivered: [],
    read: [],
    typingStarted: [],
    typingEnded: [],
    transient: [],
    online: [],
    offline: [],
    connection: [],
    blocks: [],
    requests: [],
    conversationsDeleted: [],
    groups: [],
    clear() {
      for (const value of Object.values(recording)) {
        if (Array.isArray(value)) value.length = 0;
      }
    },
    stop() {
      for (const stop of stops) stop();
    },
  };
  const stops = [
    service.addMessageListener({
      onTextMessageReceived: (message) => {
        recording.text.push(message);
        recording.received.push(message);
      },
      onMediaMessageReceived: (message) => {
        recording.media.push(message);
        recording.received.push(message);
      },
      onCustomMessageReceived: (message) => {
        recording.custom.push(message);
        recording.received.push(message);
      },
      onMessageEdited: (message) => recording.edited.push(message),
      onMessageDeleted: (message) => recording.deleted.push(message),
      onMessageUpdated: (message) => recording.updated.push(message),
      onMessagesDelivered: (receipt) => recording.delivered.push(receipt),
      onMessagesRead: (receipt) => recording.read.push(receipt),
      onTypingStarted: (indicator) => recording.typingStarted.push(indicator),
      onTypingEnded: (indicator) => recording.typingEnded.push(indicator),
      onTransientMessageReceived: (message) => recording.transient.push(message),
    }),
    service.addGroupListener(
      Object.fromEntries(
        Object.values(GROUP_LISTENER_OF).map((listener) => [
          listener,
          (change: GroupChange) => recording.groups.push({ ...change, listener }),
        ]),
      ),
    ),
    service.addUserListener({
      onUserOnline: (user) => recording.online.push(user),
      onUserOffline: (user) => recording.offline.push(user),
    }),
    service.addConnectionListener({
      onConnected: () => recording.connection.push('connected'),
      inConnecting: () => recording.connection.push('connecting'),
      onDisconnected: () => recording.connection.push('disconnected'),
    }),
    service.addProductListener({
      onBlockChanged: (change) => recording.blocks.push(change),
      onRequestChanged: (change) => recording.requests.push(change),
      onConversationDeleted: (id) => recording.conversationsDeleted.push(id),
    }),
  ];
  return recording;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `condition` until it holds; fails naming `what` after `timeoutMs`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await pause(20);
  }
}

/** Retries an assertion until it passes; rethrows its last failure after `timeoutMs`. */
export async function eventually<T>(
  assertion: () => T | Promise<T>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await pause(50);
    }
  }
}

let counter = 0;

/** A client message id (CometChat's muid): unique, and valid for every adapter. */
export function newMuid(): string {
  counter += 1;
  const random =
    typeof globalThis.crypto?.randomUUID === 'function'
      ? globalThis.crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `contract-${counter}-${random}`;
}
