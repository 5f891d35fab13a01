import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { adminCopy, createAdministrator, signInAsAdmin } from '../support/admin';
import { call, login, registerUser } from '../support/api';
import { ARTIFACTS_DIR, useBrowser } from '../support/browser';
import { en } from '../support/copy';
import { seen, storeLocale, toast } from '../support/ui';

// The console navigation's badge in the browser: a member reports a Bubble, and the moderator
// sees the open reports on the "Reports" link (read as 'Reports, N open'), at 1280 px and on a
// tablet (820 px); dismissing the report brings the badge in line with the server's count at
// once. Other files may file reports meanwhile, so the number is compared with the server's
// answer, never with a constant.

const browser = useBrowser();
const a = adminCopy.en;

/** The number the Reports link announces, or 0 when it carries no badge. */
async function badgeCount(page: Page): Promise<number> {
  const nav = page.getByRole('navigation', { name: a.console.navLabel });
  const link = nav.getByRole('link', { name: /^Reports/ }).first();
  const label = (await link.getAttribute('aria-label')) ?? '';
  const match = /^Reports, (\d+) open$/.exec(label);
  return match ? Number(match[1]) : 0;
}

async function memberToken(name: string): Promise<string> {
  const user = await registerUser(browser.baseUrl, { name });
  const answer = await login(browser.baseUrl, user.email, user.password);
  return String((answer.body as { token?: string }).token);
}

describe("the console navigation's open reports badge", () => {
  test('shows the open reports on the Reports link and follows a dismissal', async () => {
    const tag = Date.now().toString(36);
    const owner = await memberToken('Otto Owner');
    const reporter = await memberToken('Rie Reporter');
    const created = await call<{ data?: { bubble: { _id: string } } }>(
      browser.baseUrl,
      'POST',
      '/api/bubble/create',
      { token: owner, json: { name: `Badge ${tag}`, circleColor: '#7c3aed' } },
    );
    expect(created.status).toBe(201);
    const bubbleId = created.body.data?.bubble._id ?? '';
    const reported = await call(browser.baseUrl, 'POST', '/api/report/content', {
      token: reporter,
      json: { kind: 'bubble', id: bubbleId, reason: 'inappropriate-content' },
    });
    expect(reported.status).toBe(200);

    const moderator = await createAdministrator('moderator');
    const page = await browser.newPage({ locale: 'en-GB' });
    await storeLocale(page, 'en');
    await signInAsAdmin(page, moderator, en, a);
    const nav = page.getByRole('navigation', { name: a.console.navLabel });
    await seen(nav.getByRole('link', { name: /^Reports, \d+ open$/ }));
    const before = await badgeCount(page);
    expect(before).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/admin-nav-badge-en-1280.png` });
    await page.setViewportSize({ width: 820, height: 1180 });
    await seen(nav.getByRole('link', { name: /^Reports, \d+ open$/ }));
    await page.screenshot({ path: `${ARTIFACTS_DIR}/admin-nav-badge-en-820.png` });

    // Dismissing the report: the badge reads the count again, without a reload.
    await page.goto('/admin/reports?kind=bubble');
    await page.getByRole('link', { name: new RegExp(`Badge ${tag}`) }).click();
    await page.getByRole('button', { name: a.moderation.actions.dismiss, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: a.moderation.dialog.titles.dismiss });
    await dialog.getByRole('textbox').first().fill('Nothing against the rules');
    await dialog
      .getByRole('button', { name: a.moderation.dialog.confirm.dismiss, exact: true })
      .click();
    await seen(toast(page, a.moderation.report.done.dismiss));
    const token = await page.evaluate(() => sessionStorage.getItem('wob-admin-session'));
    await expect
      .poll(async () => {
        const answer = await call<{ data?: { openCount: number } }>(
          browser.baseUrl,
          'GET',
          '/admin-api/reports/open-count',
          { token: token ?? '' },
        );
        return (await badgeCount(page)) === answer.body.data?.openCount;
      })
      .toBe(true);
  });
});
