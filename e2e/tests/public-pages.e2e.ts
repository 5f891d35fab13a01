import { describe, expect, test } from 'vitest';
import { call } from '../support/api';
import { useBrowser } from '../support/browser';
import { type Copy, da, en } from '../support/copy';
import { field, notSeen, onPath, seen, storeLocale, toast } from '../support/ui';

// What a visitor sees before signing up: the landing page, the legal texts, the header's
// Login / Get Started links with their hide rules, and where notices appear.

const browser = useBrowser();

interface Site {
  company: string;
  email: string;
  social: { network: string; url: string }[];
}

const LEGAL: { path: string; link: string; title: string }[] = [
  { path: '/terms-and-conditions', link: 'landing:footer.terms', title: 'legal:terms.title' },
  { path: '/privacy-policy', link: 'landing:footer.privacy', title: 'legal:privacy.title' },
  { path: '/cookie-policy', link: 'landing:footer.cookies', title: 'legal:cookies.title' },
];

describe('public pages', () => {
  for (const [locale, t] of [
    ['en', en],
    ['da', da],
  ] as [string, Copy][]) {
    test(`the landing page shows how it works, contact, social and legal links (${locale})`, async () => {
      const site = (await call<{ data: Site }>(browser.baseUrl, 'GET', '/api/site')).body.data;
      const page = await browser.newPage();
      await storeLocale(page, locale);
      await page.goto('/');
      await seen(page.getByRole('heading', { name: t('landing:how.title') }));
      for (const step of ['join', 'meet', 'chat']) {
        await seen(page.getByRole('heading', { name: t(`landing:how.steps.${step}.title`) }));
      }
      // The contact details load when the person scrolls down to them.
      const contact = page.getByRole('heading', { name: t('landing:contact.title') });
      await seen(contact);
      await contact.scrollIntoViewIfNeeded();
      await seen(page.getByRole('link', { name: site.email }));
      for (const { url } of site.social) {
        expect(await page.locator(`a[href="${url}"]`).count(), url).toBeGreaterThan(0);
      }
      // Each legal text opens from the footer.
      for (const legal of LEGAL) {
        await page.goto('/');
        await page.getByRole('link', { name: t(legal.link), exact: true }).click();
        await onPath(page, legal.path);
        await seen(page.getByRole('heading', { name: t(legal.title), level: 1 }));
      }
    });
  }

  test('the header hides Login on the login page and Get Started on the sign-up page', async () => {
    const t = en;
    const page = await browser.newPage();
    await storeLocale(page, 'en');
    const header = page.getByRole('banner');
    const login = header.getByRole('link', { name: t('shell:header.login'), exact: true });
    const getStarted = header.getByRole('link', {
      name: t('shell:header.getStarted'),
      exact: true,
    });

    await page.goto('/');
    await seen(login);
    await seen(getStarted);

    await login.click();
    await onPath(page, '/auth/login');
    await notSeen(login);
    await seen(getStarted);

    await getStarted.click();
    await onPath(page, '/auth/register');
    await notSeen(getStarted);
    await seen(login);

    // The logo leads home.
    await header.getByRole('link', { name: t('shell:homeLink') }).click();
    await onPath(page, '/');
  });

  test('notices appear at the top right of the window', async () => {
    const t = en;
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await storeLocale(page, 'en');
    await page.goto('/auth/login');
    await field(page, t('auth:fields.email')).fill('nobody-here@example.com');
    await field(page, t('auth:fields.password')).fill('wrong-password');
    await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
    const notice = toast(page, t('errors:account.invalidCredentials'));
    await seen(notice);
    const box = await notice.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.x + box.width).toBeGreaterThan(1280 * 0.75);
    expect(box.x).toBeGreaterThan(1280 / 2);
    expect(box.y).toBeLessThan(900 * 0.25);
  });
});
