import { X } from 'lucide-react';
import { useLayoutEffect, useState } from 'react';
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
 * Which ends of a sideways-scrolling row have more beyond them (a pixel of slack for rounding),
 * followed as it scrolls or changes size.
 */
function useScrollEdges(element: HTMLElement | null, content: unknown) {
  const [edges, setEdges] = useState({ start: false, end: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the chips change
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const beyond = element.scrollWidth - element.clientWidth;
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft < beyond - 1;
      setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [element, content]);
  return edges;
}

/**
 * The smart-reply preview above the composer: three suggestion chips (positive, neutral,
 * negative) and a close control. Choosing a chip hands its text to the composer; it sends
 * nothing itself. On a narrow screen the chips stay on one row that scrolls sideways, and the
 * edge with more chips beyond it fades out, so a chip cut by the screen's edge reads as "more
 * this way" (a focused chip scrolls into view).
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
  const [list, setList] = useState<HTMLUListElement | null>(null);
  const edges = useScrollEdges(list, replies);
  return (
    <section className="wob-smart-replies" aria-label={t('smartReplies.label')}>
      <ul
        ref={setList}
        className="wob-smart-replies__list"
        data-more-start={edges.start || undefined}
        data-more-end={edges.end || undefined}
      >
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
