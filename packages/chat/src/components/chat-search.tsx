import { Spinner } from '@wob/ui';
import { CHAT_CONSTANTS } from '@wob/validation';
import { Search, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Message search on the chat list: the field (always there) and its results, a chunk of
// their own that the /chat route loads only once something is searched for.

const SearchResults = lazy(() =>
  import('./chat-search-results').then((module) => ({ default: module.SearchResults })),
);

/** `value` once it has stayed the same for `ms` (the typed search, 500 ms). */
export function useDebounced(value: string, ms: number = CHAT_CONSTANTS.searchDebounceMs): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface ChatSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search field above the conversations; Escape or the clear control empties it. */
export function ChatSearchField({ value, onChange }: ChatSearchFieldProps) {
  const { t } = useTranslation('chat');
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to older browsers
    <div className="wob-chat-search" role="search">
      <label htmlFor={id} className="wob-visually-hidden">
        {t('search.label')}
      </label>
      <Search className="wob-chat-search__icon" aria-hidden="true" />
      <input
        id={id}
        className="wob-chat-search__input"
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {value !== '' && (
        <button
          type="button"
          className="wob-icon-button wob-chat-search__clear"
          aria-label={t('search.clear')}
          onClick={() => onChange('')}
        >
          <X aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

export interface LazySearchResultsProps {
  /** The settled, trimmed search. */
  query: string;
  /** A result was chosen: its conversation (the other person's uid or the group's guid). */
  onChoose: (uid: string) => void;
}

/** The results of `query`, loading their chunk the first time. */
export function LazySearchResults(props: LazySearchResultsProps) {
  const { t } = useTranslation('chat');
  return (
    <Suspense
      fallback={
        <div className="wob-chat-list__more">
          <Spinner size="sm" label={t('search.searching')} />
        </div>
      }
    >
      <SearchResults {...props} />
    </Suspense>
  );
}
