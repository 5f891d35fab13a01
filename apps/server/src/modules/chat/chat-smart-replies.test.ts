import type { ChatMessage, RealtimeEvent } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { topics } from '../../platform/realtime/hub';
import { getAs, postAs } from '../../test/http';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import {
  CHAT,
  EventLog,
  messagesOf,
  newMuid,
  sendText,
  setUserRow,
  signUpPair,
  syncOf,
} from './chat-test-support';
import { insertGroup, sendToGroup } from './group-test-support';

// Smart replies on the server: a question stored as a text gets three suggested answers in
// its metadata (CometChat's `@injected.extensions['smart-reply']`), one-to-one in the
// receiver's language, a group's in both; the same on the send's answer, the receiver's live
// event, the message list and sync. Statements, thread replies and edited texts carry none.

useTestServer();

type Replies = Record<string, unknown>;
const smartReplyOf = (message: ChatMessage | undefined): Replies | undefined =>
  (message?.metadata?.['@injected'] as { extensions?: { 'smart-reply'?: Replies } } | undefined)
    ?.extensions?.['smart-reply'];

const INVITATION_EN = {
  reply_positive: "Yes, I'd love to!",
  reply_neutral: "Maybe, I'll let you know.",
  reply_negative: 'No thanks, not this time.',
};
const INVITATION_DA = {
  reply_positive: 'Ja, det vil jeg rigtig gerne!',
  reply_neutral: 'Måske, jeg vender tilbage.',
  reply_negative: 'Nej tak, ikke denne gang.',
};

describe('smart replies one-to-one', () => {
  it('suggests answers in the receiver’s language on the answer, the live event, the list and sync', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    await setUserRow(server, bob, { language: 'en' });
    const log = new EventLog(server, [alice, bob]);
    try {
      const sent = await sendText(server, alice, bob, 'Skal vi tage en kaffe i morgen?');
      expect(sent.status).toBe(200);
      const expected = { ...INVITATION_EN, category: 'invitation', language: 'en' };
      expect(smartReplyOf(sent.data)).toEqual(expected);
      await log.settle();
      const live = log.ofType(bob, 'chat.message').map((event) => event.message);
      expect(live.map(smartReplyOf)).toEqual([expected]);
      const listed = await messagesOf(server, bob, alice);
      expect(listed.data.messages.map(smartReplyOf)).toEqual([expected]);
      const synced = await syncOf(server, bob, '0');
      expect(synced.data.messages.map(smartReplyOf)).toEqual([expected]);
    } finally {
      log.stop();
    }
  });

  it('answers in Danish for a Danish receiver, whatever language the question is in', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    await setUserRow(server, bob, { language: 'da' });
    const sent = await sendText(server, alice, bob, 'Shall we grab a coffee tomorrow?');
    expect(smartReplyOf(sent.data)).toEqual({
      ...INVITATION_DA,
      category: 'invitation',
      language: 'da',
    });
  });

  it('suggests nothing for a statement, emoji, a link or a thread reply', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    for (const text of ['Jeg er på vej.', '😀👍', 'https://example.com/?q=why']) {
      const sent = await sendText(server, alice, bob, text);
      expect(sent.status).toBe(200);
      expect(sent.data.metadata).toBeUndefined();
    }
    const parent = await sendText(server, alice, bob, 'Hej');
    const reply = await postAs<ChatMessage>(server, CHAT.text, bob, {
      receiverId: alice.id,
      muid: newMuid(),
      text: 'Hvordan har du det?',
      parentMessageId: parent.data.id,
    });
    expect(reply.status).toBe(200);
    expect(smartReplyOf(reply.data)).toBeUndefined();
  });

  it('drops the suggestions when the question is edited', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sent = await sendText(server, alice, bob, 'Hvad laver du?');
    expect(smartReplyOf(sent.data)).toMatchObject({ category: 'open' });
    const edited = await postAs<ChatMessage>(server, CHAT.edit, alice, {
      id: sent.data.id,
      text: 'Jeg laver mad.',
    });
    expect(edited.status).toBe(200);
    expect(smartReplyOf(edited.data)).toBeUndefined();
    const listed = await messagesOf(server, bob, alice);
    expect(listed.data.messages.map(smartReplyOf)).toEqual([undefined]);
  });
});

describe('smart replies in a group', () => {
  it('suggests answers in both languages, on the group topic and the list', async () => {
    const anna = await signUp(server, { name: 'Anna' });
    const peter: SignedUp = await signUp(server, { name: 'Peter' });
    const guid = await insertGroup(server.app.wob.db, [anna, peter], { type: 'public' });
    const events: RealtimeEvent[] = [];
    const stop = server.app.wob.realtime.subscribe(topics.group(guid), (event) => {
      events.push(event);
    });
    try {
      const sent = await sendToGroup(server, anna, guid, 'Shall we meet on Friday?');
      expect(sent.status).toBe(200);
      const expected = { category: 'invitation', da: INVITATION_DA, en: INVITATION_EN };
      expect(smartReplyOf(sent.data)).toEqual(expected);
      await server.app.wob.tasks.idle();
      const live = events.filter((event) => event.type === 'chat.message');
      expect(
        live.map((event) => smartReplyOf((event as unknown as { message: ChatMessage }).message)),
      ).toEqual([expected]);
      const listed = await getAs<{ messages: ChatMessage[] }>(server, CHAT.messages, peter, {
        conversationWith: guid,
        conversationType: 'group',
      });
      expect(
        listed.data.messages.filter((m) => m.category === 'message').map(smartReplyOf),
      ).toEqual([expected]);
    } finally {
      stop();
    }
  });
});
