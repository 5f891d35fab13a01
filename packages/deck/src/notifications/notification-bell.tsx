import { Badge, buttonClassName, type DateClock } from '@wob/ui';
import { Bell } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { useTranslation } from 'react-i18next';
import { NotificationPanel } from './notification-panel';
import { useNotificationsStore, useNotificationsStoreApi } from './notifications-context';

/** The badge shows the count up to 9, then '9+' (as the Bubble tile's does; spec section 9). */
export const BELL_BADGE_MAX = 9;

export interface NotificationBellProps extends DateClock {
  /** Opens with the panel shown (stories). */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * The header's bell (spec section 2): a count badge of unseen notifications, and the
 * notification panel in a popover. Escape or a click outside closes it and focus goes back
 * to the bell. It loads the notifications once on mount, for the badge.
 */
export function NotificationBell({
  defaultOpen = false,
  className,
  now,
  timeZone,
}: NotificationBellProps) {
  const { t } = useTranslation('notifications');
  const store = useNotificationsStoreApi();
  const unseen = useNotificationsStore((state) => state.unseen);
  const [isOpen, setOpen] = useState(defaultOpen);
  const titleId = useId();

  useEffect(() => {
    if (store.getState().status === 'idle') void store.getState().load();
  }, [store]);

  const label = unseen > 0 ? t('bell.labelUnseen', { count: unseen }) : t('bell.label');

  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        aria-label={label}
        className={buttonClassName('ghost', 'md', 'wob-button--icon-only wob-bell', className)}
      >
        <span className="wob-button__icon" aria-hidden="true">
          <Bell />
        </span>
        <Badge
          className="wob-bell__badge"
          count={unseen}
          max={BELL_BADGE_MAX}
          tone="danger"
          aria-hidden="true"
        />
      </Button>
      <Popover
        placement="bottom end"
        offset={8}
        containerPadding={8}
        className="wob-popover wob-notification-popover"
        // React Aria puts popovers at z-index 100000; the remove question (a modal) must come
        // above the panel, so the panel keeps the dropdown layer.
        style={{ zIndex: 'var(--wob-z-dropdown)' }}
      >
        <Dialog aria-labelledby={titleId} className="wob-notification-dialog">
          <NotificationPanel
            titleId={titleId}
            onClose={() => setOpen(false)}
            now={now}
            timeZone={timeZone}
          />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
