import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  type AdminCopy,
  adminCopy,
  createAdministrator,
  signInAsAdmin,
  signOutAdmin,
} from '../support/admin';
import { registerUser } from '../support/api';
import { ARTIFACTS_DIR, useBrowser } from '../support/browser';
import { type Copy, da, en } from '../support/copy';
import { loginThroughUi, onPath, seen, storeLocale } from '../support/ui';

// Running the community and a person's rights, in the browser: an administrator made with the
// real command signs in at /admin/login with the authenticator set up from the key on the
// page, and signs out; a member downloads their data from /settings. Each test makes its own
// administrators and members (the file runs beside others against the run's one server).
// A test that changes what every member sees (a FAQ, a house ad) runs while other files read
// it: premium.e2e.ts counts the FAQs (5, then 10 after 'Read more'), so such a test adds and
// removes nothing the others count, or gives what it changes back.

const browser = useBrowser();

interface Language {
  locale: 'da' | 'en';
  browserLocale: string;
  t: Copy;
  a: AdminCopy;
}

const ENGLISH: Language = { locale: 'en', browserLocale: 'en-GB', t: en, a: adminCopy.en };
const DANISH: Language = { locale: 'da', browserLocale: 'da-DK', t: da, a: adminCopy.da };

async function pageIn(language: Language): Promise<Page> {
  const page = await browser.newPage({ locale: language.browserLocale });
  await storeLocale(page, language.locale);
  return page;
}

function screenshots(page: Page, prefix: string) {
  return (step: string) =>
    page.screenshot({ path: `${ARTIFACTS_DIR}/${prefix}-${step}.png` }).then(() => undefined);
}

describe('the administrators’ console', () => {
  test('an administrator made on the command line sets up TOTP at the first sign-in, then signs in with a code and signs out', async () => {
    const { t, a } = DANISH;
    const admin = await createAdministrator();
    const page = await pageIn(DANISH);
    await signInAsAdmin(page, admin, t, a, screenshots(page, 'admin-login-da'));
    await page.screenshot({ path: `${ARTIFACTS_DIR}/admin-login-da-home.png` });
    // The session lives in this tab: a reload keeps the administrator signed in.
    await page.reload();
    await seen(page.getByText(admin.email));

    await signOutAdmin(page, a);
    // Signed out, /admin sends to the sign-in again.
    await page.goto('/admin');
    await onPath(page, '/admin/login');

    // The next sign-in asks for a code from the app set up above (in a new tab, in English).
    const again = await pageIn(ENGLISH);
    await signInAsAdmin(again, admin, ENGLISH.t, ENGLISH.a, screenshots(again, 'admin-login-en'));
    await signOutAdmin(again, ENGLISH.a);
  });
});

describe('a member’s data', () => {
  test('“Download my data” in /settings prepares a ZIP that the member downloads', async () => {
    const { t } = ENGLISH;
    const member = await registerUser(browser.baseUrl, { name: 'Ingrid Export' });
    const page = await pageIn(ENGLISH);
    await loginThroughUi(page, member, t);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: t('settings:dataExport.title') });
    await seen(section.getByText(t('settings:dataExport.intro')));
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/data-export-start.png` });

    await section
      .getByRole('button', { name: t('settings:dataExport.start'), exact: true })
      .click();
    // Prepared in the background: the section follows it until the download is offered.
    const downloadLabel = t('settings:dataExport.download', { size: '' }).split('(')[0] ?? '';
    const link = section.getByRole('link', { name: new RegExp(`^${downloadLabel.trim()}`) });
    await seen(link, 30_000);
    await seen(section.getByText(t('settings:dataExport.readyTitle')));
    await page.screenshot({ path: `${ARTIFACTS_DIR}/data-export-ready.png` });

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const path = await download.path();
    const bytes = new Uint8Array(await readFile(path));
    // A ZIP: local file header first.
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const files = unzipSync(bytes);
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'settings-and-consents.json',
        'likes.json',
        'connections.json',
        'chat-messages.json',
        'notifications.json',
      ]),
    );
    const profile = strFromU8(files['profile.json'] ?? new Uint8Array());
    expect(profile).toContain('Ingrid Export');
    expect(profile).toContain(member.email);
  });
});
