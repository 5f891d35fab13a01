import type { RouteObject } from 'react-router';

// Static paths with lazy pages: importing `routes` costs a few bytes, each page loads when
// its path is first opened. The app puts them under its signed-in guard
// (`requireAuthRoute`); each needs a <BubblesProvider> and a <SessionProvider> above it.

/** The Bubble pages of spec section 2, without a guard of their own. */
export const routes: RouteObject[] = [
  { path: '/choose-bubble', lazy: () => import('./pages/choose-bubble-page') },
  // Find Bubble answers on both of the spec's paths.
  { path: '/search-bubble', lazy: () => import('./pages/find-bubble-page') },
  { path: '/all-bubbles', lazy: () => import('./pages/find-bubble-page') },
  { path: '/bubble-settings', lazy: () => import('./pages/bubble-settings-page') },
  { path: '/view-bubble/:name', lazy: () => import('./board/view-bubble-page') },
  // Moderation
  { path: '/bubble_options/:id', lazy: () => import('./moderation/bubble-options-page') },
  { path: '/bubble_members/:id', lazy: () => import('./moderation/bubble-members-page') },
  // Polls
  { path: '/bubble_polls/:id', lazy: () => import('./polls/bubble-polls-page') },
  { path: '/create_poll/:id', lazy: () => import('./polls/create-poll-page') },
  { path: '/view-poll/:poll_id', lazy: () => import('./polls/view-poll-page') },
];
