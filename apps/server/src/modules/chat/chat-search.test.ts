import { describe, expect, it } from 'vitest';
import { postAs } from '../../test/http';
import { server, signUp, useTestServer } from '../../test/harness';
import { expectCleanAnswer, INJECTIONS } from '../../test/junk';
import { CHAT, sendText, signUpPair } from './chat-test-support';
import { insertGroup, kickMember, sendToGroup } from './group-test-support';
import { foundTexts, SEARCH_PATH, searchAs } from './search-test-support';
import { get } from '../../test/http';

// Message search (`/chat-api/messages/search`): Danish and English stemming, parts of words,
// snippets, paging, and only what the person may read.

useTestServer();

describe('message search', () => {
  it('finds words by their Danish and English stems and names by their parts, newest first', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    await sendText(server, alice, bob, 'Hundene løb rundt i haven hele dagen');
    await sendText(server, bob, alice, 'We were running along the beach');
    await sendText(server, alice, bob, 'Mettes fødselsdag er på lørdag');
    await sendText(server, bob, alice, 'Intet at se her');
    expect(await foundTexts(server, bob, 'hund')).toEqual(['Hundene løb rundt i haven hele dagen']);
    expect(await foundTexts(server, alice, 'runs')).toEqual(['We were running along the beach']);
    expect(await foundTexts(server, bob, 'mett')).toEqual(['Mettes fødselsdag er på lørdag']);
    // Two words: both must be there.
    expect(await foundTexts(server, alice, 'haven hunden')).toEqual([
      'Hundene løb rundt i haven hele dagen',
    ]);
    expect(await foundTexts(server, alice, 'haven stranden')).toEqual([]);
    await sendText(server, bob, alice, 'Hunden sover');
    expect(await foundTexts(server, alice, 'hund')).toEqual([
      'Hunden sover',
      'Hundene løb rundt i haven hele dagen',
    ]);
  });

  it('answers the conversation as the list shows it and a snippet with the matched words marked', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    await sendText(server, alice, bob, 'Skal vi spise <b>pizza</b> i aften?');
    const answer = await searchAs(server, bob, 'pizza');
    expect(answer.status).toBe(200);
    const [result] = answer.data.results;
    expect(result?.conversationType).toBe('user');
    expect(result?.conversationWith).toMatchObject({ uid: alice.id, name: 'Alice' });
    expect(result?.message.sender.uid).toBe(alice.id);
    expect(result?.snippet.filter((part) => part.match).map((part) => part.text)).toEqual([
      'pizza',
    ]);
    // The snippet is the text itself in parts: nothing added, nothing interpreted.
    expect(result?.snippet.map((part) => part.text).join('')).toBe(
      'Skal vi spise <b>pizza</b> i aften?',
    );
  });

  it('pages with the cursor, newest first', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    for (let index = 1; index <= 5; index += 1) {
      await sendText(server, alice, bob, `Kaffe nummer ${index}`);
    }
    const first = await searchAs(server, bob, 'kaffe', { limit: '2' });
    expect(first.data.results.map((r) => r.message.text)).toEqual([
      'Kaffe nummer 5',
      'Kaffe nummer 4',
    ]);
    expect(first.data.next).not.toBeNull();
    const second = await searchAs(server, bob, 'kaffe', {
      limit: '2',
      cursor: first.data.next ?? '',
    });
    expect(second.data.results.map((r) => r.message.text)).toEqual([
      'Kaffe nummer 3',
      'Kaffe nummer 2',
    ]);
    const third = await searchAs(server, bob, 'kaffe', {
      limit: '2',
      cursor: second.data.next ?? '',
    });
    expect(third.data.results.map((r) => r.message.text)).toEqual(['Kaffe nummer 1']);
    expect(third.data.next).toBeNull();
  });

  it('never finds what the person may not read: others’ conversations, deleted messages, blocked people, deleted conversations', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const carol = await signUp(server, { name: 'Carol' });
    await sendText(server, alice, bob, 'Hemmelig appelsin');
    const deleted = await sendText(server, alice, bob, 'Slettet appelsin');
    expect(await foundTexts(server, carol, 'appelsin')).toEqual([]);
    expect((await postAs(server, CHAT.delete, alice, { id: deleted.data.id })).status).toBe(200);
    expect(await foundTexts(server, bob, 'appelsin')).toEqual(['Hemmelig appelsin']);
    // Bob blocks Alice: their conversation leaves his list, and his search.
    expect((await postAs(server, CHAT.block, bob, { _id: alice.id })).status).toBe(200);
    await server.app.wob.tasks.idle();
    expect(await foundTexts(server, bob, 'appelsin')).toEqual([]);
    expect(await foundTexts(server, alice, 'appelsin')).toEqual(['Hemmelig appelsin']);
    // Alice deletes the conversation: its messages so far are gone for her.
    const gone = await postAs(server, CHAT.deleteConversation, alice, { conversationWith: bob.id });
    expect(gone.status).toBe(200);
    expect(await foundTexts(server, alice, 'appelsin')).toEqual([]);
  });

  it('finds a group’s messages for its active members only; a member who left finds none of them', async () => {
    const [alice, bob] = await signUpPair(server, { connected: false });
    const carol = await signUp(server, { name: 'Carol' });
    const guid = await insertGroup(server.app.wob.db, [alice, bob], { name: 'Bogklubben' });
    expect((await sendToGroup(server, alice, guid, 'Næste bog er en krimi')).status).toBe(200);
    const answer = await searchAs(server, bob, 'krimi');
    expect(answer.data.results).toHaveLength(1);
    expect(answer.data.results[0]?.conversationType).toBe('group');
    expect(answer.data.results[0]?.conversationWith).toMatchObject({ guid, name: 'Bogklubben' });
    expect(await foundTexts(server, carol, 'krimi')).toEqual([]);
    await kickMember(server, guid, bob);
    expect(await foundTexts(server, bob, 'krimi')).toEqual([]);
    expect(await foundTexts(server, alice, 'krimi')).toEqual(['Næste bog er en krimi']);
  });

  it('refuses a search without words or too long with a translated 422, and junk without a 500', async () => {
    const alice = await signUp(server, { name: 'Alice' });
    const empty = await searchAs(server, alice, '  ?! ');
    expect(empty.status).toBe(422);
    expect(empty.errors?.q).toBe('Type a word to search for.');
    const danish = await searchAs(server, alice, '', {}, 'da');
    expect(danish.status).toBe(422);
    expect(danish.errors?.q).toBe('Skriv et ord at søge efter.');
    const long = await searchAs(server, alice, 'ord '.repeat(40));
    expect(long.status).toBe(422);
    expect(long.errors?.q).toBe('A search can be at most 100 characters.');
    expect((await searchAs(server, alice, 'hej', { cursor: 'abc' })).status).toBe(422);
    expect((await searchAs(server, alice, 'hej', { limit: '500' })).status).toBe(422);
    for (const junk of INJECTIONS) {
      const answer = await searchAs(server, alice, junk, { limit: '5' });
      expectCleanAnswer(answer.response, `q=${JSON.stringify(junk)}`);
      expect([200, 422]).toContain(answer.status);
    }
    const anonymous = await get(server.app, SEARCH_PATH, { query: { q: 'hej' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
