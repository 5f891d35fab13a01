import type { ChatCall, ChatCallParticipant } from '@wob/api';
import {
  CALL_END_STATUSES,
  CALL_STATUSES,
  type CallParticipantState,
  type CallStatus,
} from '@wob/validation';
import type { ChatSender } from '../../port';
import type { SdkUser } from '../../cometchat/sdk';
import type { SdkCall } from './sdk';

// CometChat's Call objects onto the port's ChatCall. Pure functions over what the chat SDK
// answers; `toSender` is the chat adapter's user mapping (avatars generated as everywhere else),
// handed in because that module is only ever loaded lazily.

export type ToSender = (user: SdkUser) => ChatSender;

/** A group as the call's receiver: CometChat's Group. */
interface SdkCallGroup {
  getGuid(): string;
  getName(): string;
  getIcon(): string;
}

function isGroup(value: object): value is SdkCallGroup {
  return typeof (value as { getGuid?: unknown }).getGuid === 'function';
}

function seconds(value: number | undefined | null): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? Math.floor(value)
    : null;
}

export function callStatusOf(call: SdkCall): CallStatus {
  const status = call.getStatus();
  return (CALL_STATUSES as readonly string[]).includes(status)
    ? (status as CallStatus)
    : 'initiated';
}

export const isEnded = (status: CallStatus): boolean =>
  (CALL_END_STATUSES as readonly string[]).includes(status);

/** One-to-one: where the initiator and the callee are, from the call's status. */
const ONE_TO_ONE: Record<CallStatus, [CallParticipantState, CallParticipantState]> = {
  initiated: ['joined', 'ringing'],
  ongoing: ['joined', 'joined'],
  rejected: ['left', 'rejected'],
  busy: ['left', 'busy'],
  cancelled: ['left', 'left'],
  unanswered: ['left', 'left'],
  ended: ['left', 'left'],
};

/**
 * What the adapter learnt of a group call: its status as last told, and its members beyond the
 * initiator. CometChat's Call names the group, not who was called, so the list grows as people
 * answer (joined, rejected, left) and with the logged-in person.
 */
export interface GroupKnowledge {
  status: CallStatus | null;
  people: Map<string, ChatCallParticipant>;
  /** Every member is among `people` (their list was read). */
  complete: boolean;
}

/**
 * A group call's status after one of its messages. A member's rejection (or busy) and a
 * member's leaving are that member's actions: the call rings, or goes on, for the others.
 */
export function groupCallStatus(call: SdkCall, previous: CallStatus | null): CallStatus {
  const status = callStatusOf(call);
  const byInitiator = call.getSender()?.getUid() === call.getCallInitiator().getUid();
  const memberAction =
    ((status === 'rejected' || status === 'busy') && !byInitiator) || call.getAction() === 'left';
  return memberAction ? (previous ?? 'initiated') : status;
}

/** Whether the call is over for `uid`: it ended, or they turned it down or left it. */
export function isOverFor(call: ChatCall, uid: string): boolean {
  if (isEnded(call.status)) return true;
  const state = call.participants.find((person) => person.uid === uid)?.state;
  return state === 'rejected' || state === 'busy' || state === 'left';
}

export function toChatCall(
  call: SdkCall,
  me: ChatSender,
  toSender: ToSender,
  known?: GroupKnowledge,
): ChatCall {
  const initiator = toSender(call.getCallInitiator());
  const receiverObject = call.getCallReceiver();
  const group = isGroup(receiverObject);
  const receiver: ChatSender = group
    ? {
        uid: receiverObject.getGuid(),
        name: receiverObject.getName(),
        avatar: receiverObject.getIcon() ?? '',
      }
    : toSender(receiverObject as SdkUser);
  const initiatedAt = seconds(call.getInitiatedAt()) ?? seconds(call.getSentAt()) ?? 0;
  const joinedAt = seconds(call.getJoinedAt());
  let status: CallStatus;
  let participants: ChatCallParticipant[];
  if (!group) {
    status = callStatusOf(call);
    const [initiatorState, receiverState] = ONE_TO_ONE[status];
    participants = [
      { ...initiator, state: initiatorState, joinedAt: initiatedAt || null },
      {
        ...receiver,
        state: receiverState,
        joinedAt: receiverState === 'joined' || (status === 'ended' && joinedAt) ? joinedAt : null,
      },
    ];
  } else {
    status = groupCallStatus(call, known?.status ?? null);
    const others = [...(known?.people.values() ?? [])].filter(
      (person) => person.uid !== initiator.uid,
    );
    // Everyone called declined and nobody joined: the call is over, rejected.
    if (
      status === 'initiated' &&
      known?.complete &&
      others.length > 0 &&
      others.every((person) => person.state === 'rejected' || person.state === 'busy')
    ) {
      status = 'rejected';
    }
    const over = isEnded(status);
    const initiatorLeft = over || known?.people.get(initiator.uid)?.state === 'left';
    participants = [
      { ...initiator, state: initiatorLeft ? 'left' : 'joined', joinedAt: initiatedAt || null },
      ...others.map((person) =>
        over && (person.state === 'joined' || person.state === 'ringing')
          ? { ...person, state: person.state === 'joined' ? ('left' as const) : person.state }
          : person,
      ),
    ];
    if (me.uid !== initiator.uid && !participants.some((person) => person.uid === me.uid)) {
      participants.push({
        ...me,
        state: status === 'initiated' ? 'ringing' : 'left',
        joinedAt: null,
      });
    }
  }
  const endedAt = isEnded(status) ? (seconds(call.getSentAt()) ?? initiatedAt) : null;
  return {
    sessionId: call.getSessionId(),
    type: call.getType() === 'video' ? 'video' : 'audio',
    status,
    receiverType: group ? 'group' : 'user',
    receiverId: receiver.uid,
    conversationId: call.getConversationId(),
    initiator,
    receiver,
    participants,
    initiatedAt,
    joinedAt,
    endedAt,
  };
}
