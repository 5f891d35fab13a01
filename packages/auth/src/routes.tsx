import type { RouteObject } from 'react-router';

// Static paths with lazy pages: importing `routes` costs a few bytes, each page loads when
// its path is first opened. Every route here needs a <SessionProvider> above it.

const visitorOnly: RouteObject = {
  lazy: async () => ({ Component: (await import('./guards/guards')).RedirectIfAuthed }),
  children: [
    { path: '/auth/login', lazy: () => import('./pages/login-page') },
    { path: '/auth/register', lazy: () => import('./pages/register-page') },
    { path: '/forgot-password', lazy: () => import('./pages/forgot-password-page') },
  ],
};

// A signed-in user may still follow a reset link, so these pages have no guard.
const passwordReset: RouteObject[] = [
  { path: '/reset-password/success', lazy: () => import('./pages/reset-success-page') },
  { path: '/reset-password/:reset', lazy: () => import('./pages/reset-password-page') },
];

/** Wraps signed-in routes so a visitor is sent to login. */
export function requireAuthRoute(children: RouteObject[]): RouteObject {
  return {
    lazy: async () => ({ Component: (await import('./guards/guards')).RequireAuth }),
    children,
  };
}

const signedIn: RouteObject = requireAuthRoute([
  { path: '/profile', lazy: () => import('./pages/profile-page') },
  { path: '/change-password', lazy: () => import('./pages/change-password-page') },
  { path: '/settings', lazy: () => import('./pages/settings-page') },
]);

/** Every account route with its guard: login, sign-up, password reset, profile, settings. */
export const routes: RouteObject[] = [visitorOnly, ...passwordReset, signedIn];
