import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call } from '../support/api';
import { useBrowser } from '../support/browser';
import { createBubbleAs, joinBubble, person, pollResult } from '../support/bubbles';
import { da, en } from '../support/copy';
import { notSeen, onPath, seen } from '../support/ui';

// A poll on the board itself (spec section 2: options with their percentages): members vote
// there and everyone on the board sees the bars and counts move live; the author deletes it
// from the board with the poll's own question. And the members page of a Bubble one belongs to
// but does not moderate: 'Access Denied' (the server's 403), not 'Bubble not found'.

const browser = useBrowser();

/** The poll comment on a board, by its question. */
function boardPoll(page: Page, question: string): Locator {
  return page.getByRole('region', { name: question });
}

describe('a poll on the board', () => {
  test('members vote on the board; the others see the count and the bars change live', async () => {
    const t = en;
    const author = await person(browser, 'Petra Poll', t, { premium: true });
    const first = await person(browser, 'Frida First', t);
    const second = await person(browser, 'Sune Second', t);
    const bubble = await createBubbleAs(browser, author, `Board poll ${Date.now().toString(36)}`);
    await joinBubble(browser, first, bubble.id);
    await joinBubble(browser, second, bubble.id);
    const question = 'Saturday or Sunday?';
    const created = await call(browser.baseUrl, 'POST', '/api/polls/create', {
      token: author.token,
      json: { bubble: bubble.id, question, options: ['Saturday', 'Sunday'] },
    });
    expect(created.status).toBe(201);

    for (const who of [author, first, second]) await who.page.goto(bubble.path);
    const onFirst = boardPoll(first.page, question);
    const onSecond = boardPoll(second.page, question);
    const onAuthor = boardPoll(author.page, question);
    await seen(onFirst.getByRole('radiogroup'));
    await seen(onSecond.getByText(t('polls:list.votes', { count: 0, formatted: '0' })));

    // The first member votes on the board itself.
    await onFirst.getByRole('radio', { name: 'Saturday' }).check({ force: true });
    await onFirst.getByRole('button', { name: t('polls:view.vote'), exact: true }).click();
    await seen(pollResult(first.page, t, 'Saturday', '100%', 1));
    await notSeen(onFirst.getByRole('radiogroup'));

    // The second member, who has not voted, sees the count change without reloading.
    await seen(onSecond.getByText(t('polls:list.votes', { count: 1, formatted: '1' })));
    // So does the author, voting next.
    await seen(onAuthor.getByText(t('polls:list.votes', { count: 1, formatted: '1' })));

    // The second vote: both members see 50 / 50 on their boards, the first without reloading.
    await onSecond.getByRole('radio', { name: 'Sunday' }).check({ force: true });
    await onSecond.getByRole('button', { name: t('polls:view.vote'), exact: true }).click();
    await seen(pollResult(second.page, t, 'Sunday', '50%', 1));
    await seen(pollResult(first.page, t, 'Saturday', '50%', 1));
    await seen(pollResult(first.page, t, 'Sunday', '50%', 1));
    await seen(onAuthor.getByText(t('polls:list.votes', { count: 2, formatted: '2' })));

    // Opening the poll page remembers the poll (spec section 3, 'ViewPoll (id)').
    await onFirst.getByRole('link', { name: t('board:comment.viewPoll') }).click();
    await onPath(first.page, /^\/view-poll\//);
    const stored = await first.page.evaluate(() => localStorage.getItem('ViewPoll'));
    expect(JSON.parse(stored ?? 'null')).toEqual({
      id: new URL(first.page.url()).pathname.split('/').pop(),
    });

    // The author deletes it from the board after the poll's own question; it goes live.
    await onAuthor
      .page()
      .getByRole('button', { name: t('polls:view.delete') })
      .click();
    const confirm = author.page.getByRole('alertdialog');
    await seen(confirm.getByText(t('polls:view.confirmDelete')));
    await confirm.getByRole('button', { name: t('polls:view.yes'), exact: true }).click();
    await notSeen(onAuthor);
    await notSeen(onSecond);
  });
});

describe('the members page of a Bubble one does not moderate', () => {
  test("shows 'Access Denied' to a member, and 'Bubble not found' to an outsider of a private one", async () => {
    const owner = await person(browser, 'Olga Owner', en, { premium: true });
    const member = await person(browser, 'Mette Medlem', da, { locale: 'da', premium: true });
    const stamp = Date.now().toString(36);
    const open = await createBubbleAs(browser, owner, `Brætspil ${stamp}`);
    const closed = await createBubbleAs(browser, owner, `Lukket ${stamp}`, { privateBubble: true });
    await joinBubble(browser, member, open.id);

    await member.page.goto(`/bubble_members/${open.id}`);
    await seen(member.page.getByRole('heading', { name: da('common:accessDenied'), level: 1 }));
    await notSeen(member.page.getByText(da('moderation:page.notFoundTitle')));
    // The server agrees: 403 for the member.
    const list = await call(
      browser.baseUrl,
      'GET',
      `/api/bubble/get-active-members?bubble=${open.id}`,
      { token: member.token },
    );
    expect(list.status).toBe(403);

    await member.page.goto(`/bubble_members/${closed.id}`);
    await seen(member.page.getByText(da('moderation:page.notFoundTitle')));
    await notSeen(member.page.getByRole('heading', { name: da('common:accessDenied') }));
  });
});
