// Chat. Two parts:
// - the product API's message-request calls of spec chat section 7 (`api/chat/...`), which every
//   chat adapter uses, and
// - `/chat-api`, the self-hosted chat service the `wob` adapter of @wob/chat talks to
//   (ARCHITECTURE.md "Chat"), with its realtime events on the person's own topic `user:<id>`.
// Times in chat entities are whole seconds since 1970 (as the spec's lastActiveAt and the
// CometChat SDK count them); message ids are decimal strings whose order is the sending order.
import {
  AcceptRequestSchema,
  ChatPairSchema,
  ChatUserQuerySchema,
  ConversationRefSchema,
  ConversationsQuerySchema,
  EditMessageSchema,
  MESSAGE_CATEGORIES,
  MESSAGE_TYPES,
  MessageRefSchema,
  MessagesQuerySchema,
  RECEIPT_TYPES,
  RECEIVER_TYPES,
  ReceiptSchema,
  SendCustomSchema,
  SendTextSchema,
  SharedMediaQuerySchema,
  SyncQuerySchema,
  TransientSchema,
  TypingSchema,
} from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';

// ---------------------------------------------------------------------------------------------
// Entities (spec chat section 3)

const seconds = v.number();
const nullableSeconds = v.nullable(v.number());

/** Spec: User — uid, name, avatar, status, lastActiveAt (seconds), blockedByMe, hasBlockedMe. */
export const ChatUserSchema = v.object({
  uid: v.string(),
  name: v.string(),
  /** A signed picture URL or the generated avatar, shaped by their privacy settings. */
  avatar: v.string(),
  status: v.picklist(['online', 'offline']),
  /** When they were last connected; null while online or never seen. */
  lastActiveAt: nullableSeconds,
  blockedByMe: v.boolean(),
  hasBlockedMe: v.boolean(),
});

export const ChatSenderSchema = v.object({
  uid: v.string(),
  name: v.string(),
  avatar: v.string(),
});

export const ChatAttachmentSchema = v.object({
  name: v.string(),
  extension: v.string(),
  mimeType: v.string(),
  /** Bytes. */
  size: v.number(),
  /** Signed, expiring URL (ARCHITECTURE.md "Media access"). */
  url: v.string(),
});

/** Spec: Message. `data.url` for image, video and audio; `data.attachments` for every media. */
export const ChatMessageSchema = v.object({
  id: v.string(),
  /** The client's message id of the send (CometChat's `muid`); null for server-made messages. */
  muid: v.nullable(v.string()),
  conversationId: v.string(),
  sender: ChatSenderSchema,
  receiverType: v.picklist(RECEIVER_TYPES),
  receiverId: v.string(),
  type: v.union([v.picklist(MESSAGE_TYPES), v.string()]),
  category: v.picklist(MESSAGE_CATEGORIES),
  /** Absent for media, custom and deleted messages. */
  text: v.optional(v.string()),
  data: v.object({
    url: v.optional(v.string()),
    attachments: v.optional(v.array(ChatAttachmentSchema)),
    customData: v.optional(v.record(v.string(), v.unknown())),
  }),
  sentAt: seconds,
  deliveredAt: nullableSeconds,
  readAt: nullableSeconds,
  editedAt: nullableSeconds,
  deletedAt: nullableSeconds,
  parentMessageId: v.nullable(v.string()),
  replyCount: v.optional(v.number()),
  metadata: v.optional(v.record(v.string(), v.unknown())),
  /**
   * True while the message waits in a message request the receiver has not accepted (spec chat
   * section 4): the receiver sees it under the request banner.
   */
  requested: v.boolean(),
  /** The server's change counter of this message (send, edit, delete, receipt): the resync cursor. */
  seq: v.string(),
});

/** Spec: Conversation. Group conversations come with the groups issue. */
export const ConversationSchema = v.object({
  conversationId: v.string(),
  conversationType: v.picklist(RECEIVER_TYPES),
  conversationWith: ChatUserSchema,
  lastMessage: v.nullable(ChatMessageSchema),
  unreadMessageCount: v.number(),
});

/** Spec chat section 3: Accept/reject response — one side of a pair. */
export const RequestPartySchema = v.object({
  /** This side liked the other. */
  liked: v.boolean(),
  /** This side's messages wait for the other side to accept them. */
  waiting: v.boolean(),
  /** This side blocked the other. */
  blocked: v.boolean(),
});

/** `acceptRejectResponse`: sender is the caller, receiver the other person. */
export const RequestStateSchema = v.object({
  sender: RequestPartySchema,
  receiver: RequestPartySchema,
});

// ---------------------------------------------------------------------------------------------
// Product API: message requests (spec chat section 7)

export const awaitAccept = defineEndpoint({
  id: 'awaitAccept',
  method: 'POST',
  path: '/api/chat/await-accept',
  summary:
    'The message-request state between the caller (sender_id) and another Wobler, read when a conversation opens.',
  tag: 'chat',
  auth: 'required',
  request: ChatPairSchema,
  response: RequestStateSchema,
});

export const addToWaiting = defineEndpoint({
  id: 'addToWaiting',
  method: 'POST',
  path: '/api/chat/add-to-waiting',
  summary:
    'Before a first message where neither side waits: the caller’s messages now wait for the receiver to accept (nothing waits between connections).',
  tag: 'chat',
  auth: 'required',
  request: ChatPairSchema,
  response: RequestStateSchema,
});

export const acceptMessageRequest = defineEndpoint({
  id: 'acceptMessageRequest',
  method: 'POST',
  path: '/api/chat/accept',
  summary:
    'Accept Message (an addition: the spec does not show its path): the sender’s waiting messages are delivered as ordinary ones. Reject & Block is api/user/block-wobler.',
  tag: 'chat',
  auth: 'required',
  request: AcceptRequestSchema,
  response: RequestStateSchema,
});

// ---------------------------------------------------------------------------------------------
// `/chat-api`: the self-hosted chat service

export const chatMe = defineEndpoint({
  id: 'chatMe',
  method: 'GET',
  path: '/chat-api/me',
  summary: 'The signed-in person as a chat user (the adapter’s login).',
  tag: 'chat-api',
  auth: 'required',
  request: v.object({}),
  response: ChatUserSchema,
});

export const chatConversations = defineEndpoint({
  id: 'chatConversations',
  method: 'GET',
  path: '/chat-api/conversations',
  summary:
    'The caller’s conversations, latest activity first, 30 per page; `next` is the cursor of the following page.',
  tag: 'chat-api',
  auth: 'required',
  request: ConversationsQuerySchema,
  response: v.object({ conversations: v.array(ConversationSchema), next: v.nullable(v.string()) }),
});

export const chatConversation = defineEndpoint({
  id: 'chatConversation',
  method: 'GET',
  path: '/chat-api/conversation',
  summary:
    'One conversation with a user, also one without messages yet (opening a chat from a profile).',
  tag: 'chat-api',
  auth: 'required',
  request: ConversationRefSchema,
  response: ConversationSchema,
});

export const chatDeleteConversation = defineEndpoint({
  id: 'chatDeleteConversation',
  method: 'POST',
  path: '/chat-api/conversations/delete',
  summary:
    'Removes a conversation from the caller’s list and its messages from the caller’s view; the other side keeps theirs.',
  tag: 'chat-api',
  auth: 'required',
  request: ConversationRefSchema,
  response: v.object({}),
});

export const chatUser = defineEndpoint({
  id: 'chatUser',
  method: 'GET',
  path: '/chat-api/user',
  summary: 'One chat user, with presence and block state.',
  tag: 'chat-api',
  auth: 'required',
  request: ChatUserQuerySchema,
  response: ChatUserSchema,
});

export const chatMessages = defineEndpoint({
  id: 'chatMessages',
  method: 'GET',
  path: '/chat-api/messages',
  summary:
    'A page of one conversation, oldest first: the newest before `before` (scrolling up), or the oldest after `after` (catching up).',
  tag: 'chat-api',
  auth: 'required',
  request: MessagesQuerySchema,
  response: v.object({ messages: v.array(ChatMessageSchema) }),
});

export const chatSendText = defineEndpoint({
  id: 'chatSendText',
  method: 'POST',
  path: '/chat-api/messages/text',
  summary:
    'Send a text message. Idempotent on (sender, muid): a retry answers the stored message and delivers nothing twice.',
  tag: 'chat-api',
  auth: 'required',
  request: SendTextSchema,
  response: ChatMessageSchema,
});

export const chatSendCustom = defineEndpoint({
  id: 'chatSendCustom',
  method: 'POST',
  path: '/chat-api/messages/custom',
  summary: 'Send a custom message (a sticker). Idempotent on (sender, muid).',
  tag: 'chat-api',
  auth: 'required',
  request: SendCustomSchema,
  response: ChatMessageSchema,
});

/**
 * `POST /chat-api/media`: multipart/form-data with the text fields of `SendMediaFieldsSchema`
 * and the file as the part `file` (the last part). Answers the message as the JSON endpoints
 * do; 413 above the type's cap (`CHAT_MEDIA_CAPS`). Not a JSON endpoint, so it is declared here
 * rather than with `defineEndpoint`.
 */
export const CHAT_MEDIA_PATH = '/chat-api/media';

export const chatEditMessage = defineEndpoint({
  id: 'chatEditMessage',
  method: 'POST',
  path: '/chat-api/messages/edit',
  summary: 'Edit one’s own text message.',
  tag: 'chat-api',
  auth: 'required',
  request: EditMessageSchema,
  response: ChatMessageSchema,
});

export const chatDeleteMessage = defineEndpoint({
  id: 'chatDeleteMessage',
  method: 'POST',
  path: '/chat-api/messages/delete',
  summary: 'Delete one’s own message for everyone (it stays as a deleted bubble).',
  tag: 'chat-api',
  auth: 'required',
  request: MessageRefSchema,
  response: ChatMessageSchema,
});

export const chatReceipt = defineEndpoint({
  id: 'chatReceipt',
  method: 'POST',
  path: '/chat-api/receipts',
  summary: 'Mark a received message, and every earlier one of its conversation, delivered or read.',
  tag: 'chat-api',
  auth: 'required',
  request: ReceiptSchema,
  response: v.object({}),
});

export const chatTyping = defineEndpoint({
  id: 'chatTyping',
  method: 'POST',
  path: '/chat-api/typing',
  summary: 'Typing started or ended (not stored; nobody blocked either way is told).',
  tag: 'chat-api',
  auth: 'required',
  request: TypingSchema,
  response: v.object({}),
});

export const chatTransient = defineEndpoint({
  id: 'chatTransient',
  method: 'POST',
  path: '/chat-api/transient',
  summary: 'A transient message (live reaction): delivered to whoever is connected, never stored.',
  tag: 'chat-api',
  auth: 'required',
  request: TransientSchema,
  response: v.object({}),
});

export const chatUnread = defineEndpoint({
  id: 'chatUnread',
  method: 'GET',
  path: '/chat-api/unread',
  summary: 'Unread messages per conversation partner (summed into the header badge).',
  tag: 'chat-api',
  auth: 'required',
  request: v.object({}),
  response: v.object({ users: v.record(v.string(), v.number()) }),
});

export const chatSync = defineEndpoint({
  id: 'chatSync',
  method: 'GET',
  path: '/chat-api/sync',
  summary:
    'After a reconnect: every message of the caller’s conversations created or changed after the cursor, in change order; `more` asks for another call with the new cursor.',
  tag: 'chat-api',
  auth: 'required',
  request: SyncQuerySchema,
  response: v.object({
    messages: v.array(ChatMessageSchema),
    cursor: v.string(),
    more: v.boolean(),
  }),
});

export const chatSharedMedia = defineEndpoint({
  id: 'chatSharedMedia',
  method: 'GET',
  path: '/chat-api/shared-media',
  summary: 'Photos, videos or documents of a conversation, newest first, 10 per page.',
  tag: 'chat-api',
  auth: 'required',
  request: SharedMediaQuerySchema,
  response: v.object({ messages: v.array(ChatMessageSchema), next: v.nullable(v.string()) }),
});

// ---------------------------------------------------------------------------------------------
// The cometchat adapter's login (an addition to the spec: ARCHITECTURE.md "CometChat login").

export const cometchatToken = defineEndpoint({
  id: 'cometchatToken',
  method: 'POST',
  path: '/api/chat/cometchat-token',
  summary:
    'A CometChat auth token for the caller (an addition to the spec): the server creates their CometChat user if needed and asks CometChat for a token with its REST API key. 404 when the chat service is not CometChat; 502 when CometChat cannot be reached.',
  tag: 'chat',
  auth: 'required',
  request: v.object({}),
  response: v.object({ authToken: v.string() }),
});

export const cometchatUser = defineEndpoint({
  id: 'cometchatUser',
  method: 'POST',
  path: '/api/chat/cometchat-user',
  summary:
    'Makes sure another Wobler exists on CometChat before the caller writes to them (an addition to the spec): CometChat users are otherwise only made at their own first login. Name and generated avatar only. 404 for an unknown Wobler or when the chat service is not CometChat.',
  tag: 'chat',
  auth: 'required',
  request: v.object({ uid: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64)) }),
  response: v.object({}),
});

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
  cometchatToken,
  cometchatUser,
} as const;

// ---------------------------------------------------------------------------------------------
// Realtime events on `user:<id>`, published once committed. Every tab of both people gets the
// message events (the sender's other tabs too); a client applies them by id, so an event and
// the answer of its own send never make two.

export const ChatMessageEventSchema = v.object({
  type: v.picklist(['chat.message', 'chat.message.edited', 'chat.message.deleted']),
  message: ChatMessageSchema,
});

/** Receipts for the sender's messages: every message up to `messageId` is delivered or read. */
export const ChatReceiptEventSchema = v.object({
  type: v.literal('chat.receipt'),
  receipt: v.object({
    messageId: v.string(),
    conversationId: v.string(),
    receiverType: v.picklist(RECEIVER_TYPES),
    /** Who received or read them. */
    sender: v.string(),
    receiptType: v.picklist(RECEIPT_TYPES),
    at: seconds,
  }),
  seq: v.string(),
});

export const ChatTypingEventSchema = v.object({
  type: v.literal('chat.typing'),
  indicator: v.object({
    sender: ChatSenderSchema,
    receiverId: v.string(),
    receiverType: v.picklist(RECEIVER_TYPES),
    typing: v.boolean(),
  }),
});

export const ChatTransientEventSchema = v.object({
  type: v.literal('chat.transient'),
  transient: v.object({
    sender: ChatSenderSchema,
    receiverId: v.string(),
    receiverType: v.picklist(RECEIVER_TYPES),
    data: v.record(v.string(), v.unknown()),
  }),
});

export const ChatPresenceEventSchema = v.object({
  type: v.literal('chat.presence'),
  user: v.object({
    uid: v.string(),
    status: v.picklist(['online', 'offline']),
    lastActiveAt: nullableSeconds,
  }),
});

/** A message request between the caller and `otherId` changed (made, accepted). */
export const ChatRequestEventSchema = v.object({
  type: v.literal('chat.request'),
  otherId: v.string(),
  state: RequestStateSchema,
});

/** A block between the caller and `otherId` began or ended (api/user/block-wobler, unblock). */
export const ChatBlockEventSchema = v.object({
  type: v.literal('chat.block'),
  otherId: v.string(),
  blockedByMe: v.boolean(),
  hasBlockedMe: v.boolean(),
});

/** The caller deleted a conversation (their other tabs drop it). */
export const ChatConversationDeletedEventSchema = v.object({
  type: v.literal('chat.conversation.deleted'),
  conversationId: v.string(),
});

export const ChatEventSchema = v.variant('type', [
  ChatMessageEventSchema,
  ChatReceiptEventSchema,
  ChatTypingEventSchema,
  ChatTransientEventSchema,
  ChatPresenceEventSchema,
  ChatRequestEventSchema,
  ChatBlockEventSchema,
  ChatConversationDeletedEventSchema,
]);

export type ChatUser = v.InferOutput<typeof ChatUserSchema>;
export type ChatSender = v.InferOutput<typeof ChatSenderSchema>;
export type ChatAttachment = v.InferOutput<typeof ChatAttachmentSchema>;
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;
export type Conversation = v.InferOutput<typeof ConversationSchema>;
export type RequestParty = v.InferOutput<typeof RequestPartySchema>;
export type RequestState = v.InferOutput<typeof RequestStateSchema>;
export type ChatEvent = v.InferOutput<typeof ChatEventSchema>;
export type ChatMessageEvent = v.InferOutput<typeof ChatMessageEventSchema>;
export type ChatReceiptEvent = v.InferOutput<typeof ChatReceiptEventSchema>;
export type ChatTypingEvent = v.InferOutput<typeof ChatTypingEventSchema>;
export type ChatTransientEvent = v.InferOutput<typeof ChatTransientEventSchema>;
export type ChatPresenceEvent = v.InferOutput<typeof ChatPresenceEventSchema>;
export type ChatRequestEvent = v.InferOutput<typeof ChatRequestEventSchema>;
export type ChatBlockEvent = v.InferOutput<typeof ChatBlockEventSchema>;
