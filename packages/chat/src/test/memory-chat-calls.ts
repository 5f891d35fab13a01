import type { CallAction, CallStatus, CallType, ReceiverType } from '@wob/validation';
import type { ChatMessage } from '../service/port';
import type { MemoryChatWorld } from './memory-chat-world';

// Call messages in the memory chat world (category `call`, spec chat section 3's Call message):
// what the wob server writes through the chat's one send path at every change of a call. The
// memory call service writes them with `record` (told to every tab of the conversation, as the
// server's `chat.message` is, through onCustomMessageReceived); stories and tests seed them with
// `seed`. They are listed, paged and shown like any message, and never count as unread.

export interface MemoryCallMessage {
  /** Who acted: the message's sender. */
  from: string;
  /** The other person's uid, or the group's guid. */
  to: string;
  receiverType?: ReceiverType;
  type: CallType;
  sessionId: string;
  /** What this message records: a status, or a group member's joined or left. */
  action: CallAction;
  /** The call's status once it happened; by default the action's (ongoing for joined, left). */
  status?: CallStatus;
  /** Who called (uid). */
  initiator: string;
  /** Seconds, on `ended`. */
  duration?: number | null;
  sentAt?: number;
}

export class MemoryCallMessages {
  constructor(private readonly world: MemoryChatWorld) {}

  /** Stores a call message without telling anyone (seeding stories and tests). */
  seed(call: MemoryCallMessage): ChatMessage {
    const receiverType = call.receiverType ?? 'user';
    const message = this.world.create(
      call.from,
      call.to,
      null,
      call.type,
      { data: {} },
      receiverType,
    );
    message.category = 'call';
    // The server writes call messages as delivered; they ask for no request and no receipt.
    message.requested = false;
    message.call = {
      sessionId: call.sessionId,
      status:
        call.status ??
        (call.action === 'joined' || call.action === 'left' ? 'ongoing' : call.action),
      action: call.action,
      callInitiator: this.world.sender(call.initiator),
      duration: call.action === 'ended' ? (call.duration ?? null) : null,
    };
    if (call.sentAt !== undefined) message.sentAt = call.sentAt;
    return message;
  }

  /** Stores a call message and tells it to every tab of the conversation, the actor's too. */
  record(call: MemoryCallMessage): ChatMessage {
    const message = this.seed(call);
    for (const tab of this.tabsOf(message)) {
      tab.emitMessage('onCustomMessageReceived', structuredClone(message));
    }
    return message;
  }

  /** Call messages with a person or in a group, as `viewer` sees them, oldest first. */
  between(viewer: string, conversationId: string): ChatMessage[] {
    return this.world
      .visibleIn(viewer, conversationId)
      .filter((message) => message.category === 'call');
  }

  private tabsOf(message: ChatMessage) {
    if (message.receiverType === 'group') {
      const record = this.world.groups.all.get(message.receiverId);
      return [...(record?.members.keys() ?? [])].flatMap((uid) => this.world.tabsOf(uid));
    }
    return [...this.world.tabsOf(message.sender.uid), ...this.world.tabsOf(message.receiverId)];
  }
}
