import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call } from '../support/api';
import { useBrowser } from '../support/browser';
import { type ChatPerson, signUpChatPerson } from '../support/chat';
import { browseAs } from '../support/chat-people';
import { messageRow } from '../support/chat-ui';
import type { Copy } from '../support/copy';
import { seen } from '../support/ui';

// Message search in a real browser on the real server (PostgreSQL full-text search with the
// Danish and English stemmers): Anna and Peter write, with many messages after the ones they
// look for. Peter (English, desktop) searches "runs" and finds "running"; Anna (Danish, phone,
// dark) searches "cykle" and finds "cykler". Each opens the result: the conversation shows
// the message (read back from older pages), highlighted.

const browser = useBrowser();
const SHOTS = '/tmp/search-shots';

/** The desktop of this test: low enough that the found message starts out of sight. */
const DESKTOP = { viewport: { width: 1280, height: 800 } };

async function send(from: ChatPerson, to: ChatPerson, text: string) {
  const sent = await call(browser.baseUrl, 'POST', '/chat-api/messages/text', {
    token: from.token,
    json: { receiverId: to.uid, muid: `s-${Math.random().toString(36).slice(2)}`, text },
  });
  expect(sent.status).toBe(200);
}

/** Searches on the chat list and opens the first result; answers the results' list. */
async function searchAndOpen(page: Page, t: Copy, query: string, shot: string) {
  await page.goto('/chat');
  const field = page.getByRole('searchbox', { name: t('chat:search.label'), exact: true });
  await seen(field);
  await field.fill(query);
  const results = page.getByRole('list', { name: t('chat:search.results'), exact: true });
  await seen(results);
  await page.screenshot({ path: `${SHOTS}/${shot}.png` });
  return results;
}

describe('message search', () => {
  test('finds a message by its stem in Danish and English and opens it in its conversation', async () => {
    await mkdir(SHOTS, { recursive: true });
    const tag = Date.now().toString(36).slice(-4);
    const anna = await signUpChatPerson(browser.baseUrl, `Anna ${tag}`);
    const peter = await signUpChatPerson(browser.baseUrl, `Peter ${tag}`);
    for (const [who, other] of [
      [anna, peter],
      [peter, anna],
    ] as const) {
      const liked = await call(browser.baseUrl, 'POST', '/api/user/like', {
        token: who.token,
        json: { _id: other.uid },
      });
      expect(liked.status).toBe(200);
    }
    await send(anna, peter, 'Vi cykler til stranden på lørdag');
    await send(anna, peter, 'Shall we go running along the harbour tomorrow?');
    // More than a page of messages after them: opening a result reads back to it.
    for (let index = 1; index <= 35; index += 1) {
      await send(index % 2 ? peter : anna, index % 2 ? anna : peter, `Besked nummer ${index}`);
    }

    const p = await browseAs(browser, peter, 'en', DESKTOP);
    const found = await searchAndOpen(p.page, p.t, 'runs', 'results-en-1280-light');
    const row = found.getByRole('listitem').filter({ hasText: 'harbour' });
    await seen(row);
    expect(await row.locator('mark').allTextContents()).toEqual(['running']);
    await row.getByRole('button').click();
    const opened = messageRow(p.page, p.t, anna.name, 'Shall we go running along the harbour');
    await seen(opened);
    await seen(
      p.page.locator('.wob-chat-messages__row[data-highlight]').filter({ hasText: 'harbour' }),
    );
    await p.page.screenshot({ path: `${SHOTS}/opened-en-1280-light.png` });

    const a = await browseAs(browser, anna, 'da', { phone: true, dark: true });
    const fundet = await searchAndOpen(a.page, a.t, 'cykle', 'results-da-390-dark');
    const hit = fundet.getByRole('listitem').filter({ hasText: 'stranden' });
    await seen(hit);
    expect(await hit.locator('mark').allTextContents()).toEqual(['cykler']);
    await hit.getByRole('button').click();
    await seen(messageRow(a.page, a.t, peter.name, 'Vi cykler til stranden på lørdag'));
    await seen(
      a.page.locator('.wob-chat-messages__row[data-highlight]').filter({ hasText: 'stranden' }),
    );
    await a.page.screenshot({ path: `${SHOTS}/opened-da-390-dark.png` });

    // The other screens: Danish on a desktop in the dark, English on a phone in the light,
    // and the empty state.
    const d = await browseAs(browser, anna, 'da', { ...DESKTOP, dark: true });
    await searchAndOpen(d.page, d.t, 'lørdag', 'results-da-1280-dark');
    const e = await browseAs(browser, peter, 'en', { phone: true });
    await searchAndOpen(e.page, e.t, 'harb', 'results-en-390-light');
    const none = e.page.getByRole('heading', {
      name: e.t('chat:search.empty', { query: 'xylofon' }),
    });
    await e.page
      .getByRole('searchbox', { name: e.t('chat:search.label'), exact: true })
      .fill('xylofon');
    await seen(none);
    await e.page.screenshot({ path: `${SHOTS}/empty-en-390-light.png` });
  }, 240_000);
});
