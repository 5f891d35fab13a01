import type { AdminPersonRef, endpoints, ReportSummary, ResponseData } from '@wob/api';
import { vi } from 'vitest';
import { type FakeResponse, fakeNetwork, SITE } from './render-app';

// Realistic answers of the console's moderation endpoints for the pages' tests, typed by the
// contract (packages/api/src/endpoints/admin-moderation.ts) so a change there breaks them.

export const MODERATOR = {
  id: 'a2',
  email: 'mod@woble.test',
  role: 'moderator',
  twoFactor: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export const KAREN: AdminPersonRef = {
  id: 'u-karen',
  name: 'Karen Holm',
  email: 'karen@example.dk',
  state: 'active',
  suspendedUntil: null,
};
export const JONAS: AdminPersonRef = {
  id: 'u-jonas',
  name: 'Jonas Berg',
  email: 'jonas@example.dk',
  state: 'active',
  suspendedUntil: null,
};

export function summary(overrides: Partial<ReportSummary> = {}): ReportSummary {
  return {
    id: 'r1',
    kind: 'message',
    subjectId: 'm-77',
    reason: 'inappropriate-behaviour',
    details: 'He kept writing after I said no.',
    status: 'open',
    createdAt: hoursAgo(26),
    updatedAt: hoursAgo(26),
    reporter: { id: KAREN.id, name: KAREN.name },
    person: { id: JONAS.id, name: JONAS.name },
    excerpt: 'Why do you not answer me? I know where you train on Fridays.',
    ...overrides,
  };
}

type ReportDetail = ResponseData<typeof endpoints.adminReport>['report'];

export function detail(overrides: Partial<ReportDetail> = {}): ReportDetail {
  return {
    ...summary(),
    snapshot: {
      text: 'Why do you not answer me? I know where you train on Fridays.',
      imageUrls: ['/media/report-snapshots/r1-0.webp'],
      context: 'Chat with Karen Holm',
    },
    reporterPerson: KAREN,
    subjectPerson: JONAS,
    contentGone: false,
    earlierReports: [
      summary({
        id: 'r0',
        kind: 'wobler',
        reason: 'fake-profile',
        status: 'dismissed',
        createdAt: hoursAgo(24 * 40),
        reporter: { id: 'u-mette', name: 'Mette Lund' },
        excerpt: 'Jonas, 34, Aarhus. Loves running.',
      }),
    ],
    actions: [
      {
        id: 'x1',
        action: 'warn',
        reason: 'Rude messages to two members.',
        until: null,
        reportId: 'r-old',
        admin: { id: 'a1', email: 'boss@woble.test' },
        createdAt: hoursAgo(24 * 60),
      },
    ],
    ...overrides,
  };
}

export type PersonDetail = ResponseData<typeof endpoints.adminPerson>;

export function personDetail(overrides: Partial<PersonDetail['person']> = {}): PersonDetail {
  return {
    person: {
      ...JONAS,
      createdAt: '2025-03-02T09:00:00.000Z',
      lastActiveAt: hoursAgo(3),
      city: 'Aarhus',
      country: 'Danmark',
      about: 'Runner, coffee, board games.',
      pictureUrl: null,
      premium: true,
      bannedAt: null,
      ...overrides,
    },
    reportsAbout: [summary()],
    reportsMade: [],
    actions: [],
    sessions: [
      {
        id: 's1',
        device: 'Safari on iPhone',
        createdAt: hoursAgo(72),
        lastUsedAt: hoursAgo(3),
      },
      {
        id: 's2',
        device: 'Chrome on Windows',
        createdAt: hoursAgo(24 * 9),
        lastUsedAt: hoursAgo(30),
      },
    ],
  };
}

export function serveConsole(routes: Record<string, FakeResponse | (() => FakeResponse)>) {
  const network = fakeNetwork({
    'GET /api/site': { body: { data: SITE } },
    'GET /admin-api/me': { body: { data: { admin: MODERATOR } } },
    ...routes,
  });
  vi.stubGlobal('fetch', network.fetch);
  sessionStorage.setItem('wob-admin-session', 'admin-token');
  return {
    network,
    sent: (path: string) => network.requests.filter((request) => request.path === path),
    /** The query of the request being answered (routes are answered after it is noted). */
    lastQuery: () => network.requests.at(-1)?.query ?? {},
  };
}
