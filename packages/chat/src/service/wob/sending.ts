import { chatSendMedia, endpoints } from '@wob/api';
import { CHAT_MEDIA_CAPS, type ReceiptType } from '@wob/validation';
import {
  ChatError,
  type ChatMessage,
  type ChatService,
  type OutgoingCustom,
  type OutgoingMedia,
  type OutgoingText,
  type ProgressListener,
  type Receiver,
} from '../port';
import { requireData, requireUser, type WobContext } from './context';
import { isRetryable, toChatError } from './errors';
import { withRetry } from './retry';
import type { WobUsers } from './users';

// The wob adapter's sending: texts, custom messages and media uploads (retried on network
// failures and 5xx with backoff, always with the caller's muid, so the server stores the
// message once), edits and deletions, receipts, typing and transient messages.

type SendingPart = Pick<
  ChatService,
  | 'sendMessage'
  | 'sendCustomMessage'
  | 'sendMediaMessage'
  | 'editMessage'
  | 'deleteMessage'
  | 'markAsDelivered'
  | 'markAsRead'
  | 'startTyping'
  | 'endTyping'
  | 'sendTransientMessage'
>;

/** Sends one message: `work` makes the call; the answer is the stored message. */
export type SendRunner = (
  receiverId: string,
  muid: string,
  work: () => Promise<ChatMessage>,
) => Promise<ChatMessage>;

/**
 * The one way a message is sent (texts, custom messages, media and polls): retried on network
 * failures and 5xx with the same muid every time, so the server stores it once; remembered by
 * the ledger; a 403 refined into the block's side.
 */
export function createSendRunner(ctx: WobContext, users: WobUsers): SendRunner {
  async function refineSendError(error: ChatError, receiverId: string): Promise<ChatError> {
    if (error.code !== 'not-allowed') return error;
    // 403 on a send: a block either way, or a request that was rejected or may not start.
    try {
      const other = await users.fetch(receiverId);
      if (other.hasBlockedMe) return new ChatError('has-blocked-me', error.message, error.status);
      if (other.blockedByMe) return new ChatError('blocked', error.message, error.status);
    } catch {
      // The first error says enough.
    }
    return error;
  }

  return async (receiverId, muid, work) => {
    requireUser(ctx);
    ctx.ledger.addOwnMuid(muid);
    const gen = ctx.generation;
    try {
      const message = await withRetry(
        work,
        isRetryable,
        ctx.retry,
        ctx.tools,
        () => gen !== ctx.generation,
      );
      ctx.ledger.remember(message);
      return message;
    } catch (error) {
      throw await refineSendError(toChatError(error), receiverId);
    }
  };
}

export function createSending(ctx: WobContext, send: SendRunner): SendingPart {
  /**
   * `POST /chat-api/media` through the app's client: the text fields, then the file as the part
   * `file` (the server reads the fields before the file streams in).
   */
  async function uploadOnce(
    message: OutgoingMedia,
    onProgress?: ProgressListener,
  ): Promise<ChatMessage> {
    const form = new FormData();
    form.append('receiverId', message.receiverId);
    form.append('receiverType', message.receiverType);
    form.append('muid', message.muid);
    form.append('type', message.type);
    if (message.parentMessageId) form.append('parentMessageId', message.parentMessageId);
    form.append('file', message.file, message.file.name || 'file');
    return requireData(
      await ctx.api.call(chatSendMedia, form, onProgress ? { onUploadProgress: onProgress } : {}),
    );
  }

  async function receipt(message: ChatMessage, receiptType: ReceiptType): Promise<void> {
    if (ctx.phase !== 'in' || !ctx.myUid || message.sender.uid === ctx.myUid) return;
    // A group has no delivered receipts; reading only moves the member's own read marker.
    if (message.receiverType === 'group' && receiptType === 'delivered') return;
    // Remembered before the call: the echo of one's own receipt is not news to this instance.
    ctx.ledger.markReceipt(message.conversationId, ctx.myUid, receiptType, message.id);
    try {
      await ctx.api.call(endpoints.chatReceipt, { id: message.id, receiptType });
    } catch (error) {
      ctx.log(`marking a message ${receiptType} failed`, error);
    }
  }

  function target(receiver: Receiver): Receiver {
    return { receiverId: receiver.receiverId, receiverType: receiver.receiverType };
  }

  /** Typing and transient messages: a lost one is not worth a retry; failures are logged. */
  function fireAndForget(call: () => Promise<unknown>): void {
    if (ctx.phase !== 'in') return;
    void call().catch((error: unknown) =>
      ctx.log('a typing indicator or transient message failed', error),
    );
  }

  return {
    sendMessage(message: OutgoingText) {
      return send(message.receiverId, message.muid, async () =>
        requireData(
          await ctx.api.call(endpoints.chatSendText, {
            receiverId: message.receiverId,
            receiverType: message.receiverType,
            muid: message.muid,
            text: message.text,
            ...(message.parentMessageId ? { parentMessageId: message.parentMessageId } : {}),
            ...(message.receiverType === 'group' && message.mentions?.length
              ? { mentions: message.mentions.map((mention) => mention.uid) }
              : {}),
          }),
        ),
      );
    },

    sendCustomMessage(message: OutgoingCustom) {
      return send(message.receiverId, message.muid, async () =>
        requireData(
          await ctx.api.call(endpoints.chatSendCustom, {
            receiverId: message.receiverId,
            receiverType: message.receiverType,
            muid: message.muid,
            customType: message.customType,
            customData: message.customData,
            ...(message.parentMessageId ? { parentMessageId: message.parentMessageId } : {}),
          }),
        ),
      );
    },

    async sendMediaMessage(message: OutgoingMedia, onProgress?: ProgressListener) {
      requireUser(ctx);
      const cap = CHAT_MEDIA_CAPS[message.type];
      if (cap !== undefined && message.file.size > cap) throw new ChatError('too-large', '', 413);
      return send(message.receiverId, message.muid, () => uploadOnce(message, onProgress));
    },

    async editMessage(id, text) {
      requireUser(ctx);
      ctx.ownChanges.add(id);
      try {
        const message = requireData(await ctx.api.call(endpoints.chatEditMessage, { id, text }));
        ctx.ledger.remember(message);
        return message;
      } catch (error) {
        throw toChatError(error);
      } finally {
        ctx.ownChanges.delete(id);
      }
    },

    async deleteMessage(id) {
      requireUser(ctx);
      ctx.ownChanges.add(id);
      try {
        const message = requireData(await ctx.api.call(endpoints.chatDeleteMessage, { id }));
        ctx.ledger.remember(message);
        return message;
      } catch (error) {
        throw toChatError(error);
      } finally {
        ctx.ownChanges.delete(id);
      }
    },

    markAsDelivered(message) {
      return receipt(message, 'delivered');
    },

    markAsRead(message) {
      return receipt(message, 'read');
    },

    startTyping(receiver) {
      fireAndForget(() =>
        ctx.api.call(endpoints.chatTyping, { ...target(receiver), typing: true }),
      );
    },

    endTyping(receiver) {
      fireAndForget(() =>
        ctx.api.call(endpoints.chatTyping, { ...target(receiver), typing: false }),
      );
    },

    sendTransientMessage(receiver, data) {
      fireAndForget(() => ctx.api.call(endpoints.chatTransient, { ...target(receiver), data }));
    },
  };
}
