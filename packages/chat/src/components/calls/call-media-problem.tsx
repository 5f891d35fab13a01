import { buttonClassName } from '@wob/ui';
import { MicOff, PhoneOff, RotateCcw, VideoOff, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CallMediaError, CallType } from '../../service/calls/port';

export interface CallMediaProblemProps {
  error: CallMediaError;
  type: CallType;
  onRetry: () => void;
  onHangUp: () => void;
}

/**
 * Why the call has no sound or picture, in words a person can act on: the browser refused the
 * microphone or camera (and how to allow them), none was found, or the connection failed; with
 * Try again and Hang up.
 */
export function CallMediaProblem({ error, type, onRetry, onHangUp }: CallMediaProblemProps) {
  const { t } = useTranslation('chat');
  const video = type === 'video';
  const [title, text, icon] =
    error === 'permission-denied'
      ? [
          t(video ? 'calls.screen.permissionTitleVideo' : 'calls.screen.permissionTitleAudio'),
          t('calls.screen.permissionText'),
          video ? <VideoOff key="icon" /> : <MicOff key="icon" />,
        ]
      : error === 'no-device'
        ? [
            t(video ? 'calls.screen.noDeviceTitleVideo' : 'calls.screen.noDeviceTitleAudio'),
            t('calls.screen.noDeviceText'),
            video ? <VideoOff key="icon" /> : <MicOff key="icon" />,
          ]
        : [t('calls.screen.failedTitle'), t('calls.screen.failedText'), <WifiOff key="icon" />];
  return (
    <div className="wob-call-problem" role="alert">
      <span className="wob-call-problem__icon" aria-hidden="true">
        {icon}
      </span>
      <h3 className="wob-call-problem__title">{title}</h3>
      <p className="wob-call-problem__text">{text}</p>
      <div className="wob-call-problem__actions">
        <button type="button" className={buttonClassName('secondary', 'md')} onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {t('calls.screen.retry')}
        </button>
        <button type="button" className={buttonClassName('danger', 'md')} onClick={onHangUp}>
          <PhoneOff aria-hidden="true" />
          {t('calls.screen.hangUp')}
        </button>
      </div>
    </div>
  );
}
