import { CHAT_CONSTANTS, CHAT_MEDIA_CAPS, type MediaType } from '@wob/validation';
import type { ChatMention, Sticker } from '@wob/api';
import type { ChatMessage, Receiver } from '../service/port';
import { mentionsOf } from '../mentions/mentions';
import { stickerMessage, stickerOf } from '../service/stickers';
import type { ChatActions, OpenConversation } from './chat-types';
import type { ChatKit } from './kit';
import { isLocal, type ShownMessage } from './messages';
import { addLocal, findLocal, isThreadReply, patchLocal, placeMessage } from './thread';

// The open conversation's composer (spec chat section 5): sending texts and media (a local copy
// first, replaced by the stored message, or marked failed for a retry), editing and deleting
// one's own messages, and the typing indicator (throttled to one start per 5 s).

type ComposerActionNames =
  | 'sendText'
  | 'sendMedia'
  | 'sendSticker'
  | 'retry'
  | 'startEdit'
  | 'cancelEdit'
  | 'deleteMessage'
  | 'typed'
  | 'stoppedTyping';

/** What the open conversation's parts ask of the rest of the store. */
export interface ConversationHooks {
  /** The list's reordering, for one's own sends. */
  bringToTop(message: ChatMessage, other: string): void;
  /** Blocks change the list and the person everywhere. */
  applyBlock(uid: string, blockedByMe: boolean, hasBlockedMe: boolean): void;
}

export interface ComposerParts {
  actions: Pick<ChatActions, ComposerActionNames>;
  /** Ends the typing indicator, if it is on (leaving or closing a conversation). */
  endTyping(): void;
}

function receiverOf(open: OpenConversation): Receiver {
  return { receiverId: open.uid, receiverType: open.receiverType };
}

export function createComposerParts(
  kit: ChatKit,
  hooks: ConversationHooks,
  waitIfFirst: (open: OpenConversation) => Promise<void>,
): ComposerParts {
  const { service } = kit.deps;
  /** When the typing indicator was last started (ms), null when it is not on. */
  let typingSince: number | null = null;
  let typingTo: Receiver | null = null;

  const endTyping = () => {
    if (typingTo && typingSince !== null) service.endTyping(typingTo);
    typingSince = null;
    typingTo = null;
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
      receiverType: open.receiverType,
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
    kit.patchOpen(uid, (open) =>
      patchLocal(open, muid, (message) => ({
        ...message,
        local: { ...(message.local ?? { state: 'error' }), state: 'error', error: text },
      })),
    );
    if (error instanceof Error && 'code' in error && error.code === 'has-blocked-me') {
      hooks.applyBlock(uid, kit.get().open?.user.blockedByMe ?? false, true);
    }
  };

  const stored = (uid: string, message: ChatMessage) => {
    kit.patchOpen(uid, (open) => placeMessage(open, message));
    hooks.bringToTop(message, uid);
  };

  const deliverText = async (
    uid: string,
    muid: string,
    text: string,
    mentions: readonly ChatMention[] = [],
    parentMessageId?: string,
  ) => {
    const open = kit.get().open;
    if (!open || open.uid !== uid) return;
    try {
      await waitIfFirst(open);
      const message = await service.sendMessage({
        receiverId: uid,
        receiverType: open.receiverType,
        muid,
        text,
        ...(mentions.length > 0 ? { mentions: [...mentions] } : {}),
        ...(parentMessageId ? { parentMessageId } : {}),
      });
      stored(uid, message);
    } catch (error) {
      failLocal(uid, muid, error);
    }
  };

  const deliverMedia = async (
    uid: string,
    muid: string,
    type: MediaType,
    file: File,
    parentMessageId?: string,
  ) => {
    const open = kit.get().open;
    if (!open || open.uid !== uid) return;
    kit.set((state) => ({
      uploads: { ...state.uploads, [muid]: { name: file.name, progress: 0 } },
    }));
    try {
      await waitIfFirst(open);
      const message = await service.sendMediaMessage(
        {
          receiverId: uid,
          receiverType: open.receiverType,
          muid,
          type,
          file,
          ...(parentMessageId ? { parentMessageId } : {}),
        },
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

  const deliverSticker = async (
    uid: string,
    muid: string,
    sticker: Sticker,
    parentMessageId?: string,
  ) => {
    const open = kit.get().open;
    if (!open || open.uid !== uid) return;
    try {
      await waitIfFirst(open);
      const message = await service.sendCustomMessage({
        receiverId: uid,
        receiverType: open.receiverType,
        muid,
        ...stickerMessage(sticker, kit.get().stickerType),
        ...(parentMessageId ? { parentMessageId } : {}),
      });
      stored(uid, message);
    } catch (error) {
      failLocal(uid, muid, error);
    }
  };

  const blockedNow = (open: OpenConversation) => open.user.blockedByMe || open.user.hasBlockedMe;

  return {
    endTyping,
    actions: {
      async sendText(text, chosen = [], inThread = false) {
        const trimmed = text.trim();
        const open = kit.get().open;
        // Spec chat section 5: trimmed, empty is not sent; refused while blocked.
        if (!trimmed || !open || open.status === 'error' || blockedNow(open)) return false;
        const parentMessageId = inThread ? open.thread?.parent.id : undefined;
        if (inThread && !parentMessageId) return false;
        endTyping();
        // The edit belongs to the composer of the list its message is in: a thread reply's
        // edit is saved from the thread's composer, any other from the main one.
        if (open.editing && isThreadReply(open.editing) === inThread) {
          const editing = open.editing;
          try {
            const edited = await service.editMessage(editing.id, trimmed);
            kit.patchOpen(open.uid, (current) => ({
              ...placeMessage(current, edited, true),
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
        // Mentions are a group's; the local copy shows them highlighted at once.
        const mentions = open.receiverType === 'group' ? chosen : [];
        const local = localCopy(open, muid, {
          type: 'text',
          text: trimmed,
          parentMessageId: parentMessageId ?? null,
          ...(mentions.length > 0 ? { metadata: { mentions: [...mentions] } } : {}),
        });
        kit.patchOpen(open.uid, (current) => addLocal(current, local));
        await deliverText(open.uid, muid, trimmed, mentions, parentMessageId);
        return true;
      },

      async sendMedia(type, file, inThread = false) {
        const open = kit.get().open;
        if (!open || open.status === 'error' || blockedNow(open)) return false;
        const parentMessageId = inThread ? open.thread?.parent.id : undefined;
        if (inThread && !parentMessageId) return false;
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
          parentMessageId: parentMessageId ?? null,
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
        kit.patchOpen(open.uid, (current) =>
          addLocal(current, { ...local, local: { state: 'sending', file } }),
        );
        await deliverMedia(open.uid, muid, type, file, parentMessageId);
        return true;
      },

      async sendSticker(sticker, inThread = false) {
        const open = kit.get().open;
        if (!open || open.status === 'error' || blockedNow(open)) return false;
        const parentMessageId = inThread ? open.thread?.parent.id : undefined;
        if (inThread && !parentMessageId) return false;
        const muid = kit.deps.randomId();
        const local = localCopy(open, muid, {
          category: 'custom',
          parentMessageId: parentMessageId ?? null,
          ...(({ customType, customData }) => ({ type: customType, data: { customData } }))(
            stickerMessage(sticker, kit.get().stickerType),
          ),
        });
        kit.patchOpen(open.uid, (current) => addLocal(current, local));
        await deliverSticker(open.uid, muid, sticker, parentMessageId);
        return true;
      },

      async retry(muid) {
        const open = kit.get().open;
        const copy = open ? findLocal(open, muid) : undefined;
        if (!open || !copy?.local || copy.local.state !== 'error' || blockedNow(open)) return;
        kit.patchOpen(open.uid, (current) =>
          patchLocal(current, muid, (message) => ({
            ...message,
            local: { state: 'sending', file: copy.local?.file },
          })),
        );
        const parent = copy.parentMessageId ?? undefined;
        const sticker = stickerOf(copy, kit.get().stickerType);
        if (copy.type === 'text')
          await deliverText(open.uid, muid, copy.text ?? '', mentionsOf(copy), parent);
        else if (sticker)
          await deliverSticker(
            open.uid,
            muid,
            {
              stickerUrl: sticker.sticker_url,
              stickerName: sticker.sticker_name,
              stickerSetName: '',
              stickerSetOrder: 0,
              stickerOrder: 0,
            },
            parent,
          );
        else if (copy.local.file)
          await deliverMedia(open.uid, muid, copy.type as MediaType, copy.local.file, parent);
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
            ...placeMessage(current, deleted, true),
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
    },
  };
}
