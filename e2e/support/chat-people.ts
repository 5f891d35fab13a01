import type { Page } from 'playwright-core';
import { composer } from './chat-ui';
import type { TestUser } from './api';
import type { BrowserSession } from './browser';
import { type Copy, da, en } from './copy';
import { loginThroughUi, seen, storeLocale } from './ui';

// The people of a chat test in the browser: someone signed up through the API
// (signUpChatPerson in chat.ts) opens the app in their own browser context, in their
// language, logged in through the login page.

/** A phone's viewport (iPhone 12–15 width). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

export interface ScreenOptions {
  /** A phone (PHONE_VIEWPORT); else `viewport`, else the browser's desktop default. */
  phone?: boolean;
  dark?: boolean;
  viewport?: { width: number; height: number };
  /** Another server than the run's (a second instance, a server with TURN). */
  baseUrl?: string;
}

/** Opens a new page for `who` in Danish or English and logs them in; answers it with its copy. */
export async function browseAs(
  browser: BrowserSession,
  who: { user: Pick<TestUser, 'email' | 'password'> },
  locale: 'da' | 'en',
  options: ScreenOptions = {},
): Promise<{ page: Page; t: Copy }> {
  const t = locale === 'da' ? da : en;
  const viewport = options.phone ? PHONE_VIEWPORT : options.viewport;
  const page = await browser.newPage({
    locale: locale === 'da' ? 'da-DK' : 'en-GB',
    ...(viewport ? { viewport } : {}),
    colorScheme: options.dark ? 'dark' : 'light',
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
  });
  await storeLocale(page, locale);
  await loginThroughUi(page, who.user, t);
  return { page, t };
}

/** Opens /chat and the conversation with `name` (from the list), until its composer shows. */
export async function openConversationAs(page: Page, t: Copy, name: string): Promise<void> {
  await page.goto('/chat');
  await page.getByText(name, { exact: true }).first().click();
  await seen(composer(page, t, name));
}
