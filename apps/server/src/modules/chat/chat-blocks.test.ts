import { describe, expect, it } from 'vitest';
import { postAs } from '../../test/http';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import {
  CHAT,
  chatUser,
  conversationsOf,
  EventLog,
  messagesOf,
  newMuid,
  requestState,
  sendText,
  storedMessages,
  unreadOf,
  signUpPair,
} from './chat-test-support';

// Blocks (ARCHITECTURE.md "Blocks"): the one block table of block-wobler is
// the truth for the chat, both ways, whatever the client shows.

useTestServer();

/** Blocks, and lets the `chat.block` events it publishes after the answer go out. */
async function block(who: SignedUp, target: SignedUp) {
  const answer = await postAs(server, CHAT.block, who, { _id: target.id });
  await server.app.wob.tasks.idle();
  return answer;
}

async function unblock(who: SignedUp, target: SignedUp) {
  const answer = await postAs(server, CHAT.unblock, who, { _id: target.id });
  await server.app.wob.tasks.idle();
  return answer;
}

describe('a block', () => {
  it('refuses the blocked sender every message, typing and transient, stores nothing and tells nobody', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    expect((await sendText(server, alice, bob, 'Before')).status).toBe(200);
    expect((await block(bob, alice)).status).toBe(200);
    const log = new EventLog(server, [alice, bob]);
    try {
      const text = await sendText(server, alice, bob, 'After the block');
      expect(text.status).toBe(403);
      expect(text.message).toBe('This user has blocked you.');
      const custom = await postAs(server, CHAT.custom, alice, {
        receiverId: bob.id,
        muid: newMuid(),
        customType: 'extension_sticker',
        customData: { sticker_url: '/s/1.png', sticker_name: 'wave' },
      });
      expect(custom.status).toBe(403);
      const typing = await postAs(server, CHAT.typing, alice, { receiverId: bob.id, typing: true });
      expect(typing.status).toBe(403);
      expect(typing.message).toBe('This user has blocked you.');
      const transient = await postAs(server, CHAT.transient, alice, {
        receiverId: bob.id,
        data: { type: 'live_reaction', reaction: 'heart' },
      });
      expect(transient.status).toBe(403);
      // Danish callers read it in Danish.
      const danish = await postAs(
        server,
        CHAT.text,
        alice,
        { receiverId: bob.id, muid: newMuid(), text: 'Hej' },
        'da',
      );
      expect(danish.message).toBe('Denne bruger har blokeret dig.');
      await log.settle();
      expect((await storedMessages(server, alice, bob)).map((row) => row.text)).toEqual(['Before']);
      expect(log.of(bob)).toEqual([]);
      expect(log.ofType(alice, 'chat.message')).toEqual([]);
    } finally {
      log.stop();
    }
  });

  it('refuses the blocker too, until they unblock', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    await block(bob, alice);
    const answer = await sendText(server, bob, alice, 'I blocked you');
    expect(answer.status).toBe(403);
    expect(answer.message).toBe('You have blocked this user. Unblock them to chat.');
    const typing = await postAs(server, CHAT.typing, bob, { receiverId: alice.id, typing: true });
    expect(typing.status).toBe(403);
    expect(await storedMessages(server, bob, alice)).toEqual([]);

    expect((await unblock(bob, alice)).status).toBe(200);
    expect((await sendText(server, bob, alice, 'Friends again')).status).toBe(200);
    expect((await sendText(server, alice, bob, 'Hello again')).status).toBe(200);
  });

  it('removes the conversation from the blocker’s list and unread counts, not from the other’s', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    await sendText(server, alice, bob, 'One');
    await sendText(server, bob, alice, 'Two');
    expect((await unreadOf(server, bob)).data.users).toEqual({ [alice.id]: 1 });
    await block(bob, alice);
    expect((await conversationsOf(server, bob)).data.conversations).toEqual([]);
    expect((await unreadOf(server, bob)).data.users).toEqual({});
    const alicesList = (await conversationsOf(server, alice)).data.conversations;
    expect(alicesList.map((c) => c.conversationWith.uid)).toEqual([bob.id]);
    expect(alicesList[0]?.conversationWith).toMatchObject({
      blockedByMe: false,
      hasBlockedMe: true,
    });
    // Both still read their history.
    expect((await messagesOf(server, bob, alice)).data.messages.map((m) => m.text)).toEqual([
      'One',
      'Two',
    ]);
    // The user shows the block both ways.
    expect((await chatUser(server, bob, alice.id)).data).toMatchObject({
      blockedByMe: true,
      hasBlockedMe: false,
    });
    await unblock(bob, alice);
    expect((await conversationsOf(server, bob)).data.conversations).toHaveLength(1);
  });

  it('tells both people’s chats of a block and an unblock (chat.block)', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const log = new EventLog(server, [alice, bob]);
    try {
      await block(bob, alice);
      await log.settle();
      expect(log.ofType(bob, 'chat.block')).toEqual([
        { type: 'chat.block', otherId: alice.id, blockedByMe: true, hasBlockedMe: false },
      ]);
      expect(log.ofType(alice, 'chat.block')).toEqual([
        { type: 'chat.block', otherId: bob.id, blockedByMe: false, hasBlockedMe: true },
      ]);
      log.clear();
      await unblock(bob, alice);
      await log.settle();
      expect(log.ofType(bob, 'chat.block')).toEqual([
        { type: 'chat.block', otherId: alice.id, blockedByMe: false, hasBlockedMe: false },
      ]);
      expect(log.ofType(alice, 'chat.block')).toEqual([
        { type: 'chat.block', otherId: bob.id, blockedByMe: false, hasBlockedMe: false },
      ]);
    } finally {
      log.stop();
    }
  });

  it('answers await-accept with the block flags from both sides', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    await block(bob, alice);
    expect((await requestState(server, alice, bob)).data).toEqual({
      sender: { liked: false, waiting: false, blocked: false },
      receiver: { liked: false, waiting: false, blocked: true },
    });
    expect((await requestState(server, bob, alice)).data).toEqual({
      sender: { liked: false, waiting: false, blocked: true },
      receiver: { liked: false, waiting: false, blocked: false },
    });
  });

  it('lets no edit reach a blocker, and still lets the sender delete their message', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sent = await sendText(server, alice, bob, 'Soon regretted');
    await block(bob, alice);
    const log = new EventLog(server, [alice, bob]);
    try {
      const edit = await postAs(server, CHAT.edit, alice, { id: sent.data.id, text: 'Changed' });
      expect(edit.status).toBe(403);
      const removed = await postAs(server, CHAT.delete, alice, { id: sent.data.id });
      expect(removed.status).toBe(200);
      await log.settle();
      expect(log.of(bob)).toEqual([]);
      expect(log.ofType(alice, 'chat.message.deleted')).toHaveLength(1);
    } finally {
      log.stop();
    }
  });

  it('closes a waiting request with Reject & Block: it stays declined after an unblock', async () => {
    const alice = await signUp(server);
    const bob = await signUp(server);
    expect((await sendText(server, alice, bob, 'Hi, we have not met')).data.requested).toBe(true);
    await block(bob, alice);
    await unblock(bob, alice);
    const again = await sendText(server, alice, bob, 'Hello?');
    expect(again.status).toBe(403);
    expect(again.message).toBe('Your message request was declined.');
    expect((await storedMessages(server, alice, bob)).map((row) => row.text)).toEqual([
      'Hi, we have not met',
    ]);
    // The receiver still sees it waiting, and may change their mind by writing back.
    expect((await requestState(server, bob, alice)).data.receiver.waiting).toBe(true);
    const reply = await sendText(server, bob, alice, 'Sorry, hello');
    expect(reply.status).toBe(200);
    expect(reply.data.requested).toBe(false);
    expect((await sendText(server, alice, bob, 'Great')).data.requested).toBe(false);
  });
});
