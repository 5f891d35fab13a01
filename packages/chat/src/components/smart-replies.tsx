import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type SmartReplies, smartRepliesOf } from '../service/smart-replies';
import { useChatStore } from '../store/chat-context';

/** The suggested answers to show: those of the open conversation's newest message, if not mine. */
export interface SmartReplySuggestion {
  messageId: string;
  replies: SmartReplies;
}

/**
 * The smart replies of the open conversation (spec chat section 2): its newest message, when it
 * is someone else's text that carries suggestions in the reader's language; else null. A newer
 * message (mine included) takes them away.
 */
export function useSmartReplySuggestion(): SmartReplySuggestion | null {
  const { i18n } = useTranslation('chat');
  const me = useChatStore((state) => state.session.me?.uid ?? null);
  const newest = useChatStore((state) => state.open?.messages.at(-1) ?? null);
  if (!newest || newest.local || newest.type !== 'text' || newest.sender.uid === me) return null;
  const replies = smartRepliesOf(newest, i18n.language);
  return replies ? { messageId: newest.id, replies } : null;
}

/**
 * The smart-reply preview above the composer: three suggestion chips (positive, neutral,
 * negative) and a close control. Choosing a chip hands its text to the composer; it sends
 * nothing itself.
 */
export function SmartReplyChips({
  replies,
  onChoose,
  onClose,
}: {
  replies: SmartReplies;
  onChoose: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const texts = [replies.positive, replies.neutral, replies.negative];
  return (
    <section className="wob-smart-replies" aria-label={t('smartReplies.label')}>
      <ul className="wob-smart-replies__list">
        {texts.map((text, index) => (
          // Three fixed places; two may read the same.
          // biome-ignore lint/suspicious/noArrayIndexKey: the chips are positive, neutral, negative
          <li key={index}>
            <button
              type="button"
              className="wob-smart-replies__chip"
              onClick={() => onChoose(text)}
            >
              {text}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="wob-icon-button wob-smart-replies__close"
        aria-label={t('smartReplies.close')}
        onClick={onClose}
      >
        <X aria-hidden="true" />
      </button>
    </section>
  );
}
