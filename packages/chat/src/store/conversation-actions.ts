import { CHAT_CONSTANTS } from '@wob/validation';
import {
  type ChatGroup,
  type ChatUser,
  conversationUser,
  conversationWithId,
  type MessagesRequest,
} from '../service/port';
import type { ChatActions, OpenConversation, OpenOrigin } from './chat-types';
import { type ConversationHooks, createComposerParts } from './composer-actions';
import type { ChatKit } from './kit';
import { isLocal, mergeMessage, prependMessages, type ShownMessage } from './messages';
import { createRequestParts } from './request-actions';

// The open conversation (spec chat sections 4 and 5): opening it, its messages with paging
// upwards and receipts; the composer (composer-actions.ts) and the message request
// (request-actions.ts) are its other parts.

type ConversationActionNames =
  | 'openConversation'
  | 'closeConversation'
  | 'retryMessages'
  | 'loadOlder'
  | 'setAtBottom'
  | 'markSeen'
  | 'setMessagesShown'
  | 'sendText'
  | 'sendMedia'
  | 'sendSticker'
  | 'retry'
  | 'startEdit'
  | 'cancelEdit'
  | 'deleteMessage'
  | 'typed'
  | 'stoppedTyping'
  | 'acceptRequest'
  | 'rejectAndBlock'
  | 'likeBack'
  | 'rememberForProfile';

export interface ConversationParts {
  actions: Pick<ChatActions, ConversationActionNames>;
  /** Reads the message-request state again (a request answered elsewhere). */
  refreshRequest(uid: string): Promise<void>;
  /** Marks the newest incoming message read when the person sees the end of the list. */
  readIfSeen(): void;
  /**
   * Appends what the open conversation got after its newest message (one's own group change,
   * whose action message the service tells every tab but this one).
   */
  catchUp(): Promise<void>;
  /** A first message where neither side waits posts add-to-waiting first (polls too). */
  waitIfFirst(open: OpenConversation): Promise<void>;
}

/** The list shows call messages too ("Missed audio call"), as call bubbles. */
const MESSAGE_CATEGORIES = ['message', 'custom', 'call'] as const;
/** A group's list also shows its action messages ("Anna added Peter"). */
const GROUP_CATEGORIES = ['message', 'custom', 'action', 'call'] as const;

/** A group as the shared parts see the other side: its guid, name and icon, never blocked. */
export function groupAsUser(group: ChatGroup): ChatUser {
  return {
    uid: group.guid,
    name: group.name,
    avatar: group.icon,
    status: 'offline',
    lastActiveAt: null,
    blockedByMe: false,
    hasBlockedMe: false,
  };
}

const emptyRequest = { status: 'idle', state: null, busy: null } as const;

function newestIncoming(messages: readonly ShownMessage[], me: string | null): ShownMessage | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index] as ShownMessage;
    if (!isLocal(message) && message.sender.uid !== me) return message;
  }
  return null;
}

export function createConversationParts(kit: ChatKit, hooks: ConversationHooks): ConversationParts {
  const { service } = kit.deps;
  let ticket = 0;
  let request: MessagesRequest | null = null;
  const requests = createRequestParts(kit, hooks);
  const composer = createComposerParts(kit, hooks, requests.waitIfFirst);
  const { refreshRequest } = requests;
  const { endTyping } = composer;

  const readIfSeen = () => {
    const { open } = kit.get();
    if (
      open?.status !== 'ready' ||
      !open.atBottom ||
      !kit.get().messagesShown ||
      !kit.deps.isVisible()
    ) {
      return;
    }
    const newest = newestIncoming(open.messages, kit.myUid());
    if (open.unseen > 0) kit.patchOpen(open.uid, () => ({ unseen: 0 }));
    if (kit.get().unread[open.uid])
      kit.set((state) => ({ unread: { ...state.unread, [open.uid]: 0 } }));
    if (!newest || newest.readAt !== null) return;
    // Shown as read at once; the other side learns it through the receipt.
    const at = Math.floor(kit.deps.now() / 1000);
    kit.patchOpen(open.uid, (current) => ({
      messages: current.messages.map((message) =>
        message.sender.uid === open.uid && message.readAt === null
          ? { ...message, readAt: at, deliveredAt: message.deliveredAt ?? at }
          : message,
      ),
    }));
    service.markAsRead(newest).catch((error: unknown) => kit.logged('markAsRead', error));
  };

  const loadFirstPage = async (uid: string) => {
    ticket += 1;
    const mine = ticket;
    const group = kit.get().open?.receiverType === 'group';
    request = service.messagesRequest({
      uid,
      receiverType: group ? 'group' : 'user',
      limit: CHAT_CONSTANTS.messagePage,
      hideReplies: true,
      categories: group ? GROUP_CATEGORIES : MESSAGE_CATEGORIES,
    });
    kit.patchOpen(uid, () => ({ status: 'loading', messages: [], hasOlder: false, unseen: 0 }));
    try {
      const page = await request.fetchPrevious();
      if (mine !== ticket) return;
      kit.patchOpen(uid, (open) => ({
        status: 'ready',
        // Local copies made while loading stay after the stored messages.
        messages: page.reduce<ShownMessage[]>(
          (list, message) => mergeMessage(list, message),
          open.messages.filter(isLocal),
        ),
        hasOlder: page.length >= CHAT_CONSTANTS.messagePage,
      }));
      const newest = newestIncoming(kit.get().open?.messages ?? [], kit.myUid());
      if (newest && newest.deliveredAt === null) {
        service
          .markAsDelivered(newest)
          .catch((error: unknown) => kit.logged('markAsDelivered', error));
      }
      readIfSeen();
    } catch (error) {
      // Spec chat section 8: "Error", logged.
      if (mine === ticket) kit.patchOpen(uid, () => ({ status: 'error' }));
      kit.logged('messages could not be loaded', error);
    }
  };

  const catchUp = async () => {
    const open = kit.get().open;
    if (!open || !request || open.status !== 'ready') return;
    const mine = ticket;
    try {
      const page = await request.fetchNext();
      if (mine !== ticket) return;
      kit.patchOpen(open.uid, (current) => ({
        messages: page.reduce<ShownMessage[]>(
          (list, message) => mergeMessage(list, message),
          current.messages,
        ),
      }));
      const newest = page.at(-1);
      if (newest) hooks.bringToTop(newest, open.uid);
    } catch (error) {
      kit.logged('newer messages could not be loaded', error);
    }
  };

  return {
    refreshRequest,
    readIfSeen,
    catchUp,
    waitIfFirst: requests.waitIfFirst,
    actions: {
      async openConversation(uid, origin: OpenOrigin = 'chosen') {
        const current = kit.get().open;
        if (current?.uid === uid) {
          if (origin !== current.origin) kit.patchOpen(uid, () => ({ origin }));
          return;
        }
        endTyping();
        const known = kit.get().list.items.find((item) => conversationWithId(item) === uid);
        if (known?.conversationType === 'group') {
          const group = known.conversationWith;
          kit.set((state) => ({
            open: {
              uid,
              receiverType: 'group',
              conversationId: known.conversationId,
              user: groupAsUser(group),
              group,
              origin,
              status: 'loading',
              messages: [],
              hasOlder: false,
              loadingOlder: false,
              atBottom: true,
              unseen: 0,
              editing: null,
              thread: null,
              // Message requests are between two people only.
              request: emptyRequest,
            },
            unread: state.messagesShown ? { ...state.unread, [uid]: 0 } : state.unread,
          }));
          await loadFirstPage(uid);
          return;
        }
        let user: ChatUser | null = known ? conversationUser(known) : null;
        let conversationId = known?.conversationId ?? '';
        const open: OpenConversation = {
          uid,
          receiverType: 'user',
          group: null,
          conversationId,
          user: user ?? {
            uid,
            name: '',
            avatar: '',
            status: 'offline',
            lastActiveAt: null,
            blockedByMe: false,
            hasBlockedMe: false,
          },
          origin,
          status: 'loading',
          messages: [],
          hasOlder: false,
          loadingOlder: false,
          atBottom: true,
          unseen: 0,
          editing: null,
          thread: null,
          request: { ...emptyRequest, status: 'loading' },
        };
        // Spec chat section 4: an open conversation counts nothing unread (once it is on screen).
        kit.set((state) =>
          state.messagesShown ? { open, unread: { ...state.unread, [uid]: 0 } } : { open },
        );
        if (!user) {
          try {
            const conversation = await service.getConversation(uid, 'user');
            const found = conversationUser(conversation);
            if (!found) throw new Error('a user conversation answered a group');
            user = found;
            conversationId = conversation.conversationId;
            kit.patchOpen(uid, () => ({ user: found, conversationId }));
          } catch (error) {
            kit.patchOpen(uid, () => ({ status: 'error' }));
            kit.logged('conversation could not be opened', error);
            return;
          }
        }
        // Spec chat section 4: opening a conversation asks await-accept and stores the answer.
        void refreshRequest(uid);
        await loadFirstPage(uid);
      },

      closeConversation() {
        endTyping();
        ticket += 1;
        request = null;
        kit.set({ open: null, announcement: null });
      },

      async retryMessages() {
        const open = kit.get().open;
        if (open) await loadFirstPage(open.uid);
      },

      async loadOlder() {
        const open = kit.get().open;
        if (!open || !request || open.status !== 'ready' || !open.hasOlder || open.loadingOlder) {
          return;
        }
        const mine = ticket;
        const uid = open.uid;
        kit.patchOpen(uid, () => ({ loadingOlder: true }));
        try {
          const page = await request.fetchPrevious();
          if (mine !== ticket) return;
          kit.patchOpen(uid, (current) => ({
            messages: prependMessages(current.messages, page),
            hasOlder: page.length >= CHAT_CONSTANTS.messagePage,
            loadingOlder: false,
          }));
        } catch (error) {
          // A paged fetch: only logged; scrolling up asks again.
          if (mine === ticket) kit.patchOpen(uid, () => ({ loadingOlder: false }));
          kit.logged('older messages could not be loaded', error);
        }
      },

      setAtBottom(atBottom) {
        const open = kit.get().open;
        if (!open) return;
        if (open.atBottom !== atBottom) kit.patchOpen(open.uid, () => ({ atBottom }));
        if (atBottom) readIfSeen();
      },

      markSeen() {
        readIfSeen();
      },

      setMessagesShown(shown) {
        if (kit.get().messagesShown === shown) return;
        kit.set({ messagesShown: shown });
        if (shown) readIfSeen();
      },
      ...composer.actions,
      ...requests.actions,
    },
  };
}
