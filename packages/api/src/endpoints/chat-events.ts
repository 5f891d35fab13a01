import { GROUP_SCOPES, RECEIPT_TYPES, RECEIVER_TYPES } from '@wob/validation';
import * as v from 'valibot';
import {
  ChatMessageSchema,
  ChatSenderSchema,
  NullableSecondsSchema,
  RequestStateSchema,
  SecondsSchema,
} from './chat-entities';
import { ChatGroupMemberSchema, ChatGroupSchema } from './chat-group-entities';

// ---------------------------------------------------------------------------------------------
// Realtime events on `user:<id>`, published once committed. Every tab of both people gets the
// message events (the sender's other tabs too); a client applies them by id, so an event and
// the answer of its own send never make two.

/**
 * A message sent, edited or deleted; `chat.message.updated`: what others did to it changed (its
 * thread's reply count), not its content.
 */
export const ChatMessageEventSchema = v.object({
  type: v.picklist([
    'chat.message',
    'chat.message.edited',
    'chat.message.deleted',
    'chat.message.updated',
  ]),
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
    at: SecondsSchema,
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
    lastActiveAt: NullableSecondsSchema,
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

/**
 * What happened to a group's membership (spec chat section 4 listeners): joined (by the
 * person), added (by `actor`), left, kicked, banned, unbanned, scope (changed), owner
 * (ownership transferred to `member`), member-updated (a member's name or picture), updated
 * (the group's name, icon or type), deleted.
 */
export const GROUP_EVENT_ACTIONS = [
  'joined',
  'added',
  'left',
  'kicked',
  'banned',
  'unbanned',
  'scope',
  'owner',
  'member-updated',
  'updated',
  'deleted',
] as const;
export type GroupEventAction = (typeof GROUP_EVENT_ACTIONS)[number];

/**
 * A group changed. Published once on the group's topic `group:<guid>` (every active member's
 * sockets receive it) and on the user topic of a member who is no longer on it (kicked,
 * banned, left) or not yet (added, unbanned). `group` is the group after the change with
 * viewer fields (`scope`, `hasJoined`) left to the receiver: a client takes its own from
 * `member` when `member.uid` is itself, else keeps what it had. `message` is the stored action
 * message ("Anna added Peter") that the message list shows, null for changes that make none
 * (member-updated, updated, deleted).
 */
export const ChatGroupEventSchema = v.object({
  type: v.literal('chat.group'),
  action: v.picklist(GROUP_EVENT_ACTIONS),
  group: v.object({
    guid: v.string(),
    name: v.string(),
    icon: v.string(),
    type: ChatGroupSchema.entries.type,
    membersCount: v.number(),
    owner: v.string(),
    bubbleId: ChatGroupSchema.entries.bubbleId,
  }),
  /** Who did it (the member themself for joined and left). */
  actor: ChatSenderSchema,
  /** Whom it concerns, with their scope after the change; null for updated and deleted. */
  member: v.nullable(ChatGroupMemberSchema),
  /** The scope before a scope change or an ownership transfer. */
  previousScope: v.optional(v.picklist(GROUP_SCOPES)),
  message: v.nullable(ChatMessageSchema),
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
  ChatGroupEventSchema,
]);

export type ChatEvent = v.InferOutput<typeof ChatEventSchema>;
export type ChatMessageEvent = v.InferOutput<typeof ChatMessageEventSchema>;
export type ChatReceiptEvent = v.InferOutput<typeof ChatReceiptEventSchema>;
export type ChatTypingEvent = v.InferOutput<typeof ChatTypingEventSchema>;
export type ChatTransientEvent = v.InferOutput<typeof ChatTransientEventSchema>;
export type ChatPresenceEvent = v.InferOutput<typeof ChatPresenceEventSchema>;
export type ChatRequestEvent = v.InferOutput<typeof ChatRequestEventSchema>;
export type ChatBlockEvent = v.InferOutput<typeof ChatBlockEventSchema>;
export type ChatGroupEvent = v.InferOutput<typeof ChatGroupEventSchema>;
