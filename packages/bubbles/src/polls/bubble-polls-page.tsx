import {
  Button,
  buttonClassName,
  type DateClock,
  Dialog,
  EmptyState,
  ErrorState,
  Skeleton,
  usePageTitle,
} from '@wob/ui';
import { ArrowLeft, ChartNoAxesColumn, Crown, Plus, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FIND_BUBBLE_PATH } from '../pages/choose-bubble-page';
import { PREMIUM_LINK } from '../pages/bubble-settings-page';
import { PollCard, PollCardSkeleton } from './poll-card';
import { bubblePath, createPollPath } from './poll-paths';
import { usePollsStore, usePollsStoreApi } from './polls-context';

/** 'Create poll' for a member without premium: the same button, opening the invitation. */
function CreateWithoutPremium() {
  const { t } = useTranslation('polls');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<Plus aria-hidden="true" />} onClick={() => setOpen(true)}>
        {t('list.create')}
      </Button>
      <Dialog
        title={t('premium.title')}
        isOpen={open}
        onOpenChange={setOpen}
        closeLabel={t('premium.close')}
        isDismissable
        footer={
          <Link to={PREMIUM_LINK} className={buttonClassName('primary', 'md')}>
            <Crown aria-hidden="true" size={18} />
            {t('premium.action')}
          </Link>
        }
      >
        <p className="wob-polls-dialog-text">{t('premium.text')}</p>
      </Dialog>
    </>
  );
}

function CreateButton({ bubbleId }: { bubbleId: string }) {
  const { t } = useTranslation('polls');
  const canCreate = usePollsStore((state) => state.list.canCreate);
  const isMember = usePollsStore((state) => state.list.isMember);
  if (canCreate) {
    return (
      <Link to={createPollPath(bubbleId)} className={buttonClassName('primary', 'md')}>
        <Plus aria-hidden="true" size={18} />
        {t('list.create')}
      </Link>
    );
  }
  return isMember ? <CreateWithoutPremium /> : null;
}

function LoadingList() {
  const { t } = useTranslation('polls');
  return (
    <div className="wob-polls-list" aria-busy="true">
      <p className="wob-visually-hidden" role="status">
        {t('list.loading')}
      </p>
      <PollCardSkeleton />
      <PollCardSkeleton />
      <PollCardSkeleton />
    </div>
  );
}

export type BubblePollsPageProps = DateClock;

/**
 * /bubble_polls/{id} (spec section 2, 'Recent polls of a Bubble'): the Bubble's polls newest
 * first with 'load more', live while open; 'Create poll' for those who may, and for a member
 * without premium the same button with an invitation to upgrade.
 */
export function BubblePollsPage({ now, timeZone }: BubblePollsPageProps) {
  const { t } = useTranslation('polls');
  const { id = '' } = useParams();
  const store = usePollsStoreApi();
  const status = usePollsStore((state) => state.list.status);
  const bubble = usePollsStore((state) => state.list.bubble);
  const docs = usePollsStore((state) => state.list.docs);
  const hasMore = usePollsStore((state) => state.list.hasMore);
  const loadingMore = usePollsStore((state) => state.list.loadingMore);
  const loadMoreFailed = usePollsStore((state) => state.list.loadMoreFailed);
  const canCreate = usePollsStore((state) => state.list.canCreate);

  usePageTitle(bubble ? `${t('list.pageTitle')} · ${bubble.name}` : t('list.pageTitle'));

  useEffect(() => {
    void store.getState().openList(id);
    return () => store.getState().closeList();
  }, [store, id]);

  if (status === 'not-found') {
    return (
      <div className="wob-page wob-polls-page wob-polls-page--state">
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          title={t('notFound.bubbleTitle')}
          text={t('notFound.bubbleText')}
          headingLevel={2}
          action={
            <Link to={FIND_BUBBLE_PATH} className={buttonClassName('primary', 'md')}>
              {t('notFound.findBubble')}
            </Link>
          }
        />
      </div>
    );
  }

  return (
    <div className="wob-page wob-polls-page">
      {bubble ? (
        <Link to={bubblePath(bubble)} className="wob-icon-link">
          <ArrowLeft aria-hidden="true" />
          {t('backToBubble', { name: bubble.name })}
        </Link>
      ) : (
        <Skeleton width={180} />
      )}
      <header className="wob-page__header">
        <div className="wob-polls-page__heading">
          <h1 className="wob-page__title wob-page__title--large">{t('list.title')}</h1>
          {bubble && <p className="wob-page__intro">{t('list.intro', { name: bubble.name })}</p>}
        </div>
        {status === 'ready' && <CreateButton bubbleId={id} />}
      </header>

      {status === 'error' ? (
        <ErrorState
          message={t('list.loadError')}
          retryLabel={t('retry')}
          onRetry={() => void store.getState().openList(id)}
        />
      ) : status !== 'ready' ? (
        <LoadingList />
      ) : docs.length === 0 ? (
        <EmptyState
          icon={<ChartNoAxesColumn aria-hidden="true" />}
          title={t('list.empty')}
          text={canCreate ? t('list.emptyCreate') : undefined}
        />
      ) : (
        <ul className="wob-polls-list">
          {docs.map((poll) => (
            <li key={poll._id}>
              <PollCard poll={poll} now={now} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}

      {status === 'ready' && (hasMore || loadMoreFailed) && (
        <div className="wob-list-more">
          {loadMoreFailed && (
            <p className="wob-list-more__error" role="alert">
              {t('list.loadMoreError')}
            </p>
          )}
          <Button
            variant="secondary"
            onClick={() => void store.getState().loadMoreList()}
            isLoading={loadingMore}
            loadingLabel={t('list.loading')}
          >
            {loadMoreFailed ? t('retry') : t('list.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The route's lazy export (react-router's `lazy`). */
export const Component = BubblePollsPage;
