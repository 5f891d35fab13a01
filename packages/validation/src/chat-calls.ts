import * as v from 'valibot';
import { RECEIVER_TYPES } from './chat';
import { formObject } from './form-object';
import { MESSAGES } from './messages';

// Audio and video calls (spec chat sections 2–4, 8, 9): the `/chat-api/calls` payloads of the
// self-hosted chat service. Ringing follows CometChat's call API (initiate, accept, reject with
// a status, end); the media travel peer to peer over WebRTC, signalled through our server.

export const CALL_TYPES = ['audio', 'video'] as const;
export type CallType = (typeof CALL_TYPES)[number];

/**
 * A call's state, as CometChat names it: initiated (ringing), ongoing (accepted), then one end
 * — rejected, busy (the callee was on another call), cancelled (the caller gave up),
 * unanswered (nobody answered within CALL_LIMITS.unansweredAfterMs) or ended (hung up).
 */
export const CALL_STATUSES = [
  'initiated',
  'ongoing',
  'rejected',
  'busy',
  'cancelled',
  'unanswered',
  'ended',
] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** A call that has one of these statuses is over. */
export const CALL_END_STATUSES = ['rejected', 'busy', 'cancelled', 'unanswered', 'ended'] as const;

/**
 * What one call message records: a change of the call's status, or, in a group call, one
 * member's `joined`, `rejected` or `left` (the message's sender is who did it).
 */
export const CALL_ACTIONS = [...CALL_STATUSES, 'joined', 'left'] as const;
export type CallAction = (typeof CALL_ACTIONS)[number];

/** How a ringing call is turned down: by the callee (rejected, busy) or the caller (cancelled). */
export const CALL_REJECT_STATUSES = ['rejected', 'busy', 'cancelled'] as const;
export type CallRejectStatus = (typeof CALL_REJECT_STATUSES)[number];

/** One participant's place in a call. */
export const CALL_PARTICIPANT_STATES = ['ringing', 'joined', 'rejected', 'busy', 'left'] as const;
export type CallParticipantState = (typeof CALL_PARTICIPANT_STATES)[number];

export const CALL_LIMITS = {
  /** A call nobody answers is unanswered after this long (spec: ringing, then unanswered). */
  unansweredAfterMs: 45_000,
  /** A group call is a mesh of peer connections: at most this many people joined at once. */
  groupMax: 4,
  /** Largest signal (an SDP offer or answer, or an ICE candidate) as JSON, in characters. */
  signalMax: 16_000,
  /** Calls one person's history answers at most per request. */
  historyMax: 50,
} as const;

const ID_MAX = 64;
const idSchema = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(ID_MAX, message));

/** A call's session id (CometChat's `sessionId`): letters, digits, `_`, `-`, `.`, `:`. */
export const callSessionIdSchema = v.pipe(
  v.string(MESSAGES.chat.calls.sessionRequired),
  v.nonEmpty(MESSAGES.chat.calls.sessionRequired),
  v.maxLength(ID_MAX, MESSAGES.chat.calls.sessionRequired),
  v.regex(/^[\w.:-]+$/, MESSAGES.chat.calls.sessionRequired),
);

/** `POST /chat-api/calls/initiate`: call a user or a group. */
export const InitiateCallSchema = formObject({
  receiverId: idSchema(MESSAGES.chat.receiverRequired),
  receiverType: v.optional(v.picklist(RECEIVER_TYPES, MESSAGES.chat.receiverTypeInvalid), 'user'),
  type: v.picklist(CALL_TYPES, MESSAGES.chat.calls.typeInvalid),
});
export type InitiateCallInput = v.InferInput<typeof InitiateCallSchema>;
export type InitiateCallOutput = v.InferOutput<typeof InitiateCallSchema>;

/** `POST /chat-api/calls/accept` and `/chat-api/calls/end`: which call. */
export const CallSessionSchema = formObject({ sessionId: callSessionIdSchema });

/** `POST /chat-api/calls/reject`: CometChat's `rejectCall(sessionId, status)`. */
export const RejectCallSchema = formObject({
  sessionId: callSessionIdSchema,
  status: v.picklist(CALL_REJECT_STATUSES, MESSAGES.chat.calls.statusInvalid),
});
export type RejectCallInput = v.InferInput<typeof RejectCallSchema>;

/** WebRTC's RTCSessionDescriptionInit, bounded. */
const DescriptionSchema = v.object({
  type: v.picklist(['offer', 'answer', 'pranswer', 'rollback'], MESSAGES.chat.calls.signalInvalid),
  sdp: v.optional(
    v.pipe(
      v.string(MESSAGES.chat.calls.signalInvalid),
      v.maxLength(CALL_LIMITS.signalMax, MESSAGES.chat.calls.signalInvalid),
    ),
  ),
});

/** WebRTC's RTCIceCandidateInit, bounded; null is the end of candidates. */
const CandidateSchema = v.nullable(
  v.object({
    candidate: v.pipe(
      v.string(MESSAGES.chat.calls.signalInvalid),
      v.maxLength(2_000, MESSAGES.chat.calls.signalInvalid),
    ),
    sdpMid: v.optional(
      v.nullable(
        v.pipe(
          v.string(MESSAGES.chat.calls.signalInvalid),
          v.maxLength(64, MESSAGES.chat.calls.signalInvalid),
        ),
      ),
    ),
    sdpMLineIndex: v.optional(
      v.nullable(
        v.pipe(
          v.number(MESSAGES.chat.calls.signalInvalid),
          v.integer(MESSAGES.chat.calls.signalInvalid),
          v.minValue(0, MESSAGES.chat.calls.signalInvalid),
          v.maxValue(64, MESSAGES.chat.calls.signalInvalid),
        ),
      ),
    ),
    usernameFragment: v.optional(
      v.nullable(
        v.pipe(
          v.string(MESSAGES.chat.calls.signalInvalid),
          v.maxLength(256, MESSAGES.chat.calls.signalInvalid),
        ),
      ),
    ),
  }),
);

/**
 * Which peer connection between the two a signal belongs to: a connection that does not come is
 * replaced by a new one (the next generation), and signals of an older one are dropped.
 */
const GenerationSchema = v.optional(
  v.pipe(
    v.number(MESSAGES.chat.calls.signalInvalid),
    v.integer(MESSAGES.chat.calls.signalInvalid),
    v.minValue(0, MESSAGES.chat.calls.signalInvalid),
    v.maxValue(100, MESSAGES.chat.calls.signalInvalid),
  ),
);

/**
 * One WebRTC signal between two participants of a call ("perfect negotiation"): a session
 * description or an ICE candidate, of the connection's generation (0 when absent).
 */
export const CallSignalBodySchema = v.variant(
  'kind',
  [
    v.object({
      kind: v.literal('description'),
      description: DescriptionSchema,
      generation: GenerationSchema,
    }),
    v.object({
      kind: v.literal('candidate'),
      candidate: CandidateSchema,
      generation: GenerationSchema,
    }),
  ],
  MESSAGES.chat.calls.signalInvalid,
);
export type CallSignalBody = v.InferOutput<typeof CallSignalBodySchema>;

/** `POST /chat-api/calls/signal`: to one other joined participant of the call. */
export const CallSignalSchema = formObject({
  sessionId: callSessionIdSchema,
  to: idSchema(MESSAGES.chat.receiverRequired),
  signal: CallSignalBodySchema,
});
export type CallSignalInput = v.InferInput<typeof CallSignalSchema>;

/** `GET /chat-api/calls/history`: one's recent calls with a user or in a group, newest first. */
export const CallHistoryQuerySchema = formObject({
  uid: idSchema(MESSAGES.chat.receiverRequired),
  receiverType: v.optional(v.picklist(RECEIVER_TYPES, MESSAGES.chat.receiverTypeInvalid), 'user'),
  limit: v.optional(
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform(Number),
      v.integer(MESSAGES.chat.calls.limitInvalid),
      v.minValue(1, MESSAGES.chat.calls.limitInvalid),
      v.maxValue(CALL_LIMITS.historyMax, MESSAGES.chat.calls.limitInvalid),
    ),
    10,
  ),
});
export type CallHistoryQueryInput = v.InferInput<typeof CallHistoryQuerySchema>;

/**
 * `POST /chat-api/calls/rejoin`: which ongoing call one comes back into (a reloaded tab, or
 * another tab taking the call over).
 */
export const RejoinCallSchema = CallSessionSchema;
