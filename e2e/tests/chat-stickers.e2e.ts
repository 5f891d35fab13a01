import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from '../support/browser';
import { likeEachOther, sendTextByApi, signUpChatPerson } from '../support/chat';
import { browseAs, openConversationAs } from '../support/chat-people';
import { composer, messagesWith } from '../support/chat-ui';
import { seen } from '../support/ui';

// Stickers and live hearts between two browsers on the real server: Signe (Danish, phone,
// dark) and Tom (English, desktop, light) are connections. Signe opens the sticker keyboard
// (its first set active), sends a sticker, and both see it as the server's image; Tom, with
// nothing typed, presses the heart that stands in for Send, and the hearts float up on both
// screens; Signe's heart reaches Tom the same way.

const browser = useBrowser();
const SHOTS = '/tmp/sticker-shots';

/** Waits until the locator is in the page (the hearts' layer has no size of its own). */
async function present(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'attached', timeout: 10_000 });
}

/** Whether the image has loaded (the server answered the sticker's file). */
async function loaded(page: Page, name: string): Promise<boolean> {
  return page
    .getByRole('img', { name, exact: true })
    .last()
    .evaluate(async (element) => {
      // Shown is not yet loaded: wait for the picture's own load or error.
      const image = element as HTMLImageElement;
      if (!image.complete) {
        await new Promise((settle) => {
          image.addEventListener('load', settle, { once: true });
          image.addEventListener('error', settle, { once: true });
        });
      }
      return image.naturalWidth > 0;
    });
}

/** The sticker message's time lies on the lower half of its image, at the image's end. */
async function timeOnSticker(page: Page, name: string): Promise<void> {
  const image = page.getByRole('img', { name, exact: true }).last();
  const message = page.locator('.wob-message--sticker', { has: image }).last();
  const picture = await image.boundingBox();
  const time = await message.locator('.wob-message__meta').boundingBox();
  if (!picture || !time) throw new Error('the sticker or its time is not shown');
  const inside =
    time.x >= picture.x &&
    time.x + time.width <= picture.x + picture.width + 1 &&
    time.y >= picture.y + picture.height / 2 &&
    time.y + time.height <= picture.y + picture.height + 1;
  if (!inside) {
    throw new Error(
      `the time ${JSON.stringify(time)} is off the sticker ${JSON.stringify(picture)}`,
    );
  }
}

describe('stickers and live hearts in two browsers', () => {
  test('a sticker and a heart reach the other side', async () => {
    await mkdir(SHOTS, { recursive: true });
    const tag = Date.now().toString(36).slice(-4);
    const signe = await signUpChatPerson(browser.baseUrl, `Signe ${tag}`);
    const tom = await signUpChatPerson(browser.baseUrl, `Tom ${tag}`);
    await likeEachOther(browser.baseUrl, signe, tom);
    const hello = `Hej Tom ${tag}`;
    await sendTextByApi(browser.baseUrl, signe, tom, hello, `m-${tag}`);

    const tb = await browseAs(browser, tom, 'en');
    await tb.page.goto('/chat');
    await seen(messagesWith(tb.page, tb.t, signe.name).getByText(hello));

    const sb = await browseAs(browser, signe, 'da', { phone: true, dark: true });
    await openConversationAs(sb.page, sb.t, tom.name);

    // The keyboard: the set strip is a tablist, the first set active, stickers named buttons.
    await sb.page.getByRole('button', { name: sb.t('chat:stickers.toggle'), exact: true }).click();
    const keyboard = sb.page.getByRole('region', {
      name: sb.t('chat:stickers.title'),
      exact: true,
    });
    await seen(keyboard);
    const sets = keyboard.getByRole('tablist', { name: sb.t('chat:stickers.sets') });
    await seen(sets);
    const firstSet = sets.getByRole('tab').first();
    expect(await firstSet.getAttribute('aria-selected')).toBe('true');
    expect(Math.round((await keyboard.boundingBox())?.height ?? 0)).toBeLessThanOrEqual(215);
    const love = keyboard.getByRole('button', { name: sb.t('chat:stickers.names.love') });
    await seen(love);
    await sb.page.screenshot({ path: `${SHOTS}/keyboard-da-390-dark.png` });
    await love.click();

    // Both see it as the server's image, without a bubble.
    const mine = sb.t('chat:stickers.label', { name: sb.t('chat:stickers.names.love') });
    await seen(sb.page.getByRole('img', { name: mine, exact: true }));
    expect(await loaded(sb.page, mine)).toBe(true);
    const theirs = tb.t('chat:stickers.label', { name: tb.t('chat:stickers.names.love') });
    await seen(tb.page.getByRole('img', { name: theirs, exact: true }));
    expect(await loaded(tb.page, theirs)).toBe(true);
    // The time sits on the sticker's bottom end, sent and received alike, as on other media.
    await timeOnSticker(sb.page, mine);
    await timeOnSticker(tb.page, theirs);
    await sb.page.screenshot({ path: `${SHOTS}/sticker-da-390-dark.png` });
    await tb.page.screenshot({ path: `${SHOTS}/sticker-en-1280-light.png` });

    // Tom's composer is empty: the heart stands in for Send; both screens show the hearts.
    const heart = tb.page.getByRole('button', {
      name: tb.t('chat:liveReaction.send'),
      exact: true,
    });
    expect(
      await tb.page.getByRole('button', { name: tb.t('chat:composer.send'), exact: true }).count(),
    ).toBe(0);
    await heart.click();
    // The layer itself has no height (it takes no room); its hearts show.
    await seen(
      tb.page.locator('.wob-live-reactions[data-playing="moving"] .wob-live-reactions__heart'),
    );
    expect(await tb.page.locator('.wob-live-reactions__heart').count()).toBe(6);
    const atSigne = sb.page.locator('.wob-live-reactions', {
      hasText: sb.t('chat:liveReaction.received', { name: tom.name }),
    });
    await present(atSigne);
    await tb.page.waitForTimeout(400);
    await tb.page.screenshot({ path: `${SHOTS}/hearts-en-1280-light.png` });
    await sb.page.screenshot({ path: `${SHOTS}/hearts-da-390-dark.png` });
    // They are gone after 1.5 s, and nothing moved: the composer stayed where it was.
    await tb.page.waitForTimeout(1800);
    expect(await tb.page.locator('.wob-live-reactions').count()).toBe(0);

    // Signe's heart reaches Tom.
    await sb.page
      .getByRole('button', { name: sb.t('chat:liveReaction.send'), exact: true })
      .click();
    await present(
      tb.page.locator('.wob-live-reactions', {
        hasText: tb.t('chat:liveReaction.received', { name: signe.name }),
      }),
    );

    // The same screens the other way round: English on a phone in dark, Danish wide and light.
    await tb.page.setViewportSize({ width: 390, height: 844 });
    await tb.page.emulateMedia({ colorScheme: 'dark' });
    await sb.page.setViewportSize({ width: 1280, height: 800 });
    await sb.page.emulateMedia({ colorScheme: 'light' });
    await timeOnSticker(sb.page, mine);
    await sb.page.waitForTimeout(300);
    await sb.page.screenshot({ path: `${SHOTS}/sticker-da-1280-light.png` });
    // A phone shows the list first: Tom opens the chat again.
    await tb.page.getByText(signe.name, { exact: true }).first().click();
    await seen(composer(tb.page, tb.t, signe.name));
    await timeOnSticker(tb.page, theirs);
    // The list slides away first; the picture waits for it.
    await tb.page.waitForTimeout(400);
    await tb.page.screenshot({ path: `${SHOTS}/sticker-en-390-dark.png` });
    await tb.page.getByRole('button', { name: tb.t('chat:stickers.toggle'), exact: true }).click();
    await seen(tb.page.getByRole('button', { name: tb.t('chat:stickers.names.love') }));
    await tb.page.screenshot({ path: `${SHOTS}/keyboard-en-390-dark.png` });
    await sb.page
      .getByRole('button', { name: sb.t('chat:liveReaction.send'), exact: true })
      .click();
    await sb.page.waitForTimeout(400);
    await sb.page.screenshot({ path: `${SHOTS}/hearts-da-1280-light.png` });
  });
});
