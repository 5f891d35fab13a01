import type { ChatMessage } from '@wob/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bubbles, type ChatMessageData, chatConversations, chatMessages } from '../../db/schema';
import { addMonths, addYears, DAY_MS } from '../../platform/clock';
import { createBubble, pick, signUpPremium } from '../../test/bubbles';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { getAs, post, postAs } from '../../test/http';
import { CHAT, newMuid } from './chat-test-support';
import { addMembers, createGroup, GROUPS, groupState, memberCall } from './groups-test-support';

// Purging deleted accounts (the retention job) keeps every group with exactly one owner: the
// longest-standing admin who stays, else the longest-standing member, else the group goes;
// and every group counts only the members who are left. A Bubble's chat goes with its Bubble.
// Purging and anonymising erase the names others' group messages keep of the person.

useTestServer();

async function person(name: string): Promise<SignedUp> {
  return signUp(server, { name });
}

describe('purging a deleted account', () => {
  it('hands its groups over and counts it out', async () => {
    const [anna, cy, bo, dan, eve] = [
      await person('Anna'),
      await person('Cy'),
      await person('Bo'),
      await person('Dan'),
      await person('Eve'),
    ];
    // Cy joined before Bo, but Bo is an admin: the admin comes first.
    const withAdmin = await createGroup(server, anna);
    server.clock.advance(1_000);
    await addMembers(server, anna, withAdmin.guid, [cy.id]);
    server.clock.advance(1_000);
    await addMembers(server, anna, withAdmin.guid, [bo.id]);
    await memberCall(server, GROUPS.scope, anna, withAdmin.guid, bo.id, { scope: 'admin' });
    // Only participants: the longest-standing one.
    const participantsOnly = await createGroup(server, anna, { type: 'private' });
    server.clock.advance(1_000);
    await addMembers(server, anna, participantsOnly.guid, [dan.id]);
    server.clock.advance(1_000);
    await addMembers(server, anna, participantsOnly.guid, [cy.id]);
    // Nobody else: the group goes.
    const alone = await createGroup(server, anna);
    // Anna is only a member of Eve's group: it counts her out.
    const evesGroup = await createGroup(server, eve);
    await postAs(server, GROUPS.join, anna, { guid: evesGroup.guid });

    await post(server.app, '/api/delete-account', {}, { token: anna.token });
    server.clock.set(new Date(addMonths(server.clock.now(), 3).getTime() + DAY_MS));
    expect(await server.app.wobExtras.jobs.purgeDeletedAccounts()).toBeGreaterThanOrEqual(1);

    const first = await groupState(server, withAdmin.guid);
    expect(first?.group.ownerId).toBe(bo.id);
    expect(first?.members).toEqual(
      new Map([
        [cy.id, 'participant'],
        [bo.id, 'admin'],
      ]),
    );
    expect(first?.group.membersCount).toBe(2);
    const second = await groupState(server, participantsOnly.guid);
    expect(second?.group.ownerId).toBe(dan.id);
    expect(second?.members.get(dan.id)).toBe('admin');
    expect(second?.members.get(cy.id)).toBe('participant');
    expect(second?.group.membersCount).toBe(2);
    expect(await groupState(server, alone.guid)).toBeNull();
    const third = await groupState(server, evesGroup.guid);
    expect(third?.group.membersCount).toBe(1);
    expect(third?.memberRows).toBe(1);
    expect(third?.group.ownerId).toBe(eve.id);
  });
});

/** `who` logged in again (their session has long expired by the purge). */
async function relogin(who: SignedUp): Promise<SignedUp> {
  const answer = await post(server.app, '/api/login', {
    username: who.email,
    password: who.password,
  });
  expect(answer.statusCode).toBe(200);
  return { ...who, token: answer.json().token as string };
}

/** A group text to `guid`, mentioning `mentions`. */
function sendGroupText(from: SignedUp, guid: string, text: string, mentions: string[] = []) {
  return postAs<ChatMessage>(server, CHAT.text, from, {
    receiverId: guid,
    receiverType: 'group',
    muid: newMuid(),
    text,
    mentions,
  });
}

/** An action message's subject ("Anna added Peter": Peter). */
function onOf(data: ChatMessageData | undefined): { uid: string; name: string } | undefined {
  return data?.customData?.on as { uid: string; name: string } | undefined;
}

describe("purging a Bubble's owner", () => {
  it('deletes the Bubble chat with the Bubble, messages and all', async () => {
    const owner = await signUpPremium(server, { name: 'Bodil' });
    const member = await person('Mads');
    const bubble = await createBubble(server, owner, { name: 'Purgeklubben' });
    expect((await pick(server, member, bubble._id)).status).toBe(200);
    const opened = await postAs<{ chatGuid: string }>(server, '/api/bubble/open-chat', owner, {
      bubble: bubble._id,
    });
    const guid = opened.data.chatGuid;
    expect((await sendGroupText(member, guid, 'Hej alle')).status).toBe(200);
    const conversationId = (await groupState(server, guid))?.group.conversationId ?? '';

    await post(server.app, '/api/delete-account', {}, { token: owner.token });
    server.clock.set(new Date(addMonths(server.clock.now(), 3).getTime() + DAY_MS));
    expect(await server.app.wobExtras.jobs.purgeDeletedAccounts()).toBeGreaterThanOrEqual(1);

    // The Bubble goes with its owner (it has no other), and so does its chat: not handed to
    // the member, and nothing of the conversation is left behind.
    const db = server.app.wob.db;
    expect(await db.select().from(bubbles).where(eq(bubbles.id, bubble._id))).toEqual([]);
    expect(await groupState(server, guid)).toBeNull();
    const left = await db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId));
    expect(left).toEqual([]);
    expect(
      await db.select().from(chatConversations).where(eq(chatConversations.id, conversationId)),
    ).toEqual([]);
    expect((await getAs(server, GROUPS.group, await relogin(member), { guid })).status).toBe(404);
  });
});

describe('erasing an account erases the names others’ messages keep of it', () => {
  async function storedData(id: string) {
    const [row] = await server.app.wob.db
      .select({ data: chatMessages.data })
      .from(chatMessages)
      .where(eq(chatMessages.id, Number(id)));
    return row?.data;
  }

  /** Anna's group with Peter and Maria, added (action messages), and a text mentioning both. */
  async function mentioned() {
    const [anna, peter, maria] = [
      await person('Anna'),
      await person('Peter'),
      await person('Maria'),
    ];
    const group = await createGroup(server, anna);
    await addMembers(server, anna, group.guid, [peter.id, maria.id]);
    const sent = await sendGroupText(anna, group.guid, 'Hej @Peter @Maria', [peter.id, maria.id]);
    expect(sent.data.metadata).toEqual({
      mentions: [
        { uid: peter.id, name: 'Peter' },
        { uid: maria.id, name: 'Maria' },
      ],
    });
    const actions = await server.app.wob.db
      .select({ id: chatMessages.id, data: chatMessages.data })
      .from(chatMessages)
      .where(eq(chatMessages.receiverId, group.guid));
    const addedPeter = actions.find((row) => onOf(row.data)?.uid === peter.id);
    expect(onOf(addedPeter?.data)).toEqual({ uid: peter.id, name: 'Peter' });
    return { anna, peter, maria, guid: group.guid, text: sent.data.id, added: addedPeter?.id };
  }

  it('on purge: mentions and action messages keep no name of the purged person', async () => {
    const { anna, peter, guid, text, added } = await mentioned();
    await post(server.app, '/api/delete-account', {}, { token: peter.token });
    server.clock.set(new Date(addMonths(server.clock.now(), 3).getTime() + DAY_MS));
    expect(await server.app.wobExtras.jobs.purgeDeletedAccounts()).toBeGreaterThanOrEqual(1);

    expect((await storedData(text))?.mentions).toEqual([
      { uid: peter.id, name: '' },
      { uid: expect.any(String), name: 'Maria' },
    ]);
    expect(onOf(await storedData(String(added)))).toEqual({ uid: peter.id, name: '' });
    // What Anna reads says no more either.
    const page = await getAs<{ messages: ChatMessage[] }>(
      server,
      CHAT.messages,
      await relogin(anna),
      {
        conversationWith: guid,
        conversationType: 'group',
      },
    );
    const shown = page.data.messages.find((message) => message.id === text);
    expect(shown?.metadata).toEqual({
      mentions: [
        { uid: peter.id, name: '' },
        { uid: expect.any(String), name: 'Maria' },
      ],
    });
  });

  it('on anonymisation: the same, while someone still active keeps their name', async () => {
    const { maria, peter, text, added } = await mentioned();
    const lastSeen = server.clock.now();
    // Maria comes back a day before everyone else is two years gone: she stays.
    server.clock.set(new Date(addYears(lastSeen, 2).getTime() - DAY_MS));
    await relogin(maria);
    server.clock.set(new Date(addYears(lastSeen, 2).getTime() + DAY_MS));
    expect(await server.app.wobExtras.jobs.anonymiseInactiveAccounts()).toBeGreaterThanOrEqual(1);

    expect((await storedData(text))?.mentions).toEqual([
      { uid: peter.id, name: '' },
      { uid: maria.id, name: 'Maria' },
    ]);
    const action = await storedData(String(added));
    // Anna (who added Peter) and Peter were both inactive: neither name is kept.
    expect(onOf(action)).toEqual({ uid: peter.id, name: '' });
    expect(action?.customData?.by).toMatchObject({ name: '' });
  });
});
