import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call, registerUser } from '../support/api';
import { useBrowser } from '../support/browser';
import { type Copy, da, en } from '../support/copy';
import {
  field,
  loginThroughUi,
  onPath,
  pathOf,
  seen,
  storeLocale,
  stored,
  toast,
} from '../support/ui';

const browser = useBrowser();

function loginButton(page: Page, t: Copy) {
  return page.getByRole('button', { name: t('auth:login.submit'), exact: true });
}

describe('login', () => {
  test('a wrong password is refused with a message; the right one leads to the signed-in home', async () => {
    const t = en;
    const user = await registerUser(browser.baseUrl, { name: 'Mads Login' });
    const page = await browser.newPage();
    await storeLocale(page, 'en');
    await page.goto('/auth/login');
    await seen(page.getByRole('link', { name: t('auth:login.signUp') }));
    await seen(page.getByRole('link', { name: t('auth:login.forgotPassword') }));

    // Empty form: the fields say what is missing, nothing is sent.
    await loginButton(page, t).click();
    await seen(page.getByText(t('validation:required.email'), { exact: true }));
    await seen(page.getByText(t('validation:required.password'), { exact: true }));
    // Focus goes to the first field to correct, so a keyboard user types on at once.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('type')))
      .toBe('email');

    await field(page, t('auth:fields.email')).fill(user.email);
    await field(page, t('auth:fields.password')).fill('not-the-password');
    await loginButton(page, t).click();
    await seen(toast(page, t('errors:account.invalidCredentials')));
    await onPath(page, '/auth/login');
    expect(await stored(page, 'token')).toBeNull();

    // /home is only a way into the signed-in area: it goes on to /choose-bubble.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await field(page, t('auth:fields.password')).fill(user.password);
    await loginButton(page, t).click();
    await onPath(page, '/choose-bubble');
    await seen(page.getByText(user.name).first());
    expect(visited.slice(visited.indexOf('/home'))).toEqual(['/home', '/choose-bubble']);
    expect(await stored(page, 'token')).not.toBeNull();

    // Still signed in after a reload.
    await page.reload();
    await onPath(page, '/choose-bubble');
    await seen(page.getByText(user.name).first());
  });

  test('logging in works in Danish too', async () => {
    const t = da;
    const user = await registerUser(browser.baseUrl, { name: 'Åse Dansk' });
    const page = await browser.newPage({ locale: 'da-DK' });
    await page.goto('/auth/login');
    await seen(page.getByRole('heading', { name: t('auth:login.title'), exact: true }));
    await field(page, t('auth:fields.email')).fill(user.email);
    await field(page, t('auth:fields.password')).fill('forkert-kode');
    await loginButton(page, t).click();
    await seen(toast(page, t('errors:account.invalidCredentials')));
    await field(page, t('auth:fields.password')).fill(user.password);
    await loginButton(page, t).click();
    await onPath(page, '/choose-bubble');
    await seen(page.getByText(user.name).first());
  });
});

describe('logout', () => {
  test('the header menu logs out: back to login, and the old session no longer works', async () => {
    const t = en;
    const user = await registerUser(browser.baseUrl, { name: 'Liv Logout' });
    const page = await browser.newPage();
    await storeLocale(page, 'en');
    await loginThroughUi(page, user, t);
    const token = await stored(page, 'token');
    expect(token).not.toBeNull();

    await page.getByRole('button', { name: t('shell:header.menu'), exact: true }).click();
    await page.getByRole('menuitem', { name: t('shell:menu.logout') }).click();
    await onPath(page, '/auth/login');
    expect(await stored(page, 'token')).toBeNull();
    // Signed out, the header offers Get Started again.
    await seen(page.getByRole('link', { name: t('shell:header.getStarted'), exact: true }));

    const answer = await call(browser.baseUrl, 'GET', '/api/get-user-profile', {
      token: token ?? '',
    });
    expect(answer.status).toBe(401);
  });
});

describe('route guard', () => {
  test('a visitor opening a signed-in page is sent to login; public pages stay open', async () => {
    const page = await browser.newPage();
    await storeLocale(page, 'en');
    for (const path of ['/profile', '/settings', '/change-password', '/home', '/choose-bubble']) {
      await page.goto(path);
      await onPath(page, '/auth/login');
      await seen(page.getByRole('heading', { name: en('auth:login.title'), exact: true }));
    }
    // Each public page shows its own heading, so no guard has sent the visitor elsewhere.
    for (const [path, heading] of [
      ['/', 'landing:hero.title'],
      ['/auth/login', 'auth:login.title'],
      ['/auth/register', 'auth:register.title'],
      ['/forgot-password', 'auth:forgot.title'],
      ['/reset-password/some-token', 'auth:reset.title'],
      ['/terms-and-conditions', 'legal:terms.title'],
      ['/privacy-policy', 'legal:privacy.title'],
      ['/cookie-policy', 'legal:cookies.title'],
    ] as const) {
      await page.goto(path);
      await seen(page.getByRole('heading', { name: en(heading), exact: true }));
      expect(pathOf(page), `visitor on ${path}`).toBe(path);
    }
  });

  test('a signed-in person opening login, sign-up or forgot-password is sent home', async () => {
    const user = await registerUser(browser.baseUrl, { name: 'Ida Guard' });
    const page = await browser.newPage();
    await storeLocale(page, 'en');
    await loginThroughUi(page, user, en);
    // ARCHITECTURE 'Home': the landing page too leads a signed-in person home.
    for (const path of ['/auth/login', '/auth/register', '/forgot-password', '/', '/home']) {
      await page.goto(path);
      await onPath(page, '/choose-bubble');
      await seen(page.getByText(user.name).first());
    }
  });

  test('an unknown path shows the 404 page', async () => {
    const page = await browser.newPage();
    await storeLocale(page, 'en');
    await page.goto('/this/page/does-not-exist');
    await seen(page.getByText('404! Page not found', { exact: true }));
    expect(pathOf(page)).toBe('/this/page/does-not-exist');
  });
});
