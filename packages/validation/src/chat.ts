import * as v from 'valibot';
import { formObject } from './form-object';
import { MESSAGES } from './messages';
import { countSchema } from './paging';

// Chat: the product API's message-request calls (spec chat section 7) and the
// self-hosted chat service's `/chat-api` payloads (ARCHITECTURE.md "Chat"). Constants named as
// spec chat section 9 names them; bounds the spec leaves open are ours.

/** Spec chat section 9. */
export const CHAT_CONSTANTS = {
  conversationPage: 30,
  usersPage: 30,
  groupMembersPage: 10,
  bannedMembersPage: 10,
  mediaPage: 10,
  /** Messages one request may hold before the receiver answers it. */
  messageRequestLimit: 30,
  /** Messages per page of the message list (the spec's "max message count 100" reading). */
  messagePage: 30,
  typingThrottleMs: 5_000,
  searchDebounceMs: 500,
  liveReactionMs: 1_500,
  loginWaitMs: 10_000,
  loginPollMs: 100,
  imageRetryMs: 800,
  /** The list loads more within this many pixels of its end. */
  loadMoreWithinPx: 20,
  composerMaxHeightPx: 100,
  /** The emoji picker is moved when its top is under this. */
  emojiPickerMinTopPx: 64,
} as const;

/** ARCHITECTURE.md "Images in JSON": chat media caps in bytes (configurable on the server). */
export const CHAT_MEDIA_CAPS = {
  image: 10 * 1024 * 1024,
  audio: 20 * 1024 * 1024,
  video: 100 * 1024 * 1024,
  file: 25 * 1024 * 1024,
} as const;

export const CHAT_TEXT_MAX = 4_000;
export const CHAT_MESSAGE_LIMIT_MAX = 100;
export const CHAT_SYNC_LIMIT_MAX = 500;
/** Client message ids (CometChat's `muid`): any string the client makes unique, e.g. a UUID. */
export const CHAT_MUID_MAX = 64;
export const CHAT_CUSTOM_DATA_MAX = 2_000;

export const RECEIVER_TYPES = ['user', 'group'] as const;
export type ReceiverType = (typeof RECEIVER_TYPES)[number];
export const MEDIA_TYPES = ['image', 'video', 'audio', 'file'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const MESSAGE_TYPES = ['text', ...MEDIA_TYPES, 'poll', 'sticker'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_CATEGORIES = ['message', 'custom', 'action', 'call'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];
export const RECEIPT_TYPES = ['delivered', 'read'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];
export const SHARED_MEDIA_KINDS = ['photos', 'videos', 'documents'] as const;
export type SharedMediaKind = (typeof SHARED_MEDIA_KINDS)[number];

const ID_MAX = 64;
const idSchema = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(ID_MAX, message));
/** Message ids are decimal strings (their order is the order of sending). */
/** A chat message id: digits, as a string or a number. */
export const messageIdSchema = v.pipe(
  v.union([v.string(MESSAGES.chat.messageRequired), v.number(MESSAGES.chat.messageRequired)]),
  v.transform(String),
  v.regex(/^[1-9][0-9]{0,17}$/, MESSAGES.chat.messageRequired),
);
const receiverSchema = idSchema(MESSAGES.chat.receiverRequired);
const receiverTypeSchema = v.optional(
  v.picklist(RECEIVER_TYPES, MESSAGES.chat.receiverTypeInvalid),
  'user',
);
const muidSchema = v.pipe(
  v.string(MESSAGES.chat.muidRequired),
  v.nonEmpty(MESSAGES.chat.muidRequired),
  v.maxLength(CHAT_MUID_MAX, MESSAGES.chat.muidRequired),
  v.regex(/^[\w.:-]+$/, MESSAGES.chat.muidRequired),
);
/** Spec chat section 5: trimmed; empty is not sent. */
const messageTextSchema = v.pipe(
  v.string(MESSAGES.chat.textRequired),
  v.trim(),
  v.nonEmpty(MESSAGES.chat.textRequired),
  v.maxLength(CHAT_TEXT_MAX, MESSAGES.chat.textMax),
);

// ---------------------------------------------------------------------------------------------
// The product API (spec chat section 7). `sender_id` is always the caller; the server refuses
// any other (403), so one person cannot read or change another pair's request.

export const ChatPairSchema = formObject({
  sender_id: idSchema(MESSAGES.chat.senderRequired),
  receiver_id: idSchema(MESSAGES.chat.receiverRequired),
});
export type ChatPairInput = v.InferInput<typeof ChatPairSchema>;

/** Accept Message (an addition: the spec does not show its path): the request's sender. */
export const AcceptRequestSchema = formObject({
  sender_id: idSchema(MESSAGES.chat.senderRequired),
});

// ---------------------------------------------------------------------------------------------
// `/chat-api` of the self-hosted chat service.

export const ConversationsQuerySchema = formObject({
  limit: v.optional(
    countSchema(1, CHAT_CONSTANTS.conversationPage, MESSAGES.paging.limit),
    CHAT_CONSTANTS.conversationPage,
  ),
  /** The `next` cursor of the previous page. */
  cursor: v.optional(v.pipe(v.string(MESSAGES.paging.page), v.maxLength(64, MESSAGES.paging.page))),
});

export const ConversationRefSchema = formObject({
  conversationWith: receiverSchema,
  conversationType: receiverTypeSchema,
});
export type ConversationRefInput = v.InferInput<typeof ConversationRefSchema>;

export const ChatUserQuerySchema = formObject({ uid: receiverSchema });

/**
 * A page of one conversation's messages: the newest `limit` before `before` (fetchPrevious),
 * or the oldest after `after` (fetchNext); without either, the newest. `parentMessageId` reads
 * a thread; `hideReplies` leaves thread replies out of the main list.
 */
export const MessagesQuerySchema = formObject({
  conversationWith: receiverSchema,
  conversationType: receiverTypeSchema,
  limit: v.optional(
    countSchema(1, CHAT_MESSAGE_LIMIT_MAX, MESSAGES.paging.limit),
    CHAT_CONSTANTS.messagePage,
  ),
  before: v.optional(messageIdSchema),
  /** '0' reads from the conversation's first message (fetchNext before anything was seen). */
  after: v.optional(
    v.pipe(
      v.union([v.string(MESSAGES.chat.messageRequired), v.number(MESSAGES.chat.messageRequired)]),
      v.transform(String),
      v.regex(/^(0|[1-9][0-9]{0,17})$/, MESSAGES.chat.messageRequired),
    ),
  ),
  parentMessageId: v.optional(messageIdSchema),
  hideReplies: v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false'])], MESSAGES.invalid),
      v.transform((value) => value === true || value === 'true'),
    ),
    false,
  ),
});
export type MessagesQueryOutput = v.InferOutput<typeof MessagesQuerySchema>;

/** At most this many people are mentioned in one message. */
export const CHAT_MENTIONS_MAX = 10;

export const SendTextSchema = formObject({
  receiverId: receiverSchema,
  receiverType: receiverTypeSchema,
  muid: muidSchema,
  text: messageTextSchema,
  parentMessageId: v.optional(messageIdSchema),
  /**
   * The uids of the group members the text mentions (`@Name`). The server keeps those of
   * active members other than the sender; one-to-one messages ignore them.
   */
  mentions: v.optional(
    v.pipe(
      v.array(idSchema(MESSAGES.invalid), MESSAGES.invalid),
      v.maxLength(CHAT_MENTIONS_MAX, MESSAGES.invalid),
    ),
  ),
});
export type SendTextInput = v.InferInput<typeof SendTextSchema>;

/** A custom message (a sticker; polls are made only by the polls extension's `v1/create`). */
export const SendCustomSchema = formObject({
  receiverId: receiverSchema,
  receiverType: receiverTypeSchema,
  muid: muidSchema,
  customType: v.pipe(
    v.string(MESSAGES.invalid),
    v.nonEmpty(MESSAGES.invalid),
    v.maxLength(32, MESSAGES.invalid),
  ),
  customData: v.pipe(
    v.record(v.string(), v.unknown(), MESSAGES.invalid),
    v.check((data) => JSON.stringify(data).length <= CHAT_CUSTOM_DATA_MAX, MESSAGES.invalid),
  ),
  parentMessageId: v.optional(messageIdSchema),
});

/** The text fields of `POST /chat-api/media` (multipart; the file is the part named `file`). */
export const SendMediaFieldsSchema = formObject({
  receiverId: receiverSchema,
  receiverType: receiverTypeSchema,
  muid: muidSchema,
  type: v.picklist(MEDIA_TYPES, MESSAGES.chat.mediaTypeInvalid),
  parentMessageId: v.optional(messageIdSchema),
});

export const EditMessageSchema = formObject({
  id: messageIdSchema,
  text: messageTextSchema,
});

export const MessageRefSchema = formObject({ id: messageIdSchema });

/** Marks this message and every earlier one of its conversation (as CometChat does). */
export const ReceiptSchema = formObject({
  id: messageIdSchema,
  receiptType: v.picklist(RECEIPT_TYPES, MESSAGES.invalid),
});

export const TypingSchema = formObject({
  receiverId: receiverSchema,
  receiverType: receiverTypeSchema,
  typing: v.boolean(MESSAGES.invalid),
});

export const TransientSchema = formObject({
  receiverId: receiverSchema,
  receiverType: receiverTypeSchema,
  data: v.pipe(
    v.record(v.string(), v.unknown(), MESSAGES.invalid),
    v.check((data) => JSON.stringify(data).length <= 500, MESSAGES.invalid),
  ),
});

/** Everything that changed for the caller after `after` (a `seq` the client saw last). */
export const SyncQuerySchema = formObject({
  after: v.pipe(
    v.union([v.string(MESSAGES.invalid), v.number(MESSAGES.invalid)]),
    v.transform(String),
    v.regex(/^(0|[1-9][0-9]{0,17})$/, MESSAGES.invalid),
  ),
  limit: v.optional(
    countSchema(1, CHAT_SYNC_LIMIT_MAX, MESSAGES.paging.limit),
    CHAT_SYNC_LIMIT_MAX,
  ),
});

export const SharedMediaQuerySchema = formObject({
  conversationWith: receiverSchema,
  conversationType: receiverTypeSchema,
  kind: v.picklist(SHARED_MEDIA_KINDS, MESSAGES.invalid),
  /** The oldest message id of the previous page. */
  before: v.optional(messageIdSchema),
  limit: v.optional(
    countSchema(1, CHAT_CONSTANTS.mediaPage, MESSAGES.paging.limit),
    CHAT_CONSTANTS.mediaPage,
  ),
});

/**
 * Spec chat section 7: fetch users (page 30, optional friends-only, search keyword): the
 * people the add-members dialog offers. Friends are connections (mutual likes).
 */
export const ChatUsersQuerySchema = formObject({
  limit: v.optional(
    countSchema(1, CHAT_CONSTANTS.usersPage, MESSAGES.paging.limit),
    CHAT_CONSTANTS.usersPage,
  ),
  cursor: v.optional(
    v.pipe(v.string(MESSAGES.paging.page), v.maxLength(128, MESSAGES.paging.page)),
  ),
  search: v.optional(
    v.pipe(v.string(MESSAGES.invalid), v.trim(), v.maxLength(100, MESSAGES.invalid)),
  ),
  friendsOnly: v.optional(
    v.pipe(
      v.union([v.boolean(MESSAGES.invalid), v.picklist(['true', 'false'], MESSAGES.invalid)]),
      v.transform((value) => value === true || value === 'true'),
    ),
    false,
  ),
});
export type ChatUsersQueryInput = v.InferInput<typeof ChatUsersQuerySchema>;
