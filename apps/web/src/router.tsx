import { requireAuthRoute, routes as accountRoutes } from '@wob/auth';
import { routes as bubbleRoutes } from '@wob/bubbles';
import { routes as chatRoutes } from '@wob/chat';
import { routes as deckRoutes } from '@wob/deck';
import { routes as premiumRoutes } from '@wob/premium';
import { Navigate, type RouteObject } from 'react-router';
import { consoleRoutes } from './pages/admin/console-routes';
import { LandingPage } from './pages/landing-page';
import { NotFoundPage } from './pages/not-found-page';
import { PageLoading, RootLayout } from './shell/root-layout';
import { RouteError } from './shell/route-error';

/**
 * Every route of the app. The landing, the 404 page and the frame are in the first load;
 * everything else (legal texts, account screens, signed-in pages) is a lazy chunk.
 * Signed-in routes that later capabilities bring do not exist yet: they fall to the 404.
 */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    children: [
      {
        // Errors show inside the frame, so the header stays usable.
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          { index: true, Component: LandingPage },
          {
            path: '/terms-and-conditions',
            lazy: async () => ({ Component: (await import('./pages/legal-page')).TermsPage }),
          },
          {
            path: '/privacy-policy',
            lazy: async () => ({ Component: (await import('./pages/legal-page')).PrivacyPage }),
          },
          {
            path: '/cookie-policy',
            lazy: async () => ({ Component: (await import('./pages/legal-page')).CookiePage }),
          },
          {
            // Public for visitors and signed-in members alike (spec section 2's guard lists
            // admin login among the pages anyone may open): outside both guards.
            path: '/admin/login',
            lazy: () => import('./pages/admin-login-page'),
          },
          {
            // The administrators' console: an administrator's session, not a member's, so
            // outside the members' guards too (it sends everyone else to /admin/login).
            path: '/admin',
            lazy: () => import('./pages/admin/console-layout'),
            children: consoleRoutes,
          },
          {
            // The session (store, API client, i18next) loads with the first route under here.
            lazy: () => import('./shell/session-layout'),
            HydrateFallback: PageLoading,
            children: [
              ...accountRoutes,
              requireAuthRoute([
                { path: '/home', element: <Navigate to="/choose-bubble" replace /> },
                // /choose-bubble, /search-bubble, /all-bubbles, /bubble-settings, /view-bubble/:name
                ...bubbleRoutes,
                // /premium, /FAQs, /share
                ...premiumRoutes,
                // /new-search, /all-woblers, /saved-woblers, /view-wobler/:id, /results
                ...deckRoutes,
                ...chatRoutes,
              ]),
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
