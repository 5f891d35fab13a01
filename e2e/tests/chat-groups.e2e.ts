import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { login, registerUser, type TestUser } from '../support/api';
import { useBrowser } from '../support/browser';
import { chatHeader, composer, messagesWith } from '../support/chat-ui';
import { type Copy, da, en } from '../support/copy';
import { field, loginThroughUi, notSeen, seen, storeLocale, tick } from '../support/ui';

// A group chat run by three people in three browsers: Ida (Danish) creates a private group on
// /chat and adds Max and Nora (English) from the Contacts dialog; Max sees it arrive live with
// the action message and '3 members'; Ida makes Max a moderator with the inline selector and
// the tick; Max bans Nora, who loses the conversation live; Ida unbans her from the banned
// list and adds her again; Nora's typing shows as '{name} is typing' in the others' headers;
// Nora leaves (the others read '… left' and the count drops); Ida deletes the group and exits,
// and it disappears for Max.

const browser = useBrowser();
const SHOTS = '/tmp/chat-group-shots';

interface Person {
  page: Page;
  user: TestUser;
  name: string;
  t: Copy;
}

async function person(
  name: string,
  locale: 'da' | 'en',
  colorScheme: 'light' | 'dark' = 'light',
): Promise<Person> {
  const user = await registerUser(browser.baseUrl, { name });
  const answer = await login(browser.baseUrl, user.email, user.password);
  if (answer.status !== 200) throw new Error(`Could not log ${name} in`);
  const t = locale === 'da' ? da : en;
  const page = await browser.newPage({ locale: locale === 'da' ? 'da-DK' : 'en-GB', colorScheme });
  await storeLocale(page, locale);
  await loginThroughUi(page, user, t);
  await page.goto('/chat');
  await seen(page.getByRole('heading', { name: t('chat:list.title'), exact: true }));
  return { page, user, name: user.name, t };
}

async function shot(page: Page, name: string): Promise<void> {
  // A dialog fades in: the picture shows it once its animations have ended.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** The row of the conversation list named `name`. */
function listRow(who: Person, name: string): Locator {
  return who.page
    .getByRole('list', { name: who.t('chat:list.label'), exact: true })
    .getByRole('listitem')
    .filter({ has: who.page.getByText(name, { exact: true }) });
}

/** An action message ("Ida added Max") in the open group's message list. */
function actionLine(who: Person, group: string, text: string): Locator {
  return messagesWith(who.page, who.t, group).getByText(text, { exact: true });
}

/** The open group's header status line ('3 members' or '{name} is typing'). */
function headerSays(who: Person, text: string): Locator {
  return chatHeader(who.page).getByText(text, { exact: true });
}

/** Opens the group's details pane from the header and follows one of its links. */
async function fromDetails(who: Person, group: string, link: string): Promise<void> {
  const details = who.page.getByRole('region', {
    name: who.t('chat:groups.details.title'),
    exact: true,
  });
  if (!(await details.isVisible())) {
    await chatHeader(who.page)
      .getByRole('button', { name: who.t('chat:groups.details.label', { name: group }) })
      .click();
  }
  await details.getByRole('button', { name: link, exact: true }).click();
}

function dialog(who: Person, title: string): Locator {
  return who.page.getByRole('dialog', { name: title, exact: true });
}

async function closeDialog(box: Locator, label: string): Promise<void> {
  await box.getByRole('button', { name: label, exact: true }).first().click();
  await notSeen(box);
}

/** Ida adds people from the Contacts dialog: search, tick each one, Add. */
async function addMembers(owner: Person, group: string, search: string, names: string[]) {
  await fromDetails(owner, group, owner.t('chat:groups.details.addMembers'));
  const contacts = dialog(owner, owner.t('chat:groups.addMembers.title'));
  await contacts
    .getByRole('searchbox', { name: owner.t('chat:groups.addMembers.search'), exact: true })
    .fill(search);
  for (const name of names) {
    const box = contacts.getByRole('checkbox', { name, exact: true });
    await seen(box);
    await tick(box);
  }
  await contacts
    .getByRole('button', { name: owner.t('chat:groups.addMembers.add'), exact: true })
    .click();
  await notSeen(contacts);
}

/** Opens the group from the conversation list. */
async function openGroup(who: Person, group: string): Promise<void> {
  await listRow(who, group).getByRole('button').first().click();
  await seen(chatHeader(who.page).getByRole('heading', { name: group }));
}

describe('a group chat in three browsers, in Danish and English', () => {
  test('create, add, promote, ban, unban, typing, leave, delete and exit', async () => {
    await mkdir(SHOTS, { recursive: true });
    const tag = Date.now().toString(36);
    const [ida, max, nora] = await Promise.all([
      person(`Ida ${tag}`, 'da'),
      // Max sees the app's dark theme (it follows the system's).
      person(`Max ${tag}`, 'en', 'dark'),
      person(`Nora ${tag}`, 'en'),
    ]);
    const group = `Bogklub ${tag}`;

    // 1. Ida creates a private group: New group, its name and type.
    await ida.page
      .getByRole('button', { name: ida.t('chat:groups.newGroup'), exact: true })
      .click();
    const create = dialog(ida, ida.t('chat:groups.create.title'));
    await field(create, ida.t('chat:groups.create.name')).fill(group);
    await create.getByText(ida.t('chat:groups.types.private'), { exact: true }).click();
    await expect
      .poll(() =>
        create
          .getByRole('radio', { name: ida.t('chat:groups.types.private'), exact: true })
          .isChecked(),
      )
      .toBe(true);
    await shot(ida.page, '01-ida-new-group-da');
    await create
      .getByRole('button', { name: ida.t('chat:groups.create.submit'), exact: true })
      .click();
    await notSeen(create);
    // The new group opens, with its owner as its only member.
    await seen(chatHeader(ida.page).getByRole('heading', { name: group }));
    await seen(headerSays(ida, ida.t('chat:groups.members', { count: 1 })));

    // 2. Ida adds Max and Nora from the Contacts dialog.
    await addMembers(ida, group, tag, [max.name, nora.name]);
    await seen(headerSays(ida, ida.t('chat:groups.members', { count: 3 })));
    await seen(
      actionLine(ida, group, ida.t('chat:groupActions.added', { by: ida.name, on: max.name })),
    );

    // Max sees the group arrive live in his list, with its action message and its size.
    const maxRow = listRow(max, group);
    const added = max.t('chat:groupActions.added', { by: ida.name, on: '' }).trim();
    const size = max.t('chat:groups.members', { count: 3 });
    await expect
      .poll(() => maxRow.locator('.wob-chat-row__preview').textContent(), { timeout: 10_000 })
      .toMatch(new RegExp(`^${added} .+ · ${size}$`));
    await openGroup(max, group);
    await seen(headerSays(max, max.t('chat:groups.members', { count: 3 })));
    await seen(
      actionLine(max, group, max.t('chat:groupActions.added', { by: ida.name, on: max.name })),
    );
    await seen(
      actionLine(max, group, max.t('chat:groupActions.added', { by: ida.name, on: nora.name })),
    );
    await shot(max.page, '02-max-added-en');
    await openGroup(nora, group);

    // 3. Ida promotes Max to moderator from View members: the pencil, the selector, the tick.
    await fromDetails(ida, group, ida.t('chat:groups.details.viewMembers'));
    const idaMembers = dialog(ida, ida.t('chat:groups.members.title'));
    const maxMember = idaMembers.getByRole('row').filter({ hasText: max.name });
    await maxMember
      .getByRole('button', { name: ida.t('chat:groups.members.changeScope', { name: max.name }) })
      .click();
    // The selector is @wob/ui's Select: a button that opens a listbox of the scopes.
    await maxMember
      .getByRole('button', { name: ida.t('chat:groups.members.scopeOf', { name: max.name }) })
      .click();
    await ida.page
      .getByRole('option', { name: ida.t('chat:groups.roles.moderator'), exact: true })
      .click();
    await shot(ida.page, '03-ida-scope-selector-da');
    await maxMember
      .getByRole('button', { name: ida.t('chat:groups.members.confirmScope'), exact: true })
      .click();
    await seen(maxMember.getByText(ida.t('chat:groups.roles.moderator'), { exact: true }));
    await closeDialog(idaMembers, ida.t('chat:groups.members.close'));
    const madeModerator = (who: Person) =>
      who.t('chat:groupActions.scope', {
        by: ida.name,
        on: max.name,
        role: who.t('chat:groups.roles.moderator').toLocaleLowerCase(),
      });
    await seen(actionLine(max, group, madeModerator(max)));

    // 4. Max, now a moderator, bans Nora; she loses the conversation live.
    await fromDetails(max, group, max.t('chat:groups.details.viewMembers'));
    const maxMembers = dialog(max, max.t('chat:groups.members.title'));
    await maxMembers
      .getByRole('button', { name: max.t('chat:groups.members.banLabel', { name: nora.name }) })
      .click();
    await notSeen(maxMembers.getByRole('row').filter({ hasText: nora.name }));
    await closeDialog(maxMembers, max.t('chat:groups.members.close'));
    await notSeen(listRow(nora, group));
    await notSeen(chatHeader(nora.page).getByRole('heading', { name: group }));
    await seen(
      actionLine(ida, group, ida.t('chat:groupActions.banned', { by: max.name, on: nora.name })),
    );
    await seen(headerSays(ida, ida.t('chat:groups.members', { count: 2 })));

    // 5. Ida unbans Nora from the banned list, then adds her again.
    await fromDetails(ida, group, ida.t('chat:groups.details.bannedMembers'));
    const banned = dialog(ida, ida.t('chat:groups.banned.title'));
    await seen(banned.getByRole('row').filter({ hasText: nora.name }));
    await shot(ida.page, '04-ida-banned-da');
    await banned
      .getByRole('button', { name: ida.t('chat:groups.banned.unbanLabel', { name: nora.name }) })
      .click();
    await seen(banned.getByText(ida.t('chat:spec.noBannedMembersFound'), { exact: true }));
    await closeDialog(banned, ida.t('chat:groups.banned.close'));
    await seen(
      actionLine(ida, group, ida.t('chat:groupActions.unbanned', { by: ida.name, on: nora.name })),
    );
    await addMembers(ida, group, nora.name, [nora.name]);
    await seen(headerSays(ida, ida.t('chat:groups.members', { count: 3 })));
    await seen(listRow(nora, group));
    await openGroup(nora, group);

    // 6. Nora types: the others' headers say so; sending ends it and brings the message.
    const hello = `Hello again, everyone ${tag}`;
    const noraInput = composer(nora.page, nora.t, group);
    await noraInput.fill(hello);
    await seen(headerSays(ida, ida.t('chat:groups.typing', { name: nora.name })));
    await seen(headerSays(max, max.t('chat:groups.typing', { name: nora.name })));
    await shot(ida.page, '05-ida-typing-da');
    await noraInput.press('Enter');
    await seen(messagesWith(max.page, max.t, group).getByText(hello));
    await seen(messagesWith(ida.page, ida.t, group).getByText(hello));
    await notSeen(headerSays(ida, ida.t('chat:groups.typing', { name: nora.name })));

    // The same group on a phone (390 px): one pane at a time, details and members included.
    for (const who of [ida, max]) {
      const lang = who === ida ? 'da' : 'en';
      await who.page.setViewportSize({ width: 390, height: 844 });
      await seen(
        who.page.getByRole('button', { name: who.t('chat:header.showChats'), exact: true }),
      );
      await notSeen(who.page.getByRole('heading', { name: who.t('chat:list.title'), exact: true }));
      await seen(messagesWith(who.page, who.t, group).getByText(hello));
      await shot(who.page, `06-${who.name.split(' ')[0]}-phone-390-${lang}`);
      await fromDetails(who, group, who.t('chat:groups.details.viewMembers'));
      const members = dialog(who, who.t('chat:groups.members.title'));
      await seen(members.getByRole('row').filter({ hasText: nora.name }));
      await shot(who.page, `07-${who.name.split(' ')[0]}-phone-members-${lang}`);
      await closeDialog(members, who.t('chat:groups.members.close'));
      await who.page.setViewportSize({ width: 1280, height: 900 });
      await seen(who.page.getByRole('heading', { name: who.t('chat:list.title'), exact: true }));
    }

    // 7. Nora leaves; the others read '… left' and the count drops.
    await fromDetails(nora, group, nora.t('chat:groups.details.leave'));
    const leave = nora.page.getByRole('alertdialog', {
      name: nora.t('chat:groups.details.leaveTitle', { name: group }),
    });
    await leave
      .getByRole('button', { name: nora.t('chat:groups.details.leaveConfirm'), exact: true })
      .click();
    await notSeen(listRow(nora, group));
    for (const who of [ida, max]) {
      await seen(actionLine(who, group, who.t('chat:groupActions.left', { on: nora.name })));
      await seen(headerSays(who, who.t('chat:groups.members', { count: 2 })));
    }

    // 8. Ida deletes the group and exits: it disappears for Max too.
    await fromDetails(ida, group, ida.t('chat:groups.details.deleteAndExit'));
    const remove = ida.page.getByRole('alertdialog', {
      name: ida.t('chat:groups.details.deleteTitle', { name: group }),
    });
    await remove
      .getByRole('button', { name: ida.t('chat:groups.details.deleteConfirm'), exact: true })
      .click();
    await notSeen(listRow(ida, group));
    await notSeen(chatHeader(ida.page).getByRole('heading', { name: group }));
    await notSeen(listRow(max, group));
    await notSeen(chatHeader(max.page).getByRole('heading', { name: group }));
    expect(await listRow(max, group).count()).toBe(0);
  });
});
