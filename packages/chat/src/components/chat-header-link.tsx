import { Badge, buttonClassName, cx } from '@wob/ui';
import { MessageCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unreadTotal } from '../store/chat-store';
import { useChatStore, useChatStoreApi } from '../store/chat-context';
import { CHAT_PATH } from '../paths';

/** The badge shows the count up to 99, then '99+'. */
export const CHAT_BADGE_MAX = 99;

export interface ChatHeaderLinkProps {
  className?: string;
}

/**
 * The header's message icon (spec chat section 2): a link to /chat with the unread count of
 * every conversation, live. Mounting it starts the chat session (login and listeners), so the
 * badge counts on every signed-in page.
 */
export function ChatHeaderLink({ className }: ChatHeaderLinkProps) {
  const { t } = useTranslation('chat');
  const store = useChatStoreApi();
  const total = useChatStore(unreadTotal);

  useEffect(() => {
    void store.getState().start();
  }, [store]);

  const label = total > 0 ? t('badge.labelUnread', { count: total }) : t('badge.label');
  return (
    <Link
      to={CHAT_PATH}
      aria-label={label}
      className={buttonClassName(
        'ghost',
        'md',
        cx('wob-button--icon-only wob-chat-link', className),
      )}
    >
      <span className="wob-button__icon" aria-hidden="true">
        <MessageCircle />
      </span>
      <ChatUnreadBadge />
    </Link>
  );
}

/** The unread total alone (for a menu entry or a custom link); hidden at 0. */
export function ChatUnreadBadge({ className }: { className?: string }) {
  const total = useChatStore(unreadTotal);
  return (
    <Badge
      className={cx('wob-chat-link__badge', className)}
      count={total}
      max={CHAT_BADGE_MAX}
      tone="danger"
      aria-hidden="true"
    />
  );
}
