import type { WoblerCard } from '@wob/api';
import {
  Button,
  buttonClassName,
  Card,
  EmptyState,
  ErrorState,
  Skeleton,
  usePageTitle,
} from '@wob/ui';
import { BookmarkX, ChevronRight, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDeckStore, useDeckStoreApi } from '../deck/deck-context';
import { ALL_WOBLERS_PATH, woblerPath } from '../deck/paths';
import { SharedBubbles, WoblerFacts, WoblerImage } from '../deck/wobler-parts';

export interface SavedRowProps {
  wobler: WoblerCard;
  onRemove: (wobler: WoblerCard) => void;
  removing?: boolean;
}

/** One saved Wobler: picture, name and age (the link to the profile), facts, shared Bubbles. */
export function SavedRow({ wobler, onRemove, removing = false }: SavedRowProps) {
  const { t } = useTranslation('deck');
  return (
    <Card as="li" padding="sm" className="wob-row wob-saved-row">
      <WoblerImage wobler={wobler} className="wob-saved-row__image" loading="lazy" />
      <div className="wob-row__body">
        <h2 className="wob-row__name">
          <Link
            to={woblerPath(wobler._id)}
            className="wob-row__link"
            aria-label={t('saved.openLabel', { name: wobler.name, age: wobler.age })}
          >
            {t('wobler.nameAge', { name: wobler.name, age: wobler.age })}
          </Link>
        </h2>
        <WoblerFacts wobler={wobler} className="wob-saved-row__facts" />
        <SharedBubbles bubbles={wobler.sharedBubbles} limit={2} className="wob-saved-row__bubbles" />
      </div>
      <div className="wob-saved-row__actions">
        <Button
          variant="ghost"
          size="sm"
          className="wob-saved-row__remove"
          icon={<Trash2 aria-hidden="true" />}
          aria-label={t('saved.removeLabel', { name: wobler.name })}
          isLoading={removing}
          onClick={() => onRemove(wobler)}
        />
        <ChevronRight aria-hidden="true" className="wob-row__chevron" />
      </div>
    </Card>
  );
}

function SavedRowSkeleton() {
  return (
    <li className="wob-card wob-card--pad-sm wob-row wob-saved-row" aria-hidden="true">
      <Skeleton shape="rect" className="wob-saved-row__image" />
      <div className="wob-row__body">
        <Skeleton width="50%" height={20} />
        <Skeleton width="70%" />
      </div>
    </li>
  );
}

/**
 * /saved-woblers (spec sections 2, 3 and 9): the Woblers saved for later, newest first, 5 at
 * a time with 'Load more'; open one, or remove them from the list.
 */
export function SavedWoblersPage() {
  const { t } = useTranslation('deck');
  const store = useDeckStoreApi();
  const saved = useDeckStore((state) => state.saved);

  usePageTitle(t('saved.pageTitle'));

  useEffect(() => {
    void store.getState().openSaved();
  }, [store]);

  let body: ReactNode;
  if (saved.status === 'error') {
    body = (
      <ErrorState
        message={t('saved.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void store.getState().openSaved()}
      />
    );
  } else if (saved.status !== 'ready') {
    body = (
      <div aria-busy="true">
        <p className="wob-visually-hidden" role="status">
          {t('saved.loading')}
        </p>
        <ul className="wob-list">
          <SavedRowSkeleton />
          <SavedRowSkeleton />
          <SavedRowSkeleton />
        </ul>
      </div>
    );
  } else if (saved.docs.length === 0) {
    body = (
      <EmptyState
        icon={<BookmarkX aria-hidden="true" />}
        title={t('saved.empty')}
        text={t('saved.emptyText')}
        action={
          <Link to={ALL_WOBLERS_PATH} className={buttonClassName('primary', 'md')}>
            {t('saved.toDeck')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="wob-list">
          {saved.docs.map((wobler) => (
            <SavedRow
              key={wobler._id}
              wobler={wobler}
              removing={saved.removing.includes(wobler._id)}
              onRemove={(card) => void store.getState().removeSaved(card._id)}
            />
          ))}
        </ul>
        {(saved.hasMore || saved.more === 'error') && (
          <div className="wob-list-more">
            {saved.more === 'error' && (
              <p className="wob-list-more__error" role="alert">
                {t('saved.loadMoreError')}
              </p>
            )}
            <Button
              variant="secondary"
              isLoading={saved.more === 'loading'}
              onClick={() => void store.getState().loadMoreSaved()}
            >
              {t('saved.loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="wob-page wob-page--narrow wob-saved-page">
      <header className="wob-page__header">
        <div>
          <h1 className="wob-page__title">{t('saved.title')}</h1>
          <p className="wob-page__intro">
            {saved.status === 'ready' && saved.total > 0
              ? t('saved.count', { count: saved.total })
              : t('saved.intro')}
          </p>
        </div>
      </header>
      {body}
    </div>
  );
}

/** The route's lazy export (react-router's `lazy`). */
export const Component = SavedWoblersPage;
