import type { ChatMessage, Receiver } from '../port';
import type { CometChatContext } from './context';
import type { CometChatSession } from './session';

// The cometchat adapter's signals about messages: delivered and read receipts, typing
// indicators and transient messages. None of them is worth a failure to the caller: failures
// are only logged (spec chat section 8), and before a login they are not sent at all.

export type CometChatSignals = ReturnType<typeof createSignals>;

export function createSignals({ log, state }: CometChatContext, session: CometChatSession) {
  const { ready } = session;

  /** Receipts for a message the person received; failures are only logged (spec section 8). */
  async function receipt(
    message: ChatMessage,
    method: 'markAsDelivered' | 'markAsRead',
  ): Promise<void> {
    try {
      const { CometChat, uid } = await ready();
      if (message.sender.uid === uid) return;
      const conversationWith =
        message.receiverType === 'group' ? message.receiverId : message.sender.uid;
      await CometChat[method](
        message.id,
        conversationWith,
        message.receiverType,
        message.sender.uid,
      );
    } catch (error) {
      log(`${method} failed`, error);
    }
  }

  /** Typing indicators: fire and forget (the caller throttles). */
  function typing(receiver: Receiver, started: boolean): void {
    const CometChatLoaded = state.CometChatLoaded;
    if (!state.me || !CometChatLoaded) return;
    try {
      const indicator = new CometChatLoaded.TypingIndicator(
        receiver.receiverId,
        receiver.receiverType,
      );
      if (started) CometChatLoaded.startTyping(indicator);
      else CometChatLoaded.endTyping(indicator);
    } catch (error) {
      log('A typing indicator failed', error);
    }
  }

  return {
    async markAsDelivered(message: ChatMessage): Promise<void> {
      await receipt(message, 'markAsDelivered');
    },

    async markAsRead(message: ChatMessage): Promise<void> {
      await receipt(message, 'markAsRead');
    },

    startTyping(receiver: Receiver): void {
      typing(receiver, true);
    },

    endTyping(receiver: Receiver): void {
      typing(receiver, false);
    },

    sendTransientMessage(receiver: Receiver, data: Record<string, unknown>): void {
      const CometChatLoaded = state.CometChatLoaded;
      if (!state.me || !CometChatLoaded) return;
      try {
        CometChatLoaded.sendTransientMessage(
          new CometChatLoaded.TransientMessage(receiver.receiverId, receiver.receiverType, data),
        );
      } catch (error) {
        log('Sending a transient message failed', error);
      }
    },
  };
}
