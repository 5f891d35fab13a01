import type { ChatCallMessage } from '@wob/api';
import { CALL_ACTIONS, CALL_STATUSES, type CallAction, type CallStatus } from '@wob/validation';
import type { ChatSender } from '../port';
import type { SdkMessage, SdkUser } from './sdk';

// CometChat's call messages (`Call`, category 'call', type 'audio' or 'video') onto the port's
// `message.call` (@wob/api's ChatCallMessage): the session, the call's status, what the message
// records (`getAction`) and who called (`getCallInitiator`). CometChat keeps no length of a
// call on the message; when its raw data names one (`duration`, or `endedAt`/`leftAt` after
// `joinedAt`, in seconds) an ended call carries it, else the bubble says 'Call ended' alone.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function positive(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
}

/** The call entity of a call message's raw JSON (`data.entities.on.entity`), if any. */
function callEntityOf(message: SdkMessage): Record<string, unknown> | null {
  const raw = message.getRawData?.();
  const data = isRecord(raw) ? raw.data : undefined;
  const entities = isRecord(data) ? data.entities : undefined;
  const on = isRecord(entities) ? entities.on : undefined;
  const entity = isRecord(on) ? on.entity : undefined;
  return isRecord(entity) ? entity : null;
}

/** Seconds the call lasted, when CometChat says. */
function durationOf(message: SdkMessage): number | null {
  const entity = callEntityOf(message);
  if (!entity) return null;
  const stated = positive(entity.duration);
  if (stated !== null) return Math.round(stated);
  const joined = positive(entity.joinedAt) ?? positive(message.getJoinedAt?.());
  const ended = positive(entity.endedAt) ?? positive(entity.leftAt);
  return joined !== null && ended !== null && ended > joined ? Math.round(ended - joined) : null;
}

function isStatus(value: unknown): value is CallStatus {
  return typeof value === 'string' && (CALL_STATUSES as readonly string[]).includes(value);
}

function isAction(value: unknown): value is CallAction {
  return typeof value === 'string' && (CALL_ACTIONS as readonly string[]).includes(value);
}

/**
 * The `call` of a CometChat call message, or null when it names no status or action the port
 * knows (the bubble then says 'Call'). `toSender` maps the initiator as every sender is.
 */
export function toCallMessage(
  message: SdkMessage,
  toSender: (user: SdkUser) => ChatSender,
): ChatCallMessage | null {
  const status = message.getStatus?.();
  const action = message.getAction?.();
  if (!isStatus(status) && !isAction(action)) return null;
  const recorded: CallAction = isAction(action) ? action : (status as CallStatus);
  const initiator = message.getCallInitiator?.();
  return {
    sessionId: message.getSessionId?.() ?? '',
    status: isStatus(status)
      ? status
      : recorded === 'joined' || recorded === 'left'
        ? 'ongoing'
        : (recorded as CallStatus),
    action: recorded,
    callInitiator: toSender(initiator ?? message.getSender()),
    duration: recorded === 'ended' ? durationOf(message) : null,
  };
}
