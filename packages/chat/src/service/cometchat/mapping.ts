import { isApiError } from '@wob/api';
import { MESSAGE_CATEGORIES, type MessageCategory, type ReceiverType } from '@wob/validation';
import {
  ChatError,
  type ChatErrorCode,
  type ChatMessage,
  type ChatSender,
  type ChatUser,
  type Conversation,
  type MessageReceipt,
  type TransientMessage,
  type TypingIndicator,
} from '../port';
import type {
  SdkAttachment,
  SdkConversation,
  SdkMessage,
  SdkMessageReceipt,
  SdkTransientMessage,
  SdkTypingIndicator,
  SdkUser,
} from './sdk';
import { toCallMessage } from './call-message-mapping';
import { reactionsMetadataOf } from './reactions';

// CometChat's SDK objects onto the port's entities (@wob/api's wire shapes), and its errors onto
// ChatError codes. Pure functions: the adapter and the tests share them.

/**
 * Spec chat section 3: "Missing avatars are generated from the user id and the upper-cased
 * first letter of the name." The same URL the server answers for a Wobler without a shown
 * picture (`/media/avatars/<id>.svg?v=<letter>`, apps/server platform/storage/avatar.ts), so a
 * CometChat user without an avatar looks as they do everywhere else in Woble.
 */
export function generatedAvatar(uid: string, name: string): string {
  const first = Array.from(name.trim())[0];
  const letter = first ? first.toLocaleUpperCase('da') : '?';
  return `/media/avatars/${encodeURIComponent(uid)}.svg?v=${encodeURIComponent(letter)}`;
}

/** CometChat's one-to-one conversation id: both uids, ordered, around `_user_`. */
export function conversationIdOf(one: string, other: string): string {
  return one < other ? `${one}_user_${other}` : `${other}_user_${one}`;
}

/** Seconds, or null for the SDK's 0 / undefined ("not yet"). */
function seconds(value: number | string | undefined | null): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0
    ? Math.floor(number)
    : null;
}

function receiverTypeOf(value: string): ReceiverType {
  return value === 'group' ? 'group' : 'user';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether the SDK object is a User (a conversation can also be with a Group). */
export function isSdkUser(value: unknown): value is SdkUser {
  return (
    isRecord(value) &&
    typeof (value as { getUid?: unknown }).getUid === 'function' &&
    typeof (value as { getName?: unknown }).getName === 'function'
  );
}

export function toChatSender(user: SdkUser): ChatSender {
  const uid = user.getUid();
  const name = user.getName() ?? '';
  return { uid, name, avatar: user.getAvatar() || generatedAvatar(uid, name) };
}

export function toChatUser(user: SdkUser): ChatUser {
  const online = user.getStatus() === 'online';
  return {
    ...toChatSender(user),
    status: online ? 'online' : 'offline',
    lastActiveAt: online ? null : seconds(user.getLastActiveAt()),
    blockedByMe: user.getBlockedByMe() === true,
    hasBlockedMe: user.getHasBlockedMe() === true,
  };
}

function toAttachment(
  attachment: SdkAttachment,
): NonNullable<ChatMessage['data']['attachments']>[number] {
  return {
    name: attachment.getName() ?? '',
    extension: attachment.getExtension() ?? '',
    mimeType: attachment.getMimeType() ?? '',
    size: attachment.getSize() ?? 0,
    url: attachment.getUrl() ?? '',
  };
}

const MEDIA_TYPES = new Set(['image', 'video', 'audio', 'file']);

/** Which listener callback a message arrives through, or null for kinds the port does not carry. */
export type MessageKind = 'text' | 'media' | 'custom';

export function messageKind(message: SdkMessage): MessageKind | null {
  const category = message.getCategory();
  // Call messages ("Missed audio call") are told as custom ones, as the wob adapter does.
  if (category === 'custom' || category === 'call') return 'custom';
  if (category !== 'message') return null;
  if (message.getType() === 'text') return 'text';
  return MEDIA_TYPES.has(message.getType()) ? 'media' : null;
}

/**
 * The message's version for the stores (`seq`: a newer copy replaces an older one). CometChat
 * has no change counter; the latest of its content times is one: sending, editing, deleting
 * only ever move it forward. Receipts are merged by the stores on their own.
 */
export function seqOf(message: SdkMessage): string {
  const latest = Math.max(
    seconds(message.getSentAt()) ?? 0,
    seconds(message.getEditedAt()) ?? 0,
    seconds(message.getDeletedAt()) ?? 0,
  );
  return String(latest);
}

/**
 * A CometChat message as the port's ChatMessage, or null for categories the port has no
 * place for (interactive, agentic, card messages of other CometChat clients).
 */
export function toChatMessage(message: SdkMessage): ChatMessage | null {
  const category = message.getCategory();
  if (!(MESSAGE_CATEGORIES as readonly string[]).includes(category)) return null;
  const type = message.getType();
  const deletedAt = seconds(message.getDeletedAt());
  const data: ChatMessage['data'] = {};
  let text: string | undefined;
  let metadata: Record<string, unknown> | undefined;
  if (deletedAt === null) {
    if (category === 'message' && type === 'text') text = message.getText?.() ?? '';
    if (category === 'action' || category === 'call') {
      const actionText = message.getText?.();
      if (actionText) text = actionText;
    }
    if (category === 'message' && MEDIA_TYPES.has(type)) {
      const attachments = (message.getAttachments?.() ?? []).map(toAttachment);
      if (attachments.length > 0) data.attachments = attachments;
      const url = message.getURL?.() || attachments[0]?.url;
      if (type !== 'file' && url) data.url = url;
    }
    if (category === 'custom') {
      const customData = message.getCustomData?.();
      if (isRecord(customData)) data.customData = { ...customData };
    }
    const meta = message.getMetadata?.();
    if (isRecord(meta) && Object.keys(meta).length > 0) metadata = { ...meta };
    // CometChat's reactions (counts, no names) where the port reads them (reactions.ts).
    const reactions = reactionsMetadataOf(message);
    if (reactions) metadata = { ...metadata, ...reactions };
  }
  const call = category === 'call' ? toCallMessage(message, toChatSender) : null;
  const parent = message.getParentMessageId();
  const replyCount = message.getReplyCount();
  return {
    id: String(message.getId()),
    muid: message.getMuid() || null,
    conversationId: message.getConversationId(),
    sender: toChatSender(message.getSender()),
    receiverType: receiverTypeOf(message.getReceiverType()),
    receiverId: message.getReceiverId(),
    type,
    category: category as MessageCategory,
    ...(text === undefined ? {} : { text }),
    data,
    sentAt: seconds(message.getSentAt()) ?? 0,
    // For a received message CometChat keeps the own receipt times apart ("…ToMe", "…ByMe").
    deliveredAt: seconds(message.getDeliveredAt()) ?? seconds(message.getDeliveredToMeAt()),
    readAt: seconds(message.getReadAt()) ?? seconds(message.getReadByMeAt()),
    editedAt: seconds(message.getEditedAt()),
    deletedAt,
    parentMessageId: parent ? String(parent) : null,
    ...(typeof replyCount === 'number' && replyCount > 0 ? { replyCount } : {}),
    ...(metadata ? { metadata } : {}),
    ...(call ? { call } : {}),
    // Message requests are Woble's own (api/chat/...): CometChat delivers every message.
    requested: false,
    seq: seqOf(message),
  };
}

/** A one-to-one conversation; null for a group's (group-mapping.ts maps those). */
export function toConversation(conversation: SdkConversation): Conversation | null {
  const withWhom = conversation.getConversationWith();
  if (conversation.getConversationType() !== 'user' || !isSdkUser(withWhom)) return null;
  const last = conversation.getLastMessage();
  return {
    conversationId: conversation.getConversationId(),
    conversationType: 'user',
    conversationWith: toChatUser(withWhom),
    lastMessage: last ? toChatMessage(last) : null,
    unreadMessageCount: conversation.getUnreadMessageCount() ?? 0,
  };
}

/**
 * A delivery or read receipt for `me`'s messages. CometChat's receipt names who sent the
 * receipt (`getSender`) and the message; the conversation is the pair.
 */
export function toMessageReceipt(receipt: SdkMessageReceipt, me: string): MessageReceipt {
  const reader = receipt.getSender().getUid();
  const receiverType = receiverTypeOf(receipt.getReceiverType());
  const read = receipt.getReceiptType() === 'read';
  const at =
    seconds(read ? receipt.getReadAt() : receipt.getDeliveredAt()) ??
    seconds(receipt.getTimestamp()) ??
    0;
  return {
    messageId: String(receipt.getMessageId()),
    conversationId:
      receiverType === 'user' ? conversationIdOf(me, reader) : `group_${receipt.getReceiver()}`,
    receiverType,
    sender: reader,
    receiptType: read ? 'read' : 'delivered',
    at,
  };
}

export function toTypingIndicator(indicator: SdkTypingIndicator): TypingIndicator {
  return {
    receiverId: indicator.getReceiverId(),
    receiverType: receiverTypeOf(indicator.getReceiverType()),
    sender: toChatSender(indicator.getSender()),
  };
}

export function toTransientMessage(message: SdkTransientMessage): TransientMessage {
  const data = message.getData();
  return {
    receiverId: message.getReceiverId(),
    receiverType: receiverTypeOf(message.getReceiverType()),
    sender: toChatSender(message.getSender()),
    data: isRecord(data) ? { ...data } : {},
  };
}

// ---------------------------------------------------------------------------------------------
// Errors

const NETWORK_CODES = new Set([
  'FAILED_TO_FETCH',
  'NO_INTERNET_CONNECTION',
  'NO_WEBSOCKET_CONNECTION',
  'WS_CONNECTION_FAIL',
  'WS_CONNECTION_FALLBACK_FAIL',
  'ERROR_IO_EXCEPTION',
]);

const LOGIN_CODES = new Set([
  'AUTH_ERR_AUTH_TOKEN_NOT_FOUND',
  'AUTH_ERR_EMPTY_AUTH_TOKEN',
  'USER_NOT_AUTHORISED',
  'USER_NOT_LOGGED_IN',
  'USER_NOT_LOGED_IN',
  'NOT_LOGGED_IN',
  'COMETCHAT_INITIALIZATION_NOT_DONE',
  'NOT_INITIALIZED',
  'LOGIN_IN_PROGRESS',
  'WS_AUTH_FAIL',
  'AUTH_ERR_INVALID_APPID',
]);

const CODE_TABLE: ReadonlyArray<[ChatErrorCode, (code: string) => boolean]> = [
  ['wrong-password', (code) => code === 'ERR_WRONG_GROUP_PASS'],
  ['rate-limited', (code) => code === 'ERR_TOO_MANY_REQUESTS' || code === 'TOO_MANY_REQUEST'],
  ['network', (code) => NETWORK_CODES.has(code)],
  ['timeout', (code) => /TIME_?OUT|TIMED_OUT/.test(code)],
  ['login', (code) => LOGIN_CODES.has(code)],
  // The sender blocked the receiver / the receiver blocked the sender (CometChat's REST codes).
  ['blocked', (code) => code === 'ERR_BLOCKED_RECEIVER'],
  ['has-blocked-me', (code) => code === 'ERR_BLOCKED_SENDER'],
  ['too-large', (code) => code === 'ERR_FILE_SIZE_EXCEEDED'],
  [
    'not-allowed',
    (code) =>
      code === 'ERR_PERMISSION_DENIED' ||
      code === 'ERR_ACTION_NOT_ALLOWED' ||
      code === 'ERR_NOT_A_MEMBER' ||
      code === 'ERR_GROUP_NOT_JOINED' ||
      code === 'ERR_BANNED_GROUPMEMBER' ||
      code === 'AUTH_ERR_NO_ACCESS' ||
      code === 'ERR_NO_AUTH',
  ],
  ['not-found', (code) => code.endsWith('_NOT_FOUND') || code.endsWith('_NOT_ACCESSIBLE')],
  [
    'invalid',
    (code) =>
      code === 'ERR_BAD_REQUEST' ||
      code === 'MISSING_PARAMETERS' ||
      code === 'NOT_ENOUGH_PARAMETERS' ||
      code === 'VALIDATION_ERROR' ||
      code === 'ERR_INVALID_FILE_OBJECT' ||
      code.startsWith('INVALID_') ||
      code.startsWith('ERR_INVALID_') ||
      code.startsWith('ERROR_INVALID_'),
  ],
];

/** CometChat does not know this uid (yet): they never logged in to it, nor were made there. */
export function isUidNotFound(error: unknown): boolean {
  return isRecord(error) && error.code === 'ERR_UID_NOT_FOUND';
}

/** The ChatError code of a CometChat error code. */
export function chatErrorCodeOf(code: string): ChatErrorCode {
  return CODE_TABLE.find(([, matches]) => matches(code))?.[0] ?? 'unknown';
}

function codeOfStatus(status: number): ChatErrorCode {
  if (status === 0) return 'network';
  if (status === 401) return 'login';
  if (status === 403) return 'not-allowed';
  if (status === 404) return 'not-found';
  if (status === 408 || status === 504) return 'timeout';
  if (status === 413) return 'too-large';
  if (status === 429) return 'rate-limited';
  if (status === 400 || status === 422) return 'invalid';
  return 'unknown';
}

/**
 * Any failure as a ChatError: our product API's ApiError keeps its (translated) message;
 * CometChat's exceptions carry English developer texts, so only their code is kept and the UI
 * shows its own words. Inside a login every failure is 'login' ('Log in error, reload').
 */
export function toChatError(error: unknown, during?: 'login'): ChatError {
  let result: ChatError;
  if (error instanceof ChatError) result = error;
  else if (isApiError(error)) {
    result = new ChatError(
      codeOfStatus(error.status),
      error.serverMessage,
      error.status || undefined,
    );
  } else if (
    isRecord(error) &&
    (typeof error.code === 'string' || typeof error.code === 'number')
  ) {
    result = new ChatError(chatErrorCodeOf(String(error.code)));
  } else if (error instanceof Error && error.name === 'TimeoutError') {
    result = new ChatError('timeout');
  } else {
    result = new ChatError('unknown');
  }
  if (during === 'login' && result.code !== 'login') {
    return new ChatError('login', result.message, result.status);
  }
  return result;
}
