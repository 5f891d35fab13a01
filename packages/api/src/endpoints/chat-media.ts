import { SharedMediaQuerySchema } from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';
import { ChatMessageSchema } from './chat-entities';

// Chat media: the multipart upload of a media message and the shared-media pages of a
// conversation (`/chat-api`).

/**
 * `POST /chat-api/media`: multipart/form-data with the text fields of `SendMediaFieldsSchema`
 * and the file as the part `file` (the last part). Answers the message as the JSON endpoints
 * do; 413 above the type's cap (`CHAT_MEDIA_CAPS`).
 */
export const CHAT_MEDIA_PATH = '/chat-api/media';

/**
 * The upload as an endpoint the client calls like any other: its input is the FormData (the
 * client sends it as multipart, with upload progress through XMLHttpRequest where there is
 * one). Not one of `endpoints`, the JSON contract the server binds and OpenAPI lists: the
 * server's route is written by hand (apps/server modules/chat/media.ts).
 */
export const chatSendMedia = defineEndpoint({
  id: 'chatSendMedia',
  method: 'POST',
  path: CHAT_MEDIA_PATH,
  summary:
    'Send a media message: multipart text fields, then the file. Idempotent on (sender, muid).',
  tag: 'chat-api',
  auth: 'required',
  request: v.instance(FormData),
  response: ChatMessageSchema,
});

/** Endpoints whose input is multipart FormData rather than JSON. */
export const uploadEndpoints = { chatSendMedia } as const;

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
