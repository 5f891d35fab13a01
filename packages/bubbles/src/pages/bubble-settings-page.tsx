import type { BubbleTile } from '@wob/api';
import { useSessionStore } from '@wob/auth';
import {
  Button,
  buttonClassName,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  initialOf,
  readableTextColor,
  Skeleton,
  Switch,
  usePageTitle,
} from '@wob/ui';
import { Sparkles } from 'lucide-react';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBubblesStore } from '../store/bubbles-context';
import { bubblePath } from './bubble-actions';
import { FIND_BUBBLE_PATH } from './choose-bubble-page';
import { useForbiddenGuard } from './use-forbidden-guard';

/** Where the premium invitation leads (the premium package's page; not imported). */
export const PREMIUM_LINK = '/premium';

/**
 * /bubble-settings: the person's Bubbles with leave (or withdraw a request), and for premium
 * members a group notifications switch per Bubble; without premium the switches are shown
 * off and disabled under a one-line invitation to /premium.
 */
export function BubbleSettingsPage() {
  const { t } = useTranslation('bubbles');
  usePageTitle(t('settings.title'));
  const guard = useForbiddenGuard();
  const isPremium = useSessionStore((state) => state.user?.premium?.isPremium ?? false);
  const mine = useBubblesStore((state) => state.mine);
  const status = useBubblesStore((state) => state.mineStatus);
  const busy = useBubblesStore((state) => state.busy);
  const loadMine = useBubblesStore((state) => state.loadMine);
  const remove = useBubblesStore((state) => state.remove);
  const setNotifications = useBubblesStore((state) => state.setNotifications);
  const [leaving, setLeaving] = useState<BubbleTile | null>(null);

  useEffect(() => {
    void loadMine({ background: true }).then(guard);
  }, [loadMine, guard]);

  return (
    <div className="wob-page wob-page--narrow">
      <header className="wob-page__header">
        <div>
          <h1 className="wob-page__title">{t('settings.title')}</h1>
          <p className="wob-page__intro">{t('settings.intro')}</p>
        </div>
      </header>

      {!isPremium && (
        <p className="wob-bubbles-upsell">
          <Sparkles size={18} aria-hidden="true" />
          <span>{t('settings.upsell')}</span>
          <Link to={PREMIUM_LINK}>{t('settings.upsellLink')}</Link>
        </p>
      )}

      {status === 'error' ? (
        <ErrorState
          message={t('settings.loadError')}
          retryLabel={t('retry')}
          onRetry={() => void loadMine()}
        />
      ) : !mine ? (
        <div className="wob-list" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Card key={key} padding="md" className="wob-bubble-row">
              <Skeleton shape="circle" width={44} height={44} />
              <Skeleton width="50%" />
            </Card>
          ))}
        </div>
      ) : mine.docs.length === 0 ? (
        <EmptyState
          title={t('settings.empty')}
          action={
            <Link to={FIND_BUBBLE_PATH} className={buttonClassName('primary', 'md')}>
              {t('choose.findBubble')}
            </Link>
          }
        />
      ) : (
        <ul className="wob-list">
          {mine.docs.map((bubble) => {
            const { status: membership, role, notify } = bubble.membership;
            const isOwner = role === 'owner';
            return (
              <li key={bubble._id}>
                <Card
                  padding="md"
                  className="wob-bubble-row"
                  style={
                    {
                      '--wob-bubble': bubble.circleColor,
                      '--wob-on-bubble': readableTextColor(bubble.circleColor),
                    } as CSSProperties
                  }
                >
                  <div className="wob-bubble-row__head">
                    <span className="wob-bubble-circle wob-bubble-circle--sm" aria-hidden="true">
                      {initialOf(bubble.name, '?')}
                    </span>
                    <div className="wob-bubble-row__text">
                      <h2 className="wob-bubble-row__name">
                        <Link to={bubblePath(bubble)}>{bubble.name}</Link>
                      </h2>
                      <p className="wob-bubble-row__status">
                        {membership === 'pending'
                          ? t('tile.pending')
                          : isOwner
                            ? t('tile.owner')
                            : t('tile.member')}
                      </p>
                    </div>
                    {!isOwner && (
                      <Button
                        size="sm"
                        variant="secondary"
                        isLoading={busy.includes(bubble._id) && leaving?._id === bubble._id}
                        onClick={() => setLeaving(bubble)}
                        aria-label={`${membership === 'pending' ? t('settings.withdraw') : t('settings.leave')}: ${bubble.name}`}
                      >
                        {membership === 'pending' ? t('settings.withdraw') : t('settings.leave')}
                      </Button>
                    )}
                  </div>
                  {membership === 'active' && (
                    <Switch
                      className="wob-bubble-row__switch"
                      isSelected={isPremium && notify}
                      isDisabled={!isPremium || busy.includes(bubble._id)}
                      onChange={(on) => void setNotifications(bubble._id, on)}
                      description={t('settings.notificationsHint')}
                      aria-label={`${t('settings.notifications')}: ${bubble.name}`}
                    >
                      {t('settings.notifications')}
                    </Switch>
                  )}
                  {isOwner && <p className="wob-bubble-row__note">{t('settings.ownerNote')}</p>}
                </Card>
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        isOpen={leaving !== null}
        onOpenChange={(open) => {
          if (!open) setLeaving(null);
        }}
        title={leaving ? t('settings.leaveTitle', { name: leaving.name }) : ''}
        message={t('settings.leaveText')}
        confirmLabel={t('find.yes')}
        cancelLabel={t('find.no')}
        destructive
        onConfirm={async () => {
          if (!leaving) return;
          const result = await remove(leaving._id);
          if (!result.ok) throw new Error('leave failed');
        }}
      />
    </div>
  );
}

export const Component = BubbleSettingsPage;
