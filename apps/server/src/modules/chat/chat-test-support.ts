import {
  type ChatEvent,
  ChatEventSchema,
  type ChatMessage,
  type ChatMessageEvent,
  type ChatUser,
  type UserConversation,
  type RequestState,
} from '@wob/api';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { chatMessages, connections, users } from '../../db/schema';
import { topics } from '../../platform/realtime/hub';
import { getAs, postAs } from '../../test/http';
import { type SignedUp, signUp, type TestServer } from '../../test/harness';
import { connectionKey } from '../relations/store';

// Test support for the chat: the calls with typed answers, an event recorder on people's own
// topics, and the rows that tell what the database holds.

export const CHAT = {
  awaitAccept: '/api/chat/await-accept',
  addToWaiting: '/api/chat/add-to-waiting',
  accept: '/api/chat/accept',
  block: '/api/user/block-wobler',
  unblock: '/api/user/unblock-wobler',
  like: '/api/user/like',
  me: '/chat-api/me',
  conversations: '/chat-api/conversations',
  conversation: '/chat-api/conversation',
  deleteConversation: '/chat-api/conversations/delete',
  user: '/chat-api/user',
  messages: '/chat-api/messages',
  text: '/chat-api/messages/text',
  custom: '/chat-api/messages/custom',
  edit: '/chat-api/messages/edit',
  delete: '/chat-api/messages/delete',
  receipts: '/chat-api/receipts',
  typing: '/chat-api/typing',
  transient: '/chat-api/transient',
  unread: '/chat-api/unread',
  sync: '/chat-api/sync',
  sharedMedia: '/chat-api/shared-media',
  media: '/chat-api/media',
} as const;

let muids = 0;
export function newMuid(): string {
  muids += 1;
  return `m-${Date.now().toString(36)}-${muids}`;
}

export function sendText(
  server: TestServer,
  from: SignedUp,
  to: SignedUp | string,
  text: string,
  muid = newMuid(),
) {
  return postAs<ChatMessage>(server, CHAT.text, from, {
    receiverId: typeof to === 'string' ? to : to.id,
    muid,
    text,
  });
}

export function messagesOf(
  server: TestServer,
  who: SignedUp,
  other: SignedUp,
  query: Record<string, string> = {},
) {
  return getAs<{ messages: ChatMessage[] }>(server, CHAT.messages, who, {
    conversationWith: other.id,
    ...query,
  });
}

export function requestState(server: TestServer, who: SignedUp, other: SignedUp) {
  return postAs<RequestState>(server, CHAT.awaitAccept, who, {
    sender_id: who.id,
    receiver_id: other.id,
  });
}

export function conversationsOf(
  server: TestServer,
  who: SignedUp,
  query: Record<string, string> = {},
) {
  return getAs<{ conversations: UserConversation[]; next: string | null }>(
    server,
    CHAT.conversations,
    who,
    query,
  );
}

export function chatUser(server: TestServer, who: SignedUp, uid: string) {
  return getAs<ChatUser>(server, CHAT.user, who, { uid });
}

export function unreadOf(server: TestServer, who: SignedUp) {
  return getAs<{ users: Record<string, number> }>(server, CHAT.unread, who);
}

export function syncOf(server: TestServer, who: SignedUp, after: string, limit?: number) {
  return getAs<{ messages: ChatMessage[]; cursor: string; more: boolean }>(
    server,
    CHAT.sync,
    who,
    limit === undefined ? { after } : { after, limit: String(limit) },
  );
}

/** Alice and Bob, signed up through the API: strangers, or a connection with `connected`. */
export async function signUpPair(
  server: TestServer,
  options: { connected: boolean },
): Promise<[SignedUp, SignedUp]> {
  const alice = await signUp(server, { name: 'Alice' });
  const bob = await signUp(server, { name: 'Bob' });
  if (options.connected) await connect(server, alice, bob);
  return [alice, bob];
}

/** Makes the two a connection (mutual likes), written as a row. */
export async function connect(server: TestServer, one: SignedUp, other: SignedUp): Promise<void> {
  await server.app.wob.db
    .insert(connections)
    .values({ ...connectionKey(one.id, other.id), createdAt: server.clock.now() })
    .onConflictDoNothing();
}

export async function setUserRow(
  server: TestServer,
  who: SignedUp,
  patch: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await server.app.wob.db.update(users).set(patch).where(eq(users.id, who.id));
}

/** Every stored message from `from` to `to`. */
export async function storedMessages(server: TestServer, from: SignedUp, to: SignedUp) {
  return server.app.wob.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, from.id), eq(chatMessages.receiverId, to.id)));
}

/** The event of one type (the three message events share one shape). */
type EventOf<T extends ChatEvent['type']> = T extends ChatMessageEvent['type']
  ? ChatMessageEvent & { type: T }
  : Extract<ChatEvent, { type: T }>;

/** Records the chat events published on people's own topics, validated against the contract. */
export class EventLog {
  private readonly stops: (() => void)[] = [];
  readonly events = new Map<string, ChatEvent[]>();

  constructor(
    private readonly server: TestServer,
    people: readonly SignedUp[],
  ) {
    for (const person of people) {
      const list: ChatEvent[] = [];
      this.events.set(person.id, list);
      this.stops.push(
        server.app.wob.realtime.subscribe(topics.user(person.id), (event) => {
          if (!event.type.startsWith('chat.')) return;
          list.push(v.parse(ChatEventSchema, event));
        }),
      );
    }
  }

  of(person: SignedUp): ChatEvent[] {
    return this.events.get(person.id) ?? [];
  }

  /** The events of `type` `person` got. */
  ofType<T extends ChatEvent['type']>(person: SignedUp, type: T): EventOf<T>[] {
    return this.of(person).filter((event) => event.type === type) as EventOf<T>[];
  }

  /** Lets the work after an answer (events published from tasks) finish. */
  async settle(): Promise<void> {
    await this.server.app.wob.tasks.idle();
  }

  clear(): void {
    for (const list of this.events.values()) list.length = 0;
  }

  stop(): void {
    for (const stop of this.stops) stop();
  }
}
