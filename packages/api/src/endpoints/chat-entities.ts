import {
  CALL_ACTIONS,
  CALL_STATUSES,
  MESSAGE_CATEGORIES,
  MESSAGE_TYPES,
  RECEIVER_TYPES,
} from '@wob/validation';
import * as v from 'valibot';
import { ChatGroupSchema } from './chat-group-entities';

// Chat entities (spec chat section 3), the wire shapes of both chat services. Times are whole
// seconds since 1970 (as the spec's lastActiveAt and the CometChat SDK count them); message ids
// are decimal strings whose order is the sending order.

/** Whole seconds since 1970. */
export const SecondsSchema = v.number();
export const NullableSecondsSchema = v.nullable(v.number());

/** Spec: User — uid, name, avatar, status, lastActiveAt (seconds), blockedByMe, hasBlockedMe. */
export const ChatUserSchema = v.object({
  uid: v.string(),
  name: v.string(),
  /** A signed picture URL or the generated avatar, shaped by their privacy settings. */
  avatar: v.string(),
  status: v.picklist(['online', 'offline']),
  /** When they were last connected; null while online or never seen. */
  lastActiveAt: NullableSecondsSchema,
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

/** A member a group text mentions (`@Name`), with the name they had when it was sent. */
export const ChatMentionSchema = v.object({
  uid: v.string(),
  name: v.string(),
});

/**
 * The `call` of a message of category `call` (spec chat section 3, Call message: status, type,
 * action, callInitiator, receiverType; the message's `type` is the call's type and its sender
 * who acted). `status` is the call's status when the message was written; `action` what this
 * message records (a status, or a group member's joined, rejected or left).
 */
export const ChatCallMessageSchema = v.object({
  sessionId: v.string(),
  status: v.picklist(CALL_STATUSES),
  action: v.picklist(CALL_ACTIONS),
  callInitiator: ChatSenderSchema,
  /** Seconds between the first accept and the end, on `ended`; null otherwise. */
  duration: NullableSecondsSchema,
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
  sentAt: SecondsSchema,
  deliveredAt: NullableSecondsSchema,
  readAt: NullableSecondsSchema,
  editedAt: NullableSecondsSchema,
  deletedAt: NullableSecondsSchema,
  parentMessageId: v.nullable(v.string()),
  replyCount: v.optional(v.number()),
  /** Messages of category `call` only: what happened to the call. */
  call: v.optional(ChatCallMessageSchema),
  /**
   * Extension data. `mentions` (ChatMentionSchema[]): the members a group text mentions, never
   * the sender.
   */
  metadata: v.optional(v.record(v.string(), v.unknown())),
  /**
   * True while the message waits in a message request the receiver has not accepted (spec chat
   * section 4): the receiver sees it under the request banner.
   */
  requested: v.boolean(),
  /** The server's change counter of this message (send, edit, delete, receipt): the resync cursor. */
  seq: v.string(),
});

/** Spec: Conversation — with a user (one-to-one) or a group. */
export const UserConversationSchema = v.object({
  conversationId: v.string(),
  conversationType: v.literal('user'),
  conversationWith: ChatUserSchema,
  lastMessage: v.nullable(ChatMessageSchema),
  unreadMessageCount: v.number(),
});

export const GroupConversationSchema = v.object({
  conversationId: v.string(),
  conversationType: v.literal('group'),
  conversationWith: ChatGroupSchema,
  lastMessage: v.nullable(ChatMessageSchema),
  unreadMessageCount: v.number(),
});

export const ConversationSchema = v.variant('conversationType', [
  UserConversationSchema,
  GroupConversationSchema,
]);

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

export type ChatUser = v.InferOutput<typeof ChatUserSchema>;
export type ChatSender = v.InferOutput<typeof ChatSenderSchema>;
export type ChatAttachment = v.InferOutput<typeof ChatAttachmentSchema>;
export type ChatMention = v.InferOutput<typeof ChatMentionSchema>;
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;
export type Conversation = v.InferOutput<typeof ConversationSchema>;
export type UserConversation = v.InferOutput<typeof UserConversationSchema>;
export type GroupConversation = v.InferOutput<typeof GroupConversationSchema>;
export type RequestParty = v.InferOutput<typeof RequestPartySchema>;
export type RequestState = v.InferOutput<typeof RequestStateSchema>;

export type ChatCallMessage = v.InferOutput<typeof ChatCallMessageSchema>;
