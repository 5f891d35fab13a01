import { readStored } from '@wob/api';
import { Button, EmptyState, ErrorState, intlLocaleOf, usePageTitle } from '@wob/ui';
import { Search, SearchX } from 'lucide-react';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigationType } from 'react-router';
import { BubbleRow } from './bubble-row';
import { useSearchStore, useSearchStoreApi } from './search-context';
import type { SearchSection, SearchSectionName } from './search-store';
import { SearchRowSkeleton, WoblerRow } from './wobler-row';

interface ResultsSectionProps<T extends { _id: string }> {
  name: SearchSectionName;
  section: SearchSection<T>;
  isLoading: boolean;
  renderItem: (item: T) => ReactNode;
}

function ResultsSection<T extends { _id: string }>({
  name,
  section,
  isLoading,
  renderItem,
}: ResultsSectionProps<T>) {
  const { t, i18n } = useTranslation('search');
  const store = useSearchStoreApi();
  const titleId = useId();
  return (
    <section className="wob-page__section" aria-labelledby={titleId} aria-busy={isLoading}>
      <header className="wob-search-section__header">
        <h2 id={titleId} className="wob-page__section-title">
          {t(`${name}.title`)}
        </h2>
        {!isLoading && (
          <p className="wob-list-count">
            {t(`${name}.count`, {
              count: section.totalDocs,
              formatted: section.totalDocs.toLocaleString(intlLocaleOf(i18n.language)),
            })}
          </p>
        )}
      </header>
      {isLoading ? (
        <div className="wob-list wob-list--tight">
          <SearchRowSkeleton />
          <SearchRowSkeleton />
          <SearchRowSkeleton />
        </div>
      ) : section.docs.length === 0 ? (
        <p className="wob-search-section__none">{t(`${name}.none`)}</p>
      ) : (
        <>
          <ul className="wob-list wob-list--tight">
            {section.docs.map((item) => (
              <li key={item._id}>{renderItem(item)}</li>
            ))}
          </ul>
          {(section.hasMore || section.more === 'error') && (
            <div className="wob-list-more">
              {section.more === 'error' && (
                <p className="wob-list-more__error" role="alert">
                  {t('results.showMoreError')}
                </p>
              )}
              <Button
                variant="secondary"
                isLoading={section.more === 'loading'}
                onClick={() => void store.getState().showMore(name)}
              >
                {section.more === 'error' ? t('results.retry') : t(`${name}.showMore`)}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/**
 * /results (spec sections 2 and 7): the Woblers and Bubbles the header search found for the
 * text stored under `searchedVal`, 5 of each per page with their own 'Show more'; 'Sorry,
 * there are no results for this search..' when neither part found anything.
 */
export function ResultsPage() {
  const { t } = useTranslation('search');
  usePageTitle(t('results.pageTitle'));
  const store = useSearchStoreApi();
  const navigationType = useNavigationType();
  const text = useSearchStore((state) => state.text);
  const status = useSearchStore((state) => state.status);
  const woblers = useSearchStore((state) => state.woblers);
  const bubbles = useSearchStore((state) => state.bubbles);

  // The stored text when the page opens. Coming back (the browser's back button) to the
  // same search keeps what was shown, pages included; any other arrival searches again.
  useEffect(() => {
    const stored = readStored('searchedVal');
    if (!stored) return;
    const current = store.getState();
    if (navigationType === 'POP' && current.text === stored.text && current.status === 'ready') {
      return;
    }
    void current.search(stored.text);
  }, [store, navigationType]);

  const isLoading = status === 'loading';
  const nothing = status === 'ready' && woblers.docs.length === 0 && bubbles.docs.length === 0;

  return (
    <div className="wob-page wob-search-page">
      <header className="wob-page__header">
        <div>
          <h1 className="wob-page__title">{t('results.title')}</h1>
          {text && <p className="wob-page__intro">{t('results.intro', { text })}</p>}
        </div>
      </header>
      <p className="wob-visually-hidden" role="status">
        {isLoading ? t('results.loading') : ''}
      </p>

      {status === 'idle' ? (
        <EmptyState
          icon={<Search aria-hidden="true" />}
          title={t('results.noQueryTitle')}
          text={t('results.noQueryText')}
        />
      ) : status === 'error' ? (
        <ErrorState
          message={t('results.loadError')}
          retryLabel={t('results.retry')}
          onRetry={() => void store.getState().retry()}
        />
      ) : nothing ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          title={t('results.empty')}
          text={t('results.emptyText')}
        />
      ) : (
        <div className="wob-search-sections">
          <ResultsSection
            name="woblers"
            section={woblers}
            isLoading={isLoading}
            renderItem={(wobler) => <WoblerRow wobler={wobler} />}
          />
          <ResultsSection
            name="bubbles"
            section={bubbles}
            isLoading={isLoading}
            renderItem={(bubble) => <BubbleRow bubble={bubble} />}
          />
        </div>
      )}
    </div>
  );
}

export const Component = ResultsPage;
