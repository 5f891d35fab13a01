import { cx } from '@wob/ui';
import { Phone, PhoneIncoming, PhoneMissed, PhoneOutgoing, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../service/port';
import { useChatClock } from '../store/chat-context';
import { type CallMessageView, callMessageView } from './call-bubble-format';
import { formatTime } from './format';

/** The icon of a call: its type, its direction for a one-to-one audio call, missed ones crossed. */
export function CallIcon({ view, group = false }: { view: CallMessageView; group?: boolean }) {
  if (view.type === 'video') return <Video aria-hidden="true" />;
  if (view.missed) return <PhoneMissed aria-hidden="true" />;
  if (group) return <Phone aria-hidden="true" />;
  return view.direction === 'outgoing' ? (
    <PhoneOutgoing aria-hidden="true" />
  ) : (
    <PhoneIncoming aria-hidden="true" />
  );
}

/** The call's icon in a round badge, danger-coloured when missed: the bubble's and history's. */
export function CallIconBadge({ view, group = false }: { view: CallMessageView; group?: boolean }) {
  return (
    <span className={cx('wob-call-icon', view.missed && 'wob-call-icon--missed')}>
      <CallIcon view={view} group={group} />
    </span>
  );
}

/**
 * A call message in the message list (spec chat section 5): a compact centred pill with the
 * call's icon, its words by status, type and direction, and the time. A missed call is drawn in
 * the danger colour.
 */
export function CallBubble({ message, me }: { message: ChatMessage; me: string | null }) {
  const { t, i18n } = useTranslation('chat');
  const clock = useChatClock();
  const view = callMessageView(message, me, t);
  return (
    <div className="wob-call-bubble-row">
      <p
        className={cx('wob-call-bubble', view.missed && 'wob-call-bubble--missed')}
        data-call-action={message.call?.action}
        data-direction={view.direction}
      >
        <CallIconBadge view={view} group={message.receiverType === 'group'} />
        <span className="wob-call-bubble__text">{view.text}</span>
        {message.sentAt > 0 && (
          <time
            className="wob-call-bubble__time"
            dateTime={new Date(message.sentAt * 1000).toISOString()}
          >
            {formatTime(message.sentAt, i18n.language, clock.timeZone)}
          </time>
        )}
      </p>
    </div>
  );
}
