import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call, login, registerUser, type TestUser } from '../support/api';
import { ARTIFACTS_DIR, useBrowser } from '../support/browser';
import { type Copy, da, en } from '../support/copy';
import { loginThroughUi, notSeen, onPath, seen, storeLocale } from '../support/ui';

// Discovery, walked by two people in two browsers: they share a Bubble, so each is first in the
// other's deck. A likes B; B's bell rises live; B opens it, sees the like, likes back, and both
// see the connection. A saves a third Wobler, reports a fourth (the reason is required), and
// removes the connection with B after a confirmation; B's panel follows live.

const browser = useBrowser();

interface Person {
  page: Page;
  user: TestUser;
  token: string;
  id: string;
}

async function account(name: string, city = 'Aarhus'): Promise<Omit<Person, 'page'>> {
  const user = await registerUser(browser.baseUrl, { name, city });
  const answer = await login(browser.baseUrl, user.email, user.password);
  const body = answer.body as { token?: string; data?: { user?: { _id?: string } } };
  return { user, token: String(body.token), id: String(body.data?.user?._id) };
}

async function signIn(who: Omit<Person, 'page'>, t: Copy, locale: 'da' | 'en'): Promise<Person> {
  const page = await browser.newPage({ locale: locale === 'da' ? 'da-DK' : 'en-GB' });
  await storeLocale(page, locale);
  await loginThroughUi(page, who.user, t);
  return { ...who, page };
}

/** A Bubble of `owner` that everyone in `members` joins: shared Bubbles come first in the deck. */
async function sharedBubble(owner: Omit<Person, 'page'>, members: Omit<Person, 'page'>[]) {
  const created = await call(browser.baseUrl, 'POST', '/api/bubble/create', {
    token: owner.token,
    json: { name: `Fjeldture ${Date.now().toString(36)}`, circleColor: '#0f766e' },
  });
  expect(created.status).toBe(201);
  const bubble = (created.body as { data: { bubble: { _id: string } } }).data.bubble._id;
  for (const member of members) {
    const picked = await call(browser.baseUrl, 'POST', '/api/bubble/pick', {
      token: member.token,
      json: { bubble },
    });
    expect(picked.status).toBeLessThan(300);
  }
  return bubble;
}

function bell(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^(Notifications|Notifikationer)/ });
}

/** The deck card now showing: its heading is '{name}, {age}'. */
function cardOf(page: Page, name: string): Locator {
  return page.getByRole('heading', { name: new RegExp(`^${name}, \\d+$`) });
}

async function act(
  page: Page,
  t: Copy,
  name: string,
  action: 'like' | 'dislike' | 'save' | 'report',
) {
  await page
    .getByRole('group', { name: t('deck:actions.label', { name }) })
    .getByRole('button', { name: t(`deck:actions.${action}`), exact: true })
    .click();
}

/** Which of `names` the deck shows now. */
async function showing(page: Page, names: string[]): Promise<string> {
  const card = page.getByRole('heading', { name: new RegExp(`^(${names.join('|')}), \\d+$`) });
  await seen(card);
  const text = (await card.textContent()) ?? '';
  const found = names.find((name) => text.startsWith(name));
  if (!found) throw new Error(`The deck shows ${text}`);
  return found;
}

describe('discovery with two people', () => {
  test('A likes B, B sees the bell rise live and likes back; both see the connection; A saves, reports and removes it', async () => {
    const t = en;
    const tag = Date.now().toString(36);
    const aAccount = await account(`Astrid ${tag}`);
    const bAccount = await account(`Bo ${tag}`, 'Aarhus');
    const cAccount = await account(`Cecilie ${tag}`, 'Aarhus');
    const dAccount = await account(`Dennis ${tag}`, 'Aarhus');
    await sharedBubble(aAccount, [bAccount, cAccount, dAccount]);
    // C and D are liked by nobody; B must come before them for A: give A and B a second Bubble.
    await sharedBubble(aAccount, [bAccount]);

    const a = await signIn(aAccount, t, 'en');
    const b = await signIn(bAccount, t, 'en');

    // B waits on any signed-in page with nothing new in the bell.
    await b.page.goto('/choose-bubble');
    await seen(bell(b.page));
    expect(await bell(b.page).getAttribute('aria-label')).toBe(t('notifications:bell.label'));

    // A opens the deck: B comes first (two shared Bubbles), and A likes B.
    await a.page.goto('/all-woblers');
    await seen(cardOf(a.page, b.user.name));
    await act(a.page, t, b.user.name, 'like');

    // B's badge rises without a reload.
    await seen(
      b.page.getByRole('button', { name: t('notifications:bell.labelUnseen', { count: 1 }) }),
    );

    // B opens the bell: the like is listed, and opening marks it seen.
    await bell(b.page).click();
    const panel = b.page.getByRole('dialog', { name: t('notifications:panel.title') });
    await seen(panel.getByText(a.user.name));
    await seen(panel.getByText(t('notifications:list.like')));
    await b.page.keyboard.press('Escape');
    await seen(b.page.getByRole('button', { name: t('notifications:bell.label'), exact: true }));

    // B opens A's profile and likes back: a match for both.
    await b.page.goto(`/view-wobler/${a.id}`);
    await seen(b.page.getByRole('heading', { name: new RegExp(a.user.name) }).first());
    await b.page.getByRole('button', { name: t('deck:profile.like'), exact: true }).click();
    await seen(b.page.getByText(t('deck:profile.connectedBadge')));

    // A's deck meanwhile moved on to the next Wobler; A's bell shows the connection live.
    await bell(a.page).click();
    const aPanel = a.page.getByRole('dialog', { name: t('notifications:panel.title') });
    const aConnections = aPanel.getByRole('region', { name: t('notifications:connections.title') });
    await seen(aConnections.getByText(b.user.name));
    await a.page.keyboard.press('Escape');

    // A saves C and reports D (the reason is required); both share one Bubble with A, so they
    // come next, in either order.
    const c = cAccount.user.name;
    const d = dAccount.user.name;
    for (let handled = 0; handled < 2; handled += 1) {
      const next = await showing(a.page, [c, d]);
      if (next === c) {
        await act(a.page, t, c, 'save');
        await notSeen(cardOf(a.page, c));
        continue;
      }
      await act(a.page, t, d, 'report');
      const report = a.page.getByRole('dialog', {
        name: t('report:title.wobler', { name: dAccount.user.name }),
      });
      await report.getByRole('button', { name: t('report:submit') }).click();
      await seen(report.getByText(t('validation:report.reasonRequired')));
      await report
        .getByRole('radio', { name: t('report:reasons.fake-profile') })
        .check({ force: true });
      await report.getByRole('button', { name: t('report:submit') }).click();
      await notSeen(report);
      await notSeen(cardOf(a.page, dAccount.user.name));
    }

    // The saved Wobler is on /saved-woblers.
    await a.page.goto('/saved-woblers');
    await seen(a.page.getByText(cAccount.user.name));

    // A removes the connection with B after the confirmation; B's panel loses it live.
    await b.page.goto('/choose-bubble');
    await bell(b.page).click();
    const bPanel = b.page.getByRole('dialog', { name: t('notifications:panel.title') });
    const bConnections = bPanel.getByRole('region', { name: t('notifications:connections.title') });
    await seen(bConnections.getByText(a.user.name));

    await bell(a.page).click();
    await a.page
      .getByRole('button', { name: t('notifications:connections.remove', { name: b.user.name }) })
      .click();
    const confirm = a.page.getByRole('alertdialog', {
      name: t('notifications:connections.confirmTitle'),
    });
    await seen(confirm.getByText(t('notifications:connections.confirmText')));
    await confirm.getByRole('button', { name: t('notifications:connections.confirm') }).click();
    await seen(a.page.getByRole('status').filter({ hasText: /./ }).first());
    await notSeen(aConnections.getByText(b.user.name));
    await notSeen(bConnections.getByText(a.user.name));
    await a.page.keyboard.press('Escape');

    // The header search finds Woblers by name, whatever the case; nonsense finds nothing.
    const search = a.page.getByRole('searchbox', { name: t('search:header.label') });
    await search.fill(`bo ${tag.toUpperCase()}`);
    await search.press('Enter');
    await onPath(a.page, /^\/results$/);
    await seen(a.page.getByRole('link', { name: new RegExp(b.user.name) }).first());
    await search.fill(`zzqx ${tag}`);
    await search.press('Enter');
    await seen(a.page.getByText(t('search:results.empty')));
  });
});

describe('discovery in Danish', () => {
  test('the filter page, save for later and the empty saved list speak Danish', async () => {
    const t = da;
    const who = await signIn(
      await account(`Dorthe ${Date.now().toString(36)}`, 'København'),
      t,
      'da',
    );
    await who.page.goto('/saved-woblers');
    await seen(who.page.getByText(t('deck:saved.empty')));

    // Find Wobler without a saved filter opens the filter page.
    await who.page.getByRole('button', { name: t('shell:header.menu') }).click();
    await who.page.getByRole('menuitem', { name: t('shell:menu.findWoblers') }).click();
    await onPath(who.page, /^\/new-search$/);
    await who.page
      .getByRole('checkbox', { name: t('deck:filters.saveForLater') })
      .check({ force: true });
    await who.page.getByRole('button', { name: t('deck:filters.submit') }).click();
    await onPath(who.page, /^\/all-woblers$/);

    // With the filter saved, the menu opens the deck directly.
    await who.page.goto('/choose-bubble');
    await who.page.getByRole('button', { name: t('shell:header.menu') }).click();
    await who.page.getByRole('menuitem', { name: t('shell:menu.findWoblers') }).click();
    await onPath(who.page, /^\/all-woblers$/);
  });
});

/** The box of `locator`; fails when it is not rendered. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('the deck on a phone', () => {
  test('at 390×844 the action bar lies over none of the words of the card, at first view and scrolled to its end', async () => {
    const t = en;
    const tag = Date.now().toString(36);
    const viewer = await account(`Vera ${tag}`);
    // A long About text (clamped to four lines) and shared Bubbles make the card tall.
    const about =
      'I love long walks along the coast, board games on rainy evenings, baking bread on Sundays and finding the best coffee in town. Always up for a concert.';
    const shown = await registerUser(browser.baseUrl, {
      name: `Holger ${tag}`,
      city: 'Aarhus',
      about,
    });
    const shownToken = String(
      (await login(browser.baseUrl, shown.email, shown.password)).body.token,
    );
    const shownId = { user: shown, token: shownToken, id: '' };
    await sharedBubble(viewer, [shownId]);
    await sharedBubble(viewer, [shownId]);

    const page = await browser.newPage({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
    await storeLocale(page, 'en');
    await loginThroughUi(page, viewer.user, t);
    await page.goto('/all-woblers');
    await seen(cardOf(page, shown.name));

    const bar = page.getByRole('group', { name: t('deck:actions.label', { name: shown.name }) });
    const card = page.getByRole('article', { name: new RegExp(`^${shown.name}, \\d+$`) });
    const words = [
      card.getByText(about.slice(0, 40)),
      card.getByRole('link', { name: t('deck:wobler.viewProfile', { name: shown.name }) }),
      card.getByText(t('deck:wobler.sharedBubbles')),
    ];
    const check = async (when: string) => {
      const barBox = await boxOf(bar);
      for (const word of words) {
        const box = await boxOf(word);
        expect(overlaps(barBox, box), `${when}: ${await word.textContent()}`).toBe(false);
      }
    };
    await check('first view');
    // Scrolled so the card's last line (the profile link) is at the bottom of the screen.
    await words[1]?.evaluate((node) => node.scrollIntoView({ block: 'end' }));
    await check('scrolled to the end of the card');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/deck-phone-390x844.png` });
  });
});
