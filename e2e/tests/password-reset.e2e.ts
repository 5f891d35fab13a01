import { describe, expect, inject, test } from 'vitest';
import { login, registerUser } from '../support/api';
import { useBrowser } from '../support/browser';
import { en } from '../support/copy';
import { resetLinkFor } from '../support/mail';
import { field, fieldSays, loginThroughUi, onPath, seen, storeLocale, toast } from '../support/ui';

const browser = useBrowser();
const dataDir = inject('dataDir');

describe('forgot and reset password', () => {
  test('a person resets the password with the link from the e-mail, once', async () => {
    const t = en;
    const user = await registerUser(browser.baseUrl, { name: 'Karen Reset' });
    const page = await browser.newPage();
    await storeLocale(page, 'en');

    await page.goto('/auth/login');
    await page.getByRole('link', { name: t('auth:login.forgotPassword') }).click();
    await onPath(page, '/forgot-password');
    const requestedAt = Date.now() - 1_000;
    await field(page, t('auth:fields.email')).fill(user.email);
    await page.getByRole('button', { name: t('auth:forgot.submit'), exact: true }).click();
    await seen(toast(page, t('errors:account.resetEmailSent')));
    await onPath(page, '/auth/login');

    const link = await resetLinkFor(dataDir, user.email, { after: requestedAt });
    await page.goto(link);
    await seen(page.getByRole('heading', { name: t('auth:reset.title'), exact: true }));

    // The two entries must match.
    const newPassword = 'a-new-password-1';
    await field(page, t('auth:reset.password')).fill(newPassword);
    await field(page, t('auth:reset.confirm')).fill('something-else-1');
    const submit = page.getByRole('button', { name: t('auth:reset.submit'), exact: true });
    await submit.click();
    await seen(page.getByText('Password must be same in above input fields.', { exact: true }));

    await field(page, t('auth:reset.confirm')).fill(newPassword);
    await submit.click();
    await onPath(page, '/reset-password/success');
    await seen(page.getByText('Password has been reset..!', { exact: true }));

    // The new password works, the old one no longer does.
    expect((await login(browser.baseUrl, user.email, newPassword)).status).toBe(200);
    const old = await login(browser.baseUrl, user.email, user.password);
    expect(old.status).toBeGreaterThanOrEqual(400);
    expect(old.status).toBeLessThan(500);

    // The same link a second time fails and says so.
    await page.goto(link);
    await field(page, t('auth:reset.password')).fill('yet-another-1');
    await field(page, t('auth:reset.confirm')).fill('yet-another-1');
    await page.getByRole('button', { name: t('auth:reset.submit'), exact: true }).click();
    await seen(toast(page, t('errors:account.resetLinkInvalid')));
    await onPath(page, link);
    expect((await login(browser.baseUrl, user.email, 'yet-another-1')).status).toBe(401);

    // And the person logs in with the new password through the page.
    await loginThroughUi(page, { email: user.email, password: newPassword }, t);
    await seen(page.getByText(user.name).first());
  });

  test('an unknown e-mail gets the same answer and no e-mail is written', async () => {
    const t = en;
    const page = await browser.newPage();
    await storeLocale(page, 'en');
    await page.goto('/forgot-password');
    const nobody = `nobody-${Date.now()}@example.com`;
    await field(page, t('auth:fields.email')).fill(nobody);
    await page.getByRole('button', { name: t('auth:forgot.submit'), exact: true }).click();
    await seen(toast(page, t('errors:account.resetEmailSent')));
    await onPath(page, '/auth/login');
    await expect(resetLinkFor(dataDir, nobody, { timeoutMs: 1_500 })).rejects.toThrow(/No e-mail/);
  });

  test('the forgot-password form checks the e-mail before sending', async () => {
    const t = en;
    const page = await browser.newPage();
    await storeLocale(page, 'en');
    await page.goto('/forgot-password');
    const submit = page.getByRole('button', { name: t('auth:forgot.submit'), exact: true });
    await submit.click();
    await fieldSays(field(page, t('auth:fields.email')), 'Email is Required');
    await field(page, t('auth:fields.email')).fill('not-an-address');
    await submit.click();
    await fieldSays(field(page, t('auth:fields.email')), 'Email Address is not Valid');
    await onPath(page, '/forgot-password');
  });
});
