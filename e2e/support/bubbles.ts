import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { call, login, registerUser, type TestUser } from './api';
import type { BrowserSession } from './browser';
import type { Copy } from './copy';
import { loginThroughUi, storeLocale } from './ui';

// People and Bubbles for the Bubble browser tests: a Wobler signed in through the UI in their
// own browser context (with premium when asked), and Bubbles made through the API.

export interface Person {
  page: Page;
  user: TestUser;
  token: string;
}

export async function person(
  browser: BrowserSession,
  name: string,
  t: Copy,
  options: { premium?: boolean; locale?: 'da' | 'en' } = {},
): Promise<Person> {
  const user = await registerUser(browser.baseUrl, { name });
  const answer = await login(browser.baseUrl, user.email, user.password);
  const token = String((answer.body as { token?: string }).token);
  if (options.premium) {
    const subscribed = await call(browser.baseUrl, 'POST', '/api/subscription/subscribe', {
      token,
      json: { planId: 'monthly' },
    });
    expect(subscribed.status).toBe(200);
  }
  const locale = options.locale ?? 'en';
  const page = await browser.newPage({ locale: locale === 'da' ? 'da-DK' : 'en-GB' });
  await storeLocale(page, locale);
  await loginThroughUi(page, user, t);
  return { page, user, token };
}

/** Creates a Bubble through the API as `owner`; answers its id, name and board path. */
export async function createBubbleAs(
  browser: BrowserSession,
  owner: Person,
  name: string,
  options: { privateBubble?: boolean } = {},
) {
  const created = await call<{ data?: { bubble: { _id: string; slug: string } } }>(
    browser.baseUrl,
    'POST',
    '/api/bubble/create',
    { token: owner.token, json: { name, circleColor: '#7c3aed', ...options } },
  );
  expect(created.status).toBe(201);
  const bubble = created.body.data?.bubble;
  if (!bubble) throw new Error('create answered no Bubble');
  return { id: bubble._id, name, path: `/view-bubble/${bubble.slug}` };
}

/** Joins (picks) a Bubble through the API. */
export async function joinBubble(
  browser: BrowserSession,
  who: { token: string },
  bubbleId: string,
): Promise<void> {
  const answer = await call(browser.baseUrl, 'POST', '/api/bubble/pick', {
    token: who.token,
    json: { bubble: bubbleId },
  });
  expect(answer.status).toBe(200);
}

/** What a screen reader reads for one option's result ('Saturday: 50%, 1 vote'). */
export function pollResult(page: Page, t: Copy, option: string, percent: string, votes: number) {
  const count = t('polls:view.optionVotes', { count: votes, formatted: String(votes) });
  return page.getByText(t('polls:view.optionResult', { option, percent, votes: count }));
}
