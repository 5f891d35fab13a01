import type { SdkCall } from '../calls/cometchat/sdk';
import { ChatBlockEventSchema, ChatRequestEventSchema } from '@wob/api';
import * as v from 'valibot';
import type {
  ChatMessage,
  ConnectionListener,
  GroupChange,
  GroupListener,
  MessageListener,
  ProductListener,
  Unsubscribe,
  UserListener,
} from '../port';
import type { CometChatContext } from './context';
import { registerGroupListener } from './group-events';
import { toAnyChatMessage } from './group-mapping';
import { isPollMessage } from './polls';
import { toChatUser, toMessageReceipt, toTransientMessage, toTypingIndicator } from './mapping';
import { tellReaction } from './reactions';
import type { CometChatNamespace, SdkMessage, SdkReactionEvent } from './sdk';

// The cometchat adapter's listeners: the port's listeners of each kind, what the SDK's
// listeners tell them (and what the adapter notes as seen on the way, for the catch-up), and
// the product events of the person's own `/realtime` topic (blocks, message requests).

export type ReceivedKind =
  | 'onTextMessageReceived'
  | 'onMediaMessageReceived'
  | 'onCustomMessageReceived';

let listenerCount = 0;

export type CometChatEvents = ReturnType<typeof createEvents>;

export function createEvents(context: CometChatContext) {
  const { options, log, state } = context;
  listenerCount += 1;
  const listenerId = `wob-chat-${listenerCount}`;

  const messageListeners = new Set<{ listener: MessageListener }>();
  const userListeners = new Set<{ listener: UserListener }>();
  const connectionListeners = new Set<{ listener: ConnectionListener }>();
  const productListeners = new Set<{ listener: ProductListener }>();
  const groupListeners = new Set<{ listener: GroupListener }>();

  function each<L>(set: Set<{ listener: L }>, call: (listener: L) => void): void {
    for (const entry of [...set]) {
      try {
        call(entry.listener);
      } catch (error) {
        log('A chat listener failed', error);
      }
    }
  }

  function add<L>(set: Set<{ listener: L }>, listener: L): Unsubscribe {
    const entry = { listener };
    set.add(entry);
    return () => {
      set.delete(entry);
    };
  }

  /** `listed`: only a conversation list's last message (nothing of it is shown yet). */
  function noteSeen(message: SdkMessage, listed = false): void {
    state.lastSeenId = Math.max(state.lastSeenId, message.getId() || 0);
    state.lastServerTime = Math.max(
      state.lastServerTime,
      message.getSentAt() || 0,
      message.getEditedAt() || 0,
      message.getDeletedAt() || 0,
    );
    const mine = state.me?.uid;
    if (!listed && message.getReceiverType() === 'user' && mine) {
      const sender = message.getSender().getUid();
      state.partners.add(sender === mine ? message.getReceiverId() : sender);
    }
  }

  function mapSeen(message: SdkMessage): ChatMessage | null {
    noteSeen(message);
    return toAnyChatMessage(message);
  }

  /** Tells a group's action message found by the catch-up (once the SDK is loaded). */
  let groupReplay: { replay(action: SdkMessage): void; settled(): Promise<void> } | null = null;

  /** Tells the port's group listeners of a change. */
  function tellGroup(kind: keyof GroupListener, change: GroupChange): void {
    each(groupListeners, (listener) => listener[kind]?.(change));
  }

  function tellReceived(kind: ReceivedKind, message: SdkMessage): void {
    const mapped = mapSeen(message);
    if (mapped) each(messageListeners, (listener) => listener[kind]?.(mapped));
  }

  function tellChanged(kind: 'onMessageEdited' | 'onMessageDeleted', message: SdkMessage): void {
    const mapped = mapSeen(message);
    if (!mapped) return;
    // A vote changes a poll's metadata, which CometChat tells as an edit: for the port it is
    // an update (what others did to the message), replaced in place, never 'edited'.
    const told = kind === 'onMessageEdited' && isPollMessage(message) ? 'onMessageUpdated' : kind;
    each(messageListeners, (listener) => listener[told]?.(mapped));
  }

  /**
   * A thread reply came or went out: the parent's new reply count, read back from CometChat
   * (its SDK tells no change of the parent) and told as an update.
   */
  function tellParentOf(CometChat: CometChatNamespace, reply: SdkMessage): void {
    const parentId = reply.getParentMessageId();
    if (!parentId) return;
    CometChat.getMessageDetails(String(parentId)).then(
      (parent) => {
        const mapped = toAnyChatMessage(parent);
        if (mapped) each(messageListeners, (listener) => listener.onMessageUpdated?.(mapped));
      },
      (error: unknown) => log('A thread parent could not be read', error),
    );
  }

  /** Someone's reaction came or went: the message read back, with the names known. */
  function tellReactionOf(CometChat: CometChatNamespace, event: SdkReactionEvent, added: boolean) {
    const tellUpdated = (message: ChatMessage) =>
      each(messageListeners, (listener) => listener.onMessageUpdated?.(message));
    tellReaction(
      context,
      { mapSeen, tellUpdated },
      (id) => CometChat.getMessageDetails(id),
      event,
      added,
    );
  }

  /** A received message, and its thread parent's count when it is a reply. */
  function tellArrived(CometChat: CometChatNamespace, kind: ReceivedKind, message: SdkMessage) {
    tellReceived(kind, message);
    tellParentOf(CometChat, message);
  }

  /**
   * The SDK's listeners, once per loaded SDK. `catchUpAfterLoss` fetches what was missed while
   * the connection was lost, before `onConnected` is told (resync.ts).
   */
  function register(
    CometChat: CometChatNamespace,
    catchUpAfterLoss: (CometChat: CometChatNamespace) => Promise<void>,
  ): void {
    CometChat.addMessageListener(
      listenerId,
      new CometChat.MessageListener({
        onTextMessageReceived: (message) =>
          tellArrived(CometChat, 'onTextMessageReceived', message),
        onMediaMessageReceived: (message) =>
          tellArrived(CometChat, 'onMediaMessageReceived', message),
        onCustomMessageReceived: (message) =>
          tellArrived(CometChat, 'onCustomMessageReceived', message),
        onMessageEdited: (message) => tellChanged('onMessageEdited', message),
        onMessageDeleted: (message) => tellChanged('onMessageDeleted', message),
        onMessageReactionAdded: (event) => tellReactionOf(CometChat, event, true),
        onMessageReactionRemoved: (event) => tellReactionOf(CometChat, event, false),
        onMessagesDelivered: (receipt) => {
          if (!state.me) return;
          const mapped = toMessageReceipt(receipt, state.me.uid);
          state.lastServerTime = Math.max(state.lastServerTime, mapped.at);
          each(messageListeners, (listener) => listener.onMessagesDelivered?.(mapped));
        },
        onMessagesRead: (receipt) => {
          if (!state.me) return;
          const mapped = toMessageReceipt(receipt, state.me.uid);
          state.lastServerTime = Math.max(state.lastServerTime, mapped.at);
          each(messageListeners, (listener) => listener.onMessagesRead?.(mapped));
        },
        onTypingStarted: (indicator) => {
          const mapped = toTypingIndicator(indicator);
          each(messageListeners, (listener) => listener.onTypingStarted?.(mapped));
        },
        onTypingEnded: (indicator) => {
          const mapped = toTypingIndicator(indicator);
          each(messageListeners, (listener) => listener.onTypingEnded?.(mapped));
        },
        onTransientMessageReceived: (message) => {
          const mapped = toTransientMessage(message);
          each(messageListeners, (listener) => listener.onTransientMessageReceived?.(mapped));
        },
      }),
    );
    // CometChat tells a call's messages (category 'call': initiated, accepted, rejected, ended…)
    // to call listeners, never to message listeners: each arrives here as the call message it
    // is, so the list shows its call bubble live, as the wob adapter's `chat.message` does.
    const callMessage = (call: SdkCall) =>
      tellArrived(CometChat, 'onCustomMessageReceived', call as unknown as SdkMessage);
    CometChat.addCallListener(
      listenerId,
      new CometChat.CallListener({
        onIncomingCallReceived: callMessage,
        onOutgoingCallAccepted: callMessage,
        onOutgoingCallRejected: callMessage,
        onIncomingCallCancelled: callMessage,
        onCallEndedMessageReceived: callMessage,
      }),
    );
    CometChat.addUserListener(
      listenerId,
      new CometChat.UserListener({
        onUserOnline: (user) => {
          const mapped = toChatUser(user);
          each(userListeners, (listener) => listener.onUserOnline?.(mapped));
        },
        onUserOffline: (user) => {
          const mapped = toChatUser(user);
          each(userListeners, (listener) => listener.onUserOffline?.(mapped));
        },
      }),
    );
    groupReplay = registerGroupListener(CometChat, listenerId, context, noteSeen, tellGroup);
    CometChat.addConnectionListener(
      listenerId,
      new CometChat.ConnectionListener({
        inConnecting: () => each(connectionListeners, (listener) => listener.inConnecting?.()),
        onDisconnected: () => {
          if (state.me) state.lost = true;
          each(connectionListeners, (listener) => listener.onDisconnected?.());
        },
        onConnected: () => {
          const catchUp = state.lost && state.me ? catchUpAfterLoss(CometChat) : Promise.resolve();
          state.lost = false;
          void catchUp
            .catch((error: unknown) => log('Fetching what was missed while offline failed', error))
            .then(() => each(connectionListeners, (listener) => listener.onConnected?.()));
        },
      }),
    );
  }

  /** Product events of the person's own topic, from the login on (once). */
  function startOwnTopic(): void {
    if (!options.subscribeOwnTopic || state.stopOwnTopic) return;
    state.stopOwnTopic = options.subscribeOwnTopic({
      onEvent: (event) => {
        const block = v.safeParse(ChatBlockEventSchema, event);
        if (block.success) {
          each(productListeners, (listener) =>
            listener.onBlockChanged?.({
              uid: block.output.otherId,
              blockedByMe: block.output.blockedByMe,
              hasBlockedMe: block.output.hasBlockedMe,
            }),
          );
          return;
        }
        const request = v.safeParse(ChatRequestEventSchema, event);
        if (request.success) {
          each(productListeners, (listener) =>
            listener.onRequestChanged?.({ uid: request.output.otherId }),
          );
        }
      },
    });
  }

  return {
    messageListeners,
    productListeners,
    each,
    noteSeen,
    mapSeen,
    tellReceived,
    tellChanged,
    tellParentOf,
    tellGroup,
    replayGroupAction: (action: SdkMessage) => groupReplay?.replay(action),
    groupEventsSettled: () => groupReplay?.settled() ?? Promise.resolve(),
    register,
    startOwnTopic,
    // The port's listeners.
    addMessageListener: (listener: MessageListener) => add(messageListeners, listener),
    addUserListener: (listener: UserListener) => add(userListeners, listener),
    addConnectionListener: (listener: ConnectionListener) => add(connectionListeners, listener),
    addProductListener: (listener: ProductListener) => add(productListeners, listener),
    addGroupListener: (listener: GroupListener) => add(groupListeners, listener),
  };
}
