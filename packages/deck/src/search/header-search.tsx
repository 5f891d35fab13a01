import { writeStored } from '@wob/api';
import { cx } from '@wob/ui';
import { WOBLER_SEARCH_MAX } from '@wob/validation';
import { Search, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSearchStoreApi } from './search-context';
import { searchText } from './search-store';

/** The results of the header search (spec section 2). */
export const RESULTS_PATH = '/results';

export interface HeaderSearchProps {
  className?: string;
}

/**
 * The header's search (spec section 2, 'Header'): a submit stores the text under
 * `searchedVal` with `sameRoute` (whether the person was already on /results) and goes to
 * /results, or runs the search again when already there. An empty submit does nothing.
 * On narrow screens it is an icon that opens the field over the header; Escape closes it.
 */
export function HeaderSearch({ className }: HeaderSearchProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const store = useSearchStoreApi();
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const inputId = useId();

  useEffect(() => {
    if (expanded) input.current?.focus();
  }, [expanded]);

  const collapse = () => {
    setExpanded(false);
    opener.current?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = searchText(text);
    if (!value) return;
    const sameRoute = pathname === RESULTS_PATH;
    writeStored('searchedVal', { text: value, sameRoute });
    if (sameRoute) void store.getState().search(value);
    else navigate(RESULTS_PATH);
    setExpanded(false);
    input.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      collapse();
    }
  };

  return (
    <div className={cx('wob-header-search', expanded && 'wob-header-search--expanded', className)}>
      <button
        ref={opener}
        type="button"
        className="wob-icon-button wob-header-search__open"
        aria-label={t('header.open')}
        aria-expanded={expanded}
        aria-controls={formId}
        onClick={() => setExpanded(true)}
      >
        <Search aria-hidden="true" />
      </button>
      <search id={formId} className="wob-header-search__bar">
        <form className="wob-header-search__form" onSubmit={submit}>
          <label htmlFor={inputId} className="wob-visually-hidden">
            {t('header.label')}
          </label>
          <span className="wob-header-search__box">
            {/* The magnifier in the field submits, as Enter does. */}
            <button type="submit" className="wob-header-search__submit">
              <span className="wob-visually-hidden">{t('header.submit')}</span>
              <Search aria-hidden="true" />
            </button>
            <input
              ref={input}
              id={inputId}
              type="search"
              className="wob-header-search__input"
              placeholder={t('header.placeholder')}
              value={text}
              maxLength={WOBLER_SEARCH_MAX}
              enterKeyHint="search"
              autoComplete="off"
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
            />
          </span>
          <button
            type="button"
            className="wob-icon-button wob-header-search__close"
            aria-label={t('header.close')}
            onClick={collapse}
          >
            <X aria-hidden="true" />
          </button>
        </form>
      </search>
    </div>
  );
}
