import {
  CALL_PARTICIPANT_STATES,
  CALL_STATUSES,
  CALL_TYPES,
  CallHistoryQuerySchema,
  CallSessionSchema,
  CallSignalBodySchema,
  CallSignalSchema,
  InitiateCallSchema,
  RECEIVER_TYPES,
  RejectCallSchema,
  RejoinCallSchema,
} from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';
import { ChatSenderSchema, NullableSecondsSchema, SecondsSchema } from './chat-entities';

// Audio and video calls on the self-hosted chat service (spec chat sections 2–4; ARCHITECTURE.md
// "Chat", calls). The server owns each call's state: ringing, then accepted (ongoing), rejected,
// busy, cancelled, unanswered or ended, one call per person at a time. Every change is written
// as a call message in the conversation and published as `call.updated` to every participant's
// own topic; the media go peer to peer (WebRTC), signalled through `chatCallSignal` and
// delivered as `call.signal` on the receiver's own topic.

/** One person in a call, and where they are in it. */
export const ChatCallParticipantSchema = v.object({
  uid: v.string(),
  name: v.string(),
  avatar: v.string(),
  state: v.picklist(CALL_PARTICIPANT_STATES),
  /**
   * When they joined (seconds); null until they do. It moves on when they come back into the
   * call from another tab (`chatCallRejoin`): a new media generation, to which the others connect
   * afresh; it always changes by at least a second.
   */
  joinedAt: NullableSecondsSchema,
});

/** A call, as the server keeps it (CometChat's Call, with a group call's participants). */
export const ChatCallSchema = v.object({
  sessionId: v.string(),
  type: v.picklist(CALL_TYPES),
  status: v.picklist(CALL_STATUSES),
  receiverType: v.picklist(RECEIVER_TYPES),
  /** The callee's uid, or the group's guid. */
  receiverId: v.string(),
  conversationId: v.string(),
  /** Who called. */
  initiator: ChatSenderSchema,
  /** The callee, or the group's name and icon. */
  receiver: ChatSenderSchema,
  /** Everyone called, the initiator first. */
  participants: v.array(ChatCallParticipantSchema),
  initiatedAt: SecondsSchema,
  /** When the call was first accepted; null while ringing and for calls nobody took. */
  joinedAt: NullableSecondsSchema,
  endedAt: NullableSecondsSchema,
});

/** One ICE server for RTCPeerConnection; TURN ones carry short-lived credentials. */
export const IceServerSchema = v.object({
  urls: v.array(v.string()),
  username: v.optional(v.string()),
  credential: v.optional(v.string()),
});

const CallAnswerSchema = v.object({ call: ChatCallSchema });

export const chatCallInitiate = defineEndpoint({
  id: 'chatCallInitiate',
  method: 'POST',
  path: '/chat-api/calls/initiate',
  summary:
    'Call a user or a group (audio or video). Answers the call ringing, or already `busy` when the callee is on another call (spec chat section 4). 409 when the caller is in a call; 403 across a block or to a group one is not in; 404 when calls are turned off.',
  tag: 'chat-api',
  auth: 'required',
  request: InitiateCallSchema,
  response: CallAnswerSchema,
});

export const chatCallAccept = defineEndpoint({
  id: 'chatCallAccept',
  method: 'POST',
  path: '/chat-api/calls/accept',
  summary:
    'Accept a ringing call one is called in (one-to-one: it becomes ongoing; a group: one joins). 409 when it no longer rings, one is in another call, or a group call is full.',
  tag: 'chat-api',
  auth: 'required',
  request: CallSessionSchema,
  response: CallAnswerSchema,
});

export const chatCallReject = defineEndpoint({
  id: 'chatCallReject',
  method: 'POST',
  path: '/chat-api/calls/reject',
  summary:
    'Turn down a ringing call: the callee rejects it (or answers busy), the caller cancels it. In a group call, one member’s rejection leaves the call ringing for the others.',
  tag: 'chat-api',
  auth: 'required',
  request: RejectCallSchema,
  response: CallAnswerSchema,
});

export const chatCallEnd = defineEndpoint({
  id: 'chatCallEnd',
  method: 'POST',
  path: '/chat-api/calls/end',
  summary:
    'Hang up: ends a one-to-one call; in a group call one leaves, and the call ends when fewer than two remain.',
  tag: 'chat-api',
  auth: 'required',
  request: CallSessionSchema,
  response: CallAnswerSchema,
});

export const chatCallRejoin = defineEndpoint({
  id: 'chatCallRejoin',
  method: 'POST',
  path: '/chat-api/calls/rejoin',
  summary:
    'Back into an ongoing call one is joined in, from a reloaded or another tab: one’s participant `joinedAt` moves on (a new media generation), and every participant is told (`call.updated`): the others connect to the new tab, an older tab of one’s own lets go. 404 unless one is joined in the ongoing call.',
  tag: 'chat-api',
  auth: 'required',
  request: RejoinCallSchema,
  response: CallAnswerSchema,
});

export const chatCallSignal = defineEndpoint({
  id: 'chatCallSignal',
  method: 'POST',
  path: '/chat-api/calls/signal',
  summary:
    'A WebRTC signal (session description or ICE candidate) to another joined participant of an ongoing call, delivered as `call.signal` on their own topic. 404 unless both are joined.',
  tag: 'chat-api',
  auth: 'required',
  request: CallSignalSchema,
  response: v.object({}),
});

export const chatCallActive = defineEndpoint({
  id: 'chatCallActive',
  method: 'GET',
  path: '/chat-api/calls/active',
  summary:
    'The call one is in or is being called in (ringing or ongoing), or null: what a tab opened during a call shows.',
  tag: 'chat-api',
  auth: 'required',
  request: v.object({}),
  response: v.object({ call: v.nullable(ChatCallSchema) }),
});

export const chatCallHistory = defineEndpoint({
  id: 'chatCallHistory',
  method: 'GET',
  path: '/chat-api/calls/history',
  summary: 'One’s recent calls with a user or in a group, newest first.',
  tag: 'chat-api',
  auth: 'required',
  request: CallHistoryQuerySchema,
  response: v.object({ calls: v.array(ChatCallSchema) }),
});

export const chatCallIceServers = defineEndpoint({
  id: 'chatCallIceServers',
  method: 'GET',
  path: '/chat-api/calls/ice-servers',
  summary:
    'The STUN and TURN servers for a call’s peer connections; TURN credentials are made for the caller and expire after `ttl` seconds (coturn’s use-auth-secret scheme).',
  tag: 'chat-api',
  auth: 'required',
  request: v.object({}),
  response: v.object({
    iceServers: v.array(IceServerSchema),
    ttl: v.number(),
    /** `relay` when the installation sends every call through TURN (RTCConfiguration's). */
    iceTransportPolicy: v.optional(v.picklist(['all', 'relay'])),
  }),
});

/** The calls endpoints of `/chat-api`. */
export const chatCallEndpoints = {
  chatCallInitiate,
  chatCallAccept,
  chatCallReject,
  chatCallEnd,
  chatCallRejoin,
  chatCallSignal,
  chatCallActive,
  chatCallHistory,
  chatCallIceServers,
} as const;

/** A call changed (any status, any participant's state): to every participant's own topic. */
export const ChatCallEventSchema = v.object({
  type: v.literal('call.updated'),
  call: ChatCallSchema,
});

/** A WebRTC signal from `from`, a joined participant of the call, to this person. */
export const ChatCallSignalEventSchema = v.object({
  type: v.literal('call.signal'),
  sessionId: v.string(),
  from: v.string(),
  signal: CallSignalBodySchema,
});

export type ChatCall = v.InferOutput<typeof ChatCallSchema>;
export type ChatCallParticipant = v.InferOutput<typeof ChatCallParticipantSchema>;
export type IceServer = v.InferOutput<typeof IceServerSchema>;
export type ChatCallEvent = v.InferOutput<typeof ChatCallEventSchema>;
export type ChatCallSignalEvent = v.InferOutput<typeof ChatCallSignalEventSchema>;
