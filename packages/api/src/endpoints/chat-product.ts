import { AcceptRequestSchema, ChatPairSchema } from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';
import { RequestStateSchema } from './chat-entities';

// The product API's chat calls, which every chat adapter uses: the message requests of spec chat
// section 7 (`api/chat/...`) and the cometchat adapter's login.

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
