import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootLocale } from '../shell/locale';
import { detail, serveConsole } from '../test/moderation-fixtures';
import { renderApp } from '../test/render-app';

// The console navigation's badge: the number of open reports on the "Reports" link, read
// with the light count call when the moderator moves between pages and after they handle a
// report — never on a timer.

const COUNT = '/admin-api/reports/open-count';

beforeEach(() => {
  localStorage.setItem('user-locale', 'en');
  sessionStorage.clear();
  bootLocale([]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function reportsLink(name: string | RegExp) {
  const nav = screen.getByRole('navigation', { name: 'Console' });
  return within(nav).getByRole('link', { name });
}

describe("the console navigation's open reports badge", () => {
  it('shows the count on Reports, reads it again on navigation and after a report is handled', async () => {
    let open = 3;
    const { sent } = serveConsole({
      [`GET ${COUNT}`]: () => ({ body: { data: { openCount: open } } }),
      'GET /admin-api/report': { body: { data: { report: detail() } } },
      'POST /admin-api/report/review': () => {
        open = 2;
        return { body: { data: { report: detail({ status: 'in_review' }) } } };
      },
      'GET /admin-api/people': { body: { data: { people: [] } } },
    });
    const { user } = renderApp('/admin/reports/r1');

    await waitFor(() => expect(reportsLink('Reports, 3 open')).toBeVisible());
    expect(reportsLink('Reports, 3 open')).toHaveTextContent('Reports3');
    const reads = sent(COUNT).length;
    expect(reads).toBe(1);

    // Handling the report (here: into review) reads the count again.
    await user.click(await screen.findByRole('button', { name: 'Start review' }));
    await waitFor(() => expect(reportsLink('Reports, 2 open')).toBeVisible());
    expect(sent(COUNT).length).toBe(reads + 1);

    // Moving to another page reads it again: nothing open, no badge.
    open = 0;
    await user.click(reportsLink('Reports, 2 open'));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Console' })).getByRole('link', {
        name: 'People',
      }),
    );
    await waitFor(() => expect(reportsLink('Reports')).toBeVisible());
    expect(reportsLink('Reports')).toHaveTextContent(/^Reports$/);
  }, 60_000);

  it('reads it in Danish too, and takes the queue’s own count', async () => {
    localStorage.setItem('user-locale', 'da');
    bootLocale([]);
    serveConsole({
      [`GET ${COUNT}`]: { body: { data: { openCount: 5 } } },
      'GET /admin-api/reports': {
        body: { data: { reports: [], nextCursor: null, openCount: 4 } },
      },
    });
    renderApp('/admin/reports');
    await waitFor(() => {
      const nav = screen.getByRole('navigation', { name: 'Konsol' });
      expect(within(nav).getByRole('link', { name: 'Anmeldelser, 4 åbne' })).toBeVisible();
    });
  }, 60_000);
});
