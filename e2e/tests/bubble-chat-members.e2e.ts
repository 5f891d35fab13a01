import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { call, login, registerUser, type TestUser } from '../support/api';
import { useBrowser } from '../support/browser';
import { chatHeader, messageRow, messagesWith, sendText } from '../support/chat-ui';
import { type Copy, da, en } from '../support/copy';
import { loginThroughUi, notSeen, onPath, seen, storeLocale } from '../support/ui';

// A private Bubble's chat whose members follow the Bubble, in three browsers: Olga owns the
// Bubble and its chat, Kim is already in; Mette (Danish, dark, on a phone) asks to join. Olga
// approves her: the chat arrives in Mette's list live, she writes in it and the others read it.
// Her details pane offers no Leave group, only 'Members follow the Bubble' and a link to the
// Bubble. Olga kicks Kim out of the Bubble: Kim loses the conversation live.

const browser = useBrowser();
const SHOTS = '/tmp/bubble-chat-shots';

interface Person {
  page: Page;
  user: TestUser;
  token: string;
  id: string;
  name: string;
  t: Copy;
}

async function person(
  name: string,
  locale: 'da' | 'en',
  look: { colorScheme?: 'light' | 'dark'; width?: number; premium?: boolean } = {},
): Promise<Person> {
  const user = await registerUser(browser.baseUrl, { name });
  const answer = await login(browser.baseUrl, user.email, user.password);
  if (answer.status !== 200) throw new Error(`Could not log ${name} in`);
  const token = String((answer.body as { token?: string }).token);
  const id = answer.body.data?.user?._id ?? '';
  expect(id).not.toBe('');
  if (look.premium) {
    const subscribed = await call(browser.baseUrl, 'POST', '/api/subscription/subscribe', {
      token,
      json: { planId: 'monthly' },
    });
    expect(subscribed.status).toBe(200);
  }
  const t = locale === 'da' ? da : en;
  const page = await browser.newPage({
    locale: locale === 'da' ? 'da-DK' : 'en-GB',
    colorScheme: look.colorScheme ?? 'light',
    viewport: { width: look.width ?? 1280, height: look.width && look.width < 600 ? 844 : 900 },
  });
  await storeLocale(page, locale);
  await loginThroughUi(page, user, t);
  return { page, user, token, id, name: user.name, t };
}

async function api(who: Person, path: string, json: Record<string, unknown>) {
  const answer = await call<{ data?: Record<string, unknown> }>(browser.baseUrl, 'POST', path, {
    token: who.token,
    json,
  });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.data ?? {};
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function openChatPage(who: Person): Promise<void> {
  await who.page.goto('/chat');
  await seen(who.page.getByRole('heading', { name: who.t('chat:list.title'), exact: true }));
}

/** The row of the conversation list named `name`. */
function listRow(who: Person, name: string): Locator {
  return who.page
    .getByRole('list', { name: who.t('chat:list.label'), exact: true })
    .getByRole('listitem')
    .filter({ has: who.page.getByText(name, { exact: true }) });
}

async function openGroup(who: Person, group: string): Promise<void> {
  await listRow(who, group).getByRole('button').first().click();
  await seen(chatHeader(who.page).getByRole('heading', { name: group }));
}

function actionLine(who: Person, group: string, text: string): Locator {
  return messagesWith(who.page, who.t, group).getByText(text, { exact: true });
}

function detailsPane(who: Person): Locator {
  return who.page.getByRole('region', { name: who.t('chat:groups.details.title'), exact: true });
}

async function openDetails(who: Person, group: string): Promise<Locator> {
  await chatHeader(who.page)
    .getByRole('button', { name: who.t('chat:groups.details.label', { name: group }) })
    .click();
  const pane = detailsPane(who);
  await seen(pane);
  return pane;
}

describe("a private Bubble's chat follows the Bubble's members", () => {
  test('approval lets a requester in live; a kick takes the conversation away', async () => {
    await mkdir(SHOTS, { recursive: true });
    const tag = Date.now().toString(36);
    // One after the other: the machine running the tests may be busy.
    const olga = await person(`Olga ${tag}`, 'en', { premium: true });
    const kim = await person(`Kim ${tag}`, 'en');
    const mette = await person(`Mette ${tag}`, 'da', { colorScheme: 'dark', width: 390 });
    const group = `Havekreds ${tag}`;

    // Olga's private Bubble: Kim asks and is let in, then Olga opens its chat; Mette asks.
    const created = await call<{ data?: { bubble: { _id: string } } }>(
      browser.baseUrl,
      'POST',
      '/api/bubble/create',
      { token: olga.token, json: { name: group, circleColor: '#16a34a', privateBubble: true } },
    );
    expect(created.status).toBe(201);
    const bubbleId = created.body.data?.bubble._id ?? '';
    await api(kim, '/api/bubble/pick', { bubble: bubbleId });
    await api(olga, '/api/bubble/mark-active', { bubble: bubbleId, user: kim.id });
    const { chatGuid } = (await api(olga, '/api/bubble/open-chat', { bubble: bubbleId })) as {
      chatGuid: string;
    };
    expect(chatGuid).toMatch(/^g[a-z2-7]{20}$/);
    await api(mette, '/api/bubble/pick', { bubble: bubbleId });

    for (const who of [olga, kim, mette]) await openChatPage(who);
    await openGroup(olga, group);
    await openGroup(kim, group);
    // Waiting for approval, Mette has no such chat.
    await notSeen(listRow(mette, group));

    // 1. Olga approves Mette: the chat arrives in Mette's list live, with its action message.
    await api(olga, '/api/bubble/mark-active', { bubble: bubbleId, user: mette.id });
    await seen(listRow(mette, group), 15_000);
    await seen(
      actionLine(olga, group, olga.t('chat:groupActions.added', { by: olga.name, on: mette.name })),
    );
    await seen(
      chatHeader(olga.page).getByText(olga.t('chat:groups.members', { count: 3 }), {
        exact: true,
      }),
    );
    await openGroup(mette, group);
    await seen(
      actionLine(
        mette,
        group,
        mette.t('chat:groupActions.added', { by: olga.name, on: mette.name }),
      ),
    );

    // She can write in it; Olga and Kim read it live.
    const hello = `Hej fra Mette ${tag}`;
    await sendText(mette.page, mette.t, group, hello);
    await seen(messageRow(olga.page, olga.t, group, hello));
    await seen(messageRow(kim.page, kim.t, group, hello));

    // 2. Her details pane: View members, no Leave group, and the Bubble's line and link.
    const metteBack = mette.page.getByRole('button', {
      name: mette.t('chat:groups.details.close'),
      exact: true,
    });
    const mettePane = await openDetails(mette, group);
    await seen(mettePane.getByText(mette.t('chat:groups.bubbleMembers')));
    await seen(mettePane.getByRole('button', { name: mette.t('chat:groups.details.viewMembers') }));
    await notSeen(mettePane.getByRole('button', { name: mette.t('chat:groups.details.leave') }));
    await shot(mette.page, '01-mette-details-da-dark-390');
    await metteBack.first().click();

    // Olga, the owner, is offered neither Add members nor kicks: only Delete and exit.
    const olgaPane = await openDetails(olga, group);
    await seen(olgaPane.getByText(olga.t('chat:groups.bubbleMembers')));
    for (const hidden of ['addMembers', 'bannedMembers', 'leave', 'transfer'] as const) {
      await notSeen(
        olgaPane.getByRole('button', { name: olga.t(`chat:groups.details.${hidden}`) }),
      );
    }
    await seen(olgaPane.getByRole('button', { name: olga.t('chat:groups.details.deleteAndExit') }));
    await olgaPane
      .getByRole('button', { name: olga.t('chat:groups.details.viewMembers'), exact: true })
      .click();
    const members = olga.page.getByRole('dialog', {
      name: olga.t('chat:groups.members.title'),
      exact: true,
    });
    await seen(members.getByRole('row').filter({ hasText: kim.name }));
    await notSeen(
      members.getByRole('button', {
        name: olga.t('chat:groups.members.kickLabel', { name: kim.name }),
      }),
    );
    await shot(olga.page, '02-olga-members-en-light-1280');
    await members
      .getByRole('button', { name: olga.t('chat:groups.members.close'), exact: true })
      .first()
      .click();
    await notSeen(members);
    await shot(olga.page, '03-olga-details-en-light-1280');

    // 3. Olga kicks Kim out of the Bubble: Kim loses the conversation live, the others read it.
    await api(olga, '/api/bubble/kickout-user', { bubble: bubbleId, user: kim.id });
    await notSeen(listRow(kim, group), 15_000);
    await notSeen(chatHeader(kim.page).getByRole('heading', { name: group }));
    await seen(
      actionLine(olga, group, olga.t('chat:groupActions.kicked', { by: olga.name, on: kim.name })),
    );
    await seen(
      chatHeader(olga.page).getByText(olga.t('chat:groups.members', { count: 2 }), {
        exact: true,
      }),
    );
    // On a reload too, Kim has no such chat, and the server shows him nothing of it.
    await kim.page.reload();
    await seen(kim.page.getByRole('heading', { name: kim.t('chat:list.title'), exact: true }));
    await notSeen(listRow(kim, group));
    const asKim = await call(browser.baseUrl, 'GET', `/chat-api/group?guid=${chatGuid}`, {
      token: kim.token,
    });
    expect(asKim.status).toBe(404);

    // 4. The pane's link leads to the Bubble's page.
    await olgaPane
      .getByRole('link', { name: olga.t('chat:groups.bubbleOpen'), exact: true })
      .click();
    await onPath(olga.page, `/view-bubble/${bubbleId}`);
    await seen(olga.page.getByRole('heading', { name: group }));
  });
});
