import { ChatSearchQuerySchema } from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';
import { ChatMessageSchema, ChatUserSchema } from './chat-entities';
import { ChatGroupSchema } from './chat-group-entities';

// Message search on the self-hosted chat service: the caller's readable messages whose text
// matches, newest first, each with its conversation as the conversation list shows it.

/**
 * A highlighted snippet of a message's text as parts: `match` parts are the words that
 * matched. Plain text only (never HTML), so a client renders it safely.
 */
export const ChatSearchSnippetSchema = v.array(v.object({ text: v.string(), match: v.boolean() }));
export type ChatSearchSnippet = v.InferOutput<typeof ChatSearchSnippetSchema>;

export const ChatSearchResultSchema = v.variant('conversationType', [
  v.object({
    conversationId: v.string(),
    conversationType: v.literal('user'),
    conversationWith: ChatUserSchema,
    message: ChatMessageSchema,
    snippet: ChatSearchSnippetSchema,
  }),
  v.object({
    conversationId: v.string(),
    conversationType: v.literal('group'),
    conversationWith: ChatGroupSchema,
    message: ChatMessageSchema,
    snippet: ChatSearchSnippetSchema,
  }),
]);
export type ChatSearchResult = v.InferOutput<typeof ChatSearchResultSchema>;

export const chatSearchMessages = defineEndpoint({
  id: 'chatSearchMessages',
  method: 'GET',
  path: '/chat-api/messages/search',
  summary:
    'Searches the caller’s readable messages (Danish and English stemming, parts of words), newest first; `next` is the cursor of the following page.',
  tag: 'chat-api',
  auth: 'required',
  request: ChatSearchQuerySchema,
  response: v.object({ results: v.array(ChatSearchResultSchema), next: v.nullable(v.string()) }),
});
