import type { EndpointId, User } from '@wob/api';
import { createSessionStore, SessionProvider } from '@wob/auth';
import type { Locale } from '@wob/i18n';
import { createTestApp, type FakeHandler, renderRoutes } from '@wob/test-utils';
import { Outlet } from 'react-router';
import { routes } from '../routes';
import { PremiumProvider } from '../store/premium-context';
import { createPremiumStore, type ShareEnvironment } from '../store/premium-store';

export interface RenderOptions {
  /** The path the browser opens, e.g. '/premium?checkout=success'. */
  path: string;
  handlers?: Partial<Record<EndpointId, FakeHandler>>;
  user?: User;
  locale?: Locale;
  shareEnvironment?: ShareEnvironment;
}

/**
 * Renders the package's routes the way the app does: a signed-in session store and a premium
 * store on one injected fake API (the premium store refreshes the session after changes), a
 * memory router, toasts and redirects recorded.
 */
export function renderPremium(options: RenderOptions) {
  const app = createTestApp(options);
  const { fake, notify, translate } = app;
  const redirects: string[] = [];
  const session = createSessionStore({ api: fake.api, notify, translate });
  const store = createPremiumStore({
    api: fake.api,
    notify,
    translate,
    onPremiumChanged: () => session.getState().refreshProfile(),
    redirect: (url) => redirects.push(url),
    shareEnvironment: () => options.shareEnvironment ?? {},
  });

  const view = renderRoutes(app, {
    layout: (
      <SessionProvider store={session}>
        <PremiumProvider store={store}>
          <Outlet />
        </PremiumProvider>
      </SessionProvider>
    ),
    routes: [...routes, { path: '/home', element: <p>Home page</p> }],
    path: options.path,
  });
  return { ...view, store, session, fake, toasts: app.toasts, redirects, i18n: app.i18n };
}
