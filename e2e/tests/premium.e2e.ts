import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { call, login, registerUser } from '../support/api';
import { useBrowser } from '../support/browser';
import { type Copy, da, en } from '../support/copy';
import { newestMailTo } from '../support/mail';
import { choose, field, loginThroughUi, notSeen, seen, storeLocale, toast } from '../support/ui';

// Premium, walked through the product: a new Wobler starts the free trial, sees the state,
// writes to support (now as priority), cancels and sees until when Premium stays on, and
// resumes. Then the same screens in Danish, the FAQs' read-more, and the share screen.

const browser = useBrowser();
const OPERATOR_EMAIL = 'kontakt@woble.local';

function longDate(iso: string, locale: 'da' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'da' ? 'da-DK' : 'en-GB', {
    dateStyle: 'long',
  }).format(new Date(iso));
}

async function signedIn(name: string, locale: 'da' | 'en', t: Copy) {
  const user = await registerUser(browser.baseUrl, { name });
  const page = await browser.newPage({ locale: locale === 'da' ? 'da-DK' : 'en-GB' });
  await storeLocale(page, locale);
  await loginThroughUi(page, user, t);
  const answer = await login(browser.baseUrl, user.email, user.password);
  const token = String((answer.body as { token?: string }).token);
  return { page, user, token };
}

async function subscription(token: string) {
  const answer = await call<{
    data?: {
      subscription: { trialEnd: string | null; cancelAt: string | null } | null;
      premium: { isPremium: boolean; status: string };
    };
  }>(browser.baseUrl, 'POST', '/api/subscription/get-subscribed', { token, json: {} });
  expect(answer.status).toBe(200);
  const data = answer.body.data;
  if (!data) throw new Error('get-subscribed answered no data');
  return data;
}

function button(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true });
}

describe('premium on the local provider', () => {
  test('start the trial, write to support as priority, cancel with its end date, resume', async () => {
    const t = en;
    const { page, token } = await signedIn('Trine Trial', 'en', t);

    await page.goto('/premium');
    await seen(page.getByRole('heading', { name: t('premium:title') }));
    await seen(page.getByText(t('premium:localInstallation')));
    await seen(page.getByText('DKK 9.00').first());
    await seen(page.getByText(t('premium:plan.bestValue')));
    for (const benefit of ['moderatorPage', 'polls', 'groupNotifications', 'members', 'support']) {
      await seen(page.getByText(t(`premium:benefits.${benefit}`)));
    }

    await button(page, t('premium:plan.startTrial', { days: 7 })).click();
    await seen(toast(page, t('errors:premium.trialStarted')));
    const trial = await subscription(token);
    expect(trial.premium).toMatchObject({ isPremium: true, status: 'trialing' });
    const trialEnd = trial.subscription?.trialEnd;
    if (!trialEnd) throw new Error('the trial has no end date');
    await seen(page.getByText(t('premium:state.trialEnds', { date: longDate(trialEnd, 'en') })));
    // The trial is offered once per e-mail address: no trial button any more.
    await notSeen(button(page, t('premium:plan.startTrial', { days: 7 })));

    // Support: the request of a premium member goes in as priority.
    await page.goto('/FAQs');
    await seen(page.getByText(t('support:priority.title')));
    await choose(page, t('support:form.topic'), t('support:topics.bug'));
    await field(page, t('support:form.message')).fill('The deck shows the same Wobler twice.');
    const sentAt = Date.now();
    await button(page, t('support:form.send')).click();
    await seen(toast(page, t('errors:support.ticketCreatedPriority')));
    const mail = await newestMailTo(inject('dataDir'), OPERATOR_EMAIL, { after: sentAt - 1000 });
    expect(mail.raw).toContain('[PRIORITY]');
    expect(mail.text).toContain('The deck shows the same Wobler twice.');

    // Cancel: a confirm step, then the state says until when Premium stays on.
    await page.goto('/premium');
    await button(page, t('premium:actions.cancel')).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await seen(dialog.getByText(t('premium:confirmCancel.title')));
    await dialog.getByRole('button', { name: t('premium:confirmCancel.confirm') }).click();
    await notSeen(dialog);
    const cancelled = await subscription(token);
    expect(cancelled.premium.status).toBe('cancelled');
    const cancelAt = cancelled.subscription?.cancelAt;
    if (!cancelAt) throw new Error('the cancelled subscription has no end date');
    expect(cancelAt).toBe(trialEnd);
    await seen(page.getByText(t('premium:state.activeUntil', { date: longDate(cancelAt, 'en') })));
    await seen(
      toast(page, t('errors:premium.cancelled', { date: longDate(cancelAt, 'en') }).slice(0, 30)),
    );

    // Resume: it renews again.
    await button(page, t('premium:actions.resume')).click();
    await seen(toast(page, t('errors:premium.resumed')));
    await seen(page.getByText(t('premium:state.trialEnds', { date: longDate(trialEnd, 'en') })));
    expect((await subscription(token)).premium.status).toBe('trialing');
  });

  test('in Danish: the price in Danish format, the trial, and the FAQs growing by 5', async () => {
    const t = da;
    const { page, token } = await signedIn('Dorte Dansk', 'da', t);

    await page.goto('/premium');
    await seen(page.getByRole('heading', { name: t('premium:title') }));
    await seen(page.getByText('9,00 kr.').first());
    await button(page, t('premium:plan.startTrial', { days: 7 })).click();
    await seen(toast(page, t('errors:premium.trialStarted')));
    const trialEnd = (await subscription(token)).subscription?.trialEnd;
    if (!trialEnd) throw new Error('the trial has no end date');
    await seen(page.getByText(t('premium:state.trialEnds', { date: longDate(trialEnd, 'da') })));

    await page.goto('/FAQs');
    const questions = page.locator('.wob-faqs__list .wob-faq__trigger');
    await seen(page.getByRole('button', { name: 'Hvad er Woble?' }));
    await expect.poll(() => questions.count()).toBe(5);
    await button(page, t('support:faqs.readMore')).click();
    await expect.poll(() => questions.count()).toBe(10);

    // Each FAQ opens to its answer.
    await page.getByRole('button', { name: 'Hvad er Woble?' }).click();
    await seen(page.getByText(/Woble er et sted, hvor voksne mødes/));
  });

  test('without premium, support requests go in as normal and Premium is offered', async () => {
    const t = en;
    const { page } = await signedIn('Nina Normal', 'en', t);
    await page.goto('/FAQs');
    await seen(page.getByText(t('support:upsell.text')));
    await choose(page, t('support:form.topic'), t('support:topics.account'));
    // Empty messages are caught before sending.
    await button(page, t('support:form.send')).click();
    await seen(page.getByText(t('validation:support.messageRequired')));
    await field(page, t('support:form.message')).fill('How do I change my e-mail address?');
    await button(page, t('support:form.send')).click();
    await seen(toast(page, t('errors:support.ticketCreated')));
  });
});

describe('share', () => {
  test('copies the link with a toast where the browser cannot share', async () => {
    const t = en;
    const { page } = await signedIn('Sofie Share', 'en', t);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: browser.baseUrl,
    });
    // Desktop Chromium on Linux has no Web Share: make sure of it for this test.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/share');
    await seen(page.getByRole('heading', { name: t('support:share.title') }));
    await button(page, t('support:share.copy')).click();
    await seen(toast(page, t('support:share.copied')));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(browser.baseUrl).origin);
    // Social links as on the landing page.
    await seen(
      page.getByRole('link', { name: t('support:share.socialLink', { network: 'Facebook' }) }),
    );
  });
});
