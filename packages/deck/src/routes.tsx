import type { RouteObject } from 'react-router';

// Static paths with lazy pages: importing `routes` costs a few bytes, each page loads when
// its path is first opened. The app puts them under its signed-in guard (`requireAuthRoute`).

/** The discovery pages of spec section 2, without a guard of their own. */
export const routes: RouteObject[] = [
  // --- deck
  { path: '/new-search', lazy: () => import('./filters/new-search-page') },
  { path: '/all-woblers', lazy: () => import('./deck/all-woblers-page') },
  { path: '/saved-woblers', lazy: () => import('./saved/saved-woblers-page') },
  { path: '/view-wobler/:id', lazy: () => import('./profile/view-wobler-page') },
  // --- search
  { path: '/results', lazy: () => import('./search/results-page') },
];
