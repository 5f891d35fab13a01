import { CHAT_CONSTANTS } from '@wob/validation';
import { createStore } from 'zustand/vanilla';
import {
  type ChatMessage,
  type ChatUser,
  conversationUser,
  conversationWithId,
  type MessageReceipt,
  type TypingIndicator,
  type Unsubscribe,
} from '../service/port';
import type { ChatDeps, ChatState, ChatStore } from './chat-types';
import { EMPTY_GROUP_CHANGE_LOG } from './group-change-log';
import { createConversationParts } from './conversation-actions';
import { createThreadActions } from './thread-actions';
import { isShown, placeMessage } from './thread';
import { createGroupParts } from './group-actions';
import { type ChatKit, createKit } from './kit';
import { pollTypeOf } from '../service/polls';
import { stickerTypeOf } from '../service/stickers';
import { createReactionActions } from './reaction-actions';
import { createReportActions } from './report-actions';
import { createStickerParts } from './sticker-actions';
import { createListParts } from './list-actions';
import { compareIds } from './messages';
import { createPollActions } from './poll-actions';
import { createSearchParts } from './search-actions';

export type { ChatDeps, ChatState, ChatStore } from './chat-types';

// The chat's one store: the session with the service (login, listeners, connection), the
// unread total of the header badge, and the /chat screen's list and open conversation, which
// live in list-actions.ts and conversation-actions.ts. Every change from the service arrives
// through the port's listeners and is applied here, once, by id.

/** How long a typing indicator lasts without its end (a lost 'ended' must not stick). */
const TYPING_STALE_MS = 10_000;

export function createChatStore(deps: ChatDeps): ChatStore {
  return createStore<ChatState>()((set, get) => {
    const kit: ChatKit = createKit(deps, set, get);
    const { service } = kit.deps;
    let stops: Unsubscribe[] = [];
    let starting: Promise<void> | null = null;
    const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();

    const patchUser = (uid: string, change: Partial<ChatUser>) => {
      set((state) => ({
        list: {
          ...state.list,
          items: state.list.items.map((item) =>
            item.conversationType === 'user' && item.conversationWith.uid === uid
              ? { ...item, conversationWith: { ...item.conversationWith, ...change } }
              : item,
          ),
        },
        open:
          state.open?.uid === uid
            ? { ...state.open, user: { ...state.open.user, ...change } }
            : state.open,
      }));
    };

    const groupTypingTimers = new Map<string, ReturnType<typeof setTimeout>>();
    /** "{name} is typing" in a group: the last one who started, until they end or go stale. */
    const setGroupTyping = (guid: string, name: string | null) => {
      const timer = groupTypingTimers.get(guid);
      if (timer) clearTimeout(timer);
      groupTypingTimers.delete(guid);
      if (name !== null) {
        groupTypingTimers.set(
          guid,
          setTimeout(() => setGroupTyping(guid, null), TYPING_STALE_MS),
        );
      }
      if ((get().groupTyping[guid] ?? null) === name) return;
      set((state) => {
        const next = { ...state.groupTyping };
        if (name !== null) next[guid] = name;
        else delete next[guid];
        return { groupTyping: next };
      });
    };

    const setTyping = (uid: string, typing: boolean) => {
      const timer = typingTimers.get(uid);
      if (timer) clearTimeout(timer);
      typingTimers.delete(uid);
      if (typing) {
        typingTimers.set(
          uid,
          setTimeout(() => setTyping(uid, false), TYPING_STALE_MS),
        );
      }
      if (Boolean(get().typing[uid]) === typing) return;
      set((state) => {
        const next = { ...state.typing };
        if (typing) next[uid] = true;
        else delete next[uid];
        return { typing: next };
      });
    };

    // eslint-disable-next-line prefer-const -- assigned once the conversation part exists
    let applyBlock: (uid: string, blockedByMe: boolean, hasBlockedMe: boolean) => void = () =>
      undefined;

    const list = createListParts(kit, (uid, origin) => get().openConversation(uid, origin));
    const stickers = createStickerParts(kit);
    const conversation = createConversationParts(kit, {
      bringToTop: (message, other) => list.bringToTop(message, other),
      applyBlock: (uid, byMe, hasMe) => applyBlock(uid, byMe, hasMe),
    });

    const groups = createGroupParts(kit, {
      putOnTop: (found) => list.putOnTop(found),
      bringToTop: (message, withId) => list.bringToTop(message, withId),
      removeConversation: (withId) => list.removeConversation(withId),
      catchUp: () => conversation.catchUp(),
    });

    applyBlock = (uid, blockedByMe, hasBlockedMe) => {
      patchUser(uid, { blockedByMe, hasBlockedMe });
      const { open } = get();
      if (blockedByMe) {
        // Spec chat section 4: blocking a user removes that conversation.
        list.removeConversation(uid);
        set((state) => ({ unread: { ...state.unread, [uid]: 0 } }));
      } else if (open?.uid === uid && open.messages.length > 0) {
        // Unblocked while open: the conversation comes back to the list.
        service
          .getConversation(uid, 'user')
          .then((found) => {
            if (found.lastMessage && !conversationUser(found)?.blockedByMe) list.putOnTop(found);
          })
          .catch((error: unknown) => kit.logged('conversation after unblock', error));
      }
      if (open?.uid === uid && (blockedByMe || hasBlockedMe)) {
        get().stoppedTyping();
        get().cancelEdit();
      }
      if (blockedByMe || hasBlockedMe) setTyping(uid, false);
    };

    /** Whom a message's conversation is with: the other person, or the group's guid. */
    const otherOf = (message: ChatMessage, me: string) =>
      message.receiverType === 'group' || message.sender.uid === me
        ? message.receiverId
        : message.sender.uid;

    /** A new message from the service (one's own from another tab, or someone's). */
    const receive = (message: ChatMessage) => {
      const me = kit.myUid();
      if (!me) return;
      const other = otherOf(message, me);
      const inGroup = message.receiverType === 'group';
      // Action and call messages ("Anna added Peter", "Missed audio call") are shown but never
      // count as unread (spec chat section 7: only text, media and custom messages do).
      const incoming =
        message.sender.uid !== me && message.category !== 'action' && message.category !== 'call';
      if (incoming && inGroup) {
        if (get().groupTyping[other] === message.sender.name) setGroupTyping(other, null);
      } else if (incoming) setTyping(other, false);
      list.bringToTop(message, other);
      const { open } = get();
      if (open?.uid === other) {
        const known = isShown(open, message.id);
        kit.patchOpen(other, (current) => placeMessage(current, message));
        if (!incoming || known) return;
        set({ announcement: message });
        if (message.parentMessageId !== null) {
          // A reply: read once its thread is on screen; the main list shows only the count.
          if (open.thread?.parent.id === message.parentMessageId && kit.deps.isVisible()) {
            service.markAsRead(message).catch((error: unknown) => kit.logged('markAsRead', error));
          } else if (message.deliveredAt === null && !inGroup) {
            service
              .markAsDelivered(message)
              .catch((error: unknown) => kit.logged('markAsDelivered', error));
          }
          return;
        }
        if (
          open.status === 'ready' &&
          open.atBottom &&
          get().messagesShown &&
          kit.deps.isVisible()
        ) {
          conversation.readIfSeen();
        } else {
          kit.patchOpen(other, (current) => ({ unseen: current.unseen + 1 }));
          // Not on screen at all (a phone showing the list): it counts as unread there.
          if (!get().messagesShown) {
            set((state) => ({
              unread: { ...state.unread, [other]: (state.unread[other] ?? 0) + 1 },
            }));
          }
          if (message.deliveredAt === null && !inGroup) {
            service
              .markAsDelivered(message)
              .catch((error: unknown) => kit.logged('markAsDelivered', error));
          }
        }
        return;
      }
      if (!incoming) return;
      // Spec chat section 4: +1 per incoming message unless the conversation is open.
      set((state) => ({ unread: { ...state.unread, [other]: (state.unread[other] ?? 0) + 1 } }));
      if (message.deliveredAt === null && !inGroup) {
        service
          .markAsDelivered(message)
          .catch((error: unknown) => kit.logged('markAsDelivered', error));
      }
    };

    /** An edited or deleted message: replaced in place, and its conversation goes to the top. */
    const changed = (message: ChatMessage) => {
      const me = kit.myUid();
      if (!me) return;
      const other = otherOf(message, me);
      list.bringToTop(message, other);
      kit.patchOpen(other, (open) => ({
        ...placeMessage(open, message, true),
        editing:
          open.editing?.id === message.id && message.deletedAt !== null ? null : open.editing,
      }));
    };

    /** A message's reply count changed: replaced where it is shown; the list stays as it is. */
    const updated = (message: ChatMessage) => {
      const me = kit.myUid();
      if (!me) return;
      kit.patchOpen(otherOf(message, me), (open) => placeMessage(open, message, true));
    };

    const receipt = (notice: MessageReceipt) => {
      const me = kit.myUid();
      if (!me || notice.receiverType !== 'user') return;
      if (notice.sender === me) {
        // Read in another tab of mine: nothing of theirs is unread up to there.
        if (notice.receiptType !== 'read') return;
        const item = get().list.items.find((each) => each.conversationId === notice.conversationId);
        const other = item ? conversationWithId(item) : undefined;
        if (other) set((state) => ({ unread: { ...state.unread, [other]: 0 } }));
        return;
      }
      const read = notice.receiptType === 'read';
      const apply = <T extends ChatMessage>(message: T): T =>
        message.sender.uid === me &&
        message.conversationId === notice.conversationId &&
        !message.id.startsWith('local-') &&
        compareIds(message.id, notice.messageId) <= 0 &&
        (message.deliveredAt === null || (read && message.readAt === null))
          ? {
              ...message,
              deliveredAt: message.deliveredAt ?? notice.at,
              readAt: read ? (message.readAt ?? notice.at) : message.readAt,
            }
          : message;
      kit.patchOpen(notice.sender, (open) => ({ messages: open.messages.map(apply) }));
      set((state) => ({
        list: {
          ...state.list,
          items: state.list.items.map((item) =>
            item.conversationId === notice.conversationId && item.lastMessage
              ? { ...item, lastMessage: apply(item.lastMessage) }
              : item,
          ),
        },
      }));
    };

    const typingOf = (indicator: TypingIndicator, typing: boolean) => {
      const me = kit.myUid();
      if (indicator.receiverType === 'group') {
        if (indicator.sender.uid === me) return;
        if (typing) setGroupTyping(indicator.receiverId, indicator.sender.name);
        else if (get().groupTyping[indicator.receiverId] === indicator.sender.name) {
          setGroupTyping(indicator.receiverId, null);
        }
        return;
      }
      if (indicator.receiverId !== me) return;
      setTyping(indicator.sender.uid, typing);
    };

    const presence = (user: ChatUser) => {
      patchUser(user.uid, { status: user.status, lastActiveAt: user.lastActiveAt });
    };

    const listen = () => {
      stops = [
        service.addMessageListener({
          onTextMessageReceived: receive,
          onMediaMessageReceived: receive,
          onCustomMessageReceived: receive,
          onMessageEdited: changed,
          onMessageDeleted: changed,
          onMessageUpdated: updated,
          onMessagesDelivered: receipt,
          onMessagesRead: receipt,
          onTypingStarted: (indicator) => typingOf(indicator, true),
          onTypingEnded: (indicator) => typingOf(indicator, false),
          onTransientMessageReceived: stickers.onTransient,
        }),
        service.addUserListener({ onUserOnline: presence, onUserOffline: presence }),
        service.addGroupListener(groups.listener),
        service.addConnectionListener({
          onDisconnected: () => kit.patchSession({ connection: 'reconnecting' }),
          inConnecting: () => kit.patchSession({ connection: 'reconnecting' }),
          onConnected: () => kit.patchSession({ connection: 'online' }),
        }),
        service.addProductListener({
          onBlockChanged: ({ uid, blockedByMe, hasBlockedMe }) => {
            applyBlock(uid, blockedByMe, hasBlockedMe);
            if (get().open?.uid === uid) void conversation.refreshRequest(uid);
          },
          onRequestChanged: ({ uid }) => {
            if (get().open?.uid === uid) void conversation.refreshRequest(uid);
          },
          onConversationDeleted: (conversationId) => {
            const gone = get().list.items.find((item) => item.conversationId === conversationId);
            const uid =
              (gone ? conversationWithId(gone) : undefined) ??
              (get().open?.conversationId === conversationId ? get().open?.uid : undefined);
            if (!uid) return;
            list.removeConversation(uid);
            if (get().open?.uid === uid) get().closeConversation();
          },
        }),
      ];
    };

    const readUnread = async () => {
      try {
        const counts = await service.getUnreadMessageCountForAllUsers();
        const open = get().open?.uid;
        set((state) => {
          const unread = { ...state.unread, ...counts };
          if (open) unread[open] = 0;
          return { unread };
        });
      } catch (error) {
        // Spec chat section 8: the unread count's failure is only logged.
        kit.logged('unread counts could not be read', error);
      }
    };

    const block = async (uid: string, blocked: boolean): Promise<boolean> => {
      const name = get().open?.uid === uid ? (get().open?.user.name ?? '') : '';
      try {
        if (blocked) await service.blockUsers([uid]);
        else await service.unblockUsers([uid]);
      } catch (error) {
        kit.deps.notify.error(kit.describe(error, name));
        return false;
      }
      const hasBlockedMe =
        get().open?.uid === uid
          ? (get().open?.user.hasBlockedMe ?? false)
          : (get()
              .list.items.map(conversationUser)
              .find((user) => user?.uid === uid)?.hasBlockedMe ?? false);
      applyBlock(uid, blocked, hasBlockedMe);
      if (get().open?.uid === uid) void conversation.refreshRequest(uid);
      return true;
    };

    return {
      session: { status: 'idle', me: null, connection: 'online' },
      list: { status: 'idle', items: [], hasMore: false, loadingMore: false },
      open: null,
      unread: {},
      typing: {},
      groupTyping: {},
      groupChanges: EMPTY_GROUP_CHANGE_LOG,
      uploads: {},
      messagesShown: true,
      announcement: null,
      focusMessage: null,
      liveReaction: null,
      stickerType: stickerTypeOf(service.kind),
      pollType: pollTypeOf(service.kind),
      pollCreate: { status: 'idle', error: null },

      ...list.actions,
      ...stickers.actions,
      ...conversation.actions,
      ...createThreadActions(kit),
      ...createReactionActions(kit),
      ...createReportActions(kit),
      ...groups.actions,
      ...createSearchParts(kit),
      ...createPollActions(kit, conversation.waitIfFirst),

      start() {
        const { session } = get();
        if (session.status === 'ready') return Promise.resolve();
        if (starting) return starting;
        kit.patchSession({ status: 'loading' });
        starting = (async () => {
          try {
            const me = await service.login();
            kit.patchSession({ status: 'ready', me, connection: 'online' });
            if (stops.length === 0) listen();
            await readUnread();
          } catch (error) {
            kit.patchSession({ status: 'error' });
            kit.logged('login failed', error);
          } finally {
            starting = null;
          }
        })();
        return starting;
      },

      stop() {
        for (const stopListening of stops) stopListening();
        stops = [];
        for (const timer of [...typingTimers.values(), ...groupTypingTimers.values()]) {
          clearTimeout(timer);
        }
        typingTimers.clear();
        groupTypingTimers.clear();
        get().closeConversation();
        set({
          session: { status: 'idle', me: null, connection: 'online' },
          list: { status: 'idle', items: [], hasMore: false, loadingMore: false },
          unread: {},
          typing: {},
          groupTyping: {},
          groupChanges: EMPTY_GROUP_CHANGE_LOG,
          uploads: {},
        });
      },

      block: (uid) => block(uid, true),
      unblock: (uid) => block(uid, false),
      receive,
      sharedMedia: (uid, kind) =>
        service.sharedMediaRequest({
          uid,
          kind,
          limit: CHAT_CONSTANTS.mediaPage,
          receiverType: get().open?.uid === uid ? get().open?.receiverType : 'user',
        }),
      linkPreview: (message) => service.linkPreview(message),
      logFailure: (message, error) => kit.logged(message, error),
    };
  });
}

/** The header badge: unread messages of every conversation. */
export function unreadTotal(state: Pick<ChatState, 'unread'>): number {
  let total = 0;
  for (const count of Object.values(state.unread)) total += count;
  return total;
}
