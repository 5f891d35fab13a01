import type { ChatCall, ChatCallParticipant } from '../../service/calls/port';

// Pure rules of the call screens: who a screen shows and how long a call has lasted.

/** Whether the logged-in person started the call. */
export function isOutgoing(call: ChatCall, me: string): boolean {
  return call.initiator.uid === me;
}

/**
 * Who a ringing or outcome screen shows: for the caller the callee (or the group); for the
 * callee the caller, or the group for a group call.
 */
export function counterpartOf(
  call: ChatCall,
  me: string,
): { uid: string; name: string; avatar: string } {
  if (call.receiverType === 'group') return call.receiver;
  return isOutgoing(call, me) ? call.receiver : call.initiator;
}

/** A participant's name and picture; a uid the call does not list shows as itself. */
export function participantOf(call: ChatCall, uid: string): ChatCallParticipant {
  return (
    call.participants.find((person) => person.uid === uid) ?? {
      uid,
      name: uid,
      avatar: '',
      state: 'joined',
      joinedAt: null,
    }
  );
}

/** 'm:ss', or 'h:mm:ss' past an hour, of whole seconds (never negative). */
export function formatCallDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${rest}`;
  return `${String(minutes).padStart(2, '0')}:${rest}`;
}

/** The outcome screens (spec section 8's texts). */
export type CallOutcome = 'rejected' | 'busy' | 'unanswered';
