import type { BubbleView, ChatMessage, Conversation } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { createBubble, pick, viewBubble } from '../../test/bubbles';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { getAs, postAs } from '../../test/http';
import { adminCall, moderator, useAdmins } from '../content/content-test-support';
import { CHAT, conversationsOf } from './chat-test-support';
import { groupTopicsOf, isActiveMember } from './group-access';
import { sendToGroup } from './group-test-support';
import { GROUPS, membersOf } from './groups-test-support';
import { searchAs } from './search-test-support';

// A Bubble's chat follows the Bubble's takedown (chat/closed-chats.ts): while the operator
// keeps the Bubble down, its chat is not found for anyone — members and owner alike cannot
// open it, read, send, search it or follow its topic, and the chat list and unread counts
// leave it out; the owner's Bubble page no longer names it. A restore brings it all back.

useTestServer();
useAdmins();

const takeDown = (id: string) =>
  adminCall(moderator, 'POST', '/admin-api/bubble/takedown', { id, reason: 'Chikane i chatten' });
const restore = (id: string) => adminCall(moderator, 'POST', '/admin-api/bubble/restore', { id });

function groupMessages(who: SignedUp, guid: string) {
  return getAs<{ messages: ChatMessage[] }>(server, CHAT.messages, who, {
    conversationWith: guid,
    conversationType: 'group',
  });
}

async function listed(who: SignedUp, guid: string): Promise<boolean> {
  const answer = await conversationsOf(server, who);
  expect(answer.status).toBe(200);
  return answer.data.conversations.some(
    (c: Conversation) =>
      c.conversationType === 'group' &&
      'guid' in c.conversationWith &&
      c.conversationWith.guid === guid,
  );
}

async function unreadGroups(who: SignedUp): Promise<Record<string, number>> {
  const answer = await getAs<{ groups: Record<string, number> }>(server, CHAT.unread, who);
  expect(answer.status).toBe(200);
  return answer.data.groups;
}

async function bubbleWithChat() {
  const owner = await signUp(server, { name: 'Ejeren' });
  const member = await signUp(server, { name: 'Medlemmet' });
  const bubble = await createBubble(server, owner, { name: `Snak ${Date.now()}` });
  expect((await pick(server, member, bubble._id)).status).toBe(200);
  const opened = await postAs<{ chatGuid: string }>(server, '/api/bubble/open-chat', owner, {
    bubble: bubble._id,
  });
  expect(opened.status).toBe(200);
  const guid = opened.data.chatGuid;
  expect((await sendToGroup(server, owner, guid, 'Velkommen kvikkaktus')).status).toBe(200);
  return { owner, member, bubble, guid };
}

describe("a Bubble's chat while the Bubble is taken down", () => {
  it('is closed for members and owner (404), out of lists and counts; a restore brings it back', async () => {
    const { owner, member, bubble, guid } = await bubbleWithChat();
    expect(await listed(member, guid)).toBe(true);
    expect((await unreadGroups(member))[guid]).toBe(1);

    expect((await takeDown(bubble._id)).status).toBe(200);

    for (const who of [member, owner]) {
      const read = await groupMessages(who, guid);
      expect(read.status, who.email).toBe(404);
      expect(read.message).toBe('This group could not be found.');
      expect((await sendToGroup(server, who, guid, 'Er der nogen?')).status, who.email).toBe(404);
      expect((await getAs(server, GROUPS.group, who, { guid })).status).toBe(404);
      expect((await membersOf(server, who, guid)).status).toBe(404);
      expect(
        (
          await getAs(server, CHAT.conversation, who, {
            conversationWith: guid,
            conversationType: 'group',
          })
        ).status,
      ).toBe(404);
      expect(await listed(who, guid)).toBe(false);
      expect((await unreadGroups(who))[guid]).toBeUndefined();
      const found = await searchAs(server, who, 'kvikkaktus');
      expect(found.status).toBe(200);
      expect(found.data.results).toEqual([]);
      const groups = await getAs<{ groups: { guid: string }[] }>(server, GROUPS.list, who);
      expect(groups.data.groups.map((g) => g.guid)).not.toContain(guid);
      expect(await isActiveMember(server.app.wob.db, who.id, guid)).toBe(false);
      expect(await groupTopicsOf(server.app.wob.db, who.id)).not.toContain(`group:${guid}`);
    }
    // Leaving is a group change too: not found, and the membership stays for the restore.
    expect((await postAs(server, GROUPS.leave, member, { guid })).status).toBe(404);
    // The owner's Bubble page shows the banner and no longer names the chat; it cannot be
    // opened again meanwhile.
    const page = await viewBubble(server, owner, bubble._id);
    expect((page.data as BubbleView).takenDown?.reason).toBe('Chikane i chatten');
    expect((page.data as BubbleView).chatGuid).toBeUndefined();
    const reopen = await postAs(server, '/api/bubble/open-chat', owner, { bubble: bubble._id });
    expect(reopen.status).toBe(409);
    expect(reopen.message).toBe(
      'The Bubble has been taken down, so its chat is closed until Woble restores it.',
    );

    expect((await restore(bubble._id)).status).toBe(200);

    const back = await groupMessages(member, guid);
    expect(back.status).toBe(200);
    expect(back.data.messages.map((m) => m.text)).toContain('Velkommen kvikkaktus');
    expect(await listed(member, guid)).toBe(true);
    expect((await unreadGroups(member))[guid]).toBe(1);
    expect((await sendToGroup(server, member, guid, 'Vi er tilbage')).status).toBe(200);
    expect(await isActiveMember(server.app.wob.db, member.id, guid)).toBe(true);
    expect((await viewBubble(server, owner, bubble._id)).data).toMatchObject({ chatGuid: guid });
  });

  it('leaves the chats of other Bubbles open', async () => {
    const taken = await bubbleWithChat();
    const other = await bubbleWithChat();
    expect((await takeDown(taken.bubble._id)).status).toBe(200);
    expect((await groupMessages(other.member, other.guid)).status).toBe(200);
    expect((await sendToGroup(server, other.member, other.guid, 'Stadig åben')).status).toBe(200);
    expect(await listed(other.member, other.guid)).toBe(true);
  });
});
