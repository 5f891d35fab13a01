import { describe, expect, test } from 'vitest';
import { call } from '../support/api';
import { useBrowser } from '../support/browser';
import { createBubbleAs, joinBubble, person } from '../support/bubbles';
import { da, en } from '../support/copy';
import { notSeen, onPath, seen } from '../support/ui';

// A Bubble's chat from the Bubble page: the owner opens it and lands in the chat on it; a
// member finds the 'Bubble chat' link there (in Danish); a visitor of the public Bubble sees
// neither.

const browser = useBrowser();

describe("a Bubble's chat on the Bubble page", () => {
  test('the owner opens it, a member follows the link, a visitor sees nothing', async () => {
    const owner = await person(browser, 'Olga Owner', en, { premium: true });
    const member = await person(browser, 'Mette Medlem', da, { locale: 'da' });
    const visitor = await person(browser, 'Viggo Visitor', en);
    const bubble = await createBubbleAs(browser, owner, `Chat ${Date.now().toString(36)}`);
    await joinBubble(browser, member, bubble.id);

    await owner.page.goto(bubble.path);
    await owner.page.getByRole('button', { name: en('board:header.openChat') }).click();
    await onPath(owner.page, '/chat');
    const guid = new URL(owner.page.url()).searchParams.get('group');
    expect(guid).toMatch(/^g[a-z2-7]{20}$/);

    await member.page.goto(bubble.path);
    const link = member.page.getByRole('link', { name: da('board:header.chat') });
    await seen(link);
    expect(await link.getAttribute('href')).toBe(`/chat?group=${guid}`);

    await visitor.page.goto(bubble.path);
    await seen(visitor.page.getByRole('button', { name: en('board:header.join') }));
    await notSeen(visitor.page.getByRole('link', { name: en('board:header.chat') }));
    await notSeen(visitor.page.getByRole('button', { name: en('board:header.openChat') }));

    // The server has the member in the chat, as a participant.
    const members = await call<{ data?: { members: { name: string; scope: string }[] } }>(
      browser.baseUrl,
      'GET',
      `/chat-api/groups/members?guid=${guid}`,
      { token: owner.token },
    );
    expect(members.status).toBe(200);
    expect(members.body.data?.members.map((m) => [m.name, m.scope])).toEqual([
      ['Olga Owner', 'admin'],
      ['Mette Medlem', 'participant'],
    ]);
  });
});
