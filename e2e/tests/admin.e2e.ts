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
import { call, registerUser } from '../support/api';
import { createBubbleAs, joinBubble, person } from '../support/bubbles';
import { ARTIFACTS_DIR, useBrowser } from '../support/browser';
import { type Copy, da, en } from '../support/copy';
import { field, loginThroughUi, notSeen, onPath, seen, storeLocale, toast } from '../support/ui';

// Running the community and a person's rights, in the browser: an administrator made with the real
// command signs in at /admin/login with the authenticator set up from the key on the page, and
// signs out; a moderator removes a comment a member reported; an administrator edits a FAQ that a
// member then reads; a member downloads their data from /settings. Each test makes its own
// administrators and members (the file runs beside others against the run's one server). A test
// that changes what every member sees (a FAQ, a house ad) runs while other files read it:
// premium.e2e.ts counts the FAQs (5, then 10 after 'Read more'), so such a test adds and removes
// nothing the others count, or gives what it changes back.

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

describe('running the community from the console', () => {
  test('a member reports a comment, a moderator removes it from the console, and the reporter is told', async () => {
    const { t, a } = ENGLISH;
    const tag = Date.now().toString(36);
    const author = await person(browser, 'Rune Rude', t);
    const reporter = await person(browser, 'Rita Reporter', t);
    const bubble = await createBubbleAs(browser, author, `Console ${tag}`);
    await joinBubble(browser, reporter, bubble.id);
    const words = `Nobody wants you here ${tag}`;
    const posted = await call(browser.baseUrl, 'POST', '/api/bubble/add-comment', {
      token: author.token,
      json: { bubble: bubble.id, comment: words },
    });
    expect(posted.status).toBeLessThan(300);

    // The member reports the comment from its menu on the board.
    const member = reporter.page;
    await member.goto(bubble.path);
    const comment = member.getByText(words);
    await seen(comment);
    await member
      .getByRole('button', { name: t('board:comment.more', { name: 'Rune Rude' }) })
      .click();
    await member.getByRole('menuitem', { name: t('report:action.comment') }).click();
    const dialog = member.getByRole('dialog', {
      name: t('report:title.comment', { name: 'Rune Rude' }),
    });
    await dialog
      .getByRole('radio', { name: t('report:reasons.inappropriate-behaviour') })
      .check({ force: true });
    await dialog.getByRole('button', { name: t('report:submit'), exact: true }).click();
    await seen(toast(member, t('report:sent')));

    // A moderator, in a browser context of their own, finds it in the queue with its words.
    const moderator = await createAdministrator('moderator');
    const console = await pageIn(ENGLISH);
    await signInAsAdmin(console, moderator, t, a);
    await console.goto('/admin/reports?kind=comment');
    await console.getByRole('link', { name: new RegExp(words) }).click();
    await seen(console.getByRole('heading', { name: a.moderation.report.snapshot }));
    await seen(console.getByText(words).first());
    await console.screenshot({ path: `${ARTIFACTS_DIR}/admin-report.png` });

    await console.getByRole('button', { name: a.moderation.actions.remove, exact: true }).click();
    const remove = console.getByRole('dialog', { name: a.moderation.dialog.titles.remove });
    await field(remove, a.moderation.dialog.reason).fill('Hostile towards other members');
    await remove
      .getByRole('button', { name: a.moderation.dialog.confirm.remove, exact: true })
      .click();
    await seen(toast(console, a.moderation.report.done.remove));

    // The comment is gone for the member, and their bell says the report was handled.
    await member.reload();
    await seen(member.getByRole('heading', { name: bubble.name }));
    await notSeen(member.getByText(words));
    await member
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${t('notifications:bell.label')}`) })
      .click();
    const panel = member.getByRole('dialog', { name: t('notifications:panel.title') });
    await seen(panel.getByText(t('notifications:list.reportHandled')));

    // The action is in the audit log, with who did it and why.
    await console.goto('/admin/audit');
    await seen(console.getByText('Hostile towards other members').first());
    await seen(console.getByText(moderator.email).first());
  });

  test('an administrator edits a FAQ, and a member sees the new words on /FAQs', async () => {
    const { t, a } = ENGLISH;
    const admin = await createAdministrator();
    const page = await pageIn(ENGLISH);
    await signInAsAdmin(page, admin, t, a);
    await page.getByRole('link', { name: a.console.nav.faqs }).click();
    await seen(page.getByRole('heading', { name: a.content.faqs.title }));
    const firstRow = page.getByRole('row').nth(1);
    const editFirst = async (change: (question: string) => string) => {
      await firstRow.getByRole('button', { name: a.content.common.edit, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: a.content.faqs.editTitle });
      await dialog.getByRole('tab', { name: a.content.common.english }).click();
      const question = field(dialog, a.content.faqs.question);
      const before = await question.inputValue();
      await question.fill(change(before));
      await dialog.getByRole('button', { name: a.content.common.save, exact: true }).click();
      await notSeen(dialog);
      return before;
    };
    // Changed, then given back, so other files reading the FAQs meanwhile see only a word more.
    const tag = `(edited ${Date.now().toString(36)})`;
    const original = await editFirst((question) => `${question} ${tag}`);
    const member = await person(browser, 'Frida FAQ', t);
    await member.page.goto('/FAQs');
    await seen(member.page.getByText(`${original} ${tag}`));
    await page.screenshot({ path: `${ARTIFACTS_DIR}/admin-faqs.png` });
    await editFirst(() => original);
    await member.page.reload();
    await seen(member.page.getByText(original, { exact: true }));
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
