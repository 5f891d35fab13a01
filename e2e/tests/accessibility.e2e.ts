import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { call, login, newUser, registerUser, type TestUser } from '../support/api';
import { axeViolations, formatViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { da, en } from '../support/copy';
import { pngDataUrl } from '../support/png';
import { fillStepOne, fillStepTwo, nextButton, PICTURE, stepHeading } from '../support/sign-up';
import { field, loginThroughUi, onPath, seen, storeLocale, WAIT_MS } from '../support/ui';

// axe-core (WCAG 2.x A and AA) on every screen of the product, in the light theme in English
// and the dark one in Danish (the system preference the app follows): the public pages and each sign-up step, every
// signed-in route with real content (a private Bubble with comments, a reply, an image and a
// voted poll; a deck card; a conversation with messages both ways), and the open overlays
// (menu, notification panel, report dialog, confirmation, emoji picker). A few key screens
// again at phone width. Every violation found is listed with its elements, and there must be
// none.

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** A folder for a screenshot of every screen checked (to look at them), e.g. /tmp/axe-shots. */
const SHOTS = process.env.AXE_SHOTS;

interface Person {
  user: TestUser;
  token: string;
  id: string;
}

interface World {
  owner: Person;
  friend: Person;
  card: Person;
  pending: Person;
  bubble: { id: string; slug: string; name: string };
  /** A Bubble where the owner is a plain member. */
  memberOf: string;
  pollId: string;
}

async function person(name: string): Promise<Person> {
  const user = await registerUser(browser.baseUrl, { name });
  const answer = await login(browser.baseUrl, user.email, user.password);
  const id = answer.body.data?.user?._id;
  const token = answer.body.token;
  if (answer.status !== 200 || !id || !token) throw new Error(`Could not log ${name} in`);
  return { user, token, id };
}

async function post<T = Record<string, unknown>>(who: Person, path: string, json: unknown) {
  const answer = await call<{ data?: T }>(browser.baseUrl, 'POST', path, {
    token: who.token,
    json,
  });
  if (answer.status >= 300)
    throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}

/**
 * Four people through the real API: the owner (premium) of a private Bubble with a comment
 * with an image, a reply and a poll both members voted in; a friend (connected, a
 * conversation both ways); a Wobler for the owner's deck, in a public Bubble they share; and
 * one who waits to join the private Bubble (the Pending tab), saved by the owner.
 */
async function buildWorld(): Promise<World> {
  const tag = Date.now().toString(36);
  const [owner, friend, card, pending] = await Promise.all([
    person(`Astrid Axe ${tag}`),
    person(`Bo Axe ${tag}`),
    person(`Cecilie Axe ${tag}`),
    person(`Dennis Axe ${tag}`),
  ]);
  await post(owner, '/api/subscription/subscribe', { planId: 'monthly' });

  const name = `Havkajak ${tag}`;
  const created = await post<{ bubble: { _id: string; slug: string } }>(
    owner,
    '/api/bubble/create',
    { name, title: 'Paddling along the coast', circleColor: '#0f766e', privateBubble: true },
  );
  const bubble = { id: created.bubble._id, slug: created.bubble.slug, name };
  await post(friend, '/api/bubble/pick', { bubble: bubble.id });
  await post(owner, '/api/bubble/mark-active', { bubble: bubble.id, user: friend.id });
  await post(pending, '/api/bubble/pick', { bubble: bubble.id });

  const open = await post<{ bubble: { _id: string } }>(owner, '/api/bubble/create', {
    name: `Fjeldture ${tag}`,
    circleColor: '#7c3aed',
  });
  await post(card, '/api/bubble/pick', { bubble: open.bubble._id });
  // A Bubble of the friend's that the owner only belongs to: its members page is refused.
  const theirs = await post<{ bubble: { _id: string } }>(friend, '/api/bubble/create', {
    name: `Strandrens ${tag}`,
    circleColor: '#b45309',
  });
  await post(owner, '/api/bubble/pick', { bubble: theirs.bubble._id });

  const comment = await post<{ comment: { _id: string } }>(friend, '/api/bubble/add-comment', {
    bubble: bubble.id,
    comment: 'First paddle on Saturday? The forecast says calm water.',
    imageFile: pngDataUrl(),
  });
  await post(owner, '/api/bubble/add-reply', {
    commentID: comment.comment._id,
    comment: 'Count me in — bring a dry bag!',
  });
  const poll = await post<{ poll: { _id: string; options: { _id: string }[] } }>(
    owner,
    '/api/polls/create',
    { bubble: bubble.id, question: 'Saturday or Sunday?', options: ['Saturday', 'Sunday'] },
  );
  const saturday = poll.poll.options[0]?._id;
  for (const voter of [owner, friend]) {
    await post(voter, '/api/vote/cast', {
      poll: poll.poll._id,
      option: saturday,
      bubble: bubble.id,
    });
  }

  // Connected both ways (a like each), so their messages are ordinary ones.
  await post(friend, '/api/user/like', { _id: owner.id });
  await post(owner, '/api/user/like', { _id: friend.id });
  await post(owner, '/api/user/save-wobler', { _id: pending.id });
  const texts: [Person, Person, string][] = [
    [friend, owner, 'Hi Astrid! Are you coming on Saturday? 🛶'],
    [owner, friend, 'Yes, I am. See you at the harbour at ten.'],
    [friend, owner, 'Great, see you there.'],
  ];
  for (const [index, [from, to, text]] of texts.entries()) {
    await post(from, '/chat-api/messages/text', {
      receiverId: to.id,
      receiverType: 'user',
      muid: `axe-${tag}-${index}`,
      text,
    });
  }
  return {
    owner,
    friend,
    card,
    pending,
    bubble,
    memberOf: theirs.bubble._id,
    pollId: poll.poll._id,
  };
}

let world: World;

beforeAll(async () => {
  world = await buildWorld();
}, 60_000);

/** What shows while something loads: skeletons, the page's spinner, a labelled spinner. */
const LOADING = '.wob-skeleton, .wob-skeleton-lines, .wob-page-loading, .wob-spinner-wrap';

/**
 * Waits until nothing on the page is still loading: no request under way and no skeleton
 * left. `scroll` first scrolls to the end, for what loads when it comes into view (the
 * landing's contact details).
 */
async function settled(page: Page, scroll: boolean): Promise<void> {
  if (scroll) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect
    .poll(() => page.evaluate((selector) => document.querySelectorAll(selector).length, LOADING), {
      timeout: WAIT_MS,
    })
    .toBe(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (scroll) await page.evaluate(() => window.scrollTo(0, 0));
}

/** Collects the violations of each screen checked, for one report at the end. */
function auditor(run: string) {
  const found: string[] = [];
  return {
    async check(
      page: Page,
      label: string,
      ready?: Locator,
      options: { scroll?: boolean } = {},
    ): Promise<void> {
      const started = Date.now();
      if (ready) await seen(ready);
      await settled(page, options.scroll ?? false);
      const violations = await axeViolations(page);
      if (SHOTS) {
        await mkdir(SHOTS, { recursive: true });
        const file = `${run}-${label}`.replace(/[^a-z0-9-]+/gi, '-');
        await page.screenshot({ path: join(SHOTS, `${file}.png`) });
        console.log(`${run} ${label}: ${Date.now() - started} ms`);
      }
      if (violations.length > 0) found.push(formatViolations(`${run} ${label}`, violations));
    },
    report(): string {
      return found.join('\n\n');
    },
  };
}

function heading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { name, exact: typeof name === 'string' }).first();
}

/**
 * Goes to `path` inside the running app, as its own links do (no reload): the History API and
 * the popstate event the router listens to.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await onPath(page, path);
}

function button(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.getByRole('button', { name, exact: typeof name === 'string' }).first();
}

test('the check finds what it looks for', async () => {
  // A page with a known contrast failure and an unnamed field: the check must see both.
  const page = await browser.newPage();
  await page.goto('about:blank');
  await page.setContent(
    '<html lang="en"><head><title>Probe</title></head><body><main><h1>Probe</h1>' +
      '<p style="color:#777;background:#888">Grey on grey</p><input type="text"></main></body></html>',
  );
  const found = (await axeViolations(page)).map((violation) => violation.id);
  expect(found).toEqual(expect.arrayContaining(['color-contrast', 'label']));
  expect(formatViolations('probe', await axeViolations(page))).toContain('Grey on grey');
});

// The light theme in English and the dark one in Danish: both themes and both languages (a
// name that starts with its visible text in one language may not in the other) in one pass.
const RUNS = [
  { theme: 'light', locale: 'en', browserLocale: 'en-GB', t: en },
  { theme: 'dark', locale: 'da', browserLocale: 'da-DK', t: da },
] as const;

for (const { theme, locale, browserLocale, t } of RUNS) {
  describe(`axe in the ${theme} theme (${locale})`, () => {
    test('public pages and the three sign-up steps', async () => {
      const audit = auditor(`${theme} ${locale}`);
      const page = await browser.newPage({
        colorScheme: theme,
        reducedMotion: 'reduce',
        locale: browserLocale,
      });
      await storeLocale(page, locale);

      await page.goto('/');
      await audit.check(page, '/', heading(page, t('landing:how.title')), { scroll: true });
      await page.setViewportSize(PHONE);
      await audit.check(page, '/ (390 px)', undefined, { scroll: true });
      await page.setViewportSize(DESKTOP);

      await visit(page, '/auth/login');
      await audit.check(page, '/auth/login', button(page, t('auth:login.submit')));
      // A wrong password: the error toast.
      await field(page, t('auth:fields.email')).fill(world.owner.user.email);
      await field(page, t('auth:fields.password')).fill('not-the-password');
      await button(page, t('auth:login.submit')).click();
      await audit.check(page, 'toast (login refused)', page.locator('.wob-toaster [role="alert"]'));

      await visit(page, '/auth/register');
      await audit.check(page, '/auth/register step one', stepHeading(page, t, 'one'));
      const newcomer = newUser();
      await fillStepOne(page, t, newcomer);
      await nextButton(page, t).click();
      await audit.check(page, '/auth/register step two', stepHeading(page, t, 'two'));
      await fillStepTwo(page, t, newcomer, locale);
      await nextButton(page, t).click();
      await audit.check(page, '/auth/register step three', stepHeading(page, t, 'three'));
      await page.getByLabel(t('auth:picture.choose'), { exact: true }).setInputFiles(PICTURE);
      const crop = page.getByRole('dialog', { name: t('profile:picture.dialogTitle') });
      await audit.check(page, 'picture crop dialog', crop);
      await button(crop, t('profile:picture.save')).click();
      await audit.check(
        page,
        '/auth/register step three with a picture',
        page.getByRole('img', { name: /./ }),
      );
      // The first step shows its messages when left empty.
      await page.goto('/auth/register');
      await nextButton(page, t).click();
      await audit.check(
        page,
        '/auth/register step one with errors',
        page.getByText(t('validation:required.name')),
      );

      await visit(page, '/forgot-password');
      await audit.check(page, '/forgot-password', heading(page, t('auth:forgot.title')));
      await visit(page, '/reset-password/x');
      await audit.check(page, '/reset-password/x', heading(page, t('auth:reset.title')));
      for (const [path, title] of [
        ['/terms-and-conditions', 'legal:terms.title'],
        ['/privacy-policy', 'legal:privacy.title'],
        ['/cookie-policy', 'legal:cookies.title'],
      ] as const) {
        await visit(page, path);
        await audit.check(page, path, heading(page, t(title)));
      }
      await page.goto('/no-such-page');
      await audit.check(page, '404', heading(page, t('shell:notFound.title')));
      await page.goto('/admin/login');
      // The spec's administrator sign-in (the 404 page until it has a page of its own).
      await audit.check(page, '/admin/login', page.getByRole('heading').first());

      expect(audit.report()).toBe('');
    });

    test('signed-in pages and their overlays', { timeout: 150_000 }, async () => {
      const audit = auditor(`${theme} ${locale}`);
      const page = await browser.newPage({
        colorScheme: theme,
        reducedMotion: 'reduce',
        locale: browserLocale,
      });
      await storeLocale(page, locale);
      await loginThroughUi(page, world.owner.user, t);
      const { bubble, friend, card, pending } = world;

      await audit.check(page, '/choose-bubble', heading(page, t('bubbles:choose.title')));
      for (const path of ['/search-bubble', '/all-bubbles']) {
        await visit(page, path);
        await audit.check(page, path, page.getByText(bubble.name));
      }

      // The board of the private Bubble: a poll, a comment with an image and a reply.
      await visit(page, `/view-bubble/${bubble.slug}`);
      const comment = page.getByRole('article', { name: friend.user.name }).first();
      await audit.check(page, '/view-bubble with comments', comment.getByRole('img'));
      await page.setViewportSize(PHONE);
      await audit.check(page, '/view-bubble (390 px)');
      await page.setViewportSize(DESKTOP);
      await button(comment, t('board:comment.deleteComment')).click();
      const confirm = page.getByRole('alertdialog');
      await audit.check(page, 'confirm dialog (delete comment)', confirm);
      await button(confirm, t('board:comment.no')).click();

      await visit(page, `/bubble_options/${bubble.id}`);
      await audit.check(
        page,
        '/bubble_options',
        page.getByRole('link', { name: new RegExp(t('moderation:options.createPoll')) }),
      );
      await visit(page, `/bubble_members/${bubble.id}`);
      for (const [tab, who] of [
        ['active', friend],
        ['pending', pending],
      ] as const) {
        await page.getByRole('tab', { name: new RegExp(t(`moderation:members.${tab}`)) }).click();
        await audit.check(page, `/bubble_members (${tab})`, page.getByText(who.user.name));
      }
      // A plain member opening a moderator page is refused.
      await page.goto(`/bubble_members/${world.memberOf}`);
      await audit.check(
        page,
        '/bubble_members refused to a member',
        page.getByRole('heading').first(),
      );
      await visit(page, `/bubble_polls/${bubble.id}`);
      await audit.check(page, '/bubble_polls', page.getByText('Saturday or Sunday?'));
      await visit(page, `/create_poll/${bubble.id}`);
      await audit.check(page, '/create_poll', heading(page, t('polls:create.title')));
      await visit(page, `/view-poll/${world.pollId}`);
      await audit.check(page, '/view-poll (voted)', heading(page, 'Saturday or Sunday?'));

      // The deck with a card, its report dialog, the filters, results, saved and a profile.
      await visit(page, '/all-woblers');
      const deckCard = page.getByRole('heading', { name: new RegExp(`^${card.user.name}, \\d+$`) });
      await audit.check(page, '/all-woblers with a card', deckCard);
      await page.setViewportSize(PHONE);
      await audit.check(page, '/all-woblers (390 px)');
      await page.setViewportSize(DESKTOP);
      await page
        .getByRole('group', { name: t('deck:actions.label', { name: card.user.name }) })
        .getByRole('button', { name: t('deck:actions.report'), exact: true })
        .click();
      const report = page.getByRole('dialog', {
        name: t('report:title.wobler', { name: card.user.name }),
      });
      await audit.check(page, 'report dialog', report);
      await page.keyboard.press('Escape');

      await visit(page, '/new-search');
      await audit.check(page, '/new-search', button(page, t('deck:filters.submit')));
      const search = page.getByRole('searchbox', { name: t('search:header.label') });
      await search.fill(friend.user.name);
      await search.press('Enter');
      await audit.check(
        page,
        '/results',
        page.getByRole('link', { name: new RegExp(friend.user.name) }),
      );
      await visit(page, '/saved-woblers');
      await audit.check(page, '/saved-woblers', page.getByText(pending.user.name));
      await visit(page, `/view-wobler/${friend.id}`);
      await audit.check(page, '/view-wobler', heading(page, new RegExp(friend.user.name)));

      // Account, premium and support pages, each by its title.
      for (const [path, title] of [
        ['/profile', 'profile:title'],
        ['/change-password', 'auth:changePassword.title'],
        ['/settings', 'settings:title'],
        ['/premium', 'premium:title'],
        ['/bubble-settings', 'bubbles:settings.title'],
        ['/FAQs', 'support:title'],
        ['/share', 'support:share.title'],
      ] as const) {
        await visit(page, path);
        await audit.check(page, path, heading(page, t(title)));
      }
      // The language is a radio group there (and a native select in the header): both are
      // on the pages checked. Deleting the account asks first.
      await visit(page, '/settings');
      await button(page, t('settings:account.delete')).click();
      await audit.check(page, 'confirm dialog (delete account)', page.getByRole('alertdialog'));
      await page.keyboard.press('Escape');

      // A conversation with messages both ways, its details, the attachment menu and emoji.
      await visit(page, '/chat');
      await page
        .getByRole('list', { name: t('chat:list.label'), exact: true })
        .getByText(friend.user.name)
        .first()
        .click();
      const messages = page.getByRole('region', {
        name: t('chat:messages.label', { name: friend.user.name }),
      });
      await audit.check(
        page,
        '/chat with a conversation',
        messages.getByText('Great, see you there.'),
      );
      await page.setViewportSize(PHONE);
      await audit.check(page, '/chat (390 px)');
      await page.setViewportSize(DESKTOP);
      await button(page, t('chat:composer.emoji')).click();
      await audit.check(
        page,
        'emoji picker',
        page
          .getByRole('searchbox', { name: t('chat:emoji.search') })
          .or(page.getByRole('textbox', { name: t('chat:emoji.search') })),
      );
      await page.keyboard.press('Escape');
      await button(page, t('chat:composer.attach')).click();
      await audit.check(page, 'attachment menu', page.getByRole('menu'));
      await page.keyboard.press('Escape');
      await button(page, t('chat:header.details')).click();
      await audit.check(page, 'chat details', button(page, t('chat:details.close')));

      // The header's overlays: the menu and the notification panel.
      await visit(page, '/choose-bubble');
      await button(page.getByRole('banner'), t('shell:header.menu')).click();
      await audit.check(page, 'header menu', page.getByRole('menu'));
      await page.keyboard.press('Escape');
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^${t('notifications:bell.label')}`) })
        .click();
      await audit.check(
        page,
        'notification panel',
        page
          .getByRole('dialog', { name: t('notifications:panel.title') })
          .getByText(friend.user.name),
      );
      await page.keyboard.press('Escape');

      expect(audit.report()).toBe('');
    });
  });
}
