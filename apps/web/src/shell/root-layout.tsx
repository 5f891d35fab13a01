import { Spinner, Toaster } from '@wob/ui';
import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useCopy } from './copy';
import { Header } from './header';

/**
 * The frame of every page: skip link, header, the page, and the one toaster (top-right, below
 * the sticky header, so toasts never cover its bell, messages and menu).
 */
export function RootLayout() {
  const { t } = useCopy();
  const headerRef = useRef<HTMLElement>(null);
  return (
    <div className="wob-app">
      <a href="#main" className="wob-skip-link">
        {t('shell:skipToContent')}
      </a>
      <Header ref={headerRef} />
      <main id="main" className="wob-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Toaster dismissLabel={t('common:close')} belowRef={headerRef} />
      <ScrollRestoration />
    </div>
  );
}

/** Shown in place of a page while its code loads. */
export function PageLoading() {
  const { t } = useCopy();
  return (
    <div className="wob-page-loading">
      <Spinner label={t('shell:loading')} />
    </div>
  );
}
