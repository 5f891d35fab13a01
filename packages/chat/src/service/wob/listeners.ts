import { MEDIA_TYPES } from '@wob/validation';
import type {
  ChatMessage,
  ConnectionListener,
  GroupListener,
  MessageListener,
  MessageReceipt,
  ProductListener,
  Unsubscribe,
  UserListener,
} from '../port';

// The wob adapter's listeners: one entry per add call, so adding the same listener twice needs
// two removals (as with CometChat's listener ids) and a listener object is used as it is (class
// instances too). A listener that throws is logged; the others still get the event.

type ReceivedKind = 'onTextMessageReceived' | 'onMediaMessageReceived' | 'onCustomMessageReceived';

const MEDIA = new Set<string>(MEDIA_TYPES);

/** Which listener a new message goes to (CometChat's split by category and type). */
export function receivedKindOf(message: ChatMessage): ReceivedKind | null {
  // Group action messages ("Anna added Peter") are told as custom ones too, besides the group
  // listeners' change, and so are call messages ("Missed audio call"), besides the call
  // service's `onCallUpdated`: the message list shows them in place.
  if (
    message.category === 'custom' ||
    message.category === 'action' ||
    message.category === 'call'
  ) {
    return 'onCustomMessageReceived';
  }
  if (message.category !== 'message') return null;
  if (message.type === 'text') return 'onTextMessageReceived';
  if (MEDIA.has(message.type)) return 'onMediaMessageReceived';
  return 'onCustomMessageReceived';
}

type Entries<L> = Set<{ listener: L }>;

export interface WobListeners {
  readonly message: Entries<MessageListener>;
  readonly group: Entries<GroupListener>;
  readonly user: Entries<UserListener>;
  readonly connection: Entries<ConnectionListener>;
  readonly product: Entries<ProductListener>;
  each<L>(listeners: Entries<L>, call: (listener: L) => void): void;
  add<L>(listeners: Entries<L>, listener: L): Unsubscribe;
  tellReceived(message: ChatMessage): void;
  tellReceipt(receipt: MessageReceipt): void;
  tellConnection(kind: keyof ConnectionListener): void;
}

export function createListeners(log: (message: string, error?: unknown) => void): WobListeners {
  function each<L>(listeners: Entries<L>, call: (listener: L) => void): void {
    for (const entry of [...listeners]) {
      // Removed by an earlier listener of the same event: not called any more.
      if (!listeners.has(entry)) continue;
      try {
        call(entry.listener);
      } catch (error) {
        // One broken listener must not keep the event from the others.
        log('a chat listener failed', error);
      }
    }
  }

  const all: WobListeners = {
    message: new Set(),
    group: new Set(),
    user: new Set(),
    connection: new Set(),
    product: new Set(),
    each,
    add(listeners, listener) {
      const entry = { listener };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    tellReceived(message) {
      const kind = receivedKindOf(message);
      if (kind) each(all.message, (listener) => listener[kind]?.(message));
    },
    tellReceipt(receipt) {
      each(all.message, (listener) =>
        receipt.receiptType === 'read'
          ? listener.onMessagesRead?.(receipt)
          : listener.onMessagesDelivered?.(receipt),
      );
    },
    tellConnection(kind) {
      each(all.connection, (listener) => listener[kind]?.());
    },
  };
  return all;
}
