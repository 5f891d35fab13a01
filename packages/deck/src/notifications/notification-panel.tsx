import type { Connection, Notification } from '@wob/api';
import {
  Avatar,
  Button,
  ConfirmDialog,
  cx,
  type DateClock,
  EmptyState,
  ErrorState,
  intlLocaleOf,
  relativeDates,
  Skeleton,
} from '@wob/ui';
import { BellOff, UserMinus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotificationsStore, useNotificationsStoreApi } from './notifications-context';
import { REMOVE_BUTTON_ATTRIBUTE, useConnectionRemoval } from './use-connection-removal';
import { woblerPath } from '../deck/paths';
import { isAboutSelf, KindIcon, notificationLink } from './notification-kinds';
import { rememberWobler } from './wobler-link';

/** Connections shown before 'Show all': the likes below stay within reach. */
export const CONNECTIONS_PREVIEW = 3;

export interface NotificationPanelProps extends DateClock {
  /** Closes the popover around the panel (its × and every link followed). */
  onClose?: () => void;
  /** The id of the panel's title, for the dialog around it (aria-labelledby). */
  titleId?: string;
}

/** The panel's dates in the reader's language: 'Today, 14:05', and the full date for the title. */
export function useNotificationDates({ now, timeZone }: DateClock) {
  const { t, i18n } = useTranslation('notifications');
  return relativeDates({
    now,
    timeZone,
    locale: intlLocaleOf(i18n.language),
    words: {
      today: (time) => t('date.today', { time }),
      yesterday: (time) => t('date.yesterday', { time }),
    },
  });
}

function RowSkeleton() {
  return (
    <li className="wob-notification wob-notification--skeleton">
      <span className="wob-notification__link">
        <Skeleton shape="circle" width={40} height={40} />
        <span className="wob-notification__body">
          <Skeleton width="80%" />
          <Skeleton width="35%" height={12} />
        </span>
      </span>
    </li>
  );
}

function LoadingPanel() {
  const { t } = useTranslation('notifications');
  return (
    <div className="wob-notification-panel__loading" aria-busy="true">
      <p className="wob-visually-hidden" role="status">
        {t('panel.loading')}
      </p>
      <Skeleton width={120} height={16} />
      <ul className="wob-notification-list">
        <RowSkeleton />
      </ul>
      <Skeleton width={140} height={16} />
      <ul className="wob-notification-list">
        <RowSkeleton />
        <RowSkeleton />
        <RowSkeleton />
      </ul>
    </div>
  );
}

interface ConnectionRowProps extends DateClock {
  connection: Connection;
  onOpen: () => void;
  onRemove: (connection: Connection) => void;
}

function ConnectionRow({ connection, onOpen, onRemove, ...clock }: ConnectionRowProps) {
  const { t } = useTranslation('notifications');
  const date = useNotificationDates(clock)(connection.dated);
  const { user } = connection;
  return (
    <li className="wob-connection">
      <Link
        to={woblerPath(user._id)}
        className="wob-notification__link wob-connection__link"
        onClick={() => {
          rememberWobler({ id: user._id, name: user.name, fromNoti: true, isMatched: true });
          onOpen();
        }}
      >
        <Avatar src={user.image || null} name={user.name} colorId={user._id} size="md" decorative />
        <span className="wob-notification__body">
          <span className="wob-notification__name">{user.name}</span>
          <time className="wob-notification__date" dateTime={connection.dated} title={date.full}>
            {date.short}
          </time>
        </span>
      </Link>
      <button
        type="button"
        className="wob-icon-button wob-connection__remove"
        aria-label={t('connections.remove', { name: user.name })}
        {...{ [REMOVE_BUTTON_ATTRIBUTE]: user._id }}
        onClick={() => onRemove(connection)}
      >
        <UserMinus aria-hidden="true" />
      </button>
    </li>
  );
}

interface NotificationRowProps extends DateClock {
  notification: Notification;
  /** Shown as new: unseen when the panel opened (marking them seen keeps the mark). */
  isNew: boolean;
  isMatched: boolean;
  onOpen: () => void;
}

function NotificationRow({
  notification,
  isNew,
  isMatched,
  onOpen,
  ...clock
}: NotificationRowProps) {
  const { t } = useTranslation('notifications');
  const date = useNotificationDates(clock)(notification.dated);
  const { user } = notification;
  const link = notificationLink(notification);
  return (
    <li className={cx('wob-notification', isNew && 'wob-notification--new')}>
      <Link
        to={link.to}
        className="wob-notification__link"
        onClick={() => {
          if (link.aboutPerson) {
            rememberWobler({ id: user._id, name: user.name, fromNoti: true, isMatched });
          }
          onOpen();
        }}
      >
        <span className="wob-notification__media">
          <Avatar
            src={user.image || null}
            name={user.name}
            colorId={user._id}
            size="md"
            decorative
          />
          <KindIcon kind={notification.kind} />
        </span>
        <span className="wob-notification__body">
          <span className="wob-notification__text">
            {!isAboutSelf(notification) && (
              <>
                <span className="wob-notification__name">{user.name}</span>{' '}
              </>
            )}
            {t(`list.${notification.kind}`, {
              bubble: notification.bubble?.name ?? '',
              group: notification.group?.name ?? '',
              warning: notification.warning ?? '',
            })}
          </span>
          <time className="wob-notification__date" dateTime={notification.dated} title={date.full}>
            {date.short}
          </time>
        </span>
        {isNew && (
          <span className="wob-notification__new">
            <span className="wob-notification__dot" aria-hidden="true" />
            <span className="wob-visually-hidden">{t('list.new')}</span>
          </span>
        )}
      </Link>
    </li>
  );
}

/**
 * Marks what the panel lists seen while it is open (spec: 'Opening the bell marks the listed
 * notifications as seen'), including likes that arrive meanwhile, and remembers which ones
 * were new so they keep their mark until the panel closes. Each id is asked for once per
 * opening, so a refusal does not loop; the next opening tries again.
 */
function useSeenMarking(): ReadonlySet<string> {
  const store = useNotificationsStoreApi();
  const status = useNotificationsStore((state) => state.status);
  const docs = useNotificationsStore((state) => state.docs);
  const asked = useRef(new Set<string>());
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    if (status !== 'ready') return;
    const unseen = docs.filter((doc) => !doc.seen && !asked.current.has(doc._id));
    if (unseen.length === 0) return;
    for (const doc of unseen) asked.current.add(doc._id);
    setFresh((known) => new Set([...known, ...unseen.map((doc) => doc._id)]));
    void store.getState().markListedSeen();
  }, [status, docs, store]);

  return fresh;
}

/**
 * The notification panel (spec section 2, 'Overlays and dialogs'): the Connections section,
 * each with a remove icon and the spec's confirmation, then the Notifications section, each
 * with image, name, 'has liked your profile' and a date; 'No notifications found' when none.
 * Besides likes and connections it lists join requests, approvals and replies, each with its
 * icon and a link to where it happened (notification-kinds.tsx).
 * It reads the notifications store; the bell shows it in a popover.
 */
export function NotificationPanel({ onClose, titleId, now, timeZone }: NotificationPanelProps) {
  const { t } = useTranslation('notifications');
  const clock = { now, timeZone };
  const store = useNotificationsStoreApi();
  const status = useNotificationsStore((state) => state.status);
  const docs = useNotificationsStore((state) => state.docs);
  const hasMore = useNotificationsStore((state) => state.hasMore);
  const more = useNotificationsStore((state) => state.more);
  const connections = useNotificationsStore((state) => state.connections);
  const fresh = useSeenMarking();
  const [showAll, setShowAll] = useState(false);
  const fallbackId = useId();
  const headingId = titleId ?? fallbackId;
  const connectionsId = useId();
  const listId = useId();
  const connectionsHeading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const removal = useConnectionRemoval(panel, connectionsHeading);

  useEffect(() => {
    if (store.getState().status === 'idle') void store.getState().load();
  }, [store]);

  const close = () => onClose?.();
  const matched = new Set(connections.map((known) => known.user._id));
  const shownConnections = showAll ? removal.shown : removal.shown.slice(0, CONNECTIONS_PREVIEW);

  return (
    <div className="wob-notification-panel" ref={panel}>
      <div className="wob-notification-panel__header">
        <h2 id={headingId} className="wob-notification-panel__title">
          {t('panel.title')}
        </h2>
        {onClose && (
          <button
            type="button"
            className="wob-icon-button"
            aria-label={t('panel.close')}
            onClick={close}
          >
            <X aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="wob-notification-panel__body">
        {status === 'error' ? (
          <ErrorState
            message={t('panel.loadError')}
            retryLabel={t('panel.retry')}
            onRetry={() => void store.getState().load()}
            headingLevel={3}
          />
        ) : status !== 'ready' ? (
          <LoadingPanel />
        ) : (
          <>
            <section className="wob-notification-section" aria-labelledby={connectionsId}>
              <h3
                id={connectionsId}
                ref={connectionsHeading}
                tabIndex={-1}
                className="wob-notification-section__title"
              >
                {t('connections.title')}
                {removal.shown.length > 0 && (
                  <span className="wob-notification-section__count">{removal.shown.length}</span>
                )}
              </h3>
              {removal.shown.length === 0 ? (
                <p className="wob-notification-section__empty">{t('connections.empty')}</p>
              ) : (
                <>
                  <ul className="wob-notification-list">
                    {shownConnections.map((connection) => (
                      <ConnectionRow
                        key={connection.user._id}
                        connection={connection}
                        onOpen={close}
                        onRemove={removal.ask}
                        {...clock}
                      />
                    ))}
                  </ul>
                  {removal.shown.length > CONNECTIONS_PREVIEW && (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="wob-notification-section__toggle"
                      aria-expanded={showAll}
                      onClick={() => setShowAll((value) => !value)}
                    >
                      {showAll
                        ? t('connections.showFewer')
                        : t('connections.showAll', { count: removal.shown.length })}
                    </Button>
                  )}
                </>
              )}
            </section>
            <section className="wob-notification-section" aria-labelledby={listId}>
              <h3 id={listId} className="wob-notification-section__title">
                {t('list.title')}
              </h3>
              {docs.length === 0 ? (
                <EmptyState
                  className="wob-notification-section__state"
                  icon={<BellOff aria-hidden="true" />}
                  title={t('list.empty')}
                  text={t('list.emptyText')}
                  headingLevel={4}
                />
              ) : (
                <>
                  <ul className="wob-notification-list">
                    {docs.map((notification) => (
                      <NotificationRow
                        key={notification._id}
                        notification={notification}
                        isNew={!notification.seen || fresh.has(notification._id)}
                        isMatched={matched.has(notification.user._id)}
                        onOpen={close}
                        {...clock}
                      />
                    ))}
                  </ul>
                  {(hasMore || more === 'error') && (
                    <div className="wob-list-more wob-notification-section__more">
                      {more === 'error' && (
                        <p className="wob-list-more__error" role="alert">
                          {t('list.loadMoreError')}
                        </p>
                      )}
                      <Button
                        variant="secondary"
                        size="sm"
                        isLoading={more === 'loading'}
                        onClick={() => void store.getState().loadMore()}
                      >
                        {more === 'error' ? t('panel.retry') : t('list.loadMore')}
                      </Button>
                    </div>
                  )}
                </>
              )}
            </section>
          </>
        )}
      </div>
      <ConfirmDialog
        isOpen={removal.confirming !== null}
        onOpenChange={(open) => {
          if (!open) removal.closeQuestion();
        }}
        title={t('connections.confirmTitle')}
        message={t('connections.confirmText')}
        cancelLabel={t('connections.cancel')}
        confirmLabel={t('connections.confirm')}
        destructive
        onConfirm={removal.confirm}
      />
    </div>
  );
}
