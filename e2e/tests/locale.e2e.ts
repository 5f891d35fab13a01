import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from '../support/browser';
import { type Copy, da, en } from '../support/copy';
import { htmlLang, seen, stored } from '../support/ui';

// Spec section 4: first visit Danish (and stored); a switch persists and sets <html lang>;
// an unsupported stored value is ignored, then the browser language, then English.

const browser = useBrowser();

function heroTitle(page: Page, t: Copy) {
  return page.getByRole('heading', { name: t('landing:hero.title'), level: 1 });
}

function languageSelect(page: Page, t: Copy) {
  return page.getByLabel(t('common:language.label'), { exact: true });
}

describe('language', () => {
  test('a first visit is in Danish and stores that choice, whatever the browser language', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto('/');
    await seen(heroTitle(page, da));
    await seen(
      page.getByRole('link', { name: da('shell:header.getStarted'), exact: true }).first(),
    );
    await seen(page.getByRole('heading', { name: da('landing:how.title') }));
    expect(await htmlLang(page)).toBe('da');
    expect(await stored(page, 'user-locale')).toBe('da');
    expect(await languageSelect(page, da).inputValue()).toBe('da');
    expect(await page.getByText(en('landing:hero.title'), { exact: true }).count()).toBe(0);
  });

  test('switching to English in the header persists across reloads and sets <html lang>', async () => {
    const page = await browser.newPage({ locale: 'da-DK' });
    await page.goto('/');
    await seen(heroTitle(page, da));
    await languageSelect(page, da).selectOption('en');
    await seen(heroTitle(page, en));
    expect(await htmlLang(page)).toBe('en');
    expect(await stored(page, 'user-locale')).toBe('en');

    await page.reload();
    await seen(heroTitle(page, en));
    expect(await htmlLang(page)).toBe('en');

    // Another page, opened directly, is in English too.
    await page.goto('/auth/login');
    await seen(page.getByRole('heading', { name: en('auth:login.title'), exact: true }));
    expect(await htmlLang(page)).toBe('en');

    // And back to Danish.
    await languageSelect(page, en).selectOption('da');
    await seen(page.getByRole('heading', { name: da('auth:login.title'), exact: true }));
    await page.reload();
    await seen(page.getByRole('heading', { name: da('auth:login.title'), exact: true }));
    expect(await htmlLang(page)).toBe('da');
    expect(await stored(page, 'user-locale')).toBe('da');
  });

  test('when the other language cannot be loaded, the switch fails and the browser goes to the root', async () => {
    const page = await browser.newPage({ locale: 'da-DK' });
    await page.goto('/terms-and-conditions');
    await seen(page.getByRole('heading', { name: da('legal:terms.title'), level: 1 }));
    // Everything the Danish page needs is loaded; from now on no further script can be
    // fetched, so the English texts cannot arrive (as on a dropped connection).
    await page.route('**/assets/*.js', (route) => route.abort());
    await languageSelect(page, da).selectOption('en');
    await seen(
      page.locator('.wob-toaster [role="alert"]').filter({ hasText: da('shell:languageFailed') }),
    );
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    // Nothing was switched or stored.
    expect(await htmlLang(page)).toBe('da');
    expect(await stored(page, 'user-locale')).toBe('da');
  });

  test('an unsupported stored language is ignored: an English browser gets English', async () => {
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('user-locale', 'fr'));
    await page.reload();
    await seen(heroTitle(page, en));
    expect(await htmlLang(page)).toBe('en');
    // Left as it was: only a person's own choice overwrites it.
    expect(await stored(page, 'user-locale')).toBe('fr');
  });

  test('an unsupported stored language is ignored: a Danish browser gets Danish', async () => {
    const page = await browser.newPage({ locale: 'da-DK' });
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('user-locale', 'fr'));
    await page.reload();
    await seen(heroTitle(page, da));
    expect(await htmlLang(page)).toBe('da');
  });

  test('an unsupported stored language with an unsupported browser language falls back to English', async () => {
    const page = await browser.newPage({ locale: 'de-DE' });
    await page.goto('/');
    await page.evaluate(() => window.localStorage.setItem('user-locale', 'fr'));
    await page.reload();
    await seen(heroTitle(page, en));
    expect(await htmlLang(page)).toBe('en');
  });
});
