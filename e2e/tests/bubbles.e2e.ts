import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call, login, registerUser } from '../support/api';
import { useBrowser } from '../support/browser';
import {
  createBubbleAs,
  joinBubble,
  person as newPerson,
  type Person,
  pollResult,
} from '../support/bubbles';
import { type Copy, da, en } from '../support/copy';
import { PICTURE } from '../support/sign-up';
import { field, notSeen, onPath, pathOf, seen, toast } from '../support/ui';

// A walk through a private Bubble with two people in two browsers: the owner (premium)
// creates it; a second Wobler asks to join and waits; the owner approves on the members page
// and the newcomer is let in live; the newcomer comments with an image and replies; the owner
// deletes the comment and it goes from both screens.

const browser = useBrowser();

const person = (name: string, t: Copy, options?: Parameters<typeof newPerson>[3]) =>
  newPerson(browser, name, t, options);

function button(scope: Page | ReturnType<Page['locator']>, name: string) {
  return scope.getByRole('button', { name, exact: true });
}

/** The comment card by its author, holding `text`. */
function commentBy(page: Page, author: string, text: string) {
  return page.getByRole('article', { name: author }).filter({ hasText: text });
}

describe('a private Bubble', () => {
  test('ask to join, wait, be approved live, comment with an image, reply; the owner deletes it', async () => {
    const t = en;
    const name = `Havkajak ${Date.now().toString(36)}`;
    const owner = await person('Olivia Owner', t, { premium: true });
    const member = await person('Mads Member', t);

    // The owner creates a private Bubble and lands on its page.
    await owner.page.goto('/search-bubble');
    await button(owner.page, t('bubbles:find.create')).first().click();
    const dialog = owner.page.getByRole('dialog', { name: t('bubbles:form.createTitle') });
    await field(dialog, t('bubbles:form.name')).fill(name);
    await field(dialog, t('bubbles:form.title')).fill('Paddling along the coast');
    await dialog.getByRole('radio', { name: t('bubbles:form.colors.teal') }).check({ force: true });
    await dialog.getByRole('switch', { name: t('bubbles:form.private') }).check({ force: true });
    await button(dialog, t('bubbles:form.create')).click();
    await onPath(owner.page, /^\/view-bubble\//);
    const bubblePath = pathOf(owner.page);
    await seen(owner.page.getByRole('heading', { name, level: 1 }));
    await seen(owner.page.getByText(t('board:header.private')));
    await seen(owner.page.getByText(t('board:list.empty')));

    // The second Wobler sees only that it is private, asks to join and waits.
    await member.page.goto(bubblePath);
    await seen(member.page.getByText(t('board:privateBoard.title')));
    await notSeen(member.page.getByRole('region', { name: t('board:composer.label') }));
    await button(member.page, t('board:header.join')).click();
    await seen(member.page.getByText(t('board:header.waiting')).first());

    // The owner sees the request through the Options link and approves it on the Pending tab.
    await owner.page.reload();
    await owner.page
      .getByRole('link', { name: t('moderation:header.optionsLabel', { name }) })
      .click();
    await onPath(owner.page, /^\/bubble_options\//);
    await owner.page
      .getByRole('link', { name: new RegExp(t('moderation:options.members')) })
      .first()
      .click();
    await onPath(owner.page, /^\/bubble_members\//);
    await owner.page
      .getByRole('tab', { name: new RegExp(t('moderation:members.pending')) })
      .click();
    await button(owner.page, `${t('moderation:members.approve')}: Mads Member`).click();
    await seen(toast(owner.page, t('errors:bubbles.memberApproved')));
    await seen(owner.page.getByText(t('moderation:members.emptyPending')));

    // The newcomer is told live and the board opens for them without a reload.
    await seen(toast(member.page, t('bubbles:live.approved', { bubble: name })));
    const composer = member.page.getByRole('region', { name: t('board:composer.label') });
    await seen(composer);

    // A comment with an image: the progress shows while it uploads, then the card with it.
    await owner.page.goto(bubblePath);
    await seen(owner.page.getByText(t('board:list.empty')));
    await field(composer, t('board:composer.label')).fill('First paddle on Saturday?');
    await composer.locator('input[type="file"]').setInputFiles(PICTURE);
    await seen(composer.getByRole('img', { name: t('board:composer.imagePreview') }));
    await button(composer, t('board:composer.post')).click();
    const mine = commentBy(member.page, 'Mads Member', 'First paddle on Saturday?');
    await seen(mine);
    await seen(
      mine.getByRole('img', { name: t('board:comment.imageAlt', { name: 'Mads Member' }) }),
    );

    // The owner, on the board already, sees it arrive live with its image.
    const arrived = commentBy(owner.page, 'Mads Member', 'First paddle on Saturday?');
    await seen(arrived);
    await seen(
      arrived.getByRole('img', { name: t('board:comment.imageAlt', { name: 'Mads Member' }) }),
    );

    // The newcomer replies; the owner sees the reply live.
    await button(mine, t('board:replies.open')).click();
    await field(mine, t('board:replies.label')).fill('Bring a dry bag!');
    await button(mine, t('board:replies.send')).click();
    await seen(mine.getByText('Bring a dry bag!'));
    await seen(arrived.getByText('Bring a dry bag!'));

    // The owner deletes the comment after the spec's question; it goes from both boards.
    await button(arrived, t('board:comment.deleteComment')).click();
    const confirm = owner.page.getByRole('alertdialog');
    await seen(confirm.getByText(t('board:comment.confirmDelete')));
    await button(confirm, t('board:comment.yes')).click();
    await notSeen(arrived);
    await notSeen(mine);
    await seen(member.page.getByText(t('board:list.empty')));
  });
});

const publicBubble = (owner: Person, name: string) => createBubbleAs(browser, owner, name);
const join = (who: Person, bubbleId: string) => joinBubble(browser, who, bubbleId);
const result = pollResult;

describe('a poll', () => {
  test('a premium member creates it; two members vote and watch the percentages change live', async () => {
    const t = en;
    const author = await person('Petra Poll', t, { premium: true });
    const first = await person('Frida First', t);
    const second = await person('Sune Second', t);
    const bubble = await publicBubble(author, `Paddle plans ${Date.now().toString(36)}`);
    await join(first, bubble.id);
    await join(second, bubble.id);

    // The form says what is missing; on success it goes back one page, to the board.
    await author.page.goto(bubble.path);
    await seen(author.page.getByText(t('board:list.empty')));
    await author.page
      .getByRole('link', { name: t('moderation:header.optionsLabel', { name: bubble.name }) })
      .click();
    await onPath(author.page, `/bubble_options/${bubble.id}`);
    await author.page
      .getByRole('link', { name: new RegExp(t('moderation:options.createPoll')) })
      .first()
      .click();
    await onPath(author.page, `/create_poll/${bubble.id}`);
    await seen(author.page.getByRole('heading', { name: t('polls:create.title') }));
    await button(author.page, t('polls:create.submit')).click();
    await seen(author.page.getByText(t('validation:poll.questionRequired')));
    await field(author.page, t('polls:create.question')).fill('Saturday or Sunday?');
    await field(author.page, t('polls:create.option', { number: 1 })).fill('Saturday');
    await field(author.page, t('polls:create.option', { number: 2 })).fill('Sunday');
    await button(author.page, t('polls:create.submit')).click();
    await onPath(author.page, `/bubble_options/${bubble.id}`);

    // The poll is on the board as a poll comment that opens it.
    await first.page.goto(bubble.path);
    await first.page
      .getByRole('link', { name: t('board:comment.viewPoll') })
      .first()
      .click();
    await onPath(first.page, /^\/view-poll\//);
    const pollPath = pathOf(first.page);
    await seen(first.page.getByRole('heading', { name: 'Saturday or Sunday?' }));
    await second.page.goto(pollPath);
    await seen(second.page.getByRole('heading', { name: 'Saturday or Sunday?' }));

    // The first vote: 100 % for Saturday.
    await first.page.getByRole('radio', { name: 'Saturday' }).check({ force: true });
    await button(first.page, t('polls:view.vote')).click();
    await seen(result(first.page, t, 'Saturday', '100%', 1));
    await seen(result(first.page, t, 'Sunday', '0%', 0));

    // The second vote: both see 50 / 50, the first without reloading.
    await second.page.getByRole('radio', { name: 'Sunday' }).check({ force: true });
    await button(second.page, t('polls:view.vote')).click();
    await seen(result(second.page, t, 'Saturday', '50%', 1));
    await seen(result(second.page, t, 'Sunday', '50%', 1));
    await seen(result(first.page, t, 'Saturday', '50%', 1));
    await seen(result(first.page, t, 'Sunday', '50%', 1));

    // The author deletes it after the spec's question; the voters' page says it is gone.
    await author.page.goto(pollPath);
    await button(author.page, t('polls:view.delete')).click();
    const confirm = author.page.getByRole('alertdialog');
    await seen(confirm.getByText(t('polls:view.confirmDelete')));
    await button(confirm, t('polls:view.yes')).click();
    await onPath(author.page, `/bubble_polls/${bubble.id}`);
    await seen(author.page.getByText(t('polls:list.empty')));
    await seen(first.page.getByText(t('polls:view.deletedTitle')));
  });
});

describe('an owner without premium, in Danish', () => {
  test('sees the requests waiting with an invitation to upgrade, and the server refuses the lists', async () => {
    const t = da;
    const owner = await person('Ole Uden Premium', t, { locale: 'da' });
    const created = await call<{ data?: { bubble: { _id: string } } }>(
      browser.baseUrl,
      'POST',
      '/api/bubble/create',
      {
        token: owner.token,
        json: {
          name: `Strik ${Date.now().toString(36)}`,
          circleColor: '#db2777',
          privateBubble: true,
        },
      },
    );
    expect(created.status).toBe(201);
    const bubbleId = created.body.data?.bubble._id ?? '';
    const asker = await registerUser(browser.baseUrl, { name: 'Asta Asker' });
    const askerLogin = await login(browser.baseUrl, asker.email, asker.password);
    const askerToken = String((askerLogin.body as { token?: string }).token);
    const picked = await call(browser.baseUrl, 'POST', '/api/bubble/pick', {
      token: askerToken,
      json: { bubble: bubbleId },
    });
    expect(picked.status).toBe(200);

    await owner.page.goto(`/bubble_members/${bubbleId}`);
    await seen(owner.page.getByText(t('moderation:members.upsellTitle')));
    await seen(owner.page.getByText(t('moderation:members.waiting', { count: 1 })));
    await seen(owner.page.getByRole('link', { name: new RegExp(t('moderation:page.upgrade')) }));
    // Whatever the page shows, the server keeps the list to premium moderators.
    const list = await call(
      browser.baseUrl,
      'GET',
      `/api/bubble/get-pending-members?bubble=${bubbleId}`,
      {
        token: owner.token,
        headers: { 'accept-language': 'da' },
      },
    );
    expect(list.status).toBe(403);
  });
});
