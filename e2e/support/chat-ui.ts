import type { Locator, Page } from 'playwright-core';
import type { Copy } from './copy';

// The /chat screen as a person reads it, for the browser tests of the chat: the header's
// message link, the open chat's header, its messages and the composer, each found by the
// words on screen (the product's own copy) in the page's language.

/** The header's message link: 'Messages' or 'Messages, N unread'. */
export function messageLink(page: Page, t: Copy, unread = 0): Locator {
  const name = unread > 0 ? t('chat:badge.labelUnread', { count: unread }) : t('chat:badge.label');
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

/** The open chat's header: the person's name and the status line under it. */
export function chatHeader(page: Page): Locator {
  return page.locator('.wob-chat-header');
}

/** The scrolling list of messages with `name`. */
export function messagesWith(page: Page, t: Copy, name: string): Locator {
  return page.getByRole('region', { name: t('chat:messages.label', { name }), exact: true });
}

/** One message row (a list item) of the chat with `name` that shows `text`. */
export function messageRow(page: Page, t: Copy, name: string, text: string): Locator {
  return messagesWith(page, t, name).getByRole('listitem').filter({ hasText: text });
}

/** The delivery state of one's own message, by the words a screen reader reads for its icon. */
export function deliveryState(
  row: Locator,
  t: Copy,
  state: 'sending' | 'sent' | 'delivered' | 'seen' | 'error',
): Locator {
  return row.getByText(t(`chat:messages.status.${state}`), { exact: true });
}

/** The composer's text area ('Message to {name}'). */
export function composer(page: Page, t: Copy, name: string): Locator {
  return page.getByRole('textbox', { name: t('chat:composer.label', { name }), exact: true });
}

/** Types `text` into the composer and sends it with Enter. */
export async function sendText(page: Page, t: Copy, name: string, text: string): Promise<void> {
  const input = composer(page, t, name);
  await input.fill(text);
  await input.press('Enter');
}

/** The message-request banner (Accept Message, Reject & Block, or Like Back). */
export function requestBanner(page: Page, t: Copy): Locator {
  return page.getByRole('region', { name: t('chat:request.label'), exact: true });
}

/** Opens the options menu of one's own message and picks `action`. */
export async function messageAction(
  row: Locator,
  t: Copy,
  action: 'edit' | 'delete',
): Promise<void> {
  await row.getByRole('button', { name: t('chat:messages.options'), exact: true }).click();
  await row
    .page()
    .getByRole('menuitem', { name: t(`chat:messages.${action}`), exact: true })
    .click();
}
