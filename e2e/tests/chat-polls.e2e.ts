import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call } from '../support/api';
import { expectAccessible } from '../support/axe';
import { useBrowser } from '../support/browser';
import { likeEachOther, sendTextByApi, signUpChatPerson } from '../support/chat';
import { browseAs, openConversationAs } from '../support/chat-people';
import { messagesWith } from '../support/chat-ui';
import type { Copy } from '../support/copy';
import { seen } from '../support/ui';

// A poll between two browsers on the real server: Tom (English, desktop, light) asks from the
// composer's attachment menu (a blank question is refused with 'Please Enter Question'), and
// Signe (Danish, phone, dark) sees it; both vote once, each sees the other's vote arrive live,
// and both end with the same percentages; after voting the options are no longer buttons.

const browser = useBrowser();
const SHOTS = '/tmp/poll-shots';

function pollOn(page: Page, t: Copy, from: string, question: string): Locator {
  return page.getByRole('group', {
    name: t('chat:polls.message.label', { name: from, question }),
    exact: true,
  });
}

/** An option before one has voted: a button named by what it shows, then its count. */
function option(
  poll: Locator,
  t: Copy,
  text: string,
  count: number,
  total: number,
  percentage: number,
): Locator {
  const parts = [text, `${percentage} %`, t('chat:polls.message.count', { count, total })];
  const name = new RegExp(`^${parts.map(literally).join('\\s*')}$`);
  return poll.getByRole('button', { name });
}

function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One's own option after voting: its name ends with 'Your vote'. */
function mine(t: Copy, text: string, count: number, total: number, percentage: number): string {
  const name = t('chat:polls.message.option', { text, count, total, percentage });
  return `${name}. ${t('chat:polls.message.yourVote')}`;
}

describe('a poll in two browsers', () => {
  test('asked, voted once on each side, the same percentages live on both', async () => {
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

    // Tom opens the modal from the attachment menu; a blank question is refused.
    const attach = tb.page.getByRole('button', { name: tb.t('chat:composer.attach'), exact: true });
    await attach.click();
    await tb.page.getByRole('menuitem', { name: tb.t('chat:polls.toggle'), exact: true }).click();
    const dialog = tb.page.getByRole('dialog', { name: tb.t('chat:polls.create.title') });
    await seen(dialog);
    const box = await dialog.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(350);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(450);
    const create = dialog.getByRole('button', {
      name: tb.t('chat:polls.create.submit'),
      exact: true,
    });
    await create.click();
    await seen(dialog.getByText('Please Enter Question', { exact: true }));
    expect(await dialog.getByText('Please Enter Option', { exact: true }).count()).toBe(2);
    await tb.page.screenshot({ path: `${SHOTS}/modal-errors-en-1280-light.png` });
    await expectAccessible(tb.page, 'the create-poll modal with its messages', dialog);

    const question = `Hvor spiser vi ${tag}?`;
    await dialog.getByRole('textbox', { name: tb.t('chat:polls.create.question') }).fill(question);
    await dialog
      .getByRole('textbox', { name: tb.t('chat:polls.create.option', { number: 1 }) })
      .fill('Pizza');
    await dialog
      .getByRole('textbox', { name: tb.t('chat:polls.create.option', { number: 2 }) })
      .fill('Sushi');
    await dialog.getByRole('button', { name: tb.t('chat:polls.create.addOption') }).click();
    await dialog
      .getByRole('textbox', { name: tb.t('chat:polls.create.option', { number: 3 }) })
      .fill('Smørrebrød');
    await create.click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });

    // Both see it, no votes yet.
    const atTom = pollOn(tb.page, tb.t, tom.name, question);
    const atSigne = pollOn(sb.page, sb.t, tom.name, question);
    await seen(atTom);
    await seen(atSigne);
    await seen(option(atSigne, sb.t, 'Pizza', 0, 0, 0));
    await expectAccessible(sb.page, 'the poll before voting (dark, 390 px)', atSigne);

    // Signe votes Smørrebrød; Tom sees it live.
    await option(atSigne, sb.t, 'Smørrebrød', 0, 0, 0).click();
    await seen(atSigne.getByLabel(mine(sb.t, 'Smørrebrød', 1, 1, 100)));
    await seen(option(atTom, tb.t, 'Smørrebrød', 1, 1, 100));
    await seen(atTom.getByText(tb.t('chat:polls.message.voters', { names: signe.name })));
    expect(await atSigne.getByRole('button').count()).toBe(0);

    // Tom votes Pizza; both read 50 % and 50 %.
    await option(atTom, tb.t, 'Pizza', 0, 1, 0).click();
    for (const [poll, t] of [
      [atTom, tb.t],
      [atSigne, sb.t],
    ] as const) {
      const own = t === tb.t ? 'Pizza' : 'Smørrebrød';
      for (const [text, count, percentage] of [
        ['Pizza', 1, 50],
        ['Smørrebrød', 1, 50],
        ['Sushi', 0, 0],
      ] as const) {
        const name =
          text === own
            ? mine(t, text, count, 2, percentage)
            : t('chat:polls.message.option', { text, count, total: 2, percentage });
        await seen(poll.getByLabel(name, { exact: true }));
      }
    }
    expect(await atTom.getByRole('button').count()).toBe(0);
    await seen(atTom.getByText(tb.t('chat:polls.message.votes', { count: 2 }), { exact: false }));
    await tb.page.screenshot({ path: `${SHOTS}/poll-en-1280-light.png` });
    await sb.page.screenshot({ path: `${SHOTS}/poll-da-390-dark.png` });
    await expectAccessible(tb.page, 'the voted poll (light)', atTom);
    await expectAccessible(sb.page, 'the voted poll (dark, 390 px)', atSigne);

    // A second vote is refused by the server whatever the page shows.
    const listed = await call<{ data: { messages: Array<{ id: string; type: string }> } }>(
      browser.baseUrl,
      'GET',
      `/chat-api/messages?conversationWith=${encodeURIComponent(signe.uid)}&conversationType=user`,
      { token: tom.token },
    );
    const poll = listed.body.data.messages.find((message) => message.type === 'poll');
    if (!poll) throw new Error('the poll is not in the conversation');
    const again = await call(browser.baseUrl, 'POST', '/chat-api/extensions/polls/v1/vote', {
      token: tom.token,
      json: { vote: 2, id: poll.id },
    });
    expect(again.status).toBe(409);
  });
});
