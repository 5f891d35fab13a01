import type { CallAction, CallStatus, CallType } from '@wob/validation';
import type { ShownMessage } from '../store/messages';
import { ME, METTE, messageFixture } from './chat-fixtures';
import type { MemoryPerson } from './memory-chat-world';

// Call messages (category `call`) as the services answer them, for bubble stories and tests.

/** The call's status once a message records `action`: a member's own action leaves it ongoing. */
export function callStatusAfter(action: CallAction): CallStatus {
  return action === 'joined' || action === 'left' ? 'ongoing' : action;
}

export interface CallMessageFixture {
  action: CallAction;
  type?: CallType;
  /** Who acted (the message's sender); the initiator unless said otherwise. */
  from?: MemoryPerson;
  /** Who called. */
  initiator?: MemoryPerson;
  /** The callee, or the group's guid with `group`. */
  to?: MemoryPerson;
  /** A group call in this group (its guid). */
  group?: string;
  /** Seconds, on `ended`. */
  duration?: number | null;
  sentAt?: number;
  sessionId?: string;
}

/** One call message: `action` by `from` in a call `initiator` made. */
export function callMessageFixture({
  action,
  type = 'audio',
  initiator = METTE,
  from = initiator,
  to = initiator.uid === ME.uid ? METTE : ME,
  group,
  duration = null,
  sentAt,
  sessionId = 'call-1',
}: CallMessageFixture): ShownMessage {
  return messageFixture({
    from,
    to,
    type,
    category: 'call',
    text: undefined,
    ...(group
      ? { receiverType: 'group' as const, receiverId: group, conversationId: `group_${group}` }
      : {}),
    ...(sentAt === undefined ? {} : { sentAt }),
    call: {
      sessionId,
      status: callStatusAfter(action),
      action,
      callInitiator: {
        uid: initiator.uid,
        name: initiator.name,
        avatar: initiator.avatar ?? '',
      },
      duration: action === 'ended' ? duration : null,
    },
  });
}
