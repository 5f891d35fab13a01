import { Spinner, Toaster } from '@wob/ui';
import { Outlet, ScrollRestoration } from 'react-router';
import { useCopy } from './copy';
import { Header } from './header';

/** The frame of every page: skip link, header, the page, and the one toaster (top-right). */
export function RootLayout() {
  const { t } = useCopy();
  return (
    <div className="wob-app">
      <a href="#main" className="wob-skip-link">
        {t('shell:skipToContent')}
      </a>
      <Header />
      <main id="main" className="wob-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Toaster dismissLabel={t('common:close')} />
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
