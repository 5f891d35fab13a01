import type { Translate } from '@wob/i18n';
import type { ChatCall } from '../service/calls/port';
import { formatCallDuration } from './call-bubble-format';
import { type ChatClock, dayLabel, formatTime } from './format';

// One row of the details panes' "Recent calls" (the calls of the CallService port's
// `callHistory`): what kind of call it was for the reader, when, and how it went. Pure.

export interface CallHistoryRow {
  sessionId: string;
  type: 'audio' | 'video';
  direction: 'outgoing' | 'incoming';
  /** Someone called me and I never joined (it was unanswered, cancelled or went on without me). */
  missed: boolean;
  /** "Outgoing video call", "Missed audio call". */
  title: string;
  /** When, who called (an incoming group call), and the length or how it ended. */
  detail: string;
}

/** The row of one call, as `me` reads it. */
export function callHistoryRow(
  call: ChatCall,
  me: string,
  t: Translate,
  clock: ChatClock,
  language: string,
): CallHistoryRow {
  const type = call.type;
  const Type = type === 'video' ? 'Video' : 'Audio';
  const outgoing = call.initiator.uid === me;
  const mine = call.participants.find((person) => person.uid === me);
  const joined = outgoing || (mine?.joinedAt ?? null) !== null;
  const over = call.status !== 'initiated' && call.status !== 'ongoing';
  // I turned it down myself (rejected, or answered busy): not missed, it says how it ended.
  const declined = mine?.state === 'rejected' || mine?.state === 'busy';
  const missed = !outgoing && over && !joined && !declined;
  const title = missed
    ? t(`calls.bubble.missed${Type}`)
    : t(`calls.bubble.${outgoing ? 'outgoing' : 'incoming'}${Type}`);

  const parts: string[] = [];
  const words = { today: t('messages.today'), yesterday: t('messages.yesterday') };
  parts.push(
    t('calls.history.when', {
      day: dayLabel(call.initiatedAt, clock, language, words),
      time: formatTime(call.initiatedAt, language, clock.timeZone),
    }),
  );
  if (call.receiverType === 'group' && !outgoing) parts.push(call.initiator.name);
  if (call.status === 'ongoing') parts.push(t('calls.history.ongoing'));
  else if (call.joinedAt !== null && call.endedAt !== null && joined) {
    parts.push(formatCallDuration(call.endedAt - call.joinedAt));
  } else if (!missed && over) parts.push(outcomeOf(call, mine?.state, t));
  return {
    sessionId: call.sessionId,
    type,
    direction: outgoing ? 'outgoing' : 'incoming',
    missed,
    title,
    detail: parts.join(' · '),
  };
}

/** How a call that never connected for me ended, in the call bubbles' words. */
function outcomeOf(call: ChatCall, myState: string | undefined, t: Translate): string {
  if (myState === 'busy' || call.status === 'busy') return t('calls.busy');
  if (myState === 'rejected' || call.status === 'rejected') return t('calls.rejected');
  if (call.status === 'cancelled') return t('calls.bubble.cancelled');
  if (call.status === 'unanswered') return t('calls.unanswered');
  return t('calls.bubble.ended');
}
