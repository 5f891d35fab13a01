// Chat, in parts: the entities (chat-entities.ts; groups in chat-group-entities.ts), the
// product API's message-request and CometChat login calls (chat-product.ts), `/chat-api`, the
// self-hosted chat service the `wob` adapter of @wob/chat talks to (chat-messages.ts, and
// chat-media.ts for its upload and shared media), and its realtime events on the person's own
// topic `user:<id>` (chat-events.ts).
import { chatCallEndpoints } from './chat-calls';
import { chatExtensionEndpoints } from './chat-extensions';
import { chatGroupEndpoints } from './chat-groups';
import { chatLinkPreview } from './chat-link-preview';
import { chatSharedMedia } from './chat-media';
import { chatSearchMessages } from './chat-search';
import {
  chatConversation,
  chatConversations,
  chatDeleteConversation,
  chatDeleteMessage,
  chatEditMessage,
  chatMe,
  chatMessages,
  chatReceipt,
  chatSendCustom,
  chatSendText,
  chatSync,
  chatTransient,
  chatTyping,
  chatUnread,
  chatUser,
} from './chat-messages';
import {
  acceptMessageRequest,
  addToWaiting,
  awaitAccept,
  cometchatToken,
  cometchatUser,
} from './chat-product';

export * from './chat-calls';
export * from './chat-entities';
export * from './chat-group-entities';
export * from './chat-groups';
export * from './chat-events';
export * from './chat-link-preview';
export * from './chat-extensions';
export * from './chat-media';
export * from './chat-messages';
export * from './chat-product';
export * from './chat-search';

export const chatEndpoints = {
  awaitAccept,
  addToWaiting,
  acceptMessageRequest,
  chatMe,
  chatConversations,
  chatConversation,
  chatDeleteConversation,
  chatUser,
  chatMessages,
  chatSendText,
  chatSendCustom,
  chatEditMessage,
  chatDeleteMessage,
  chatReceipt,
  chatTyping,
  chatTransient,
  chatUnread,
  chatSync,
  chatSharedMedia,
  chatLinkPreview,
  chatSearchMessages,
  cometchatToken,
  cometchatUser,
  ...chatGroupEndpoints,
  ...chatExtensionEndpoints,
  ...chatCallEndpoints,
} as const;
