import { CHAT_CONSTANTS } from '@wob/validation';
import type { CometChatContext } from './context';
import type { CometChatEvents, ReceivedKind } from './events';
import { isSdkGroup } from './group-mapping';
import { conversationIdOf, isSdkUser, messageKind } from './mapping';
import type { CometChatNamespace, SdkMessage, SdkMessagesRequest } from './sdk';

// The catch-up after a lost connection: CometChat's SDK reconnects by itself but does not
// fetch what was missed, so the adapter reads the new messages and the changes to the ones it
// had seen, and tells them to the listeners before `onConnected` (events.ts).

const RECEIVED_OF = {
  text: 'onTextMessageReceived',
  media: 'onMediaMessageReceived',
  custom: 'onCustomMessageReceived',
} as const satisfies Record<string, ReceivedKind>;

/** Pages the catch-up after a reconnection reads at most, per list (a guard, not a limit in practice). */
const CATCH_UP_PAGES = 20;
const CATCH_UP_PAGE = 100;

export type CometChatResync = ReturnType<typeof createResync>;

export function createResync({ state }: CometChatContext, events: CometChatEvents) {
  const {
    each,
    groupEventsSettled,
    messageListeners,
    replayGroupAction,
    tellChanged,
    tellReceived,
  } = events;

  async function catchUpAfterLoss(CometChat: CometChatNamespace): Promise<void> {
    const afterId = state.lastSeenId;
    // One second back: CometChat counts seconds, and a change in the same second must not be lost.
    const since = Math.max(0, state.lastServerTime - 1);
    const mine = state.me?.uid;
    if (!mine) return;
    // Who wrote meanwhile: conversations come latest first, so reading stops at the seen ones.
    const fresh = new Set<string>();
    const freshGroups = new Set<string>();
    const conversations = new CometChat.ConversationsRequestBuilder()
      .setLimit(CHAT_CONSTANTS.conversationPage)
      .withBlockedInfo(true)
      .build();
    for (let page = 0; page < CATCH_UP_PAGES; page += 1) {
      const list = await conversations.fetchNext();
      let older = list.length === 0;
      for (const conversation of list) {
        const withWhom = conversation.getConversationWith();
        const last = conversation.getLastMessage();
        if (!last) continue;
        if (last.getId() <= afterId) older = true;
        else if (isSdkGroup(withWhom)) freshGroups.add(withWhom.getGuid());
        else if (isSdkUser(withWhom)) fresh.add(withWhom.getUid());
      }
      if (older) break;
    }
    // A group's new messages and the member changes missed (told as the listeners would have).
    for (const guid of freshGroups) {
      const news = new CometChat.MessagesRequestBuilder()
        .setGUID(guid)
        .setMessageId(afterId)
        .setLimit(CATCH_UP_PAGE)
        .build();
      await readAll(news, (message) => {
        if (message.getId() <= afterId) return;
        if (message.getCategory() === 'action') {
          replayGroupAction(message);
          return;
        }
        const kind = messageKind(message);
        if (kind) tellReceived(RECEIVED_OF[kind], message);
      });
    }
    await groupEventsSettled();
    for (const uid of new Set([...fresh, ...state.partners])) {
      // New messages, in order.
      if (fresh.has(uid)) {
        const news = new CometChat.MessagesRequestBuilder()
          .setUID(uid)
          .setMessageId(afterId)
          .setLimit(CATCH_UP_PAGE)
          .build();
        await readAll(news, (message) => {
          const kind = messageKind(message);
          if (kind && message.getId() > afterId) tellReceived(RECEIVED_OF[kind], message);
        });
      }
      // Changes to messages seen before: edits, deletions, receipts.
      const changes = new CometChat.MessagesRequestBuilder()
        .setUID(uid)
        .setUpdatedAfter(String(since))
        .updatesOnly(true)
        .setLimit(CATCH_UP_PAGE)
        .build();
      let delivered: SdkMessage | null = null;
      let read: SdkMessage | null = null;
      await readAll(changes, (message) => {
        if (message.getId() > afterId) return;
        if (message.getDeletedAt() >= since && message.getDeletedAt() > 0) {
          tellChanged('onMessageDeleted', message);
        } else if (message.getEditedAt() >= since && message.getEditedAt() > 0) {
          tellChanged('onMessageEdited', message);
        }
        if (message.getSender().getUid() === mine) {
          if (message.getDeliveredAt() >= since && message.getDeliveredAt() > 0)
            delivered = message;
          if (message.getReadAt() >= since && message.getReadAt() > 0) read = message;
        }
      });
      for (const [receiptType, message] of [
        ['delivered', delivered],
        ['read', read],
      ] as const) {
        const last = message as SdkMessage | null;
        if (!last) continue;
        const receipt = {
          messageId: String(last.getId()),
          conversationId: conversationIdOf(mine, uid),
          receiverType: 'user' as const,
          sender: uid,
          receiptType,
          at: receiptType === 'read' ? last.getReadAt() : last.getDeliveredAt(),
        };
        each(messageListeners, (listener) =>
          receiptType === 'read'
            ? listener.onMessagesRead?.(receipt)
            : listener.onMessagesDelivered?.(receipt),
        );
      }
    }
  }

  async function readAll(
    request: SdkMessagesRequest,
    visit: (message: SdkMessage) => void,
  ): Promise<void> {
    for (let page = 0; page < CATCH_UP_PAGES; page += 1) {
      const list = await request.fetchNext();
      for (const message of list) visit(message);
      if (list.length < CATCH_UP_PAGE) return;
    }
  }

  return { catchUpAfterLoss };
}
