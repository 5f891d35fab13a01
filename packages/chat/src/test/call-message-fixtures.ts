import type { CallAction, CallStatus, CallType } from '@wob/validation';
import type { ShownMessage } from '../store/messages';
import { JONAS, ME, METTE, MINUTE, messageFixture, NOW, seedConversations } from './chat-fixtures';
import type { MemoryChatWorld, MemoryPerson } from './memory-chat-world';

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

/** Every one-to-one call message: each action, both directions, audio and video. */
export function oneToOneCallCases(): ShownMessage[] {
  const actions: CallAction[] = [
    'initiated',
    'ongoing',
    'ended',
    'unanswered',
    'cancelled',
    'rejected',
    'busy',
  ];
  return actions.flatMap((action) =>
    (['audio', 'video'] as const).flatMap((type) =>
      [ME, METTE].map((initiator) =>
        callMessageFixture({ action, type, initiator, duration: action === 'ended' ? 204 : null }),
      ),
    ),
  );
}

/** A group call's messages: started, joined, declined, left, ended, and missed ones. */
export function groupCallCases(
  people: { jonas: MemoryPerson; sofie: MemoryPerson },
  guid = 'loebeklubben',
): ShownMessage[] {
  const { jonas, sofie } = people;
  const inGroup = { group: guid, type: 'video' as const, initiator: METTE };
  return [
    callMessageFixture({ ...inGroup, action: 'initiated' }),
    callMessageFixture({ ...inGroup, action: 'joined', from: jonas }),
    callMessageFixture({ ...inGroup, action: 'rejected', from: sofie }),
    callMessageFixture({ ...inGroup, action: 'left', from: jonas }),
    callMessageFixture({ ...inGroup, action: 'ended', duration: 3723 }),
    callMessageFixture({ ...inGroup, type: 'audio', action: 'initiated', initiator: ME }),
    callMessageFixture({ ...inGroup, type: 'audio', action: 'unanswered', initiator: ME }),
    callMessageFixture({
      ...inGroup,
      type: 'audio',
      action: 'cancelled',
      from: jonas,
      initiator: jonas,
    }),
  ];
}

/** Calls with Mette between messages: a missed video call, then a talk of 3:24 (last). */
export function seedCallHistory(world: MemoryChatWorld): void {
  seedConversations(world);
  const calls = world.callMessages;
  const missed = { from: METTE.uid, to: ME.uid, type: 'video' as const, initiator: METTE.uid };
  calls.seed({ ...missed, sessionId: 'c1', action: 'initiated', sentAt: NOW - 20 * MINUTE });
  calls.seed({ ...missed, sessionId: 'c1', action: 'unanswered', sentAt: NOW - 19 * MINUTE });
  const talk = { from: ME.uid, to: METTE.uid, type: 'audio' as const, initiator: ME.uid };
  calls.seed({ ...talk, sessionId: 'c2', action: 'initiated', sentAt: NOW - 10 * MINUTE });
  calls.seed({
    ...talk,
    from: METTE.uid,
    to: ME.uid,
    sessionId: 'c2',
    action: 'ongoing',
    sentAt: NOW - 10 * MINUTE + 5,
  });
  calls.seed({
    ...talk,
    sessionId: 'c2',
    action: 'ended',
    duration: 204,
    sentAt: NOW - 6 * MINUTE,
  });
  // Jonas tried to call: his row says so.
  const jonas = { from: JONAS.uid, to: ME.uid, type: 'audio' as const, initiator: JONAS.uid };
  calls.seed({ ...jonas, sessionId: 'c3', action: 'initiated', sentAt: NOW - 3 * MINUTE });
  calls.seed({ ...jonas, sessionId: 'c3', action: 'cancelled', sentAt: NOW - 2 * MINUTE });
}
