import type { ChatMessage } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { addMonths, addYears, DAY_MS } from '../../platform/clock';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { getAs, post } from '../../test/http';
import { CHAT, sendText, setUserRow, signUpPair } from './chat-test-support';
import {
  countsOf,
  createPoll,
  extensionsOf,
  react,
  reactionsOf,
  vote,
} from './extensions-test-support';
import { insertGroup, sendToGroup } from './group-test-support';

// What happens to votes and reactions when a person is erased, and that they sit beside the
// other extension data a message carries (smart replies, mentions) without replacing it.

useTestServer();

function groupMessages(who: SignedUp, guid: string) {
  return getAs<{ messages: ChatMessage[] }>(server, CHAT.messages, who, {
    conversationWith: guid,
    conversationType: 'group',
  });
}

describe('erasing a person', () => {
  it('purging an account takes its votes and reactions with it', async () => {
    const anna = await signUp(server, { name: 'Anna' });
    const bo = await signUp(server, { name: 'Bo' });
    const guid = await insertGroup(server.app.wob.db, [anna, bo]);
    const asked = await createPoll(server, anna, { receiver: guid, receiverType: 'group' });
    await vote(server, anna, asked.data.id, 1);
    await vote(server, bo, asked.data.id, 2);
    await react(server, bo, asked.data.id, ':heart:');
    await react(server, anna, asked.data.id, ':heart:');

    await post(server.app, '/api/delete-account', {}, { token: bo.token });
    server.clock.set(new Date(addMonths(server.clock.now(), 3).getTime() + DAY_MS));
    expect(await server.app.wobExtras.jobs.purgeDeletedAccounts()).toBeGreaterThanOrEqual(1);

    // Anna's session idled out over those months: she signs in again.
    const login = await post(server.app, '/api/login', {
      username: anna.email,
      password: anna.password,
    });
    const again = { ...anna, token: (login.json() as { token: string }).token };
    const listed = (await groupMessages(again, guid)).data.messages;
    const poll = listed.find((m) => m.id === asked.data.id);
    expect(countsOf(poll)).toEqual({ total: 1, counts: { 1: 1, 2: 0 } });
    expect(reactionsOf(poll)).toEqual([[':heart:', [anna.id]]]);
  });

  it('anonymising an account keeps its votes and reactions, without its name', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const guid = await insertGroup(server.app.wob.db, [alice, bob]);
    const asked = await createPoll(server, alice, { receiver: guid, receiverType: 'group' });
    await vote(server, bob, asked.data.id, 1);
    await react(server, bob, asked.data.id, ':+1:');
    // Bob was last active more than two years ago.
    await setUserRow(server, bob, { lastActiveAt: addYears(server.clock.now(), -3) });
    expect(await server.app.wobExtras.jobs.anonymiseInactiveAccounts()).toBeGreaterThanOrEqual(1);

    const listed = (await groupMessages(alice, guid)).data.messages;
    const poll = extensionsOf(listed[0]).polls;
    expect(poll?.results.total).toBe(1);
    expect(poll?.results.options[1]?.voters?.[bob.id]?.name).toBe('');
    expect(extensionsOf(listed[0]).reactions?.[':+1:']?.[bob.id]?.name).toBe('');
  });
});

describe('beside the other extension data', () => {
  it('keeps a question’s smart replies and a group text’s mentions when reacted to', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const question = await sendText(server, alice, bob, 'Do you want to get coffee tomorrow?');
    expect(extensionsOf(question.data)['smart-reply']).toBeDefined();
    const reacted = await react(server, bob, question.data.id, ':coffee:');
    expect(extensionsOf(reacted.data)['smart-reply']).toEqual(
      extensionsOf(question.data)['smart-reply'],
    );
    expect(reactionsOf(reacted.data)).toEqual([[':coffee:', [bob.id]]]);

    const guid = await insertGroup(server.app.wob.db, [alice, bob]);
    const mention = await sendToGroup(server, alice, guid, 'Hi Bob');
    const mentioned = await server.app.inject({
      method: 'POST',
      url: CHAT.text,
      payload: {
        receiverId: guid,
        receiverType: 'group',
        muid: `m-${mention.data.id}`,
        text: 'Bob!',
        mentions: [bob.id],
      },
      headers: { authorization: `Bearer ${alice.token}` },
    });
    const sent = (mentioned.json() as { data: ChatMessage }).data;
    expect(sent.metadata?.mentions).toEqual([{ uid: bob.id, name: 'Bob' }]);
    const withReaction = await react(server, bob, sent.id, ':wave:');
    expect(withReaction.data.metadata?.mentions).toEqual([{ uid: bob.id, name: 'Bob' }]);
    expect(reactionsOf(withReaction.data)).toEqual([[':wave:', [bob.id]]]);
  });
});
