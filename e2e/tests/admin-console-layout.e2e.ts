import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { adminCopy, createAdministrator, signInAsAdmin } from '../support/admin';
import { call, login, registerUser } from '../support/api';
import { ARTIFACTS_DIR, useBrowser } from '../support/browser';
import { en } from '../support/copy';
import { seen, storeLocale } from '../support/ui';

// The console's frame at the widths administrators use it: 1280 px (a laptop), 820 and 768
// px (a tablet in portrait) and 390 px (a phone, to check a report on the go). At each width
// the queue, a report and the reported person's page fit the screen (nothing scrolls the page
// sideways), the navigation and "Sign out" sit above the page on the narrow ones without
// stretching across it, and a link to a report that does not exist says so. Screenshots of
// each go to e2e/.artifacts/ (admin-console-<width>-<page>.png).

const browser = useBrowser();
const a = adminCopy.en;

async function member(name: string) {
  const user = await registerUser(browser.baseUrl, { name });
  const answer = await login(browser.baseUrl, user.email, user.password);
  const id = answer.body.data?.user?._id;
  const token = answer.body.token;
  if (answer.status !== 200 || !id || !token) throw new Error(`Could not log ${name} in`);
  return { id, token };
}

/** How far the page reaches past the window's right edge (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function shoot(page: Page, width: number, name: string) {
  await page.screenshot({
    path: `${ARTIFACTS_DIR}/admin-console-${width}-${name}.png`,
    fullPage: true,
  });
}

describe('the console’s frame on a laptop, a tablet and a phone', () => {
  test('the queue, a report and a person fit each width; a missing report says so', async () => {
    const tag = Date.now().toString(36);
    const reporter = await member(`Rita Reporter ${tag}`);
    const subject = await member(`Rune Rude ${tag}`);
    const reported = await call(browser.baseUrl, 'POST', '/api/report/wobler', {
      token: reporter.token,
      json: {
        wobler: subject.id,
        reason: 'inappropriate-behaviour',
        details: 'Sent me rude messages after I said no, several times over two days.',
      },
    });
    expect(reported.status).toBe(200);

    const admin = await createAdministrator('moderator');
    const page = await browser.newPage({ locale: 'en-GB' });
    await storeLocale(page, 'en');
    await signInAsAdmin(page, admin, en, a);

    const signOut = page.getByRole('button', { name: a.home.signOut, exact: true });
    const navigation = page.getByRole('navigation', { name: a.console.navLabel });
    for (const width of [1280, 820, 768, 390]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 1000 });

      await page.goto('/admin/reports');
      const row = page.getByRole('row').filter({ hasText: `Rune Rude ${tag}` });
      await seen(row);
      expect(await overflow(page), `the queue at ${width} px`).toBeLessThanOrEqual(0);
      // Beside the page at 1280 px; above it, in a row with the navigation, when narrower.
      const button = await signOut.boundingBox();
      const nav = await navigation.boundingBox();
      expect(button && button.width < width / 2, `Sign out at ${width} px`).toBe(true);
      if (width > 1024) expect(nav && nav.height > nav.width, 'a side column').toBe(true);
      else expect(nav && nav.width > nav.height, 'rows above the page').toBe(true);
      await shoot(page, width, 'queue');

      await row.getByRole('link').click();
      await seen(page.getByRole('heading', { level: 1, name: new RegExp(`Rune Rude ${tag}`) }));
      await seen(page.getByText('Sent me rude messages'));
      expect(await overflow(page), `the report at ${width} px`).toBeLessThanOrEqual(0);
      await shoot(page, width, 'report');

      await page.goto(`/admin/people/${subject.id}`);
      await seen(page.getByRole('heading', { level: 1, name: `Rune Rude ${tag}` }));
      expect(await overflow(page), `the person at ${width} px`).toBeLessThanOrEqual(0);
      await shoot(page, width, 'person');
    }

    // On the phone the people's and the audit log's rows are blocks too: nothing scrolls
    // sideways, not even inside the table's box.
    const tableFits = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('.wob-mod-scroll')).every(
          (box) => box.scrollWidth <= box.clientWidth,
        ),
      );
    await page.goto('/admin/reports');
    await page
      .getByRole('row')
      .filter({ hasText: `Rune Rude ${tag}` })
      .getByRole('link')
      .click();
    await page.getByRole('button', { name: a.moderation.report.startReview, exact: true }).click();
    await seen(page.getByText(a.moderation.report.reviewStarted).first());
    await page.goto(`/admin/people?q=${encodeURIComponent(`Rune Rude ${tag}`)}`);
    await seen(page.getByRole('link', { name: `Rune Rude ${tag}` }));
    expect(await overflow(page), 'people at 390 px').toBeLessThanOrEqual(0);
    expect(await tableFits(), 'the people table at 390 px').toBe(true);
    await shoot(page, 390, 'people');
    await page.goto('/admin/audit');
    await seen(page.getByText(a.moderation.audit.actions.report.review).first());
    expect(await overflow(page), 'the audit log at 390 px').toBeLessThanOrEqual(0);
    expect(await tableFits(), 'the audit table at 390 px').toBe(true);
    await shoot(page, 390, 'audit');

    // A link to a report that is not there: said so, with the way back to the queue.
    await page.goto('/admin/reports/00000000-0000-4000-8000-000000000000');
    await seen(page.getByRole('heading', { name: a.moderation.report.notFound }));
    await seen(page.getByRole('link', { name: a.moderation.report.back }));
    await shoot(page, 390, 'missing-report');
  }, 180_000);
});
