import { Phone, Video } from 'lucide-react';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutgoingCall } from '../../service/calls/port';

/** What the chat header's call buttons need of the calls (the call host provides it). */
export interface CallActions {
  /** Calls are on for this installation (`site.calls.enabled`). */
  enabled: boolean;
  /** One is already in a call or being called: a second call cannot start. */
  inCall: boolean;
  startCall(call: OutgoingCall): void;
}

/** Without a provider (calls not mounted) the header shows no call buttons. */
export const CallActionsContext = createContext<CallActions | null>(null);

export interface CallButtonsProps {
  receiverId: string;
  receiverType: OutgoingCall['receiverType'];
  /** The person's or group's name, for the buttons' accessible names. */
  name: string;
  /**
   * No call is possible, so no buttons: a block either way (spec chat sections 2 and 6), or
   * one's own message request still waiting for them.
   */
  unavailable: boolean;
}

/**
 * The audio and video call buttons of the chat header (spec chat section 2): shown only when
 * calls are on and a call is possible (no block, no request of one's own still waiting);
 * inactive while one is in a call.
 */
export function CallButtons({ receiverId, receiverType, name, unavailable }: CallButtonsProps) {
  const { t } = useTranslation('chat');
  const actions = useContext(CallActionsContext);
  if (!actions?.enabled || unavailable) return null;
  const start = (type: OutgoingCall['type']) =>
    actions.startCall({ receiverId, receiverType, type });
  return (
    <>
      <button
        type="button"
        className="wob-icon-button wob-chat-header__call"
        aria-label={t('calls.screen.audioCallWith', { name })}
        title={t('calls.screen.audioCall')}
        disabled={actions.inCall}
        onClick={() => start('audio')}
      >
        <Phone aria-hidden="true" />
      </button>
      <button
        type="button"
        className="wob-icon-button wob-chat-header__call"
        aria-label={t('calls.screen.videoCallWith', { name })}
        title={t('calls.screen.videoCall')}
        disabled={actions.inCall}
        onClick={() => start('video')}
      >
        <Video aria-hidden="true" />
      </button>
    </>
  );
}
