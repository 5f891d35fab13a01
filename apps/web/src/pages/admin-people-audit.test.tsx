import { screen, waitFor, within } from '@testing-library/react';
import { AUDIT_ACTIONS, type AuditEntryView } from '@wob/api';
import { adminModeration as daModeration } from '@wob/i18n/locales/da/admin-moderation';
import { adminModeration as enModeration } from '@wob/i18n/locales/en/admin-moderation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootLocale } from '../shell/locale';
import { JONAS, KAREN, personDetail, serveConsole } from '../test/moderation-fixtures';
import { renderApp } from '../test/render-app';

// The console's people search, a person's page (actions and sessions) and the audit log, as
// a moderator uses them, against the moderation contract's answers.

beforeEach(() => {
  localStorage.setItem('user-locale', 'en');
  sessionStorage.clear();
  bootLocale([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('people', () => {
  it('searches by name or e-mail from two characters, and links each person to their page', async () => {
    const { sent } = serveConsole({
      'GET /admin-api/people': {
        body: {
          data: {
            people: [
              { ...JONAS, state: 'suspended', suspendedUntil: '2027-01-10T12:00:00.000Z' },
              { ...KAREN, id: 'u-jonna', name: 'Jonna Friis', email: 'jonna@example.dk' },
            ],
          },
        },
      },
    });
    const { router, user } = renderApp('/admin/people');
    const field = await screen.findByRole('searchbox', { name: /Name or e-mail/ });
    await user.type(field, 'j');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Write at least 2 characters.')).toBeVisible();
    expect(sent('/admin-api/people')).toEqual([]);

    await user.type(field, 'on');
    await user.keyboard('{Enter}');
    const table = await screen.findByRole('table', { name: 'Members matching “jon”' });
    expect(sent('/admin-api/people')[0]?.query).toEqual({ query: 'jon' });
    expect(router.state.location.search).toBe('?q=jon');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: 'Jonas Berg' }),
    ).toHaveAttribute('href', '/admin/people/u-jonas');
    expect(within(rows[0] as HTMLElement).getByText(/^Suspended until 10 Jan 2027/)).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('Active')).toBeVisible();
  }, 60_000);

  it('says when no one matches', async () => {
    serveConsole({ 'GET /admin-api/people': { body: { data: { people: [] } } } });
    renderApp('/admin/people?q=zz');
    expect(await screen.findByRole('heading', { name: 'No one matches “zz”' })).toBeVisible();
  }, 60_000);
});

describe('a person’s page', () => {
  it('shows the profile, reports and sessions; signs out one session and everywhere with a reason', async () => {
    const after = personDetail();
    after.sessions = after.sessions.slice(1);
    const { sent } = serveConsole({
      'GET /admin-api/person': { body: { data: personDetail() } },
      'POST /admin-api/person/revoke-sessions': () => ({
        body: {
          data:
            sent('/admin-api/person/revoke-sessions').length === 1
              ? after
              : { ...after, sessions: [] },
        },
      }),
    });
    const { user } = renderApp('/admin/people/u-jonas');
    expect(await screen.findByRole('heading', { name: 'Jonas Berg', level: 1 })).toBeVisible();
    expect(sent('/admin-api/person')[0]?.query).toEqual({ id: 'u-jonas' });
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('jonas@example.dk')).toBeVisible();
    expect(within(profile).getByText('Aarhus, Danmark')).toBeVisible();
    expect(within(profile).getByText('Runner, coffee, board games.')).toBeVisible();
    const about = screen.getByRole('region', { name: 'Reports about them' });
    expect(within(about).getByRole('link', { name: /Chat message/ })).toHaveAttribute(
      'href',
      '/admin/reports/r1',
    );
    expect(screen.getByText('They have not reported anyone.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sign Jonas Berg out of this device' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Phone reported stolen.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('The device is signed out.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(sent('/admin-api/person/revoke-sessions')[0]?.body ?? '')).toEqual({
      id: 'u-jonas',
      session: 's1',
      reason: 'Phone reported stolen.',
    });
    expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    dialog = await screen.findByRole('dialog', { name: 'Sign Jonas Berg out everywhere' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Account taken over.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('The member is signed out everywhere.')).toBeVisible();
    expect(JSON.parse(sent('/admin-api/person/revoke-sessions')[1]?.body ?? '')).toEqual({
      id: 'u-jonas',
      reason: 'Account taken over.',
    });
    expect(screen.getByText('Not signed in anywhere.')).toBeVisible();
  }, 60_000);

  it('bans with a reason, then offers to lift the ban', async () => {
    const banned = personDetail({ state: 'banned', bannedAt: new Date().toISOString() });
    banned.actions = [
      {
        id: 'x9',
        action: 'ban',
        reason: 'Threats to several members.',
        until: null,
        reportId: null,
        admin: { id: 'a2', email: 'mod@woble.test' },
        createdAt: new Date().toISOString(),
      },
    ];
    const { sent } = serveConsole({
      'GET /admin-api/person': { body: { data: personDetail() } },
      'POST /admin-api/person/action': () => {
        const body = JSON.parse(sent('/admin-api/person/action').at(-1)?.body ?? '{}');
        return { body: { data: body.action === 'ban' ? banned : personDetail() } };
      },
    });
    const { user } = renderApp('/admin/people/u-jonas');
    await screen.findByRole('heading', { name: 'Jonas Berg', level: 1 });
    expect(screen.queryByRole('button', { name: /Lift/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban Jonas Berg' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Threats to several members.');
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await screen.findByText('The member is banned.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(sent('/admin-api/person/action')[0]?.body ?? '')).toEqual({
      id: 'u-jonas',
      action: 'ban',
      reason: 'Threats to several members.',
    });
    const head = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(head).getByText('Banned')).toBeVisible();
    const history = screen.getByRole('region', { name: 'Actions on this person' });
    expect(within(history).getByText('Threats to several members.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Warn' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lift the ban' }));
    const lift = await screen.findByRole('dialog', { name: 'Lift the restriction on Jonas Berg' });
    await user.type(within(lift).getByLabelText(/^Reason/), 'Appeal accepted.');
    await user.click(within(lift).getByRole('button', { name: 'Lift' }));
    expect(await screen.findByText('The restriction is lifted.')).toBeVisible();
    expect(JSON.parse(sent('/admin-api/person/action')[1]?.body ?? '')).toMatchObject({
      action: 'lift',
      reason: 'Appeal accepted.',
    });
  }, 60_000);

  it('offers a retry when the person cannot be loaded, and loads them on request', async () => {
    let fail = true;
    serveConsole({
      'GET /admin-api/person': () =>
        fail
          ? { status: 500, body: { message: 'The database is not answering.' } }
          : { body: { data: personDetail() } },
    });
    const { user } = renderApp('/admin/people/u-jonas');
    expect(
      await screen.findByRole('heading', { name: 'The member could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByText('The database is not answering.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Jonas Berg', level: 1 })).toBeVisible();
  }, 60_000);

  it('says there is no such member for a link to one that does not exist (404)', async () => {
    serveConsole({
      'GET /admin-api/person': { status: 404, body: { message: 'No such member.' } },
    });
    renderApp('/admin/people/u-nobody');
    expect(await screen.findByRole('heading', { name: 'There is no such member' })).toBeVisible();
    expect(screen.getByText(/Search for the member under People/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to people' })).toHaveAttribute(
      'href',
      '/admin/people',
    );
  }, 60_000);
});

describe('the audit log', () => {
  const entry = (overrides: Partial<AuditEntryView>): AuditEntryView => ({
    id: 'e1',
    action: 'report.warn',
    subjectType: 'report',
    subjectId: 'r1',
    reason: 'Threatening messages.',
    details: { person: 'u-jonas' },
    admin: { id: 'a2', email: 'mod@woble.test' },
    createdAt: '2026-11-27T14:05:00.000Z',
    ...overrides,
  });

  it('lists entries newest first with translated actions and subject links; searches, filters and loads more', async () => {
    const { sent, lastQuery } = serveConsole({
      'GET /admin-api/audit': () =>
        lastQuery().cursor
          ? {
              body: {
                data: {
                  entries: [entry({ id: 'e3', action: 'faq.update', subjectType: 'faq' })],
                  nextCursor: null,
                },
              },
            }
          : {
              body: {
                data: {
                  entries: [
                    entry({}),
                    entry({
                      id: 'e2',
                      action: 'person.suspend',
                      subjectType: 'person',
                      subjectId: 'u-jonas',
                      details: { until: '2027-01-10T12:00:00.000Z' },
                    }),
                  ],
                  nextCursor: 'c-2',
                },
              },
            },
    });
    const { router, user } = renderApp('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    expect(sent('/admin-api/audit')[0]?.query).toEqual({});
    const rows = within(table).getAllByRole('row').slice(1);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText('27 Nov 2026, 14:05', { exact: false })).toBeVisible();
    expect(within(first).getByText('mod@woble.test')).toBeVisible();
    expect(within(first).getByText('Warned (report)')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'r1' })).toHaveAttribute(
      'href',
      '/admin/reports/r1',
    );
    expect(within(first).getByText('person: u-jonas')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'u-jonas' })).toHaveAttribute(
      'href',
      '/admin/people/u-jonas',
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    // A FAQ is no page of this section: its id is no link.
    const faqRow = (await screen.findByText('FAQ edited')).closest('tr') as HTMLElement;
    expect(within(faqRow).queryByRole('link')).toBeNull();
    expect(sent('/admin-api/audit').at(-1)?.query).toEqual({ cursor: 'c-2' });

    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'mod@woble');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(sent('/admin-api/audit').at(-1)?.query).toEqual({ query: 'mod@woble' }),
    );
    await user.click(screen.getByRole('button', { name: /Subject/ }));
    await user.click(await screen.findByRole('option', { name: 'Member' }));
    await waitFor(() =>
      expect(sent('/admin-api/audit').at(-1)?.query).toEqual({
        query: 'mod@woble',
        subjectType: 'person',
      }),
    );
    expect(router.state.location.search).toBe('?q=mod%40woble&type=person');
  }, 60_000);

  it('names every action the server logs in Danish and in English; an unknown one shows as logged', async () => {
    const label = (copy: typeof enModeration, action: string) => {
      const [area = '', verb = ''] = action.split('.');
      return (copy.audit.actions as Record<string, Record<string, string> | undefined>)[area]?.[
        verb
      ];
    };
    for (const action of AUDIT_ACTIONS) {
      expect([action, label(enModeration, action)]).toEqual([action, expect.any(String)]);
      expect([action, label(daModeration, action)]).toEqual([action, expect.any(String)]);
    }
    serveConsole({
      'GET /admin-api/audit': () => ({
        body: {
          data: {
            entries: [
              entry({ id: 'e1', action: 'retention.run', subjectType: 'retention' }),
              entry({ id: 'e2', action: 'person.revoke-sessions', subjectType: 'person' }),
              entry({ id: 'e3', action: 'session.revokeAll', subjectType: 'person' }),
            ],
            nextCursor: null,
          },
        },
      }),
    });
    renderApp('/admin/audit');
    expect(await screen.findByText('Retention jobs run by hand')).toBeVisible();
    expect(screen.getByText('Member signed out everywhere')).toBeVisible();
    expect(screen.getByText('session.revokeAll')).toBeVisible();
  });

  it('says so when nothing matches, and when the log cannot load', async () => {
    let fail = false;
    serveConsole({
      'GET /admin-api/audit': () =>
        fail
          ? { status: 500, body: { message: 'The database is not answering.' } }
          : { body: { data: { entries: [], nextCursor: null } } },
    });
    const first = renderApp('/admin/audit?q=nothing');
    expect(await screen.findByRole('heading', { name: 'No entries match' })).toBeVisible();
    first.unmount();
    fail = true;
    renderApp('/admin/audit');
    expect(
      await screen.findByRole('heading', { name: 'The audit log could not be loaded' }),
    ).toBeVisible();
  }, 60_000);
});
