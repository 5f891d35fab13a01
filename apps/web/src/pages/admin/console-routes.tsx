import { Navigate, type RouteObject } from 'react-router';

// The console's pages below /admin, each a lazy chunk (members never load any of them):
// the reports queue is the console's first page.
export const consoleRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="reports" replace /> },
  { path: 'reports', lazy: () => import('./reports/reports-page') },
  { path: 'reports/:reportId', lazy: () => import('./reports/report-page') },
  { path: 'people', lazy: () => import('./people/people-page') },
  { path: 'people/:personId', lazy: () => import('./people/person-page') },
  { path: 'audit', lazy: () => import('./audit/audit-page') },
  { path: 'content/faqs', lazy: () => import('./content/faqs-page') },
  { path: 'content/ads', lazy: () => import('./content/ads-page') },
  { path: 'content/bubbles', lazy: () => import('./content/bubbles-page') },
  { path: 'content/operator', lazy: () => import('./content/operator-page') },
  { path: 'retention', lazy: () => import('./retention/retention-page') },
  { path: 'admins', lazy: () => import('./admins/admins-page') },
];
