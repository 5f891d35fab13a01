import { describe, expect, test } from 'vitest';
import { call, registerUser } from '../support/api';
import { ARTIFACTS_DIR, useBrowser } from '../support/browser';
import { type Copy, da, en } from '../support/copy';
import { field, loginThroughUi, notSeen, onPath, seen, storeLocale, toast } from '../support/ui';

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

  test('on a phone, stacked notices lie below the header and never over its controls', async () => {
    const t = en;
    const user = await registerUser(browser.baseUrl);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await storeLocale(page, 'en');
    await page.goto('/auth/login');
    const header = page.getByRole('banner');

    const clearOfHeader = async () => {
      const headerBox = await header.boundingBox();
      expect(headerBox).not.toBeNull();
      const controls = await header.locator('a, button, select, [role="button"]').all();
      expect(controls.length).toBeGreaterThan(1);
      const notices = await page.locator('.wob-toast').all();
      expect(notices.length).toBeGreaterThan(0);
      for (const notice of notices) {
        const box = await notice.boundingBox();
        if (!box || !headerBox) throw new Error('not rendered');
        expect(box.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
        for (const control of controls) {
          const area = await control.boundingBox();
          if (!area) continue;
          const overlaps =
            box.x < area.x + area.width &&
            area.x < box.x + box.width &&
            box.y < area.y + area.height &&
            area.y < box.y + box.height;
          expect(
            overlaps,
            `${await notice.textContent()} over ${(await control.getAttribute('aria-label')) ?? (await control.textContent())}`,
          ).toBe(false);
        }
      }
    };

    // Three wrong passwords in a row: three notices stacked.
    await field(page, t('auth:fields.email')).fill(user.email);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await field(page, t('auth:fields.password')).fill(`wrong-${attempt}`);
      await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
      await expect.poll(() => page.locator('.wob-toast').count()).toBe(attempt + 1);
    }
    await clearOfHeader();

    // Signed in, the header holds the messages, the bell and the menu: still clear of them.
    await field(page, t('auth:fields.password')).fill(user.password);
    await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
    await seen(toast(page, t('errors:account.loggedIn')));
    // The sign-in's success took its three complaints away.
    await notSeen(toast(page, t('errors:account.invalidCredentials')));
    await seen(header.getByRole('button', { name: /^(Notifications|Notifikationer)/ }));
    await clearOfHeader();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/toasts-phone-390.png` });
  });

  test("/admin/login is the administrators' sign-in, open to visitors and signed-in members", async () => {
    const t = en;
    const page = await browser.newPage();
    await storeLocale(page, 'en');
    await page.goto('/admin/login');
    await seen(page.getByRole('heading', { name: t('shell:adminLogin.title'), level: 1 }));
    await seen(page.getByText(t('shell:adminLogin.intro')));
    await seen(page.getByRole('link', { name: t('shell:adminLogin.membersLink') }));
    await field(page, t('shell:adminLogin.email')).fill('admin@woble.dk');
    await field(page, t('shell:adminLogin.password')).fill('not-an-admin');
    await page.getByRole('button', { name: t('shell:adminLogin.submit'), exact: true }).click();
    await seen(page.getByRole('alert').filter({ hasText: t('errors:admin.invalidCredentials') }));
    await onPath(page, '/admin/login');

    // A signed-in member may open it too, and stays signed in.
    const member = await registerUser(browser.baseUrl);
    await loginThroughUi(page, member, t);
    await page.goto('/admin/login');
    await seen(page.getByRole('heading', { name: t('shell:adminLogin.title'), level: 1 }));
    await onPath(page, '/admin/login');
    await page.getByRole('link', { name: t('shell:adminLogin.membersLink') }).click();
    // Signed in, the members' login sends the member home.
    await onPath(page, '/choose-bubble');

    const danish = await browser.newPage({ locale: 'da-DK' });
    await storeLocale(danish, 'da');
    await danish.goto('/admin/login');
    await seen(danish.getByRole('heading', { name: da('shell:adminLogin.title'), level: 1 }));
  });
});
