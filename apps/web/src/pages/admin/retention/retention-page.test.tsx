import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootLocale } from '../../../shell/locale';
import { type FakeResponse, fakeNetwork, renderApp, SITE } from '../../../test/render-app';

// The console's Retention and Administrators sections as an administrator uses them: each
// job with its rule and runs, running them now, and the list of administrators.

const ADMIN = {
  id: 'a1',
  email: 'boss@woble.test',
  role: 'administrator',
  twoFactor: true,
  createdAt: '2026-11-27T10:00:00.000Z',
};

const run = (over: Record<string, unknown> = {}) => ({
  startedAt: '2026-11-28T03:00:00.000Z',
  finishedAt: '2026-11-28T03:00:01.500Z',
  durationMs: 1500,
  outcome: 'ok',
  removed: { accounts: 2, files: 14 },
  error: '',
  ...over,
});

const JOBS = {
  intervalMs: 3_600_000,
  jobs: [
    {
      name: 'purgeDeletedAccounts',
      retention: true,
      runs: [
        run({
          outcome: 'failed',
          removed: { accounts: 1, files: 0 },
          error: '1 account(s) wait for the next run: the chat service could not erase them',
        }),
        run({ startedAt: '2026-11-28T02:00:00.000Z' }),
      ],
    },
    { name: 'deleteOldConsents', retention: true, runs: [] },
    { name: 'analyzeDatabase', retention: false, runs: [run({ removed: { rows: 0 } })] },
  ],
};

let network: ReturnType<typeof fakeNetwork>;

function serve(routes: Record<string, FakeResponse | (() => FakeResponse)>) {
  network = fakeNetwork({
    'GET /api/site': { body: { data: SITE } },
    'GET /admin-api/me': { body: { data: { admin: ADMIN } } },
    ...routes,
  });
  vi.stubGlobal('fetch', network.fetch);
}

const sent = (path: string) => network.requests.filter((request) => request.path === path);

beforeEach(() => {
  localStorage.setItem('user-locale', 'en');
  sessionStorage.clear();
  sessionStorage.setItem('wob-admin-session', 'admin-token');
  bootLocale([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Retention section', () => {
  it('shows each job with its rule, its last run and the runs before it', async () => {
    serve({ 'GET /admin-api/retention': { body: { data: JOBS } } });
    renderApp('/admin/retention');
    expect(
      await screen.findByRole('heading', { name: 'Retention jobs', level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/They run by themselves every hour/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Retention rules', level: 2 })).toBeVisible();

    const purge = screen.getByRole('region', { name: 'Erase deleted accounts' });
    expect(within(purge).getByText(/erased 3 months after they were deleted/)).toBeVisible();
    expect(within(purge).getByText(/took 1.5 s · 1 account$/)).toBeVisible();
    expect(within(purge).getByRole('note')).toHaveTextContent('wait for the next run');
    const history = within(purge).getByRole('table', {
      name: 'Last runs of Erase deleted accounts',
    });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Failed')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('2 accounts, 14 files')).toBeVisible();

    const consents = screen.getByRole('region', { name: 'Delete old consent records' });
    expect(within(consents).getByText('Not run yet.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Other scheduled jobs', level: 2 })).toBeVisible();
    const stats = screen.getByRole('region', { name: 'Database statistics' });
    expect(within(stats).getByText(/· Nothing$/)).toBeVisible();
    expect(sent('/admin-api/retention')[0]?.authorization).toBe('Bearer admin-token');
  }, 60_000);

  it('runs the jobs now and shows the runs as after it', async () => {
    const after = {
      ...JOBS,
      jobs: [
        {
          name: 'purgeDeletedAccounts',
          retention: true,
          runs: [run({ removed: { accounts: 3, files: 1 } }), ...(JOBS.jobs[0]?.runs ?? [])],
        },
      ],
    };
    serve({
      'GET /admin-api/retention': { body: { data: JOBS } },
      'POST /admin-api/retention/run': { body: { data: after } },
    });
    const { user } = renderApp('/admin/retention');
    await screen.findByRole('region', { name: 'Erase deleted accounts' });
    await user.click(screen.getByRole('button', { name: 'Run all jobs now' }));
    expect(await screen.findByText('The jobs have run.')).toBeVisible();
    const purge = screen.getByRole('region', { name: 'Erase deleted accounts' });
    expect(within(purge).getByText(/· 3 accounts, 1 file$/)).toBeVisible();
    expect(sent('/admin-api/retention/run')).toHaveLength(1);
  }, 60_000);

  it('says so when the jobs cannot be loaded, and tries again on request', async () => {
    let calls = 0;
    serve({
      'GET /admin-api/retention': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { message: 'Unavailable.' } }
          : { body: { data: JOBS } };
      },
    });
    const { user } = renderApp('/admin/retention');
    expect(await screen.findByText('The jobs could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Erase deleted accounts' })).toBeVisible();
  }, 60_000);

  it('is in Danish too', async () => {
    localStorage.setItem('user-locale', 'da');
    bootLocale([]);
    serve({ 'GET /admin-api/retention': { body: { data: JOBS } } });
    renderApp('/admin/retention');
    expect(await screen.findByRole('heading', { name: 'Sletningsjob', level: 1 })).toBeVisible();
    expect(await screen.findByText(/kører af sig selv hver time/)).toBeVisible();
    const purge = screen.getByRole('region', { name: 'Slet slettede konti helt' });
    expect(within(purge).getByText('2 konti, 14 filer')).toBeVisible();
  }, 60_000);
});

describe('the Administrators section', () => {
  it('lists the administrators with role, authenticator app and creation, and how to add one', async () => {
    serve({
      'GET /admin-api/admins': {
        body: {
          data: {
            admins: [
              ADMIN,
              {
                id: 'a2',
                email: 'mod@woble.test',
                role: 'moderator',
                twoFactor: false,
                createdAt: '2026-11-28T09:30:00.000Z',
              },
            ],
          },
        },
      },
    });
    renderApp('/admin/admins');
    expect(
      await screen.findByRole('heading', { name: 'Administrators', level: 1 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Administrators and moderators' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      'boss@woble.test (you)',
    );
    expect(within(first as HTMLElement).getByText('Set up')).toBeVisible();
    expect(within(second as HTMLElement).getByText('Moderator')).toBeVisible();
    expect(within(second as HTMLElement).getByText('Not set up yet')).toBeVisible();
    expect(within(second as HTMLElement).getByText(/28 Nov 2026/)).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('pnpm admin:create');
  }, 60_000);
});
