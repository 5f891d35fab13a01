import type { ChatMessage, RealtimeEvent } from '@wob/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessageReactions } from '../../db/schema';
import { topics } from '../../platform/realtime/hub';
import { CHAT_REACTIONS_PER_PERSON_MAX } from '../../policy';
import { server, signUp, useTestServer } from '../../test/harness';
import { getAs, postAs } from '../../test/http';
import {
  CHAT,
  conversationsOf,
  EventLog,
  messagesOf,
  newMuid,
  sendText,
  signUpPair,
  syncOf,
} from './chat-test-support';
import { searchAs } from './search-test-support';
import { sendToGroup } from './group-test-support';
import { addMembers, createGroup } from './groups-test-support';
import { react, reactionsOf, updatedMessages } from './extensions-test-support';

// Reactions (reactions `v1/react`): any emoji of the set, once per person and emoji, toggled or
// added and removed, live for both sides.

useTestServer();

describe('reacting one-to-one', () => {
  it('adds, toggles and removes, each person once per emoji, in the order first used', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sent = await sendText(server, alice, bob, 'Hello');
    const first = await react(server, bob, sent.data.id, ':heart:');
    expect(first.status, first.message).toBe(200);
    expect(reactionsOf(first.data)).toEqual([[':heart:', [bob.id]]]);
    expect(first.data.metadata?.['@injected']).toMatchObject({
      extensions: { reactions: { ':heart:': { [bob.id]: { name: 'Bob' } } } },
    });
    await react(server, alice, sent.data.id, ':+1:', 'add');
    await react(server, alice, sent.data.id, ':heart:', 'add');
    const again = await react(server, alice, sent.data.id, ':heart:', 'add');
    expect(again.status).toBe(200);
    expect(reactionsOf(again.data)).toEqual([
      [':heart:', [bob.id, alice.id]],
      [':+1:', [alice.id]],
    ]);
    // Bob's heart goes; Alice's heart came after her +1, so the +1 is now the first used.
    const toggled = await react(server, bob, sent.data.id, ':heart:');
    expect(reactionsOf(toggled.data)).toEqual([
      [':+1:', [alice.id]],
      [':heart:', [alice.id]],
    ]);
    const removedNothing = await react(server, bob, sent.data.id, ':heart:', 'remove');
    expect(removedNothing.status).toBe(200);
    expect(removedNothing.data.seq).toBe(toggled.data.seq);
    await react(server, alice, sent.data.id, ':+1:');
    const listed = (await messagesOf(server, bob, alice)).data.messages;
    expect(reactionsOf(listed[0])).toEqual([[':heart:', [alice.id]]]);
  });

  it('tells the other side live', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sent = await sendText(server, alice, bob, 'Hello');
    const log = new EventLog(server, [alice, bob]);
    try {
      await react(server, bob, sent.data.id, ':wave::skin-tone-3:');
      await log.settle();
      const told = log.ofType(alice, 'chat.message.updated');
      expect(told.map((e) => reactionsOf(e.message))).toEqual([
        [[':wave::skin-tone-3:', [bob.id]]],
      ]);
    } finally {
      log.stop();
    }
  });

  it('refuses unknown emoji and strangers', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const eve = await signUp(server);
    const sent = await sendText(server, alice, bob, 'Hello');
    for (const emoji of [
      ':no-such-emoji:',
      ':heart::skin-tone-3:',
      ':skin-tone-2:',
      'heart',
      '❤️',
    ]) {
      const answer = await react(server, bob, sent.data.id, emoji);
      expect(answer.status, emoji).toBe(422);
      expect(answer.errors?.emoji).toBe('Choose an emoji');
    }
    expect((await react(server, eve, sent.data.id, ':heart:')).status).toBe(404);
  });

  it('keeps one reaction for 20 identical adds at once', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sent = await sendText(server, alice, bob, 'Hello');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => react(server, bob, sent.data.id, ':tada:', 'add')),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const listed = (await messagesOf(server, alice, bob)).data.messages;
    expect(reactionsOf(listed[0])).toEqual([[':tada:', [bob.id]]]);
    const rows = await server.app.wob.db
      .select()
      .from(chatMessageReactions)
      .where(eq(chatMessageReactions.messageId, Number(sent.data.id)));
    expect(rows).toHaveLength(1);
  });

  it(`allows at most ${CHAT_REACTIONS_PER_PERSON_MAX} different emoji per person and message`, async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sent = await sendText(server, alice, bob, 'Hello');
    const emoji = [
      ':heart:',
      ':+1:',
      ':-1:',
      ':joy:',
      ':tada:',
      ':fire:',
      ':eyes:',
      ':star:',
      ':sunny:',
      ':coffee:',
      ':cake:',
      ':wave:',
      ':clap:',
      ':pray:',
      ':rocket:',
      ':smile:',
      ':cry:',
      ':rage:',
      ':ok_hand:',
      ':muscle:',
      ':sparkles:',
    ];
    for (const name of emoji.slice(0, CHAT_REACTIONS_PER_PERSON_MAX)) {
      expect((await react(server, bob, sent.data.id, name, 'add')).status, name).toBe(200);
    }
    const over = await react(server, bob, sent.data.id, ':sparkles:', 'add');
    expect(over.status).toBe(409);
    expect(over.code).toBe('chat.reactionsLimit');
    expect(over.message).toBe(
      `You can give at most ${CHAT_REACTIONS_PER_PERSON_MAX} different reactions to a message.`,
    );
    const danish = await react(server, bob, sent.data.id, ':sparkles:', 'add', 'da');
    expect(danish.message).toBe(
      `Du kan højst give ${CHAT_REACTIONS_PER_PERSON_MAX} forskellige reaktioner på en besked.`,
    );
    // One already there may be added again (no change); others still have room.
    expect((await react(server, bob, sent.data.id, ':heart:', 'add')).status).toBe(200);
    const alices = await react(server, alice, sent.data.id, ':sparkles:', 'add');
    expect(alices.status).toBe(200);
    expect(reactionsOf(alices.data)).toHaveLength(CHAT_REACTIONS_PER_PERSON_MAX + 1);
  });

  it('refuses across a block, and a deleted message loses its reactions', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sent = await sendText(server, alice, bob, 'Hello');
    await react(server, bob, sent.data.id, ':heart:');
    expect((await postAs(server, CHAT.block, bob, { _id: alice.id })).status).toBe(200);
    const blocked = await react(server, alice, sent.data.id, ':heart:');
    expect(blocked.status).toBe(403);
    expect(blocked.message).toBe('This user has blocked you.');
    expect((await react(server, bob, sent.data.id, ':wave:')).status).toBe(403);
    expect((await postAs(server, CHAT.unblock, bob, { _id: alice.id })).status).toBe(200);

    const log = new EventLog(server, [bob]);
    try {
      expect((await postAs(server, CHAT.delete, alice, { id: sent.data.id })).status).toBe(200);
      await log.settle();
      const deleted = log.ofType(bob, 'chat.message.deleted')[0]?.message;
      expect(deleted?.metadata).toBeUndefined();
    } finally {
      log.stop();
    }
    const refused = await react(server, bob, sent.data.id, ':heart:');
    expect(refused.status).toBe(409);
    const listed = (await messagesOf(server, bob, alice)).data.messages;
    expect(listed[0]?.metadata).toBeUndefined();
    const rows = await server.app.wob.db
      .select()
      .from(chatMessageReactions)
      .where(eq(chatMessageReactions.messageId, Number(sent.data.id)));
    expect(rows).toEqual([]);
  });
});

describe('reacting in a group', () => {
  it('reacts to members’ messages and custom ones, once on the topic; never to action messages', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const group = await createGroup(server, alice);
    expect((await addMembers(server, alice, group.guid, [bob.id])).status).toBe(200);
    const history = await getAs<{ messages: ChatMessage[] }>(server, CHAT.messages, bob, {
      conversationWith: group.guid,
      conversationType: 'group',
    });
    const action = history.data.messages.find((m) => m.category === 'action');
    if (!action) throw new Error('the group has action messages');
    const refused = await react(server, bob, action.id, ':heart:');
    expect(refused.status).toBe(422);
    expect(refused.errors?.msgId).toBe('This message cannot be reacted to.');

    const sent = await sendToGroup(server, alice, group.guid, 'Hej alle');
    const events: RealtimeEvent[] = [];
    const stop = server.app.wob.realtime.subscribe(topics.group(group.guid), (event) => {
      events.push(event);
    });
    try {
      const answer = await react(server, bob, sent.data.id, ':heart_eyes:');
      expect(answer.status).toBe(200);
      await server.app.wob.tasks.idle();
    } finally {
      stop();
    }
    const updates = updatedMessages(events);
    expect(updates.map((m) => reactionsOf(m))).toEqual([[[':heart_eyes:', [bob.id]]]]);
    const eve = await signUp(server);
    expect((await react(server, eve, sent.data.id, ':heart:')).status).toBe(403);
  });

  it('refuses unknown emoji in Danish too', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sent = await sendText(server, alice, bob, 'Hej');
    const answer = await react(server, bob, sent.data.id, ':nope-nope:', undefined, 'da');
    expect(answer.status).toBe(422);
    expect(answer.errors?.emoji).toBe('Vælg en emoji');
  });
});

describe('every read path', () => {
  it('carries the reactions: list, conversation, sync, search, an edit and a retried send', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const muid = newMuid();
    const sent = await sendText(server, alice, bob, 'Sunflowers everywhere', muid);
    const before = sent.data.seq;
    await react(server, bob, sent.data.id, ':sunflower:');
    const expected = [[':sunflower:', [bob.id]]];

    const list = (await conversationsOf(server, alice)).data.conversations;
    expect(reactionsOf(list[0]?.lastMessage ?? undefined)).toEqual(expected);
    const conversation = await getAs<{ lastMessage: ChatMessage | null }>(
      server,
      CHAT.conversation,
      alice,
      { conversationWith: bob.id },
    );
    expect(reactionsOf(conversation.data.lastMessage ?? undefined)).toEqual(expected);
    const synced = await syncOf(server, alice, before);
    expect(synced.data.messages.map((m) => reactionsOf(m))).toEqual([expected]);
    const found = await searchAs(server, alice, 'sunflowers');
    expect(found.data.results.map((r) => reactionsOf(r.message))).toEqual([expected]);
    const retried = await sendText(server, alice, bob, 'Sunflowers everywhere', muid);
    expect(retried.data.id).toBe(sent.data.id);
    expect(reactionsOf(retried.data)).toEqual(expected);

    const log = new EventLog(server, [bob]);
    try {
      const edited = await postAs<ChatMessage>(server, CHAT.edit, alice, {
        id: sent.data.id,
        text: 'Sunflowers, everywhere',
      });
      expect(reactionsOf(edited.data)).toEqual(expected);
      await log.settle();
      const told = log.ofType(bob, 'chat.message.edited').map((e) => reactionsOf(e.message));
      expect(told).toEqual([expected]);
    } finally {
      log.stop();
    }
  });
});
