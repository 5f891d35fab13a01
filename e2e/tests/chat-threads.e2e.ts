import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { call } from '../support/api';
import { useBrowser } from '../support/browser';
import { type ChatPerson, signUpChatPerson } from '../support/chat';
import { browseAs } from '../support/chat-people';
import { messageRow } from '../support/chat-ui';
import type { Copy } from '../support/copy';
import { seen } from '../support/ui';

// Threads in two browsers on the real server: Astrid (Danish, desktop) asks in a group; Bo
// (English, phone) answers in the message's thread; Astrid sees "1 svar" under her message
// live, opens the thread, answers; Bo's thread pane counts "2 replies". The main lists never
// show the replies.

const browser = useBrowser();
const SHOTS = '/tmp/thread-shots';

interface Person extends ChatPerson {
  page: Page;
  t: Copy;
}

async function person(
  name: string,
  locale: 'da' | 'en',
  viewport: { width: number; height: number },
): Promise<Person> {
  const who = await signUpChatPerson(browser.baseUrl, name);
  return { ...who, ...(await browseAs(browser, who, locale, { viewport })) };
}

function threadPane(who: Person) {
  return who.page.getByRole('region', { name: who.t('chat:thread.title'), exact: true });
}

describe('threads in two browsers', () => {
  test('a reply in a thread counts on the other side, live, in Danish and English', async () => {
    await mkdir(SHOTS, { recursive: true });
    const tag = Date.now().toString(36).slice(-5);
    const a = await person(`Astrid ${tag}`, 'da', { width: 1280, height: 800 });
    const b = await person(`Bo ${tag}`, 'en', { width: 390, height: 844 });
    const groupName = `Kaffe ${tag}`;
    const made = await call<{ data: { guid: string } }>(
      browser.baseUrl,
      'POST',
      '/chat-api/groups',
      {
        token: a.token,
        json: { name: groupName, type: 'private' },
      },
    );
    const guid = made.body.data.guid;
    await call(browser.baseUrl, 'POST', '/chat-api/groups/members/add', {
      token: a.token,
      json: { guid, members: [b.uid] },
    });

    await a.page.goto(`/chat?group=${guid}`);
    const question = `Hvem tager kage med? ${tag}`;
    const input = a.page.getByRole('textbox', {
      name: a.t('chat:composer.label', { name: groupName }),
      exact: true,
    });
    await input.fill(question);
    await input.press('Enter');
    const asked = messageRow(a.page, a.t, groupName, question);
    await seen(asked);

    // Bo answers in the thread from the message's menu.
    await b.page.goto(`/chat?group=${guid}`);
    const bRow = messageRow(b.page, b.t, groupName, question);
    await bRow.getByRole('button', { name: b.t('chat:messages.options'), exact: true }).click();
    await b.page.getByRole('menuitem', { name: b.t('chat:thread.reply'), exact: true }).click();
    const bPane = threadPane(b);
    await seen(bPane.getByText(question));
    const answer = `I will! ${tag}`;
    const bReply = bPane.getByRole('textbox', {
      name: b.t('chat:thread.composerLabel'),
      exact: true,
    });
    await bReply.fill(answer);
    await bReply.press('Enter');
    await seen(bPane.getByRole('list').getByText(answer));
    await seen(bPane.getByText(b.t('chat:thread.replies', { count: 1 }), { exact: true }));

    // Astrid's list counts it under her question, live, and never shows the reply itself.
    const count = asked.getByRole('button', { name: a.t('chat:thread.replies', { count: 1 }) });
    await seen(count);
    await a.page.screenshot({ path: `${SHOTS}/01-a-reply-count-da.png` });
    await count.click();
    const aPane = threadPane(a);
    await seen(aPane.getByRole('list').getByText(answer));
    const again = `Super, jeg tager kaffe med ${tag}`;
    const aReply = aPane.getByRole('textbox', {
      name: a.t('chat:thread.composerLabel'),
      exact: true,
    });
    await aReply.fill(again);
    await aReply.press('Enter');
    await seen(aPane.getByText(a.t('chat:thread.replies', { count: 2 }), { exact: true }));
    await a.page.screenshot({ path: `${SHOTS}/02-a-thread-pane-da.png` });

    // Bo's pane follows: the reply and "2 replies".
    await seen(bPane.getByRole('list').getByText(again));
    await seen(bPane.getByText(b.t('chat:thread.replies', { count: 2 }), { exact: true }));
    await b.page.screenshot({ path: `${SHOTS}/03-b-thread-phone-en.png` });

    // Bo edits his reply in the pane (the composer's edit preview); Astrid's pane shows the
    // new text, marked edited, live.
    const bAnswer = bPane.getByRole('list').locator('.wob-message-row', { hasText: answer });
    await bAnswer.getByRole('button', { name: b.t('chat:messages.options'), exact: true }).click();
    await b.page.getByRole('menuitem', { name: b.t('chat:messages.edit'), exact: true }).click();
    await seen(bPane.getByText(b.t('chat:composer.editing'), { exact: true }));
    const edited = `I will, with cream! ${tag}`;
    await bReply.fill(edited);
    await b.page.screenshot({ path: `${SHOTS}/04-b-thread-edit-en.png` });
    await bReply.press('Enter');
    await seen(bPane.getByRole('list').getByText(edited));
    const aEdited = aPane.getByRole('list').locator('.wob-message-row', { hasText: edited });
    await seen(aEdited);
    await seen(aEdited.getByText(a.t('chat:messages.edited'), { exact: true }));
    if ((await aPane.getByRole('list').getByText(answer, { exact: true }).count()) !== 0)
      throw new Error('the old reply text stayed on the other side');
    await a.page.screenshot({ path: `${SHOTS}/05-a-thread-edited-da.png` });
    // The main list holds the question only.
    await bPane.getByRole('button', { name: b.t('chat:thread.close'), exact: true }).click();
    await seen(messageRow(b.page, b.t, groupName, question));
    const stray = await messageRow(b.page, b.t, groupName, again).count();
    if (stray !== 0) throw new Error('a reply showed in the main list');
  });
});
