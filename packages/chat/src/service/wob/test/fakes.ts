import type {
  ChatMessage,
  ChatUser,
  OwnTopicListener,
  RealtimeEvent,
  RealtimeStatus,
} from '@wob/api';
import { createFakeApi, type FakeApi } from '@wob/test-utils';
import type { ChatService } from '../../port';
import { type WobChatServiceDeps, createWobChatService } from '../wob-chat-service';

// A scripted world for the wob adapter's unit tests: a fake ApiClient (answers per endpoint,
// every call recorded), the person's own topic and the socket's status, both driven by the test.

export const ME = 'u-me';
export const OTHER = 'u-other';

export function chatUser(uid: string, overrides: Partial<ChatUser> = {}): ChatUser {
  return {
    uid,
    name: uid === ME ? 'Me' : 'Other',
    avatar: '',
    status: 'online',
    lastActiveAt: null,
    blockedByMe: false,
    hasBlockedMe: false,
    ...overrides,
  };
}

export function conversationIdOf(one: string, other: string): string {
  return one < other ? `${one}_user_${other}` : `${other}_user_${one}`;
}

/** A message from `from` to `to`; `id` and `seq` as numbers for short tests. */
export function message(
  id: number,
  overrides: Partial<ChatMessage> & { from?: string; to?: string; seqNo?: number } = {},
): ChatMessage {
  const { from = OTHER, to = ME, seqNo = id, ...rest } = overrides;
  return {
    id: String(id),
    muid: `muid-${id}`,
    conversationId: conversationIdOf(from, to),
    sender: { uid: from, name: from === ME ? 'Me' : 'Other', avatar: '' },
    receiverType: 'user',
    receiverId: to,
    type: 'text',
    category: 'message',
    text: `message ${id}`,
    data: {},
    sentAt: 1_700_000_000 + id,
    deliveredAt: null,
    readAt: null,
    editedAt: null,
    deletedAt: null,
    parentMessageId: null,
    requested: false,
    seq: String(seqNo),
    ...rest,
  };
}

export interface FakeTopic {
  listeners: Set<OwnTopicListener>;
  emit(event: RealtimeEvent): void;
  resync(): void;
  subscribe(listener: OwnTopicListener): () => void;
}

export function fakeTopic(): FakeTopic {
  const topic: FakeTopic = {
    listeners: new Set(),
    emit(event) {
      for (const listener of [...topic.listeners]) listener.onEvent(event);
    },
    resync() {
      for (const listener of [...topic.listeners]) listener.onResync?.();
    },
    subscribe(listener) {
      topic.listeners.add(listener);
      return () => {
        topic.listeners.delete(listener);
      };
    },
  };
  return topic;
}

export interface FakeConnection {
  status: RealtimeStatus;
  set(status: RealtimeStatus): void;
  watch(listener: (status: RealtimeStatus) => void): () => void;
}

export function fakeConnection(initial: RealtimeStatus = 'online'): FakeConnection {
  const listeners = new Set<(status: RealtimeStatus) => void>();
  const connection: FakeConnection = {
    status: initial,
    set(status) {
      connection.status = status;
      for (const listener of [...listeners]) listener(status);
    },
    watch(listener) {
      listeners.add(listener);
      listener(connection.status);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return connection;
}

export interface Scripted {
  fake: FakeApi;
  topic: FakeTopic;
  connection: FakeConnection;
  service: ChatService;
  sleeps: number[];
  logs: string[];
  /** What `/chat-api/sync` answers next, page by page (each call takes the first). */
  syncPages: Array<{ messages: ChatMessage[]; cursor: string; more: boolean }>;
}

/**
 * A wob ChatService on scripted answers: `chatMe` is ME, the first conversations page and the
 * sync are empty unless the test says otherwise. Not logged in yet.
 */
export function scripted(overrides: Partial<WobChatServiceDeps> = {}): Scripted {
  const fake = createFakeApi({
    chatMe: () => ({ data: chatUser(ME) }),
    chatConversations: () => ({ data: { conversations: [], next: null } }),
    chatUser: (input) => ({ data: chatUser((input as { uid: string }).uid) }),
  });
  const topic = fakeTopic();
  const connection = fakeConnection();
  const sleeps: number[] = [];
  const logs: string[] = [];
  const world: Scripted = {
    fake,
    topic,
    connection,
    sleeps,
    logs,
    syncPages: [],
    service: createWobChatService({
      api: fake.api,
      subscribeOwnTopic: (listener) => topic.subscribe(listener),
      watchConnection: (listener) => connection.watch(listener),
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      random: () => 0.5,
      log: (text) => logs.push(text),
      ...overrides,
    }),
  };
  fake.on('chatSync', (input) => {
    const after = (input as { after: string }).after;
    return { data: world.syncPages.shift() ?? { messages: [], cursor: after, more: false } };
  });
  return world;
}

/** Lets pending promise callbacks run (the adapter's resync is asynchronous). */
export async function settle(rounds = 10): Promise<void> {
  for (let round = 0; round < rounds; round += 1)
    await new Promise((resolve) => setTimeout(resolve, 0));
}
