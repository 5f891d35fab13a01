import type { AdminRole } from '@wob/api';

// The console's sections, in the navigation's order. Each is a lazy chunk of its own under
// /admin (console-routes.tsx); `role` is the least role that sees it (the server checks the
// same on every endpoint, whatever the navigation shows).

export interface ConsoleSection {
  /** Below /admin. */
  path: string;
  /** Key of its title in the 'admin' namespace. */
  titleKey: string;
  role: AdminRole;
  /** A heading the navigation groups it under, if any. */
  group?: 'content' | 'operation';
}

export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { path: 'reports', titleKey: 'console.nav.reports', role: 'moderator' },
  { path: 'people', titleKey: 'console.nav.people', role: 'moderator' },
  { path: 'content/faqs', titleKey: 'console.nav.faqs', role: 'moderator', group: 'content' },
  { path: 'content/ads', titleKey: 'console.nav.ads', role: 'moderator', group: 'content' },
  {
    path: 'content/bubbles',
    titleKey: 'console.nav.bubbles',
    role: 'moderator',
    group: 'content',
  },
  {
    path: 'content/operator',
    titleKey: 'console.nav.operator',
    role: 'administrator',
    group: 'content',
  },
  { path: 'audit', titleKey: 'console.nav.audit', role: 'moderator' },
  {
    path: 'retention',
    titleKey: 'console.nav.retention',
    role: 'administrator',
    group: 'operation',
  },
  { path: 'admins', titleKey: 'console.nav.admins', role: 'administrator', group: 'operation' },
];
