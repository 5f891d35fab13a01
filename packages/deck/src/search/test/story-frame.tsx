import { removeStored, writeStored } from '@wob/api';
import { createFakeApi, type FakeHandlers, withDelay } from '@wob/test-utils';
import { type ReactNode, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { HeaderFrame } from '../../notifications/test/story-frame';
import { HeaderSearch, RESULTS_PATH } from '../header-search';
import { ResultsPage } from '../results-page';
import { SearchProvider } from '../search-context';
import { createSearchStore } from '../search-store';
import { createFakeSearch, type FakeSearchOptions } from './search-fixtures';

export interface SearchStoryFrameProps extends FakeSearchOptions {
  children?: ReactNode;
  /** What the last header search stored; null for none. */
  searchedVal?: { text: string; sameRoute: boolean } | null;
  /** The search never answers: the loading state stays. */
  loading?: boolean;
  /** Milliseconds each fake answer takes, so busy states can be seen. */
  delay?: number;
  handlers?: FakeHandlers;
  /** The address opened. */
  path?: string;
}

const never = () => new Promise<never>(() => undefined);

/** A header bar like the app's (sticky, so the narrow search can cover it). */
function StoryHeader() {
  return (
    <HeaderFrame>
      <HeaderSearch />
    </HeaderFrame>
  );
}

/**
 * The header search above /results on an in-memory menu search, as the app mounts them:
 * submitting in the header really searches. Other addresses land on a bare arrow.
 */
export function SearchStoryFrame({
  searchedVal = null,
  loading = false,
  delay = 300,
  handlers = {},
  path = RESULTS_PATH,
  ...server
}: SearchStoryFrameProps) {
  const [store] = useState(() => {
    if (searchedVal) writeStored('searchedVal', searchedVal);
    else removeStored('searchedVal');
    const answers = { ...createFakeSearch(server).handlers, ...handlers };
    const fake = createFakeApi(
      loading ? { ...answers, menuSearch: never } : withDelay(answers, delay),
    );
    return createSearchStore({ api: fake.api });
  });
  return (
    <SearchProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <StoryHeader />
        <Routes>
          <Route path={RESULTS_PATH} element={<ResultsPage />} />
          <Route path="*" element={<p style={{ padding: '2rem' }}>{'→'}</p>} />
        </Routes>
      </MemoryRouter>
    </SearchProvider>
  );
}
