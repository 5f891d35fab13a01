import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { TestUser } from './api';
import type { Copy } from './copy';

// What a person does and sees, written once: waiting for text, reading the message under a
// field, typing a date, picking from a list, logging in. Vitest has no browser assertions, so
// each helper waits (and fails with a clear message) on its own.

export const WAIT_MS = 10_000;

/** Waits until the locator shows (the first match when several do). */
export async function seen(locator: Locator, timeout = WAIT_MS): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Waits until nothing matching the locator shows. */
export async function notSeen(locator: Locator, timeout = WAIT_MS): Promise<void> {
  await expect
    .poll(
      async () => {
        const all = await locator.all();
        const shown = await Promise.all(all.map((item) => item.isVisible()));
        return shown.filter(Boolean).length;
      },
      { timeout },
    )
    .toBe(0);
}

/** The path of the page (no origin, no query). */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the browser is on `path`. */
export async function onPath(page: Page, path: string | RegExp, timeout = WAIT_MS): Promise<void> {
  if (typeof path === 'string') await expect.poll(() => pathOf(page), { timeout }).toBe(path);
  else await expect.poll(() => pathOf(page), { timeout }).toMatch(path);
}

/** A toast (top-right notice, role status or alert) carrying `text`. */
export function toast(page: Page, text: string): Locator {
  return page
    .locator('.wob-toaster')
    .locator('[role="status"], [role="alert"]')
    .filter({ hasText: text });
}

/**
 * A text entry (text, e-mail, password, phone, text area) by its accessible name: the label a
 * person reads, without the required star (hidden from screen readers).
 */
export function field(page: Page | Locator, label: string): Locator {
  return page.getByRole('textbox', { name: label, exact: true });
}

/** The texts that describe a control (its hint and its error message), read as a screen reader does. */
export async function descriptionOf(control: Locator): Promise<string> {
  return control.first().evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  });
}

/** Waits until the control is described by `message` (its error under the field). */
export async function fieldSays(
  control: Locator,
  message: string,
  timeout = WAIT_MS,
): Promise<void> {
  await expect.poll(() => descriptionOf(control), { timeout }).toContain(message);
}

/**
 * Types a date into a segmented date field (day, month and year spin buttons, in the order of
 * the page's language). `iso` is 'YYYY-MM-DD'.
 */
export async function fillDate(page: Page, label: string, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  const group = page.getByRole('group', { name: label, exact: true });
  await seen(group);
  const parts: [string, string | undefined][] = [
    ['day', day],
    ['month', month],
    ['year', year],
  ];
  for (const [type, value] of parts) {
    const segment = group.locator(`[data-type="${type}"]`);
    await segment.click();
    await page.keyboard.type(value ?? '');
  }
  // Leaving the field commits the last segment.
  await page.keyboard.press('Tab');
}

/** Opens a select (list box button) by its label and picks the option named `option`. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const trigger = page.getByRole('button', { name: new RegExp(`(^|\\s)${escaped}$`) });
  await trigger.first().click();
  const listbox = page.getByRole('listbox');
  await seen(listbox);
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await notSeen(listbox);
}

/**
 * Ticks a checkbox the way a keyboard user does (React Aria draws its own box over the native
 * input, so a pointer click lands on the drawing) and checks that it took.
 */
export async function tick(checkbox: Locator): Promise<void> {
  await checkbox.focus();
  if (!(await checkbox.isChecked())) await checkbox.press('Space');
  await expect.poll(() => checkbox.isChecked()).toBe(true);
}

/** Logs in through the login page and waits for the signed-in home. */
export async function loginThroughUi(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
  t: Copy,
): Promise<void> {
  await page.goto('/auth/login');
  await field(page, t('auth:fields.email')).fill(user.email);
  await field(page, t('auth:fields.password')).fill(user.password);
  await page.getByRole('button', { name: t('auth:login.submit'), exact: true }).click();
  await onPath(page, '/choose-bubble');
}

/** Sets the stored language before the app starts, as for a person who chose it earlier. */
export async function storeLocale(page: Page, value: string): Promise<void> {
  await page.addInitScript((stored) => {
    if (window.localStorage.getItem('user-locale') === null)
      window.localStorage.setItem('user-locale', stored);
  }, value);
}

/** The value the app stored under a localStorage key. */
export function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** The `lang` attribute of <html>. */
export function htmlLang(page: Page): Promise<string | null> {
  return page.evaluate(() => document.documentElement.getAttribute('lang'));
}
