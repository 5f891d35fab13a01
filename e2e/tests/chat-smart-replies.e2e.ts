import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call } from '../support/api';
import { useBrowser } from '../support/browser';
import { type ChatPerson, signUpChatPerson } from '../support/chat';
import { browseAs } from '../support/chat-people';
import { composer, messageRow } from '../support/chat-ui';
import type { Copy } from '../support/copy';
import { seen } from '../support/ui';

// Smart replies in two real browsers on the real server: Astrid reads Danish (on a phone, dark),
// Bo English (desktop). Astrid asks Bo a question in Danish: Bo's chat shows three chips in
// English above the composer, live; one fills his composer and sends nothing until he presses
// Enter. Bo asks back in English: Astrid gets her chips in Danish, and one fills her composer.
// A statement brings none.

const browser = useBrowser();
const SHOTS = '/tmp/smart-reply-shots';

/** Someone who reads the app in `language` (their profile's language, which smart replies use). */
async function person(name: string, language: 'da' | 'en'): Promise<ChatPerson> {
  const who = await signUpChatPerson(browser.baseUrl, name);
  const set = await call(browser.baseUrl, 'POST', '/api/update-profile', {
    token: who.token,
    json: { language },
  });
  expect(set.status).toBe(200);
  return who;
}

const chipsOf = (page: Page, t: Copy) =>
  page.getByRole('region', { name: t('chat:smartReplies.label'), exact: true });

describe('smart replies in the browser', () => {
  test('a Danish question gives English chips, an English one Danish chips; a chip fills the composer', async () => {
    await mkdir(SHOTS, { recursive: true });
    const tag = Date.now().toString(36).slice(-4);
    const astrid = await person(`Astrid ${tag}`, 'da');
    const bo = await person(`Bo ${tag}`, 'en');
    // A connection (both like), so messages pass without a request.
    for (const [from, to] of [
      [astrid, bo],
      [bo, astrid],
    ] as const) {
      const liked = await call(browser.baseUrl, 'POST', '/api/user/like', {
        token: from.token,
        json: { _id: to.uid },
      });
      expect(liked.status).toBe(200);
    }
    // A statement first: it brings no chips.
    const hello = await call(browser.baseUrl, 'POST', '/chat-api/messages/text', {
      token: astrid.token,
      json: { receiverId: bo.uid, muid: `hello-${tag}`, text: 'Hej Bo, jeg er landet.' },
    });
    expect(hello.status).toBe(200);

    const b = await browseAs(browser, bo, 'en');
    await b.page.goto('/chat');
    await b.page.getByText(astrid.name, { exact: true }).first().click();
    const boInput = composer(b.page, b.t, astrid.name);
    await seen(boInput);
    await seen(messageRow(b.page, b.t, astrid.name, 'jeg er landet'));
    expect(await chipsOf(b.page, b.t).count()).toBe(0);

    const a = await browseAs(browser, astrid, 'da', { phone: true, dark: true });
    await a.page.goto('/chat');
    await a.page.getByText(bo.name, { exact: true }).first().click();
    const astridInput = composer(a.page, a.t, bo.name);
    await seen(astridInput);
    await astridInput.fill('Skal vi tage en kaffe i morgen?');
    await astridInput.press('Enter');

    // Bo: three chips in English arrive live with the question.
    const boChips = chipsOf(b.page, b.t);
    await seen(boChips);
    expect(await boChips.getByRole('listitem').allTextContents()).toEqual([
      "Yes, I'd love to!",
      "Maybe, I'll let you know.",
      'No thanks, not this time.',
    ]);
    await b.page.screenshot({ path: `${SHOTS}/chips-en-1280-light.png` });
    // The same chips on a phone in the dark: one row that scrolls sideways.
    await b.page.setViewportSize({ width: 390, height: 844 });
    await b.page.emulateMedia({ colorScheme: 'dark' });
    await seen(boChips);
    // The row is wider than a phone: its end fades, telling that more chips lie beyond.
    await seen(boChips.locator('ul[data-more-end]'));
    await b.page.screenshot({ path: `${SHOTS}/chips-en-390-dark.png` });
    await b.page.emulateMedia({ colorScheme: 'light' });
    // The chips' colours ease over; the picture waits for them.
    await b.page.waitForTimeout(300);
    await b.page.screenshot({ path: `${SHOTS}/chips-en-390-light.png` });
    await b.page.setViewportSize({ width: 1280, height: 800 });
    await b.page.emulateMedia({ colorScheme: 'light' });
    await boChips.getByRole('button', { name: "Yes, I'd love to!", exact: true }).click();
    expect(await boInput.inputValue()).toBe("Yes, I'd love to!");
    expect(await boChips.count()).toBe(0);
    // Nothing was sent by the chip: Astrid still has only her own question last.
    expect(await messageRow(a.page, a.t, bo.name, "Yes, I'd love to!").count()).toBe(0);
    await boInput.press('Enter');
    await seen(messageRow(a.page, a.t, bo.name, "Yes, I'd love to!"));
    // A statement brings Astrid no chips.
    expect(await chipsOf(a.page, a.t).count()).toBe(0);

    // Bo asks back in English: Astrid's chips are Danish.
    await boInput.fill('How are you today?');
    await boInput.press('Enter');
    const astridChips = chipsOf(a.page, a.t);
    await seen(astridChips);
    expect(await astridChips.getByRole('listitem').allTextContents()).toEqual([
      'Godt, tak! Hvad med dig?',
      'Det går. Hvad med dig?',
      'Ikke så godt i dag.',
    ]);
    await seen(astridChips.locator('ul[data-more-end]'));
    await a.page.screenshot({ path: `${SHOTS}/chips-da-390-dark.png` });
    // Scrolled to the third chip: it is whole on the screen, and the start fades instead.
    const third = astridChips.getByRole('button', { name: 'Ikke så godt i dag.', exact: true });
    await third.scrollIntoViewIfNeeded();
    await seen(astridChips.locator('ul[data-more-start]:not([data-more-end])'));
    const box = await third.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await a.page.emulateMedia({ colorScheme: 'light' });
    await a.page.waitForTimeout(300);
    await a.page.screenshot({ path: `${SHOTS}/chips-da-390-light-end.png` });
    await a.page.setViewportSize({ width: 1280, height: 800 });
    await a.page.emulateMedia({ colorScheme: 'light' });
    await seen(astridChips);
    await a.page.screenshot({ path: `${SHOTS}/chips-da-1280-light.png` });
    await astridChips.getByRole('button', { name: 'Det går. Hvad med dig?', exact: true }).click();
    expect(await astridInput.inputValue()).toBe('Det går. Hvad med dig?');
    expect(await astridChips.count()).toBe(0);

    // Emoji-only messages (spec section 9): 48 px for one, 36 for two, 24 for more.
    for (const text of ['🎉', '👍🏽❤️', '🇩🇰🚴‍♀️🌊']) {
      await boInput.fill(text);
      await boInput.press('Enter');
    }
    const sizes: Record<string, string> = { '🎉': '48px', '👍🏽❤️': '36px', '🇩🇰🚴‍♀️🌊': '24px' };
    for (const [text, size] of Object.entries(sizes)) {
      const bubble = a.page.locator('.wob-message__text--emoji').filter({
        has: a.page.locator(`img[alt="${[...new Intl.Segmenter().segment(text)][0]?.segment}"]`),
      });
      await seen(bubble.last());
      expect(await bubble.last().evaluate((element) => getComputedStyle(element).fontSize)).toBe(
        size,
      );
    }
    await a.page.screenshot({ path: `${SHOTS}/emoji-only-da-1280-light.png` });
  });
});
