// `@wob/chat/wob`: the `wob` adapter of the ChatService port (the self-hosted `/chat-api` and
// `/realtime`) with the port's types, without the chat UI (Node clients, tests, benchmarks).
export type {
  ChatErrorCode,
  ChatGroup,
  ChatGroupMember,
  ChatMessage,
  ChatService,
  ChatUser,
  ConnectionListener,
  Conversation,
  GroupChange,
  GroupListener,
  MessageListener,
  MessageReceipt,
  ProductListener,
  UserListener,
} from '../port';
export { ChatError, isChatError } from '../port';
export type { RetryOptions } from './retry';
export type { WobChatServiceDeps } from './wob-chat-service';
export { createWobChatService } from './wob-chat-service';
