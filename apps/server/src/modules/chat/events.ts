import type {
  ChatBlockEvent,
  ChatMessage,
  ChatMessageEvent,
  ChatReceiptEvent,
  ChatRequestEvent,
  ChatTransientEvent,
  ChatTypingEvent,
  RequestState,
} from '@wob/api';
import { type RealtimeHub, topics, withExcept } from '../../platform/realtime/hub';

// Realtime events of the chat on each person's own topic `user:<id>` (shapes in @wob/api's
// chat.ts). Always published after the change is committed, so a client that refetches or
// resyncs sees it; each person gets the message as they see it (pictures follow privacy).
// A group's messages, typing and transient messages go ONCE on its topic `group:<guid>`,
// which the server subscribes each active member's sockets to (group-access.ts).

export function publishGroupMessage(
  hub: RealtimeHub,
  guid: string,
  type: ChatMessageEvent['type'],
  message: ChatMessage,
): void {
  const event: ChatMessageEvent = { type, message };
  hub.publish(topics.group(guid), event);
}

/** A group's typing or transient message, for every member but the sockets of `except`. */
export function publishGroupSignal(
  hub: RealtimeHub,
  guid: string,
  event: ChatTypingEvent | ChatTransientEvent,
  except: readonly string[],
): void {
  hub.publish(topics.group(guid), withExcept(event, except));
}

export function publishMessage(
  hub: RealtimeHub,
  type: ChatMessageEvent['type'],
  views: ReadonlyMap<string, ChatMessage>,
): void {
  for (const [userId, message] of views) {
    const event: ChatMessageEvent = { type, message };
    hub.publish(topics.user(userId), event);
  }
}

export function publishReceipt(
  hub: RealtimeHub,
  userIds: readonly string[],
  receipt: ChatReceiptEvent['receipt'],
  seq: number,
): void {
  const event: ChatReceiptEvent = { type: 'chat.receipt', receipt, seq: String(seq) };
  for (const userId of userIds) hub.publish(topics.user(userId), event);
}

export function publishTyping(
  hub: RealtimeHub,
  userId: string,
  indicator: ChatTypingEvent['indicator'],
): void {
  const event: ChatTypingEvent = { type: 'chat.typing', indicator };
  hub.publish(topics.user(userId), event);
}

export function publishTransient(
  hub: RealtimeHub,
  userId: string,
  transient: ChatTransientEvent['transient'],
): void {
  const event: ChatTransientEvent = { type: 'chat.transient', transient };
  hub.publish(topics.user(userId), event);
}

export function publishRequest(
  hub: RealtimeHub,
  userId: string,
  otherId: string,
  state: RequestState,
): void {
  const event: ChatRequestEvent = { type: 'chat.request', otherId, state };
  hub.publish(topics.user(userId), event);
}

export function publishBlock(
  hub: RealtimeHub,
  userId: string,
  change: Omit<ChatBlockEvent, 'type'>,
): void {
  const event: ChatBlockEvent = { type: 'chat.block', ...change };
  hub.publish(topics.user(userId), event);
}

export function publishConversationDeleted(
  hub: RealtimeHub,
  userId: string,
  conversationId: string,
): void {
  hub.publish(topics.user(userId), { type: 'chat.conversation.deleted', conversationId });
}
