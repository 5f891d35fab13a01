import { type ChatEvent, ChatEventSchema, type RealtimeEvent } from '@wob/api';
import * as v from 'valibot';
import type { ChatMessage } from '../port';
import { isOwnEcho, type WobContext } from './context';
import type { WobGroupState } from './group-state';
import type { QueuedEvent, WobResync } from './resync';
import type { WobUsers } from './users';

// The wob adapter's events: the `chat.*` events of the person's own topic (and of the presence
// topics it follows), checked against the ledger so that nothing is told twice, and told to the
// listeners; while the adapter is behind, message and receipt events wait for the resync.

export interface WobEvents {
  /** The action message of a group change (group-state.ts), to the message listeners once. */
  tellActionMessage(message: ChatMessage, live: boolean): void;
  /** An event of a topic the adapter listens to. */
  onTopicEvent(raw: RealtimeEvent): void;
  /** Applies an event; tells the listeners only when `live`. */
  handleEvent(event: ChatEvent, live: boolean): void;
}

function isQueued(event: ChatEvent): event is QueuedEvent {
  return (
    event.type === 'chat.message' ||
    event.type === 'chat.message.edited' ||
    event.type === 'chat.message.deleted' ||
    event.type === 'chat.message.updated' ||
    event.type === 'chat.receipt'
  );
}

export function createEvents(
  ctx: WobContext,
  parts: { users: () => WobUsers; resync: () => WobResync; groups: () => WobGroupState },
): WobEvents {
  const { ledger, listeners } = ctx;

  /**
   * Typing and transient messages worth telling: a group's come once on its topic, so also
   * back to the sender and to people who blocked each other (the server cannot leave them out
   * of one publication): neither is told here.
   */
  function fromOther(signal: { sender: { uid: string }; receiverType: string }): boolean {
    if (signal.sender.uid === ctx.myUid) return false;
    if (signal.receiverType !== 'group') return true;
    const sender = parts.users().get(signal.sender.uid);
    return !sender?.blockedByMe && !sender?.hasBlockedMe;
  }

  /** A group change's action message, as a received one: once, by the ledger. */
  function tellActionMessage(message: ChatMessage, live: boolean): void {
    const classification = ledger.classify(message);
    ledger.remember(message);
    if (live && classification.kind === 'new') listeners.tellReceived(message);
  }

  function handleEvent(event: ChatEvent, live: boolean): void {
    const resync = parts.resync();
    switch (event.type) {
      case 'chat.message': {
        const { message } = event;
        resync.countLiveEvent();
        const classification = ledger.classify(message);
        ledger.remember(message);
        if (!live || isOwnEcho(ctx, message) || classification.kind !== 'new') return;
        listeners.tellReceived(message);
        return;
      }
      case 'chat.message.edited':
      case 'chat.message.deleted': {
        const { message } = event;
        resync.countLiveEvent();
        const classification = ledger.classify(message);
        ledger.remember(message);
        if (!live || ctx.ownChanges.has(message.id) || classification.kind === 'stale') return;
        listeners.each(listeners.message, (listener) =>
          event.type === 'chat.message.deleted'
            ? listener.onMessageDeleted?.(message)
            : listener.onMessageEdited?.(message),
        );
        return;
      }
      case 'chat.message.updated': {
        const { message } = event;
        resync.countLiveEvent();
        const classification = ledger.classify(message);
        ledger.remember(message);
        if (!live || classification.kind === 'stale') return;
        listeners.each(listeners.message, (listener) => listener.onMessageUpdated?.(message));
        return;
      }
      case 'chat.receipt': {
        const { receipt } = event;
        resync.countLiveEvent();
        const news = ledger.markReceipt(
          receipt.conversationId,
          receipt.sender,
          receipt.receiptType,
          receipt.messageId,
        );
        if (live && news) listeners.tellReceipt({ ...receipt });
        return;
      }
      case 'chat.typing': {
        if (!live || !fromOther(event.indicator)) return;
        const { typing, ...indicator } = event.indicator;
        listeners.each(listeners.message, (listener) =>
          typing ? listener.onTypingStarted?.(indicator) : listener.onTypingEnded?.(indicator),
        );
        return;
      }
      case 'chat.transient': {
        if (!live || !fromOther(event.transient)) return;
        const transient = event.transient;
        listeners.each(listeners.message, (listener) =>
          listener.onTransientMessageReceived?.(transient),
        );
        return;
      }
      case 'chat.presence': {
        if (!live || event.user.uid === ctx.myUid) return;
        parts
          .users()
          .onPresence(event.user.uid, event.user.status === 'online', event.user.lastActiveAt);
        return;
      }
      case 'chat.request': {
        if (!live) return;
        listeners.each(listeners.product, (listener) =>
          listener.onRequestChanged?.({ uid: event.otherId }),
        );
        return;
      }
      case 'chat.block': {
        const users = parts.users();
        const cached = users.get(event.otherId);
        if (cached) {
          users.cache({
            ...cached,
            blockedByMe: event.blockedByMe,
            hasBlockedMe: event.hasBlockedMe,
          });
        }
        if (!live) return;
        const change = {
          uid: event.otherId,
          blockedByMe: event.blockedByMe,
          hasBlockedMe: event.hasBlockedMe,
        };
        listeners.each(listeners.product, (listener) => listener.onBlockChanged?.(change));
        return;
      }
      case 'chat.group': {
        parts.groups().onEvent(event, live);
        return;
      }
      case 'chat.conversation.deleted': {
        if (!live) return;
        listeners.each(listeners.product, (listener) =>
          listener.onConversationDeleted?.(event.conversationId),
        );
        return;
      }
      default:
        return;
    }
  }

  return {
    handleEvent,
    tellActionMessage,
    onTopicEvent(raw) {
      if (ctx.phase === 'out' || typeof raw.type !== 'string' || !raw.type.startsWith('chat.')) {
        return;
      }
      const parsed = v.safeParse(ChatEventSchema, raw);
      if (!parsed.success) {
        ctx.log(`an unreadable chat event (${raw.type})`);
        return;
      }
      const event = parsed.output;
      if (parts.resync().isBehind() && isQueued(event)) {
        // Behind (a connection was lost and the resync has not finished): what happens now must
        // be told after what was missed, so it waits for the resync and goes out with it.
        parts.resync().queue(event);
        return;
      }
      handleEvent(event, ctx.phase === 'in');
    },
  };
}
