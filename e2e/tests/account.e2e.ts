import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call, login, registerUser } from '../support/api';
import { useBrowser } from '../support/browser';
import { en } from '../support/copy';
import { PICTURE } from '../support/sign-up';
import {
  field,
  fieldSays,
  loginThroughUi,
  notSeen,
  onPath,
  seen,
  storeLocale,
  stored,
  toast,
} from '../support/ui';

const browser = useBrowser();
const t = en;

async function signedInPage(
  name: string,
): Promise<{ page: Page; user: Awaited<ReturnType<typeof registerUser>> }> {
  const user = await registerUser(browser.baseUrl, { name });
  const page = await browser.newPage();
  await storeLocale(page, 'en');
  await loginThroughUi(page, user, t);
  return { page, user };
}

describe('change password', () => {
  test('a wrong old password is marked on its field; a right one changes it and goes back one page', async () => {
    const { page, user } = await signedInPage('Ole Change');
    await page.goto('/settings');
    await page.getByRole('link', { name: t('settings:account.changePassword') }).click();
    await onPath(page, '/change-password');

    const oldField = field(page, t('auth:fields.oldPassword'));
    const newField = field(page, t('auth:fields.newPassword'));
    const confirmField = field(page, t('auth:fields.confirmPassword'));
    const submit = page.getByRole('button', { name: t('auth:changePassword.submit'), exact: true });

    await oldField.fill('not-my-password');
    await newField.fill('changed-pass-1');
    await confirmField.fill('changed-pass-1');
    await submit.click();
    await fieldSays(oldField, t('errors:account.oldPasswordWrong'));
    await onPath(page, '/change-password');
    // Said once, under its field: no toast repeats it.
    expect(await toast(page, t('errors:account.oldPasswordWrong')).count()).toBe(0);

    // New password and its re-entry must match.
    await oldField.fill(user.password);
    await confirmField.fill('changed-pass-2');
    await submit.click();
    await seen(page.getByText('Password must be same in above input fields.', { exact: true }));

    await confirmField.fill('changed-pass-1');
    await submit.click();
    await seen(toast(page, t('errors:account.passwordChanged')));
    await onPath(page, '/settings');
    // Still signed in here after the change.
    await page.reload();
    await onPath(page, '/settings');

    expect((await login(browser.baseUrl, user.email, 'changed-pass-1')).status).toBe(200);
    expect((await login(browser.baseUrl, user.email, user.password)).status).toBe(401);
  });
});

describe('delete account', () => {
  test('after confirming, the person lands signed out on the front page and cannot log in again', async () => {
    const { page, user } = await signedInPage('Bo Delete');
    await page.goto('/settings');
    await page.getByRole('button', { name: t('settings:account.delete'), exact: true }).click();

    const dialog = page.getByRole('alertdialog', { name: t('common:alert') });
    await seen(dialog);
    await seen(dialog.getByText('Are you sure?', { exact: true }));
    // Cancel first: nothing happens.
    await dialog.getByRole('button', { name: t('common:cancel'), exact: true }).click();
    await notSeen(dialog);
    await onPath(page, '/settings');

    await page.getByRole('button', { name: t('settings:account.delete'), exact: true }).click();
    await seen(dialog);
    await dialog.getByRole('button', { name: t('settings:account.confirm'), exact: true }).click();
    await onPath(page, '/');
    await seen(toast(page, t('errors:account.deleted')));
    expect(await stored(page, 'token')).toBeNull();

    // Signed out: a signed-in page sends the visitor to login.
    await page.goto('/profile');
    await onPath(page, '/auth/login');

    // Logging in again fails, through the page and through the API.
    await field(page, t('auth:fields.email')).fill(user.email);
    await field(page, t('auth:fields.password')).fill(user.password);
    await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
    // A deleted account reads like an unknown one: nothing tells a stranger it existed.
    await seen(toast(page, t('errors:account.invalidCredentials')));
    await onPath(page, '/auth/login');
    expect(await stored(page, 'token')).toBeNull();
    expect((await login(browser.baseUrl, user.email, user.password)).status).toBe(401);
  });
});

describe('profile', () => {
  test('a person edits a field, uploads a picture with progress and removes it again', async () => {
    const { page, user } = await signedInPage('Freja Profile');
    await page.goto('/profile');
    await seen(page.getByRole('heading', { name: t('profile:title'), exact: true }));
    await seen(page.getByRole('heading', { name: user.name }));

    // Edit the city.
    await page.getByRole('button', { name: t('profile:edit'), exact: true }).click();
    const city = field(page, t('auth:fields.city'));
    await city.fill('Odense');
    await page.getByRole('button', { name: t('profile:save'), exact: true }).click();
    await seen(toast(page, t('errors:account.profileUpdated')));
    await seen(page.getByRole('definition').filter({ hasText: /^Odense$/ }));

    // A new picture: the request is held back a moment so the progress bar can be seen.
    await page.route('**/api/update-profile', async (route) => {
      await new Promise((done) => setTimeout(done, 1_500));
      await route.continue();
    });
    const avatar = page.getByRole('img', {
      name: t('profile:picture.avatarAlt', { name: user.name }),
    });
    const before = await avatar.locator('img').getAttribute('src');
    await page.getByLabel(t('profile:picture.change'), { exact: true }).setInputFiles(PICTURE);
    const dialog = page.getByRole('dialog', { name: t('profile:picture.dialogTitle') });
    await seen(dialog);
    await dialog.getByRole('button', { name: t('profile:picture.save'), exact: true }).click();
    await seen(page.getByRole('progressbar', { name: t('profile:picture.uploading') }));
    await seen(toast(page, t('errors:account.profileUpdated')).nth(0));
    await notSeen(page.getByRole('progressbar'));
    await page.unroute('**/api/update-profile');
    await expect.poll(() => avatar.locator('img').getAttribute('src')).not.toBe(before);

    // Remove it: the generated avatar with the first letter of the name takes its place.
    await page.getByRole('button', { name: t('profile:picture.remove'), exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: t('common:alert') });
    await seen(confirm.getByText('Are you sure?', { exact: true }));
    await confirm
      .getByRole('button', { name: t('profile:picture.removeConfirm'), exact: true })
      .click();
    await seen(toast(page, t('errors:account.pictureRemoved')));
    await notSeen(page.getByRole('button', { name: t('profile:picture.remove'), exact: true }));
    await seen(page.getByLabel(t('profile:picture.upload'), { exact: true }));

    const src = await avatar.locator('img').getAttribute('src');
    expect(src).toMatch(/\/media\/avatars\//);
    const svg = await fetch(new URL(src ?? '', browser.baseUrl)).then((response) =>
      response.text(),
    );
    expect(svg).toContain('>F</text>');

    // The server agrees.
    const answer = await login(browser.baseUrl, user.email, user.password);
    const profile = await call<{
      data?: { user?: { city?: string; profilePicture?: string | null } };
    }>(browser.baseUrl, 'GET', '/api/get-user-profile', { token: answer.body.token });
    expect(profile.body.data?.user?.city).toBe('Odense');
    expect(profile.body.data?.user?.profilePicture).toBeNull();
  });
});
