import { Avatar } from '@wob/ui';
import { Phone, PhoneIncoming, PhoneOff, Video, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatCall } from '../../service/calls/port';
import { CallFrame, CallRoundButton, useInitialFocus } from './call-frame';
import { type CallOutcome, counterpartOf } from './call-format';
import { type RingToneEnvironment, useRingTone } from './ring-tone';

// The screens around a call that is not (yet) running: one's own call ringing, someone's call
// ringing for one, and how one's call ended without being taken.

interface RingingHeadProps {
  titleId: string;
  who: { uid: string; name: string; avatar: string };
  title: string;
  line?: string;
  ringing: boolean;
}

/**
 * The big avatar (pulsing while it rings), the name and a line under it. The screen is named
 * by the name and the title together ('Mette Hansen, Incoming video call').
 */
function RingingHead({ titleId, who, title, line, ringing }: RingingHeadProps) {
  return (
    <div className="wob-call-ringing__head">
      <span className="wob-call-ringing__avatar" data-ringing={ringing || undefined}>
        <Avatar name={who.name} colorId={who.uid} src={who.avatar || null} size="xl" decorative />
      </span>
      <h2 id={titleId} className="wob-call-ringing__name">
        {who.name}
      </h2>
      <p id={`${titleId}-title`} className="wob-call-ringing__title">
        {title}
      </p>
      {line && <p className="wob-call-ringing__line">{line}</p>}
    </div>
  );
}

export interface OutgoingCallScreenProps {
  call: ChatCall;
  me: string;
  onCancel: () => void;
  /** For tests: the ring tone's browser parts. */
  ringEnvironment?: RingToneEnvironment;
}

/** One's own call while it rings: who is called, audio or video, and Cancel. */
export function OutgoingCallScreen({
  call,
  me,
  onCancel,
  ringEnvironment,
}: OutgoingCallScreenProps) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useInitialFocus(cancel);
  useRingTone('ringback', true, ringEnvironment);
  return (
    <CallFrame labelledBy={`${titleId} ${titleId}-title`} className="wob-call-ringing">
      <RingingHead
        titleId={titleId}
        who={counterpartOf(call, me)}
        title={t(call.type === 'video' ? 'calls.screen.callingVideo' : 'calls.screen.callingAudio')}
        ringing
      />
      <div className="wob-call-ringing__actions">
        <CallRoundButton
          ref={cancel}
          label={t('calls.screen.cancel')}
          icon={<PhoneOff />}
          tone="danger"
          showLabel
          onPress={onCancel}
        />
      </div>
    </CallFrame>
  );
}

export interface IncomingCallScreenProps {
  call: ChatCall;
  me: string;
  onAccept: () => void;
  onReject: () => void;
  /** While accepting: both buttons wait. */
  pending?: boolean;
  /** Why accepting was refused while it still rings ('The call is full.'); said as an alert. */
  refusal?: string | null;
  ringEnvironment?: RingToneEnvironment;
}

/**
 * A call ringing for one, on whatever page one is: who calls (a group call names the group
 * and who started it), audio or video, Reject and Accept. Focus goes to Accept. A refused
 * accept (a group call already full) is said under the title; it can be tried again.
 */
export function IncomingCallScreen({
  call,
  me,
  onAccept,
  onReject,
  pending = false,
  refusal = null,
  ringEnvironment,
}: IncomingCallScreenProps) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  const accept = useRef<HTMLButtonElement>(null);
  useInitialFocus(accept);
  useRingTone('incoming', !pending, ringEnvironment);
  const group = call.receiverType === 'group';
  return (
    <CallFrame
      labelledBy={`${titleId} ${titleId}-title`}
      role="alertdialog"
      className="wob-call-ringing"
    >
      <RingingHead
        titleId={titleId}
        who={counterpartOf(call, me)}
        title={t(
          call.type === 'video' ? 'calls.screen.incomingVideo' : 'calls.screen.incomingAudio',
        )}
        line={group ? t('calls.screen.groupCaller', { name: call.initiator.name }) : undefined}
        ringing={!pending}
      />
      {refusal && (
        <p className="wob-call-ringing__refusal" role="alert">
          {refusal}
        </p>
      )}
      <div className="wob-call-ringing__actions">
        <CallRoundButton
          label={t('calls.screen.reject')}
          icon={<PhoneOff />}
          tone="danger"
          showLabel
          disabled={pending}
          onPress={onReject}
        />
        <CallRoundButton
          ref={accept}
          label={t('calls.screen.accept')}
          icon={call.type === 'video' ? <Video /> : <PhoneIncoming />}
          tone="accept"
          showLabel
          disabled={pending}
          onPress={onAccept}
        />
      </div>
    </CallFrame>
  );
}

/** How long an outcome screen stays before it closes by itself. */
export const OUTCOME_CLOSE_MS = 4000;

export interface CallOutcomeScreenProps {
  call: ChatCall;
  me: string;
  outcome: CallOutcome;
  onClose: () => void;
  /** Milliseconds before it closes by itself; null keeps it (stories). */
  closeAfterMs?: number | null;
}

/**
 * How one's call ended without being taken (spec section 8): 'Call rejected', 'Call busy' with
 * '{name} is on another call.' (section 4), or 'Call unanswered'. Closes after a few seconds,
 * or with Close.
 */
export function CallOutcomeScreen({
  call,
  me,
  outcome,
  onClose,
  closeAfterMs = OUTCOME_CLOSE_MS,
}: CallOutcomeScreenProps) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  useInitialFocus(close);
  const who = counterpartOf(call, me);
  useEffect(() => {
    if (closeAfterMs === null) return;
    const timer = setTimeout(onClose, closeAfterMs);
    return () => clearTimeout(timer);
  }, [closeAfterMs, onClose]);
  return (
    <CallFrame
      labelledBy={`${titleId} ${titleId}-title`}
      className="wob-call-ringing wob-call-outcome"
    >
      <RingingHead
        titleId={titleId}
        who={who}
        title={t(`calls.${outcome}`)}
        line={outcome === 'busy' ? t('calls.busyLine', { name: who.name }) : undefined}
        ringing={false}
      />
      <div className="wob-call-ringing__actions">
        <CallRoundButton
          ref={close}
          label={t('calls.screen.close')}
          icon={<X />}
          showLabel
          onPress={onClose}
        />
      </div>
    </CallFrame>
  );
}

/** The icon of a call's type, for buttons and lines. */
export function CallTypeIcon({ type }: { type: ChatCall['type'] }) {
  return type === 'video' ? <Video aria-hidden="true" /> : <Phone aria-hidden="true" />;
}
