import type { RequestState } from '@wob/api';
import { CHAT_CONSTANTS, CHAT_MEDIA_CAPS, type MediaType } from '@wob/validation';
import type { ChatMessage, ChatUser, MessagesRequest, Receiver } from '../service/port';
import type { ChatActions, OpenConversation, OpenOrigin } from './chat-types';
import { alreadyTold, type ChatKit } from './kit';
import { isLocal, mergeMessage, prependMessages, type ShownMessage } from './messages';
import { isMatchedIn, needsWaiting } from './request';

// The open conversation (spec chat sections 4 and 5): its messages with paging upwards,
// receipts, the composer's send, edit and delete, typing, and the message request.

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

export interface ConversationHooks {
  /** The list's reordering, for one's own sends. */
  bringToTop(message: ChatMessage, other: string): void;
  /** Blocks change the list and the person everywhere. */
  applyBlock(uid: string, blockedByMe: boolean, hasBlockedMe: boolean): void;
}

export interface ConversationParts {
  actions: Pick<ChatActions, ConversationActionNames>;
  /** Reads the message-request state again (a request answered elsewhere). */
  refreshRequest(uid: string): Promise<void>;
  /** Marks the newest incoming message read when the person sees the end of the list. */
  readIfSeen(): void;
}

const MESSAGE_CATEGORIES = ['message', 'custom'] as const;

const emptyRequest = { status: 'idle', state: null, busy: null } as const;

function newestIncoming(messages: readonly ShownMessage[], me: string | null): ShownMessage | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index] as ShownMessage;
    if (!isLocal(message) && message.sender.uid !== me) return message;
  }
  return null;
}

function receiverOf(open: OpenConversation): Receiver {
  return { receiverId: open.uid, receiverType: 'user' };
}

export function createConversationParts(kit: ChatKit, hooks: ConversationHooks): ConversationParts {
  const { service } = kit.deps;
  let ticket = 0;
  let request: MessagesRequest | null = null;
  /** When the typing indicator was last started (ms), null when it is not on. */
  let typingSince: number | null = null;
  let typingTo: Receiver | null = null;

  const endTyping = () => {
    if (typingTo && typingSince !== null) service.endTyping(typingTo);
    typingSince = null;
    typingTo = null;
  };

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

  const storeRequest = (uid: string, state: RequestState) => {
    kit.patchOpen(uid, (open) => ({
      request: { ...open.request, status: 'ready', state },
    }));
    const { open } = kit.get();
    if (
      open?.uid === uid &&
      (open.user.blockedByMe !== state.sender.blocked ||
        open.user.hasBlockedMe !== state.receiver.blocked)
    ) {
      hooks.applyBlock(uid, state.sender.blocked, state.receiver.blocked);
    }
  };

  const refreshRequest = async (uid: string) => {
    const me = kit.myUid();
    if (!me) return;
    try {
      const state = await service.getRequestState(uid);
      if (state) storeRequest(uid, state);
    } catch (error) {
      kit.patchOpen(uid, (open) => ({ request: { ...open.request, status: 'error' } }));
      kit.logged('await-accept', error);
    }
  };

  const loadFirstPage = async (uid: string) => {
    ticket += 1;
    const mine = ticket;
    request = service.messagesRequest({
      uid,
      limit: CHAT_CONSTANTS.messagePage,
      hideReplies: true,
      categories: MESSAGE_CATEGORIES,
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

  /** The local copy of a message being sent (spec: composed, then replaced by the stored one). */
  const localCopy = (
    open: OpenConversation,
    muid: string,
    content: Partial<ChatMessage>,
  ): ShownMessage => {
    const me = kit.get().session.me;
    return {
      id: `local-${muid}`,
      muid,
      conversationId: open.conversationId,
      sender: { uid: me?.uid ?? '', name: me?.name ?? '', avatar: me?.avatar ?? '' },
      receiverType: 'user',
      receiverId: open.uid,
      type: 'text',
      category: 'message',
      data: {},
      sentAt: 0,
      deliveredAt: null,
      readAt: null,
      editedAt: null,
      deletedAt: null,
      parentMessageId: null,
      requested: false,
      seq: '0',
      ...content,
      local: { state: 'sending' },
    };
  };

  const failLocal = (uid: string, muid: string, error: unknown) => {
    const name = kit.get().open?.user.name ?? '';
    const text = kit.describe(error, name);
    kit.patchOpen(uid, (open) => ({
      messages: open.messages.map((message) =>
        message.muid === muid && message.local
          ? { ...message, local: { ...message.local, state: 'error', error: text } }
          : message,
      ),
    }));
    if (error instanceof Error && 'code' in error && error.code === 'has-blocked-me') {
      hooks.applyBlock(uid, kit.get().open?.user.blockedByMe ?? false, true);
    }
  };

  const stored = (uid: string, message: ChatMessage) => {
    kit.patchOpen(uid, (open) => ({ messages: mergeMessage(open.messages, message) }));
    hooks.bringToTop(message, uid);
  };

  /** A first message where neither side waits posts add-to-waiting first (spec chat section 4). */
  const waitIfFirst = async (open: OpenConversation) => {
    const me = kit.myUid();
    const first = !open.hasOlder && open.messages.every(isLocal);
    if (!me || !first || !needsWaiting(open.request.state)) return;
    const state = await service.addToWaiting(open.uid);
    if (state) storeRequest(open.uid, state);
  };

  const deliverText = async (uid: string, muid: string, text: string) => {
    const open = kit.get().open;
    if (!open || open.uid !== uid) return;
    try {
      await waitIfFirst(open);
      const message = await service.sendMessage({
        receiverId: uid,
        receiverType: 'user',
        muid,
        text,
      });
      stored(uid, message);
    } catch (error) {
      failLocal(uid, muid, error);
    }
  };

  const deliverMedia = async (uid: string, muid: string, type: MediaType, file: File) => {
    const open = kit.get().open;
    if (!open || open.uid !== uid) return;
    kit.set((state) => ({
      uploads: { ...state.uploads, [muid]: { name: file.name, progress: 0 } },
    }));
    try {
      await waitIfFirst(open);
      const message = await service.sendMediaMessage(
        { receiverId: uid, receiverType: 'user', muid, type, file },
        (progress) =>
          kit.set((state) =>
            state.uploads[muid]
              ? { uploads: { ...state.uploads, [muid]: { name: file.name, progress } } }
              : {},
          ),
      );
      stored(uid, message);
    } catch (error) {
      failLocal(uid, muid, error);
    } finally {
      kit.set((state) => {
        const { [muid]: _done, ...uploads } = state.uploads;
        return { uploads };
      });
    }
  };

  const blockedNow = (open: OpenConversation) => open.user.blockedByMe || open.user.hasBlockedMe;

  const bannerAction = async (
    busy: 'accept' | 'reject' | 'like',
    act: (me: string, uid: string) => Promise<void>,
  ) => {
    const open = kit.get().open;
    const me = kit.myUid();
    if (!open || !me || open.request.busy) return;
    const uid = open.uid;
    kit.patchOpen(uid, (current) => ({ request: { ...current.request, busy } }));
    try {
      await act(me, uid);
    } catch (error) {
      if (!alreadyTold(error)) kit.deps.notify.error(kit.describe(error, open.user.name));
    } finally {
      kit.patchOpen(uid, (current) => ({ request: { ...current.request, busy: null } }));
    }
  };

  return {
    refreshRequest,
    readIfSeen,
    actions: {
      async openConversation(uid, origin: OpenOrigin = 'chosen') {
        const current = kit.get().open;
        if (current?.uid === uid) {
          if (origin !== current.origin) kit.patchOpen(uid, () => ({ origin }));
          return;
        }
        endTyping();
        const known = kit.get().list.items.find((item) => item.conversationWith.uid === uid);
        let user: ChatUser | null = known?.conversationWith ?? null;
        let conversationId = known?.conversationId ?? '';
        const open: OpenConversation = {
          uid,
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
          request: { ...emptyRequest, status: 'loading' },
        };
        // Spec chat section 4: an open conversation counts nothing unread (once it is on screen).
        kit.set((state) =>
          state.messagesShown ? { open, unread: { ...state.unread, [uid]: 0 } } : { open },
        );
        if (!user) {
          try {
            const conversation = await service.getConversation(uid, 'user');
            user = conversation.conversationWith;
            conversationId = conversation.conversationId;
            kit.patchOpen(uid, () => ({ user: conversation.conversationWith, conversationId }));
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

      async sendText(text) {
        const trimmed = text.trim();
        const open = kit.get().open;
        // Spec chat section 5: trimmed, empty is not sent; refused while blocked.
        if (!trimmed || !open || open.status === 'error' || blockedNow(open)) return false;
        endTyping();
        if (open.editing) {
          const editing = open.editing;
          try {
            const edited = await service.editMessage(editing.id, trimmed);
            kit.patchOpen(open.uid, (current) => ({
              messages: mergeMessage(current.messages, edited),
              editing: null,
            }));
            hooks.bringToTop(edited, open.uid);
            return true;
          } catch (error) {
            kit.deps.notify.error(kit.describe(error, open.user.name));
            return false;
          }
        }
        const muid = kit.deps.randomId();
        const local = localCopy(open, muid, { type: 'text', text: trimmed });
        kit.patchOpen(open.uid, (current) => ({ messages: [...current.messages, local] }));
        await deliverText(open.uid, muid, trimmed);
        return true;
      },

      async sendMedia(type, file) {
        const open = kit.get().open;
        if (!open || open.status === 'error' || blockedNow(open)) return false;
        // Checked before the upload (ARCHITECTURE.md caps); the server refuses it too (413).
        if (file.size > CHAT_MEDIA_CAPS[type]) {
          kit.deps.notify.error(
            kit.deps.translate('chat:composer.tooLarge', {
              name: file.name,
              kind: kit.deps.translate(`chat:composer.${type}`).toLowerCase(),
              limit: kit.deps.translate('chat:sizes.mb', {
                value: CHAT_MEDIA_CAPS[type] / (1024 * 1024),
              }),
            }),
          );
          return false;
        }
        const muid = kit.deps.randomId();
        const local = localCopy(open, muid, {
          type,
          data: {
            attachments: [
              {
                name: file.name,
                extension: file.name.includes('.') ? (file.name.split('.').pop() ?? '') : '',
                mimeType: file.type,
                size: file.size,
                url: '',
              },
            ],
          },
        });
        kit.patchOpen(open.uid, (current) => ({
          messages: [...current.messages, { ...local, local: { state: 'sending', file } }],
        }));
        await deliverMedia(open.uid, muid, type, file);
        return true;
      },

      async retry(muid) {
        const open = kit.get().open;
        const copy = open?.messages.find((message) => message.muid === muid && message.local);
        if (!open || !copy?.local || copy.local.state !== 'error' || blockedNow(open)) return;
        kit.patchOpen(open.uid, (current) => ({
          messages: current.messages.map((message) =>
            message === copy
              ? { ...message, local: { state: 'sending', file: copy.local?.file } }
              : message,
          ),
        }));
        if (copy.type === 'text') await deliverText(open.uid, muid, copy.text ?? '');
        else if (copy.local.file)
          await deliverMedia(open.uid, muid, copy.type as MediaType, copy.local.file);
      },

      startEdit(message) {
        const open = kit.get().open;
        const me = kit.myUid();
        // Spec chat section 5: edit only one's own text messages.
        if (!open || isLocal(message) || message.sender.uid !== me || message.type !== 'text')
          return;
        if (message.deletedAt !== null || blockedNow(open)) return;
        kit.patchOpen(open.uid, () => ({ editing: message }));
      },

      cancelEdit() {
        const open = kit.get().open;
        if (open?.editing) kit.patchOpen(open.uid, () => ({ editing: null }));
      },

      async deleteMessage(id) {
        const open = kit.get().open;
        if (!open) return false;
        try {
          const deleted = await service.deleteMessage(id);
          kit.patchOpen(open.uid, (current) => ({
            messages: mergeMessage(current.messages, deleted),
            editing: current.editing?.id === id ? null : current.editing,
          }));
          hooks.bringToTop(deleted, open.uid);
          return true;
        } catch (error) {
          kit.deps.notify.error(kit.describe(error, open.user.name));
          return false;
        }
      },

      typed() {
        const open = kit.get().open;
        if (!open || blockedNow(open)) return;
        const now = kit.deps.now();
        const receiver = receiverOf(open);
        if (
          typingSince !== null &&
          typingTo?.receiverId === receiver.receiverId &&
          now - typingSince < CHAT_CONSTANTS.typingThrottleMs
        ) {
          return;
        }
        typingSince = now;
        typingTo = receiver;
        service.startTyping(receiver);
      },

      stoppedTyping() {
        endTyping();
      },

      async acceptRequest() {
        await bannerAction('accept', async (_me, uid) => {
          const state = await service.acceptRequest(uid);
          if (state) storeRequest(uid, state);
          else await refreshRequest(uid);
        });
      },

      async rejectAndBlock() {
        await bannerAction('reject', async (_me, uid) => {
          // The same block as the user details' (one path through the port).
          const confirmation = await service.blockUsers([uid]);
          if (confirmation) kit.deps.notify.success(confirmation);
          hooks.applyBlock(uid, true, kit.get().open?.user.hasBlockedMe ?? false);
          // Spec chat section 4: afterwards the waiting state is read again.
          await refreshRequest(uid);
        });
      },

      async likeBack() {
        await bannerAction('like', async (_me, uid) => {
          const answer = await service.likeBack(uid);
          const name = kit.get().open?.user.name ?? '';
          if (answer.matched) {
            kit.deps.notify.success(kit.deps.translate('chat:request.matched', { name }));
          } else if (answer.message) {
            kit.deps.notify.success(answer.message);
          }
          await refreshRequest(uid);
        });
      },

      rememberForProfile() {
        const open = kit.get().open;
        if (!open) return null;
        kit.deps.storage.writeSelected({
          id: open.uid,
          name: open.user.name,
          fromNoti: false,
          isMatched: isMatchedIn(open.request.state),
        });
        return open.uid;
      },
    },
  };
}
