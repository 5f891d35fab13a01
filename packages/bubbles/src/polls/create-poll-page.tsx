import { useSessionStore } from '@wob/auth';
import { buttonClassName, Card, EmptyState, ErrorState, Skeleton, usePageTitle } from '@wob/ui';
import { ArrowLeft, SearchX, Users } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FIND_BUBBLE_PATH } from '../pages/choose-bubble-page';
import { PollForm } from './poll-form';
import { PollsPremiumInvite } from './premium-invite';
import { bubblePath, bubblePollsPath } from './poll-paths';
import { usePollsStore, usePollsStoreApi } from './polls-context';

/**
 * Whether the browser can go back within the app. React Router keeps the index of its
 * history entry in `history.state.idx`; 0 (or none) means the page was opened directly.
 */
export function canGoBack(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}

function LoadingForm() {
  const { t } = useTranslation('polls');
  return (
    <Card padding="lg" className="wob-poll-form" aria-busy="true">
      <p className="wob-visually-hidden" role="status">
        {t('create.loading')}
      </p>
      <Skeleton width="30%" />
      <Skeleton height={72} />
      <Skeleton width="30%" />
      <Skeleton height={40} />
      <Skeleton height={40} />
    </Card>
  );
}

/**
 * /create_poll/{id} (spec sections 2 and 5): a question and at least one option; on success
 * back one page (or to the Bubble's polls when the page was opened directly). Creating polls
 * is premium: without it the page invites to upgrade instead of showing the form.
 */
export function CreatePollPage() {
  const { t } = useTranslation('polls');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const store = usePollsStoreApi();
  const status = usePollsStore((state) => state.creator.status);
  const bubble = usePollsStore((state) => state.creator.bubble);
  const canCreate = usePollsStore((state) => state.creator.canCreate);
  const isPremium = useSessionStore((state) => state.user?.premium?.isPremium ?? false);
  const [forbidden, setForbidden] = useState<string | null>(null);

  usePageTitle(bubble ? `${t('create.pageTitle')} · ${bubble.name}` : t('create.pageTitle'));

  useEffect(() => {
    void store.getState().openCreator(id);
  }, [store, id]);

  const leave = () => {
    if (canGoBack()) navigate(-1);
    else navigate(bubblePollsPath(id), { replace: true });
  };

  if (status === 'not-found') {
    return (
      <div className="wob-page wob-polls-page wob-polls-page--narrow wob-polls-page--state">
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          title={t('notFound.bubbleTitle')}
          text={t('notFound.bubbleText')}
          action={
            <Link to={FIND_BUBBLE_PATH} className={buttonClassName('primary', 'md')}>
              {t('notFound.findBubble')}
            </Link>
          }
        />
      </div>
    );
  }

  let body: ReactNode;
  if (status === 'error') {
    body = (
      <ErrorState
        message={t('create.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void store.getState().openCreator(id)}
      />
    );
  } else if (status !== 'ready' || !bubble) {
    body = <LoadingForm />;
  } else if (forbidden !== null || (!canCreate && !isPremium)) {
    body = <PollsPremiumInvite message={forbidden ?? undefined} />;
  } else if (!canCreate) {
    body = (
      <EmptyState
        icon={<Users aria-hidden="true" />}
        title={t('create.membersOnlyTitle')}
        text={t('create.membersOnlyText')}
        action={
          <Link to={bubblePath(bubble)} className={buttonClassName('primary', 'md')}>
            {t('create.openBubble')}
          </Link>
        }
      />
    );
  } else {
    body = <PollForm bubbleId={id} onCreated={leave} onCancel={leave} onForbidden={setForbidden} />;
  }

  return (
    <div className="wob-page wob-polls-page wob-polls-page--narrow">
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
          <h1 className="wob-page__title wob-page__title--large">{t('create.title')}</h1>
          {bubble && <p className="wob-page__intro">{t('create.intro', { name: bubble.name })}</p>}
        </div>
      </header>
      {body}
    </div>
  );
}

/** The route's lazy export (react-router's `lazy`). */
export const Component = CreatePollPage;
