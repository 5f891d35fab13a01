import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call, login, registerUser, type TestUser } from '../support/api';
import { useBrowser } from '../support/browser';
import {
  chatHeader,
  composer,
  deliveryState,
  messageAction,
  messageLink,
  messageRow,
  messagesWith,
  requestBanner,
  sendText,
} from '../support/chat-ui';
import { type Copy, da, en } from '../support/copy';
import { makePng } from '../support/png';
import { loginThroughUi, notSeen, onPath, seen, storeLocale } from '../support/ui';

// The chat in two browsers: Astrid (Danish) and Bo (English) are not connected, so Astrid's
// first message is a message request. Astrid writes from Bo's profile; Bo's header badge rises
// live; Bo accepts the request under the banner; they write both ways, Astrid sees Bo typing
// and her messages turn from delivered to seen; she sends a photo that Bo opens full screen;
// she edits and deletes her own messages and Bo sees both in place; Bo blocks her from the
// details pane: the chat leaves his list, she reads 'This user has blocked you.' instead of
// the composer, and the server refuses her next message.

const browser = useBrowser();
const SHOTS = '/tmp/chat-shots';

interface Person {
  page: Page;
  user: TestUser;
  token: string;
  id: string;
  t: Copy;
}

async function person(name: string, locale: 'da' | 'en'): Promise<Person> {
  const user = await registerUser(browser.baseUrl, { name });
  const answer = await login(browser.baseUrl, user.email, user.password);
  const id = answer.body.data?.user?._id;
  const token = answer.body.token;
  if (answer.status !== 200 || !id || !token) throw new Error(`Could not log ${name} in`);
  const t = locale === 'da' ? da : en;
  const page = await browser.newPage({ locale: locale === 'da' ? 'da-DK' : 'en-GB' });
  await storeLocale(page, locale);
  await loginThroughUi(page, user, t);
  return { page, user, token, id, t };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

describe('chat in two browsers, in Danish and English', () => {
  test('request, accept, text both ways, typing, seen, a photo, edit, delete, block', async () => {
    await mkdir(SHOTS, { recursive: true });
    const tag = Date.now().toString(36);
    const a = await person(`Astrid ${tag}`, 'da');
    const b = await person(`Bo ${tag}`, 'en');
    const aName = a.user.name;
    const bName = b.user.name;

    // Bo waits on a signed-in page; nothing unread in the header yet.
    await b.page.goto('/choose-bubble');
    await seen(messageLink(b.page, b.t));

    // 1. Astrid opens Bo's profile and writes to him from its message button.
    await a.page.goto(`/view-wobler/${b.id}`);
    await a.page.getByRole('button', { name: a.t('deck:profile.message'), exact: true }).click();
    await onPath(a.page, '/chat');
    await seen(chatHeader(a.page).getByRole('heading', { name: bName }));
    await seen(a.page.getByText(a.t('chat:spec.noMessagesFound')));
    const first = `Hej Bo, skal vi gå en tur? ${tag}`;
    await sendText(a.page, a.t, bName, first);
    const firstRow = messageRow(a.page, a.t, bName, first);
    await seen(firstRow);
    // Her message request now waits for Bo.
    await seen(a.page.getByText(a.t('chat:composer.requestWaiting', { name: bName })));

    // 2. Bo's badge rises live; his browser, on another page, marks the message delivered.
    await seen(messageLink(b.page, b.t, 1));
    await seen(deliveryState(firstRow, a.t, 'delivered'));
    await shot(a.page, '01-a-request-sent-da');

    await messageLink(b.page, b.t, 1).click();
    await onPath(b.page, '/chat');
    await seen(chatHeader(b.page).getByRole('heading', { name: aName }));
    const banner = requestBanner(b.page, b.t);
    await seen(banner.getByText(b.t('chat:request.title', { name: aName })));
    await seen(banner.getByRole('button', { name: b.t('chat:request.reject'), exact: true }));
    await seen(messageRow(b.page, b.t, aName, first));
    // Bo has it on screen: Astrid's message turns to seen, and his badge goes back to none.
    await seen(deliveryState(firstRow, a.t, 'seen'));
    await seen(messageLink(b.page, b.t));
    await shot(b.page, '02-b-request-banner-en');

    await banner.getByRole('button', { name: b.t('chat:request.accept'), exact: true }).click();
    await notSeen(requestBanner(b.page, b.t));

    // 3. Typing: while Bo writes, Astrid's header says so; sending ends it.
    const bInput = composer(b.page, b.t, aName);
    const answer = `Gladly! Saturday at ten? ${tag}`;
    await bInput.fill(answer);
    await seen(chatHeader(a.page).getByText(a.t('chat:header.typing'), { exact: true }));
    await shot(a.page, '03-a-typing-da');
    await bInput.press('Enter');
    await seen(messageRow(a.page, a.t, bName, answer));
    await notSeen(chatHeader(a.page).getByText(a.t('chat:header.typing'), { exact: true }));
    await seen(chatHeader(a.page).getByText(a.t('chat:header.online'), { exact: true }));
    // Bo accepted (and answered), so Astrid's request no longer waits.
    await notSeen(a.page.getByText(a.t('chat:composer.requestWaiting', { name: bName })));

    // Astrid answers; Bo reads it at once, so she sees it seen.
    const second = `Lørdag kl. ti passer fint ${tag}`;
    await sendText(a.page, a.t, bName, second);
    const secondRow = messageRow(a.page, a.t, bName, second);
    await seen(messageRow(b.page, b.t, aName, second));
    await seen(deliveryState(secondRow, a.t, 'seen'));

    // Bo answers with an emoji from the picker. The picker's sprite sheet and, in Astrid's
    // chat, the emoji's own image are files the app serves under /emoji/: both load.
    await b.page.getByRole('button', { name: b.t('chat:composer.emoji'), exact: true }).click();
    await b.page
      .getByRole('searchbox', { name: b.t('chat:emoji.search') })
      .or(b.page.getByRole('textbox', { name: b.t('chat:emoji.search') }))
      .fill('coffee');
    const sprite = b.page.locator('.wob-emoji-picker__grid .wob-emoji-sprite').first();
    await seen(sprite);
    const sheet = await sprite.evaluate(async (element) => {
      const style = getComputedStyle(element).backgroundImage;
      const url = /url\("?([^")]+)"?\)/.exec(style)?.[1] ?? style;
      const response = await fetch(url);
      return `${response.status} ${response.headers.get('content-type')} ${url}`;
    });
    expect(sheet).toMatch(/^200 image\/png \S*\/emoji\/sheets-256\/\d+\.png$/);
    await shot(b.page, '03b-b-emoji-picker-en');
    await b.page.locator('.wob-emoji-picker__grid').getByRole('row').first().click();
    await expect.poll(() => bInput.inputValue()).toMatch(/\p{Extended_Pictographic}/u);
    const picked = await bInput.inputValue();
    // The picker stays open for more; Escape closes it.
    await b.page.keyboard.press('Escape');
    await bInput.fill(`Coffee first ${picked} ${tag}`);
    await bInput.press('Enter');
    const emojiImage = messageRow(a.page, a.t, bName, `Coffee first`).locator('img.wob-emoji');
    await seen(emojiImage);
    expect(await emojiImage.getAttribute('alt')).toBe(picked.trim());
    expect(await emojiImage.getAttribute('src')).toMatch(/^\/emoji\/64\/[0-9a-f-]+\.png$/);
    await expect
      .poll(() => emojiImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await shot(a.page, '03c-a-emoji-message-da');

    // 4. A photo through the attachment menu; Bo opens it full screen, a click closes it.
    await a.page.getByRole('button', { name: a.t('chat:composer.attach'), exact: true }).click();
    const chooser = a.page.waitForEvent('filechooser');
    await a.page.getByRole('menuitem', { name: a.t('chat:composer.image'), exact: true }).click();
    await (await chooser).setFiles({
      name: 'tur.png',
      mimeType: 'image/png',
      buffer: makePng({ width: 320, height: 240, color: [20, 120, 90] }),
    });
    const aPhoto = messagesWith(a.page, a.t, bName).getByRole('button', {
      name: a.t('chat:messages.openImage', { name: aName }),
    });
    await seen(aPhoto);
    const bPhoto = messagesWith(b.page, b.t, aName).getByRole('button', {
      name: b.t('chat:messages.openImage', { name: aName }),
    });
    await seen(bPhoto);
    await expect
      .poll(() => bPhoto.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await bPhoto.click();
    const viewer = b.page.getByRole('dialog', {
      name: b.t('chat:messages.viewer', { name: aName }),
    });
    await seen(viewer.getByRole('img', { name: b.t('chat:messages.imageAlt', { name: aName }) }));
    await shot(b.page, '04-b-image-viewer-en');
    await b.page.mouse.click(20, 450);
    await notSeen(viewer);

    // 5. Astrid edits her first message: the edit preview shows it, Bo sees the new text in place.
    await messageAction(firstRow, a.t, 'edit');
    await seen(a.page.getByText(a.t('chat:composer.editing'), { exact: true }));
    const aInput = composer(a.page, a.t, bName);
    await expect.poll(() => aInput.inputValue()).toBe(first);
    const edited = `Hej Bo, skal vi cykle en tur? ${tag}`;
    await aInput.fill(edited);
    await shot(a.page, '05-a-edit-preview-da');
    await aInput.press('Enter');
    await notSeen(a.page.getByText(a.t('chat:composer.editing'), { exact: true }));
    const bEdited = messageRow(b.page, b.t, aName, edited);
    await seen(bEdited.getByText(b.t('chat:messages.edited'), { exact: true }));
    await notSeen(messageRow(b.page, b.t, aName, first));

    // ... and deletes her second one after the question; Bo sees the deleted note.
    await messageAction(secondRow, a.t, 'delete');
    const confirm = a.page.getByRole('alertdialog', { name: a.t('chat:messages.deleteTitle') });
    await confirm
      .getByRole('button', { name: a.t('chat:messages.deleteConfirm'), exact: true })
      .click();
    await notSeen(confirm);
    await seen(
      messagesWith(a.page, a.t, bName).getByText(a.t('chat:messages.deletedByYou'), {
        exact: true,
      }),
    );
    await seen(
      messagesWith(b.page, b.t, aName).getByText(b.t('chat:messages.deleted'), { exact: true }),
    );
    await notSeen(messageRow(b.page, b.t, aName, second));
    await shot(b.page, '06-b-edited-and-deleted-en');

    // The same chat on a phone (390 px): one pane, the messages with a back button.
    await a.page.setViewportSize({ width: 390, height: 844 });
    await seen(a.page.getByRole('button', { name: a.t('chat:header.showChats'), exact: true }));
    // Once the list has slid away.
    await notSeen(a.page.getByRole('heading', { name: a.t('chat:list.title'), exact: true }));
    await shot(a.page, '07-a-phone-390-da');
    await a.page.setViewportSize({ width: 1280, height: 900 });
    await seen(a.page.getByRole('heading', { name: a.t('chat:list.title'), exact: true }));

    // 6. Bo blocks Astrid from the details pane. Until then Astrid's list shows him online.
    const aOnlineDot = a.page
      .getByRole('list', { name: a.t('chat:list.label'), exact: true })
      .locator('.wob-chat-avatar__online');
    await seen(aOnlineDot);
    await b.page.getByRole('button', { name: b.t('chat:header.details'), exact: true }).click();
    await b.page.getByRole('button', { name: b.t('chat:details.block'), exact: true }).click();
    const ask = b.page.getByRole('alertdialog', {
      name: b.t('chat:details.blockTitle', { name: aName }),
    });
    await ask.getByRole('button', { name: b.t('chat:details.blockConfirm'), exact: true }).click();
    await notSeen(ask);
    // The conversation leaves Bo's list; his open chat says he blocked her.
    await seen(b.page.getByText(b.t('chat:list.empty'), { exact: true }));
    await seen(b.page.getByText(b.t('chat:blocked.byMe', { name: aName }), { exact: true }));
    await expect.poll(() => composer(b.page, b.t, aName).isDisabled()).toBe(true);
    await shot(b.page, '08-b-blocked-en');

    // Astrid reads that she is blocked, instead of a composer.
    await seen(a.page.getByText(a.t('chat:spec.hasBlockedMe'), { exact: true }));
    await notSeen(composer(a.page, a.t, bName));
    // Presence does not pass the block: no online dot, no status line.
    await notSeen(aOnlineDot);
    await notSeen(chatHeader(a.page).getByText(a.t('chat:header.online'), { exact: true }));
    await shot(a.page, '09-a-has-blocked-me-da');

    // The server refuses her message all the same.
    const refused = await call(browser.baseUrl, 'POST', '/chat-api/messages/text', {
      token: a.token,
      json: { receiverId: b.id, receiverType: 'user', muid: `e2e-${tag}`, text: 'Hallo?' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(en('errors:chat.blockedYou'));
  });
});
