import { type ChatEvent, endpoints, type RealtimeStatus } from '@wob/api';
import { CHAT_SYNC_LIMIT_MAX } from '@wob/validation';
import type { ChatMessage, MessageReceipt } from '../port';
import { isOwnEcho, requireData, type WobContext } from './context';
import { isRetryable } from './errors';
import { compareDecimal, maxDecimal } from './order';
import { withRetry } from './retry';

// The wob adapter's resync: after a lost connection it pages `/chat-api/sync` from the last
// change it delivered and tells the listeners what was missed, once and in order, before
// `onConnected`; live events that come meanwhile wait and go out with it.

/** The live events that wait while the adapter is behind. */
export type QueuedEvent = Extract<
  ChatEvent,
  {
    type:
      | 'chat.message'
      | 'chat.message.edited'
      | 'chat.message.deleted'
      | 'chat.message.updated'
      | 'chat.receipt';
  }
>;

/** Live message events after which a quiet resync moves the cursor on (one sync page). */
const CHECKPOINT_EVENTS = CHAT_SYNC_LIMIT_MAX;

export interface WobResync {
  /** Logged in, but a connection was lost and the resync has not finished. */
  isBehind(): boolean;
  /** A live event that must be told after what was missed. */
  queue(event: QueuedEvent): void;
  /** A live message event was handled (a quiet resync follows every so many). */
  countLiveEvent(): void;
  /** Every change after the cursor, page after page; tells what was missed when `deliver`. */
  catchUp(deliver: boolean, gen: number): Promise<void>;
  requestCatchUp(): void;
  onConnectionLost(): void;
  /** The socket's status changed. */
  onStatus(next: RealtimeStatus): void;
  /** Login starts: what exists now is read silently. */
  startLogin(): void;
  /** Login has read what exists: what came meanwhile follows, and a live socket says so. */
  finishLogin(): void;
  /** A new session: nothing waits, nothing runs. */
  reset(): void;
}

export function createResync(
  ctx: WobContext,
  handleEvent: (event: ChatEvent, live: boolean) => void,
  /** A group's action message that was missed: the group change it stands for is told too. */
  onMissedGroupAction: (message: ChatMessage) => void = () => undefined,
): WobResync {
  const { ledger, listeners } = ctx;
  // Connection losses so far (offline status, resync): a catch-up that saw one is not complete.
  let losses = 0;
  // Whether everything up to now was told: the socket stayed up since the last resync ended.
  let inSync = false;
  // Message events told live since the last resync: a quiet resync every so many moves the
  // cursor on, so that the resync after a loss stays short.
  let eventsSinceSync = 0;
  // Message and receipt events that came while behind, for the resync to tell in order.
  const behindQueue: QueuedEvent[] = [];
  let catchUpRunning: Promise<void> | null = null;
  let catchUpAgain = false;
  let catchUpAfterLogin = false;

  /**
   * The cursor moves only with sync pages, never with live events: the server may publish two
   * changes in another order than their `seq` (each after its own commit), so a live event
   * does not prove that every older change was seen.
   */
  function countLiveEvent(): void {
    eventsSinceSync += 1;
    if (eventsSinceSync >= CHECKPOINT_EVENTS && inSync && !catchUpRunning) requestCatchUp();
  }

  /**
   * Tells (when `deliver`) what a page of `/chat-api/sync` holds that was not seen: new messages
   * as received, in id order; changed ones as edited or deleted; receipts once per conversation
   * and reader, the newest message each.
   */
  function applySync(messages: readonly ChatMessage[], deliver: boolean): void {
    // By id, and one message's states oldest first (a page and a later event may both hold it).
    const ordered = [...messages].sort(
      (a, b) => compareDecimal(a.id, b.id) || compareDecimal(a.seq, b.seq),
    );
    const receipts = new Map<string, MessageReceipt>();
    const requestPeers = new Set<string>();
    for (const message of ordered) {
      const classification = ledger.classify(message);
      const echo = isOwnEcho(ctx, message);
      ledger.remember(message);
      if (!deliver) ledger.raiseBaseline(message.id);
      if (classification.kind === 'stale') continue;
      if (deliver && !echo) {
        if (classification.kind === 'new') {
          if (message.deletedAt !== null) {
            listeners.each(listeners.message, (listener) => listener.onMessageDeleted?.(message));
          } else {
            listeners.tellReceived(message);
            if (message.category === 'action' && message.receiverType === 'group') {
              onMissedGroupAction(message);
            }
          }
        } else {
          const previous = classification.previous;
          if (message.deletedAt !== null && (previous === null || previous.deletedAt === null)) {
            listeners.each(listeners.message, (listener) => listener.onMessageDeleted?.(message));
          } else if (
            message.deletedAt === null &&
            message.editedAt !== null &&
            (previous === null || previous.editedAt !== message.editedAt)
          ) {
            listeners.each(listeners.message, (listener) => listener.onMessageEdited?.(message));
          } else if (
            message.deletedAt === null &&
            (previous === null
              ? (message.replyCount ?? 0) > 0
              : previous.replyCount !== (message.replyCount ?? 0))
          ) {
            listeners.each(listeners.message, (listener) => listener.onMessageUpdated?.(message));
          }
          if (previous?.requested && !message.requested) {
            requestPeers.add(
              message.sender.uid === ctx.myUid ? message.receiverId : message.sender.uid,
            );
          }
        }
      }
      if (message.receiverType !== 'user') continue;
      for (const receiptType of ['delivered', 'read'] as const) {
        const at = receiptType === 'read' ? message.readAt : message.deliveredAt;
        if (at === null) continue;
        const key = `${message.conversationId}\u0000${receiptType}\u0000${message.receiverId}`;
        const current = receipts.get(key);
        if (!current || compareDecimal(message.id, current.messageId) > 0) {
          receipts.set(key, {
            messageId: message.id,
            conversationId: message.conversationId,
            receiverType: message.receiverType,
            sender: message.receiverId,
            receiptType,
            at,
          });
        }
      }
    }
    // Delivered before read, as they happened.
    const sorted = [...receipts.values()].sort((a, b) =>
      a.receiptType === b.receiptType ? 0 : a.receiptType === 'delivered' ? -1 : 1,
    );
    for (const receipt of sorted) {
      const news = ledger.markReceipt(
        receipt.conversationId,
        receipt.sender,
        receipt.receiptType,
        receipt.messageId,
      );
      if (news && deliver) listeners.tellReceipt(receipt);
    }
    if (deliver) {
      for (const uid of requestPeers) {
        listeners.each(listeners.product, (listener) => listener.onRequestChanged?.({ uid }));
      }
    }
  }

  async function catchUp(deliver: boolean, gen: number): Promise<void> {
    const lossesAtStart = losses;
    let cursor = ledger.cursor;
    const collected: ChatMessage[] = [];
    for (;;) {
      const after = cursor;
      const envelope = await withRetry(
        () => ctx.api.call(endpoints.chatSync, { after, limit: CHAT_SYNC_LIMIT_MAX }),
        isRetryable,
        ctx.syncRetry,
        ctx.tools,
        () => gen !== ctx.generation,
      );
      if (gen !== ctx.generation) return;
      const page = requireData(envelope);
      collected.push(...page.messages);
      cursor = maxDecimal(cursor, page.cursor);
      if (!page.more) break;
    }
    if (losses !== lossesAtStart) {
      // The connection dropped meanwhile: tell what the pages hold; the events that came
      // meanwhile wait for the next resync, which follows.
      applySync(collected, deliver);
      ledger.advanceCursor(cursor);
      return;
    }
    // The socket stayed up since before the first page: every change after the last page came
    // as an event. Pages and waiting events go out together, in message order, each once.
    const queued = behindQueue.splice(0);
    const receipts: QueuedEvent[] = [];
    for (const event of queued) {
      if (event.type === 'chat.receipt') receipts.push(event);
      else collected.push(event.message);
    }
    applySync(collected, deliver);
    ledger.advanceCursor(cursor);
    eventsSinceSync = 0;
    inSync = true;
    for (const event of receipts) handleEvent(event, deliver);
  }

  function requestCatchUp(): void {
    if (ctx.phase === 'starting') {
      catchUpAfterLogin = true;
      return;
    }
    if (ctx.phase !== 'in') return;
    if (catchUpRunning) {
      catchUpAgain = true;
      return;
    }
    const gen = ctx.generation;
    // A resync after a loss ends with onConnected; a quiet one (the checkpoint) does not.
    let recovering = false;
    catchUpRunning = (async () => {
      do {
        catchUpAgain = false;
        if (!inSync) recovering = true;
        try {
          await catchUp(true, gen);
        } catch (error) {
          if (gen !== ctx.generation) break;
          ctx.log('resync failed', error);
          // Keep trying while connected (or while the connection is unknown); a new connection
          // asks again by itself.
          if (!isRetryable(error) || offline()) break;
          await ctx.tools.sleep(ctx.syncRetry.maxMs);
          catchUpAgain = !offline();
        }
      } while (catchUpAgain && gen === ctx.generation);
    })().finally(() => {
      if (gen !== ctx.generation) return;
      catchUpRunning = null;
      if (recovering && inSync && !offline()) listeners.tellConnection('onConnected');
    });
  }

  /** Read through a function: TypeScript would keep a narrowed `status` across awaits. */
  function offline(): boolean {
    return ctx.status === 'offline';
  }

  function onConnectionLost(): void {
    losses += 1;
    inSync = false;
  }

  return {
    isBehind: () => ctx.phase === 'in' && !inSync,
    queue(event) {
      behindQueue.push(event);
    },
    countLiveEvent,
    catchUp,
    requestCatchUp,
    onConnectionLost,
    onStatus(next) {
      const previous = ctx.status;
      ctx.status = next;
      if (next === previous) return;
      if (next === 'online') {
        // Online already when login subscribed: login's own sync, which follows, covers it.
        if (previous === null && ctx.phase === 'starting') return;
        requestCatchUp();
        return;
      }
      if (previous === 'online' || previous === null) onConnectionLost();
      if (ctx.phase !== 'in') return;
      listeners.tellConnection(next === 'offline' ? 'onDisconnected' : 'inConnecting');
    },
    startLogin() {
      inSync = false;
    },
    finishLogin() {
      if (catchUpAfterLogin || (ctx.status === 'online' && !inSync)) {
        // The socket came up (or dropped) while login read: what happened meanwhile follows.
        catchUpAfterLogin = false;
        requestCatchUp();
      }
      if (ctx.status === 'online' && inSync) listeners.tellConnection('onConnected');
    },
    reset() {
      inSync = false;
      eventsSinceSync = 0;
      behindQueue.length = 0;
      catchUpRunning = null;
      catchUpAgain = false;
      catchUpAfterLogin = false;
    },
  };
}
