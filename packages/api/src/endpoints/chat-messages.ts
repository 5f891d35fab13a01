import {
  ChatUserQuerySchema,
  ConversationRefSchema,
  ConversationsQuerySchema,
  EditMessageSchema,
  MessageRefSchema,
  MessagesQuerySchema,
  ReceiptSchema,
  SendCustomSchema,
  SendTextSchema,
  SyncQuerySchema,
  TransientSchema,
  TypingSchema,
} from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';
import { ChatUserSchema, ChatMessageSchema, ConversationSchema } from './chat-entities';

// `/chat-api`: the self-hosted chat service the `wob` adapter of @wob/chat talks to
// (ARCHITECTURE.md "Chat"): the person, conversations, messages, receipts, typing and the sync.

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
  summary:
    'Unread messages per conversation partner (`users`) and per group by guid (`groups`), summed into the header badge. Action messages never count.',
  tag: 'chat-api',
  auth: 'required',
  request: v.object({}),
  response: v.object({
    users: v.record(v.string(), v.number()),
    groups: v.optional(v.record(v.string(), v.number())),
  }),
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
