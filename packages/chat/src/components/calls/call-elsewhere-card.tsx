import { Avatar, Button } from '@wob/ui';
import { Phone, PhoneOff, Video } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatCall } from '../../service/calls/port';
import { formatCallDuration } from '../call-bubble-format';
import { counterpartOf } from './call-format';
import { useCallSeconds } from './call-screen';

export interface CallElsewhereCardProps {
  call: ChatCall;
  me: string;
  /** An action on the call is on its way: the buttons wait. */
  pending: boolean;
  onRejoin: () => void;
  onHangUp: () => void;
  /** The clock of the duration, in milliseconds (stories and tests fix it). */
  now?: () => number;
}

/**
 * "You are in a call": one's call goes on, but not in this tab (it was reloaded, or another tab
 * has the call). A small card at the bottom of every signed-in page, never in the way of the
 * page (no modal, no focus taken): the call's type, with whom, how long it has lasted, and
 * Rejoin (the call screen and its media here) and Hang up. A call that still rings out from
 * another tab can only be hung up here.
 */
export function CallElsewhereCard({
  call,
  me,
  pending,
  onRejoin,
  onHangUp,
  now = Date.now,
}: CallElsewhereCardProps) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  const seconds = useCallSeconds(call.joinedAt, now);
  const who = counterpartOf(call, me);
  const video = call.type === 'video';
  const ongoing = call.status === 'ongoing';
  return (
    <section className="wob-call-elsewhere" aria-labelledby={titleId}>
      <span className="wob-call-elsewhere__avatar">
        <Avatar name={who.name} colorId={who.uid} src={who.avatar || null} size="md" decorative />
        <span className="wob-call-elsewhere__type" aria-hidden="true">
          {video ? <Video /> : <Phone />}
        </span>
      </span>
      <div className="wob-call-elsewhere__text">
        <h2 id={titleId} className="wob-call-elsewhere__title">
          {t('calls.rejoin.title')}
        </h2>
        <p className="wob-call-elsewhere__line">
          <span className="wob-call-elsewhere__who">
            {t(video ? 'calls.screen.videoCallWith' : 'calls.screen.audioCallWith', {
              name: who.name,
            })}
          </span>
          {ongoing && (
            <>
              <span className="wob-call-elsewhere__duration" aria-hidden="true">
                &nbsp;·&nbsp;
              </span>
              <span
                className="wob-call-elsewhere__duration"
                role="timer"
                aria-label={t('calls.screen.duration')}
              >
                {formatCallDuration(seconds)}
              </span>
            </>
          )}
        </p>
      </div>
      <div className="wob-call-elsewhere__actions">
        {ongoing && (
          <Button
            size="sm"
            icon={video ? <Video /> : <Phone />}
            disabled={pending}
            onClick={onRejoin}
          >
            {t('calls.rejoin.rejoin')}
          </Button>
        )}
        <Button
          size="sm"
          variant="danger"
          icon={<PhoneOff />}
          disabled={pending}
          onClick={onHangUp}
        >
          {t('calls.screen.hangUp')}
        </Button>
      </div>
    </section>
  );
}
