import type { RouteObject } from 'react-router';

// Static paths with lazy pages: importing `routes` costs a few bytes, each page loads when
// its path is first opened. The app puts them under its signed-in guard
// (`requireAuthRoute`); each needs a <PremiumProvider> and a <SessionProvider> above it.

/** /premium, /FAQs and /share (spec section 2), without a guard of their own. */
export const routes: RouteObject[] = [
  { path: '/premium', lazy: () => import('./pages/premium-page') },
  { path: '/FAQs', lazy: () => import('./pages/faqs-page') },
  { path: '/share', lazy: () => import('./pages/share-page') },
];
