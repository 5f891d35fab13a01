import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { call } from '../support/api';
import { useBrowser } from '../support/browser';
import { signUpChatPerson } from '../support/chat';
import { browseAs } from '../support/chat-people';
import { composer, messageRow } from '../support/chat-ui';
import type { Copy } from '../support/copy';
import { PREVIEW_PAGE, type PreviewPages, startPreviewPages } from '../support/pages';
import { seen } from '../support/ui';

// A link's preview, in two browsers on the real server: Anna (Danish, phone, dark) writes a
// link to a page served on this machine into a group she shares with Peter (English,
// desktop, light). The server fetches the page once and both see the card under the text:
// the page's title, description and site, its picture served from our own media, the whole
// card a link to the page in a new tab. A link to a page without a preview shows no card.

const browser = useBrowser();
const SHOTS = '/tmp/link-preview-shots';

let pages: PreviewPages;
beforeAll(async () => {
  pages = await startPreviewPages();
});
afterAll(() => pages.close());

async function openGroup(page: Page, t: Copy, groupName: string): Promise<void> {
  await page.goto('/chat');
  await page.getByText(groupName, { exact: true }).first().click();
  await seen(composer(page, t, groupName));
}

describe('link previews', () => {
  test("a message's link shows the page's preview on the other side", async () => {
    await mkdir(SHOTS, { recursive: true });
    const tag = Date.now().toString(36).slice(-4);
    const anna = await signUpChatPerson(browser.baseUrl, `Anna ${tag}`);
    const peter = await signUpChatPerson(browser.baseUrl, `Peter ${tag}`);
    const groupName = `Kaffeklubben ${tag}`;
    const made = await call<{ data: { guid: string } }>(
      browser.baseUrl,
      'POST',
      '/chat-api/groups',
      { token: anna.token, json: { name: groupName, type: 'private' } },
    );
    expect(made.status).toBe(200);
    const added = await call(browser.baseUrl, 'POST', '/chat-api/groups/members/add', {
      token: anna.token,
      json: { guid: made.body.data.guid, members: [peter.uid] },
    });
    expect(added.status).toBe(200);

    const p = await browseAs(browser, peter, 'en');
    await openGroup(p.page, p.t, groupName);
    const a = await browseAs(browser, anna, 'da', { phone: true, dark: true });
    await openGroup(a.page, a.t, groupName);

    const text = `Skal vi tage herhen på lørdag? ${pages.withPreview}`;
    const input = composer(a.page, a.t, groupName);
    await input.fill(text);
    await input.press('Enter');

    // Peter sees the card under Anna's text.
    const row = messageRow(p.page, p.t, groupName, 'Skal vi tage herhen');
    const card = row.getByRole('link', { name: new RegExp(PREVIEW_PAGE.title) });
    await seen(card);
    expect(await card.getAttribute('href')).toBe(pages.withPreview);
    expect(await card.getAttribute('target')).toBe('_blank');
    expect(await card.getAttribute('rel')).toBe('noopener noreferrer');
    await seen(card.getByText(PREVIEW_PAGE.description));
    await seen(card.getByText(PREVIEW_PAGE.siteName, { exact: true }));
    // The picture is our copy, loaded from our own server, never from the page's host.
    const picture = card.locator('img');
    const source = (await picture.getAttribute('src')) ?? '';
    expect(source).toMatch(/^\/media\/[A-Za-z0-9_-]+\?exp=\d+&sig=/);
    await p.page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await picture.elementHandle(),
    );
    await p.page.screenshot({ path: `${SHOTS}/peter-en-1280-light.png` });

    // Anna's own bubble shows the same card; the page was fetched once for both.
    const own = messageRow(a.page, a.t, groupName, 'Skal vi tage herhen').getByRole('link', {
      name: new RegExp(`${PREVIEW_PAGE.title}.*\\(åbner i en ny fane\\)`),
    });
    await seen(own);
    await a.page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await own.locator('img').elementHandle(),
    );
    await a.page.screenshot({ path: `${SHOTS}/anna-da-390-dark.png` });
    expect(pages.hits.get('/bageriet')).toBe(1);
    expect(pages.hits.get('/kanelsnegl.png')).toBe(1);

    // The other sizes and schemes of the same screens, for the eye.
    await p.page.setViewportSize({ width: 390, height: 844 });
    await p.page.emulateMedia({ colorScheme: 'dark' });
    await seen(card);
    // The panes settle into the phone layout (a short transition) before the picture.
    await p.page.waitForTimeout(800);
    await p.page.screenshot({ path: `${SHOTS}/peter-en-390-dark.png` });
    await a.page.setViewportSize({ width: 1280, height: 800 });
    await a.page.emulateMedia({ colorScheme: 'light' });
    await seen(own);
    await a.page.waitForTimeout(800);
    await a.page.screenshot({ path: `${SHOTS}/anna-da-1280-light.png` });

    // A link to a page without a preview: the text, and no card.
    await input.fill(`Og her er intet: ${pages.withoutPreview}`);
    await input.press('Enter');
    const plain = messageRow(p.page, p.t, groupName, 'Og her er intet');
    await seen(plain);
    await expect.poll(() => pages.hits.get('/tom') ?? 0).toBe(1);
    await p.page.waitForTimeout(300);
    expect(await plain.getByTestId('link-preview').count()).toBe(0);
  });
});
