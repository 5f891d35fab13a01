import { readStored, removeStored, writeStored } from '@wob/api';
import { Card, usePageTitle } from '@wob/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeckStore, useDeckStoreApi } from '../deck/deck-context';
import { DEFAULT_FILTER } from '../deck/deck-slice';
import { ALL_WOBLERS_PATH } from '../deck/paths';
import { FilterForm } from './filter-form';

/**
 * /new-search (spec section 2): choose the filter, optionally save it for later (local
 * storage, `searched-woblers-filter`), and see the deck. The form starts from the filter in
 * use, else the saved one, else everyone.
 */
export function NewSearchPage() {
  const { t } = useTranslation('deck');
  const navigate = useNavigate();
  const store = useDeckStoreApi();
  const bubbles = useDeckStore((state) => state.filters.bubbles);
  // Read once: the form owns its values from here on.
  const [start] = useState(() => {
    const stored = readStored('searchedWoblersFilter');
    return {
      filter: store.getState().deck.filter ?? stored ?? DEFAULT_FILTER,
      saved: stored !== null,
    };
  });

  usePageTitle(t('filters.pageTitle'));

  useEffect(() => {
    void store.getState().loadBubbles();
  }, [store]);

  return (
    <div className="wob-page wob-page--narrow wob-filters-page">
      <header className="wob-page__header">
        <div>
          <h1 className="wob-page__title">{t('filters.title')}</h1>
          <p className="wob-page__intro">{t('filters.intro')}</p>
        </div>
      </header>
      <Card padding="lg" className="wob-filters-page__card">
        <FilterForm
          initial={start.filter}
          initialSaved={start.saved}
          bubbles={bubbles}
          onRetryBubbles={() => void store.getState().loadBubbles()}
          onSubmit={(filter, saveForLater) => {
            if (saveForLater) writeStored('searchedWoblersFilter', filter);
            else removeStored('searchedWoblersFilter');
            store.getState().setFilter(filter);
            navigate(ALL_WOBLERS_PATH);
          }}
        />
      </Card>
    </div>
  );
}

/** The route's lazy export (react-router's `lazy`). */
export const Component = NewSearchPage;
