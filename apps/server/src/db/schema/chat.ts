import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at, tsvector } from './columns';

// Chat: the self-hosted chat service of `/chat-api` (modules/chat). A group is a conversation
// of type 'group' whose members have a scope (chat-groups.ts holds the group itself).

/**
 * The change counter of chat messages: every send, edit, deletion, receipt and request answer
 * takes a new value for each message it changes, so `/chat-api/sync?after=<seq>` finds every
 * change after a point. Values are taken while holding the advisory locks of everyone the
 * change concerns (modules/chat/store.ts lockChat), so each person's changes commit in `seq`
 * order and a cursor never skips one still in flight.
 */
export const chatSeq = pgSequence('chat_seq');

export const CHAT_CONVERSATION_TYPE_VALUES = ['user', 'group'] as const;

/**
 * A conversation. One-to-one: the id is derived from the pair (modules/chat/ids.ts) and
 * user_a < user_b name the two people, so purging either account removes it with its messages.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    userA: text('user_a').references(() => users.id, { onDelete: 'cascade' }),
    userB: text('user_b').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('chat_conversations_type_check', sql`${t.type} in ('user', 'group')`),
    check(
      'chat_conversations_pair_check',
      sql`(${t.type} = 'user' and ${t.userA} < ${t.userB}) or (${t.type} = 'group' and ${t.userA} is null and ${t.userB} is null)`,
    ),
    index('chat_conversations_user_b_idx').on(t.userB),
    uniqueIndex('chat_conversations_pair_key').on(t.userA, t.userB),
  ],
);

/**
 * A person's side of a conversation: their place in the list (last message, hidden after
 * they deleted it), their unread count and receipts, and `cleared_before`: messages up to this
 * id were deleted for them (delete conversation) and are never shown to them again.
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // One-to-one: the other person (null in groups).
    peerId: text('peer_id').references(() => users.id, { onDelete: 'cascade' }),
    // Groups: admin, moderator or participant (null one-to-one). The owner is chat_groups'.
    scope: text('scope'),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    unreadCount: integer('unread_count').notNull().default(0),
    lastDeliveredId: bigint('last_delivered_id', { mode: 'number' }).notNull().default(0),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull().default(0),
    clearedBefore: bigint('cleared_before', { mode: 'number' }).notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    joinedAt: at('joined_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    // The conversation list (latest first, paged by last message id) and the unread counts.
    index('chat_members_list_idx')
      .on(t.userId, t.lastMessageId.desc())
      .where(sql`${t.hidden} = false and ${t.lastMessageId} is not null`),
    // Who has a conversation with someone (presence events).
    index('chat_members_peer_idx').on(t.peerId),
    index('chat_members_user_idx').on(t.userId),
    check('chat_members_unread_check', sql`${t.unreadCount} >= 0`),
    check(
      'chat_members_scope_check',
      sql`${t.scope} is null or ${t.scope} in ('admin', 'moderator', 'participant')`,
    ),
    // A group's members page: by scope rank then join order.
    index('chat_members_group_idx').on(t.conversationId, t.joinedAt, t.userId),
  ],
);

export const CHAT_MESSAGE_TYPE_VALUES = [
  'text',
  'image',
  'video',
  'audio',
  'file',
  'poll',
  'sticker',
] as const;

/** What a message carries besides its text: media (ids of `media` rows) or custom data. */
/** A person a group message mentions, with their name when it was sent. */
export interface ChatMention {
  uid: string;
  name: string;
}

/** Three suggested answers to a question (CometChat's smart-reply shape). */
export interface ChatSmartReplyTexts {
  reply_positive: string;
  reply_neutral: string;
  reply_negative: string;
}

/**
 * A question's suggested answers, with `category` (what it asks): in the receiver's language
 * for one-to-one (flat, as CometChat's extension puts them), in both languages for a group.
 */
export type ChatSmartReply =
  | (ChatSmartReplyTexts & { category: string; language: 'da' | 'en' })
  | { category: string; da: ChatSmartReplyTexts; en: ChatSmartReplyTexts };

export interface ChatMessageData {
  media?: { id: string; name: string; extension: string; mimeType: string; size: number }[];
  customType?: string;
  customData?: Record<string, unknown>;
  /** A group text's mentioned active members (never the sender). */
  mentions?: ChatMention[];
  /** A question's suggested answers (modules/chat/smart-replies), shown as metadata. */
  smartReply?: ChatSmartReply;
  /** A call message's record (category 'call', modules/chat/calls-messages.ts). */
  call?: ChatCallRecord;
}

/** What a call message records; the initiator's name as it was, shown when unknown to a viewer. */
export interface ChatCallRecord {
  sessionId: string;
  status: string;
  action: string;
  initiator: { uid: string; name: string };
  duration: number | null;
}

/**
 * A message. `id` (identity) is the sending order; `seq` the last change (see chat_seq).
 * `muid` is the sender's client message id: unique per sender, so a retried send is stored
 * once. Deleted messages keep their row (deleted_at set, text and data removed).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    seq: bigint('seq', { mode: 'number' }).notNull().default(sql`nextval('chat_seq')`),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverType: text('receiver_type').notNull(),
    // A user id (one-to-one) or a group id.
    receiverId: text('receiver_id').notNull(),
    muid: text('muid'),
    type: text('type').notNull(),
    category: text('category').notNull(),
    text: text('text'),
    data: jsonb('data').$type<ChatMessageData>().notNull().default({}),
    parentId: bigint('parent_id', { mode: 'number' }).references(
      (): AnyPgColumn => chatMessages.id,
      { onDelete: 'set null' },
    ),
    // How many thread replies this message has (kept in the reply's send transaction).
    replyCount: integer('reply_count').notNull().default(0),
    // Waits in a message request the receiver has not accepted.
    requested: boolean('requested').notNull().default(false),
    sentAt: at('sent_at').notNull(),
    deliveredAt: at('delivered_at'),
    readAt: at('read_at'),
    editedAt: at('edited_at'),
    deletedAt: at('deleted_at'),
    // Message search (modules/chat/search-store.ts): the text stemmed in Danish and in English,
    // computed once when the text is written, so a search never stems a row again.
    searchDocument: tsvector('search_document').generatedAlwaysAs(
      sql`to_tsvector('danish'::regconfig, coalesce(text, '')) || to_tsvector('english'::regconfig, coalesce(text, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('chat_messages_muid_key').on(t.senderId, t.muid),
    uniqueIndex('chat_messages_seq_key').on(t.seq),
    // A conversation's pages, receipts and unread counts.
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    // A group member's unread count: others' messages after their read marker, action and
    // call messages never (modules/chat/conversation-store.ts groupUnreadCount), index only.
    index('chat_messages_group_unread_idx')
      .on(t.conversationId, t.id, t.senderId)
      .where(sql`${t.receiverType} = 'group' and ${t.category} not in ('action', 'call')`),
    // Resync: a person's conversations' changes after a seq.
    index('chat_messages_conversation_seq_idx').on(t.conversationId, t.seq),
    // Shared media of a conversation, newest first.
    index('chat_messages_media_idx')
      .on(t.conversationId, t.type, t.id)
      .where(sql`${t.deletedAt} is null and ${t.type} in ('image', 'video', 'audio', 'file')`),
    index('chat_messages_parent_idx').on(t.parentId, t.id).where(sql`${t.parentId} is not null`),
    // Message search: the stored document in both languages, and the text's trigrams for parts
    // of words such as names. Deleted messages have no text.
    index('chat_messages_search_idx')
      .using('gin', t.searchDocument)
      .where(sql`${t.deletedAt} is null and ${t.text} is not null`),
    index('chat_messages_text_trgm_idx')
      .using('gin', sql`${t.text} gin_trgm_ops`)
      .where(sql`${t.deletedAt} is null and ${t.text} is not null`),
    check('chat_messages_receiver_type_check', sql`${t.receiverType} in ('user', 'group')`),
    check(
      'chat_messages_category_check',
      sql`${t.category} in ('message', 'custom', 'action', 'call')`,
    ),
  ],
);

export const CHAT_REQUEST_STATE_VALUES = ['waiting', 'accepted', 'rejected'] as const;

/**
 * A message request (spec chat section 4): the sender's messages wait until the receiver
 * accepts. One row per direction; `count` is how many messages wait (at most
 * CHAT_CONSTANTS.messageRequestLimit). 'rejected' is set by Reject & Block (block-wobler).
 */
export const chatRequests = pgTable(
  'chat_requests',
  {
    senderId: text('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: text('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    count: integer('count').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.senderId, t.receiverId] }),
    check('chat_requests_state_check', sql`${t.state} in ('waiting', 'accepted', 'rejected')`),
    check('chat_requests_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
    check('chat_requests_count_check', sql`${t.count} >= 0`),
    index('chat_requests_receiver_idx').on(t.receiverId),
  ],
);
