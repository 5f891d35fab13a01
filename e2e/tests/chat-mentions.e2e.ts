import { mkdir } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { call } from '../support/api';
import { useBrowser } from '../support/browser';
import { signUpChatPerson } from '../support/chat';
import { browseAs } from '../support/chat-people';
import { composer } from '../support/chat-ui';
import { seen } from '../support/ui';

// A mention that notifies, in a real browser on the real server: Anna makes a group with
// Peter and Maria; Peter (English, desktop) has /chat open; Anna writes "@Peter" with his
// uid: Peter's bell badge rises live, the row reads "Anna … mentioned you in {group}" and
// opens the group, his mention highlighted. Maria (Danish, phone, dark) types "@" in the group's composer and
// chooses Peter with the keyboard; the message goes out with Peter mentioned.

const browser = useBrowser();
const SHOTS = '/tmp/mention-shots';

describe('mentions in a group chat', () => {
  test('a mention rings the bell live, and the composer suggests members on @', async () => {
    await mkdir(SHOTS, { recursive: true });
    const tag = Date.now().toString(36).slice(-4);
    const anna = await signUpChatPerson(browser.baseUrl, `Anna ${tag}`);
    const peter = await signUpChatPerson(browser.baseUrl, `Peter ${tag}`);
    const maria = await signUpChatPerson(browser.baseUrl, `Maria ${tag}`);
    const groupName = `Strik ${tag}`;
    const made = await call<{ data: { guid: string } }>(
      browser.baseUrl,
      'POST',
      '/chat-api/groups',
      {
        token: anna.token,
        json: { name: groupName, type: 'private' },
      },
    );
    expect(made.status).toBe(200);
    const guid = made.body.data.guid;
    const added = await call(browser.baseUrl, 'POST', '/chat-api/groups/members/add', {
      token: anna.token,
      json: { guid, members: [peter.uid, maria.uid] },
    });
    expect(added.status).toBe(200);

    const p = await browseAs(browser, peter, 'en');
    await p.page.goto('/chat');
    const bell = p.page.getByRole('button', { name: 'Notifications', exact: true });
    await seen(bell);

    const sent = await call<{ data: { metadata?: unknown } }>(
      browser.baseUrl,
      'POST',
      '/chat-api/messages/text',
      {
        token: anna.token,
        json: {
          receiverId: guid,
          receiverType: 'group',
          muid: `m-${tag}`,
          text: `Hej @${peter.name}, kommer du?`,
          mentions: [peter.uid, anna.uid],
        },
      },
    );
    expect(sent.status).toBe(200);
    // The question also gets smart replies in the metadata; the mentions are Peter alone.
    expect(sent.body.data.metadata).toMatchObject({
      mentions: [{ uid: peter.uid, name: peter.name }],
    });

    // The badge rises live, and the row says who and where, leading to the group.
    const rung = p.page.getByRole('button', { name: 'Notifications, 1 unseen' });
    await seen(rung);
    await rung.click();
    const row = p.page.getByRole('link', { name: new RegExp(`mentioned you in ${groupName}`) });
    await seen(row);
    expect(await row.getAttribute('href')).toBe(`/chat?group=${guid}`);
    await p.page.screenshot({ path: `${SHOTS}/bell-en-1280.png` });
    // Following it opens the group with the message, Peter's own mention highlighted.
    await row.click();
    await seen(p.page.getByRole('heading', { level: 2, name: groupName }));
    await seen(p.page.locator('.wob-message__mention--me', { hasText: `@${peter.name}` }));
    await p.page.screenshot({ path: `${SHOTS}/opened-en-1280.png` });

    // Maria, in Danish on a phone, dark: @ in the group's composer lists the members.
    const m = await browseAs(browser, maria, 'da', { phone: true, dark: true });
    await m.page.goto('/chat');
    await m.page.getByText(groupName, { exact: true }).first().click();
    const input = composer(m.page, m.t, groupName);
    await seen(input);
    await input.pressSequentially('Ses @pe');
    const list = m.page.getByRole('listbox', { name: 'Medlemmer, du kan nævne' });
    await seen(list);
    await seen(list.getByRole('option', { name: new RegExp(peter.name) }));
    await m.page.screenshot({ path: `${SHOTS}/suggest-da-390-dark.png` });
    await input.press('Enter');
    expect(await input.inputValue()).toBe(`Ses @${peter.name} `);
    await input.pressSequentially('i morgen');
    await input.press('Enter');
    const mention = m.page.locator('.wob-message__mention', { hasText: `@${peter.name}` });
    await seen(mention.last());
    await m.page.screenshot({ path: `${SHOTS}/message-da-390-dark.png` });
  });
});
