import { mkdir } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { call } from '../support/api';
import { expectAccessible } from '../support/axe';
import { useBrowser } from '../support/browser';
import { likeEachOther, sendTextByApi, signUpChatPerson } from '../support/chat';
import { browseAs, openConversationAs } from '../support/chat-people';
import { messageRow, messagesWith } from '../support/chat-ui';
import type { Copy } from '../support/copy';
import { seen } from '../support/ui';

// Reactions between two browsers on the real server: Ada (English, desktop, light) and Bent
// (Danish, phone, dark) are connections. Ada reacts to Bent's message with the quick row's
// heart; Bent sees the chip live with her name (on focus too); Bent adds the same heart and
// both count 2, each with their own pressed; Ada takes hers back and both count 1.

const browser = useBrowser();
const SHOTS = '/tmp/reaction-shots';

const chip = (t: Copy, count: number, people: string) =>
  t('chat:reactions.chip', { emoji: '❤️', count, people });

describe('reactions in two browsers', () => {
  test('a heart from the quick row reaches the other side live; both count 2; one takes it back', async () => {
    await mkdir(SHOTS, { recursive: true });
    const tag = Date.now().toString(36).slice(-4);
    const ada = await signUpChatPerson(browser.baseUrl, `Ada ${tag}`);
    const bent = await signUpChatPerson(browser.baseUrl, `Bent ${tag}`);
    await likeEachOther(browser.baseUrl, ada, bent);
    const hello = `Skal vi ses i morgen? ${tag}`;
    await sendTextByApi(browser.baseUrl, bent, ada, hello, `m-${tag}`);

    const b = await browseAs(browser, bent, 'da', { phone: true, dark: true });
    await openConversationAs(b.page, b.t, ada.name);
    const bRow = messageRow(b.page, b.t, ada.name, hello);
    await seen(bRow);

    const a = await browseAs(browser, ada, 'en');
    await a.page.goto('/chat');
    await seen(messagesWith(a.page, a.t, bent.name).getByText(hello));
    const aRow = messageRow(a.page, a.t, bent.name, hello);

    // Ada: React → the quick row (six emoji and "+") → the heart.
    await aRow.hover();
    await aRow.getByRole('button', { name: a.t('chat:reactions.react'), exact: true }).click();
    const quick = a.page.getByRole('toolbar', { name: a.t('chat:reactions.row'), exact: true });
    await seen(quick);
    expect(await quick.getByRole('button').count()).toBe(7);
    await a.page.screenshot({ path: `${SHOTS}/01-quick-row-en-1280.png` });
    await expectAccessible(a.page, 'quick row (light)', a.page.locator('.wob-reaction-popover'));
    await quick
      .getByRole('button', { name: a.t('chat:reactions.reactWith', { emoji: '❤️' }), exact: true })
      .click();
    const aMine = aRow.getByRole('button', { name: chip(a.t, 1, a.t('chat:reactions.you')) });
    await seen(aMine);
    expect(await aMine.getAttribute('aria-pressed')).toBe('true');

    // Bent sees it live, with Ada's name, also in the tooltip on focus.
    const bTheirs = bRow.getByRole('button', { name: chip(b.t, 1, ada.name), exact: true });
    await seen(bTheirs);
    expect(await bTheirs.getAttribute('aria-pressed')).toBe('false');
    // Focus from the keyboard (back and forth with Tab) opens the tooltip.
    await bTheirs.focus();
    await b.page.keyboard.press('Shift+Tab');
    await b.page.keyboard.press('Tab');
    await seen(
      b.page
        .getByRole('tooltip')
        .getByText(b.t('chat:reactions.reactedWith', { people: ada.name, emoji: '❤️' })),
    );
    await b.page.screenshot({ path: `${SHOTS}/02-live-chip-da-390-dark.png` });

    // Bent adds the same heart: 2 on both sides, each with their own pressed.
    await bTheirs.click();
    const bBoth = bRow.getByRole('button', {
      name: chip(
        b.t,
        2,
        b.t('chat:reactions.two', { first: b.t('chat:reactions.you'), second: ada.name }),
      ),
      exact: true,
    });
    await seen(bBoth);
    expect(await bBoth.getAttribute('aria-pressed')).toBe('true');
    const aBoth = aRow.getByRole('button', {
      name: chip(
        a.t,
        2,
        a.t('chat:reactions.two', { first: a.t('chat:reactions.you'), second: bent.name }),
      ),
      exact: true,
    });
    await seen(aBoth);
    await a.page.screenshot({ path: `${SHOTS}/03-two-en-1280.png` });
    await b.page.screenshot({ path: `${SHOTS}/04-two-da-390-dark.png` });
    await expectAccessible(a.page, 'chips (light)', aRow);
    await expectAccessible(b.page, 'chips (dark)', bRow);

    // Ada takes hers back: 1, Bent's.
    await aBoth.click();
    const aLeft = aRow.getByRole('button', { name: chip(a.t, 1, bent.name), exact: true });
    await seen(aLeft);
    expect(await aLeft.getAttribute('aria-pressed')).toBe('false');
    await seen(
      bRow.getByRole('button', { name: chip(b.t, 1, b.t('chat:reactions.you')), exact: true }),
    );
    await b.page.screenshot({ path: `${SHOTS}/05-one-left-da-390-dark.png` });
  });

  test('a chip that appears on a message above the view moves nothing on screen', async () => {
    const tag = Date.now().toString(36).slice(-4);
    const ada = await signUpChatPerson(browser.baseUrl, `Ada ${tag}`);
    const bent = await signUpChatPerson(browser.baseUrl, `Bent ${tag}`);
    await likeEachOther(browser.baseUrl, ada, bent);
    const ids: string[] = [];
    for (let n = 1; n <= 14; n += 1) {
      const sent = await call<{ data: { id: string } }>(
        browser.baseUrl,
        'POST',
        '/chat-api/messages/text',
        {
          token: bent.token,
          json: { receiverId: ada.uid, muid: `m-${tag}-${n}`, text: `Besked ${n} ${tag}` },
        },
      );
      ids.push(sent.body.data.id);
    }
    const a = await browseAs(browser, ada, 'en');
    await a.page.goto('/chat');
    const last = messageRow(a.page, a.t, bent.name, `Besked 14 ${tag}`);
    await seen(last);
    await a.page.waitForTimeout(500);
    const before = await last.boundingBox();
    const first = messageRow(a.page, a.t, bent.name, `Besked 1 ${tag}`);
    // The first message is above the view.
    const firstBox = await first.boundingBox();
    const list = await messagesWith(a.page, a.t, bent.name).boundingBox();
    expect(firstBox === null || list === null || firstBox.y + firstBox.height < list.y).toBe(true);

    const reacted = await call(browser.baseUrl, 'POST', '/chat-api/extensions/reactions/v1/react', {
      token: bent.token,
      json: { msgId: ids[0], emoji: ':heart:', action: 'add' },
    });
    expect(reacted.status).toBe(200);
    // The chip arrives (in the page's store) and the last message has not moved.
    await first.getByRole('button', { name: chip(a.t, 1, bent.name), exact: true }).waitFor({
      state: 'attached',
      timeout: 10_000,
    });
    await a.page.waitForTimeout(300);
    const after = await last.boundingBox();
    expect(after?.y).toBe(before?.y);
  });
});
