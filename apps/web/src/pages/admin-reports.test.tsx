import type { endpoints, ResponseData } from '@wob/api';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootLocale } from '../shell/locale';
import { detail, serveConsole, summary } from '../test/moderation-fixtures';
import { renderApp } from '../test/render-app';

// The console's reports queue and a report's page, as a moderator uses them, against the
// moderation contract's answers (the fake network stands in for the server).

type Queue = ResponseData<typeof endpoints.adminReports>;

beforeEach(() => {
  localStorage.setItem('user-locale', 'en');
  sessionStorage.clear();
  bootLocale([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the reports queue', () => {
  it('lists the queue, narrows it by the filters in the address, and loads more by cursor', async () => {
    const first: Queue = {
      reports: [
        summary(),
        summary({
          id: 'r2',
          kind: 'bubble',
          reason: 'inappropriate-content',
          status: 'in_review',
          person: { id: 'u-sofie', name: 'Sofie Dahl' },
          excerpt: 'Hiking Aarhus: weekend trips',
        }),
      ],
      nextCursor: 'c2',
      openCount: 3,
    };
    const second: Queue = {
      reports: [summary({ id: 'r3', excerpt: 'Third report', status: 'open' })],
      nextCursor: null,
      openCount: 3,
    };
    const { sent, lastQuery } = serveConsole({
      'GET /admin-api/reports': () => ({
        body: { data: lastQuery().cursor === 'c2' ? second : first },
      }),
    });
    const { router, user } = renderApp('/admin/reports?kind=message&reason=nonsense');

    const table = await screen.findByRole('table', { name: /Reports matching the filters/ });
    // A known filter from the address is sent; an unknown value is left out.
    expect(sent('/admin-api/reports')[0]?.query).toEqual({ kind: 'message' });
    expect(screen.getByText('3 open')).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Chat message')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('Inappropriate behaviour')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('Karen Holm')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('Jonas Berg')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('yesterday')).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText('Open')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('In review')).toBeVisible();
    expect(
      within(rows[0] as HTMLElement).getByRole('link', { name: /I know where you train/ }),
    ).toHaveAttribute('href', '/admin/reports/r1');

    // Choosing a status adds it to the address and to the request.
    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Dismissed' }));
    await waitFor(() =>
      expect(sent('/admin-api/reports').at(-1)?.query).toEqual({
        kind: 'message',
        status: 'dismissed',
      }),
    );
    expect(router.state.location.search).toBe('?kind=message&status=dismissed');

    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Third report')).toBeVisible();
    expect(sent('/admin-api/reports').at(-1)?.query).toEqual({
      kind: 'message',
      status: 'dismissed',
      cursor: 'c2',
    });
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(sent('/admin-api/reports').at(-1)?.query).toEqual({}));
    expect(router.state.location.search).toBe('');
  }, 60_000);

  it('says so when nothing is open, and offers a retry when the queue cannot load', async () => {
    let fail = true;
    serveConsole({
      'GET /admin-api/reports': () =>
        fail
          ? { status: 500, body: { message: 'The database is not answering.' } }
          : { body: { data: { reports: [], nextCursor: null, openCount: 0 } } },
    });
    const { user } = renderApp('/admin/reports');
    expect(
      await screen.findByRole('heading', { name: 'The reports could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByText('The database is not answering.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No open reports' })).toBeVisible();
    expect(screen.getByText('0 open')).toBeVisible();
  }, 60_000);

  it('counts the open reports in Danish with the right plural', async () => {
    localStorage.setItem('user-locale', 'da');
    bootLocale([]);
    let open = 1;
    serveConsole({
      'GET /admin-api/reports': () => ({
        body: { data: { reports: [summary()], nextCursor: null, openCount: open } },
      }),
    });
    const { user } = renderApp('/admin/reports');
    expect(await screen.findByText('1 åben')).toBeVisible();
    open = 2;
    await user.click(screen.getByRole('button', { name: /Hvad/ }));
    await user.click(await screen.findByRole('option', { name: 'Bubble' }));
    expect(await screen.findByText('2 åbne')).toBeVisible();
  }, 60_000);

  it('goes to the sign-in when the session has ended', async () => {
    serveConsole({ 'GET /admin-api/reports': { status: 401, body: { message: 'ended' } } });
    const { router } = renderApp('/admin/reports');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(sessionStorage.getItem('wob-admin-session')).toBeNull();
  }, 60_000);
});

describe('a report', () => {
  it('shows the snapshot, both people and the history; an action sends its reason and shows the result', async () => {
    const { sent } = serveConsole({
      'GET /admin-api/report': { body: { data: { report: detail() } } },
      'POST /admin-api/report/review': {
        body: { data: { report: detail({ status: 'in_review' }) } },
      },
      'POST /admin-api/report/action': {
        body: { data: { report: detail({ status: 'actioned' }) } },
      },
    });
    const { user } = renderApp('/admin/reports/r1');

    expect(
      await screen.findByRole('heading', { name: 'Chat message by Jonas Berg', level: 1 }),
    ).toBeVisible();
    expect(sent('/admin-api/report')[0]?.query).toEqual({ id: 'r1' });
    const snapshot = screen.getByRole('region', { name: 'What was reported' });
    expect(within(snapshot).getByText('Chat with Karen Holm')).toBeVisible();
    expect(within(snapshot).getByText(/I know where you train on Fridays/)).toBeVisible();
    expect(
      within(snapshot).getByRole('img', {
        name: 'Picture 1 of 1 in the reported content',
      }),
    ).toHaveAttribute('src', '/media/report-snapshots/r1-0.webp');
    expect(within(snapshot).getByText('Still visible')).toBeVisible();
    expect(within(snapshot).getByText('He kept writing after I said no.')).toBeVisible();
    const people = screen.getByRole('region', { name: 'People' });
    expect(within(people).getByRole('link', { name: 'Jonas Berg' })).toHaveAttribute(
      'href',
      '/admin/people/u-jonas',
    );
    expect(within(people).getByRole('link', { name: 'Karen Holm' })).toHaveAttribute(
      'href',
      '/admin/people/u-karen',
    );
    const earlier = screen.getByRole('region', { name: 'Other reports about this person' });
    expect(within(earlier).getByRole('link', { name: 'Wobler · Fake profile' })).toBeVisible();
    expect(within(earlier).getByText('Dismissed')).toBeVisible();
    const history = screen.getByRole('region', { name: 'Actions on this person' });
    expect(within(history).getByText('Rude messages to two members.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Start review' }));
    expect(await screen.findByText('The report is in review.')).toBeVisible();
    // The button is gone with the new state: focus moves to the page's heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.getByText('In review')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start review' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Warn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Warn Jonas Berg' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Reason/)).toHaveFocus(), {
      timeout: 5000,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send warning' }));
    expect(await within(dialog).findByText('Write a reason.')).toBeVisible();
    expect(sent('/admin-api/report/action')).toEqual([]);
    await user.type(within(dialog).getByLabelText(/^Reason/), '  Threatening messages.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send warning' }));

    expect(await screen.findByText('The warning is sent. The reporter is told.')).toBeVisible();
    expect(JSON.parse(sent('/admin-api/report/action')[0]?.body ?? '')).toEqual({
      id: 'r1',
      action: 'warn',
      reason: 'Threatening messages.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Actioned')).toBeVisible();
    expect(screen.getByText(/This report has been handled/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ban' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus(), {
      timeout: 5000,
    });
  }, 60_000);

  it('suspends until a chosen time, and offers no removal for a Wobler report', async () => {
    const { sent } = serveConsole({
      'GET /admin-api/report': { body: { data: { report: detail({ kind: 'wobler' }) } } },
      'POST /admin-api/report/action': {
        body: { data: { report: detail({ kind: 'wobler', status: 'actioned' }) } },
      },
    });
    const { user } = renderApp('/admin/reports/r1');
    await screen.findByRole('heading', { name: 'Wobler by Jonas Berg', level: 1 });
    expect(screen.queryByRole('button', { name: 'Remove the content' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Jonas Berg' });
    await user.click(within(dialog).getByRole('button', { name: /For how long/ }));
    await user.click(await screen.findByRole('option', { name: '30 days' }));
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Second warning ignored.');
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('The person is suspended. The reporter is told.')).toBeVisible();
    const body = JSON.parse(sent('/admin-api/report/action')[0]?.body ?? '');
    expect(body).toMatchObject({ id: 'r1', action: 'suspend', reason: 'Second warning ignored.' });
    const days = (Date.parse(body.until) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  }, 60_000);

  it('suspends until a date typed in, and refuses a date in the past', async () => {
    const { sent } = serveConsole({
      'GET /admin-api/report': { body: { data: { report: detail() } } },
      'POST /admin-api/report/action': {
        body: { data: { report: detail({ status: 'actioned' }) } },
      },
    });
    const { user } = renderApp('/admin/reports/r1');
    await screen.findByRole('heading', { name: 'Chat message by Jonas Berg', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Jonas Berg' });
    await user.click(within(dialog).getByRole('button', { name: /For how long/ }));
    await user.click(await screen.findByRole('option', { name: 'Until a date…' }));
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Repeated threats.');
    const next = new Date(Date.now() + 10 * 86_400_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    // Each part by its name: the order of day, month and year follows the locale.
    const setDate = async (date: Date) => {
      for (const [part, value] of [
        ['day', pad(date.getDate())],
        ['month', pad(date.getMonth() + 1)],
        ['year', String(date.getFullYear())],
      ] as const) {
        await user.click(within(dialog).getByRole('spinbutton', { name: new RegExp(`^${part}`) }));
        await user.keyboard(value);
      }
    };
    await setDate(new Date(Date.now() - 2 * 86_400_000));
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(
      await within(dialog).findByText('Choose a date from tomorrow and at most a year ahead.'),
    ).toBeVisible();
    expect(sent('/admin-api/report/action')).toEqual([]);
    await setDate(next);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('The person is suspended. The reporter is told.')).toBeVisible();
    const body = JSON.parse(sent('/admin-api/report/action')[0]?.body ?? '');
    const until = new Date(body.until);
    expect([until.getFullYear(), until.getMonth(), until.getDate(), until.getHours()]).toEqual([
      next.getFullYear(),
      next.getMonth(),
      next.getDate(),
      23,
    ]);
  }, 60_000);

  it('shows a report handled meanwhile by someone else (409) as it is now', async () => {
    let handled = false;
    serveConsole({
      'GET /admin-api/report': () => ({
        body: { data: { report: detail({ status: handled ? 'dismissed' : 'open' }) } },
      }),
      'POST /admin-api/report/action': () => {
        handled = true;
        return { status: 409, body: { message: 'The report has already been handled.' } };
      },
    });
    const { user } = renderApp('/admin/reports/r1');
    await screen.findByRole('heading', { name: 'Chat message by Jonas Berg', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Remove the content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the content' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Threat.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else has already handled this report. It is shown as it is now.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const head = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(await within(head).findByText('Dismissed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ban' })).not.toBeInTheDocument();
  }, 60_000);

  it('keeps the dialog open with the server’s words when an action fails', async () => {
    serveConsole({
      'GET /admin-api/report': { body: { data: { report: detail() } } },
      'POST /admin-api/report/action': {
        status: 422,
        body: {
          message: 'Check the form.',
          errors: { reason: 'The reason can be at most 1000 characters.' },
        },
      },
    });
    const { user } = renderApp('/admin/reports/r1');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban Jonas Berg' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Threats.');
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /The reason can be at most 1000 characters|Check the form/,
    );
    expect(screen.getByText('Open')).toBeVisible();
  }, 60_000);

  it('offers a retry when the report cannot be loaded, and shows it once it can', async () => {
    let fail = true;
    serveConsole({
      'GET /admin-api/report': () =>
        fail
          ? { status: 503, body: { message: 'The database is not answering.' } }
          : { body: { data: { report: detail() } } },
    });
    const { user } = renderApp('/admin/reports/r1');
    expect(
      await screen.findByRole('heading', { name: 'The report could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByText('The database is not answering.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the reports' })).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Chat message by Jonas Berg', level: 1 }),
    ).toBeVisible();
  }, 60_000);

  it('says there is no such report for a link to one that does not exist (404)', async () => {
    serveConsole({
      'GET /admin-api/report': { status: 404, body: { message: 'The report does not exist.' } },
    });
    const { router, user } = renderApp('/admin/reports/r-gone');
    expect(await screen.findByRole('heading', { name: 'There is no such report' })).toBeVisible();
    expect(screen.getByText(/Find the report in the queue/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the reports' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/reports'));
  }, 60_000);
});
