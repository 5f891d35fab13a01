import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call, login, registerUser, type TestUser } from '../support/api';
import { useBrowser } from '../support/browser';
import { type Copy, da, en } from '../support/copy';
import { loginThroughUi, onPath, seen, storeLocale, toast } from '../support/ui';

// The bell tells of Bubbles: a Wobler asks to join a private Bubble and its owner's bell rises
// live, its entry leading to the Pending members; the owner approves there and the applicant's
// bell (in Danish) tells them, its entry leading to the Bubble.

const browser = useBrowser();

interface Person {
  page: Page;
  user: TestUser;
  token: string;
  id: string;
}

async function person(
  name: string,
  t: Copy,
  options: { premium?: boolean; locale: 'da' | 'en' },
): Promise<Person> {
  const user = await registerUser(browser.baseUrl, { name });
  const answer = await login(browser.baseUrl, user.email, user.password);
  const body = answer.body as { token?: string; data?: { user?: { _id?: string } } };
  const token = String(body.token);
  if (options.premium) {
    const subscribed = await call(browser.baseUrl, 'POST', '/api/subscription/subscribe', {
      token,
      json: { planId: 'monthly' },
    });
    expect(subscribed.status).toBe(200);
  }
  const page = await browser.newPage({ locale: options.locale === 'da' ? 'da-DK' : 'en-GB' });
  await storeLocale(page, options.locale);
  await loginThroughUi(page, user, t);
  return { page, user, token, id: String(body.data?.user?._id) };
}

function bell(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^(Notifications|Notifikationer)/ });
}

describe('Bubble notifications in the bell', () => {
  test('a join request rings the owner’s bell live and leads to Pending; the approval rings the applicant’s', async () => {
    const tag = Date.now().toString(36);
    const name = `Vinterbadere ${tag}`;
    const owner = await person(`Olga Owner ${tag}`, en, { premium: true, locale: 'en' });
    const applicant = await person(`Anker Applicant ${tag}`, da, { locale: 'da' });
    const created = await call(browser.baseUrl, 'POST', '/api/bubble/create', {
      token: owner.token,
      json: { name, circleColor: '#0f766e', privateBubble: true },
    });
    expect(created.status).toBe(201);
    const bubble = (created.body as { data: { bubble: { _id: string; slug: string } } }).data
      .bubble;

    // The owner waits on a signed-in page; nothing in the bell yet.
    await owner.page.goto('/choose-bubble');
    await seen(bell(owner.page));
    expect(await bell(owner.page).getAttribute('aria-label')).toBe(en('notifications:bell.label'));

    // The applicant asks to join on the Bubble's page.
    await applicant.page.goto(`/view-bubble/${bubble.slug}`);
    await applicant.page
      .getByRole('button', { name: da('board:header.join'), exact: true })
      .click();
    await seen(applicant.page.getByText(da('board:header.waiting')).first());

    // The owner's badge rises without a reload; the entry says who asks to join what.
    await seen(
      owner.page.getByRole('button', {
        name: en('notifications:bell.labelUnseen', { count: 1 }),
      }),
    );
    await bell(owner.page).click();
    const panel = owner.page.getByRole('dialog', { name: en('notifications:panel.title') });
    const entry = panel.getByRole('link', {
      name: new RegExp(
        `${applicant.user.name}.*${en('notifications:list.joinRequest', { bubble: name })}`,
      ),
    });
    await seen(entry);
    await seen(entry.locator('.wob-notification__kind--joinRequest svg'));

    // It leads to the members page on its Pending tab, where the applicant waits.
    await entry.click();
    await onPath(owner.page, `/bubble_members/${bubble._id}`);
    expect(new URL(owner.page.url()).searchParams.get('tab')).toBe('pending');
    await seen(
      owner.page.getByRole('tab', {
        name: new RegExp(en('moderation:members.pending')),
        selected: true,
      }),
    );
    await owner.page
      .getByRole('button', {
        name: `${en('moderation:members.approve')}: ${applicant.user.name}`,
        exact: true,
      })
      .click();
    await seen(toast(owner.page, en('errors:bubbles.memberApproved')));
    // Opening the bell marked the request seen; answered, it leaves the bell.
    await seen(
      owner.page.getByRole('button', { name: en('notifications:bell.label'), exact: true }),
    );

    // The applicant's bell rises live, in Danish, and leads to the Bubble.
    await seen(
      applicant.page.getByRole('button', {
        name: da('notifications:bell.labelUnseen', { count: 1 }),
      }),
    );
    await bell(applicant.page).click();
    const theirs = applicant.page.getByRole('dialog', { name: da('notifications:panel.title') });
    const approval = theirs.getByRole('link', {
      name: new RegExp(
        `${owner.user.name}.*${da('notifications:list.joinApproved', { bubble: name })}`,
      ),
    });
    await seen(approval);
    await approval.click();
    await onPath(applicant.page, `/view-bubble/${bubble.slug}`);
    await seen(applicant.page.getByRole('heading', { name, level: 1 }));
    await seen(
      applicant.page.getByRole('button', { name: da('notifications:bell.label'), exact: true }),
    );
  });
});
