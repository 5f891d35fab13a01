import { apiError } from '@wob/test-utils';
import { describe, expect, it } from 'vitest';
import { ChatError } from '../port';
import { ChatLedger } from './ledger';
import { chatUser, ME, message, OTHER, scripted } from './test/fakes';

async function loggedIn() {
  const world = scripted();
  await world.service.login();
  return world;
}

describe('request objects', () => {
  it('pages a conversation back until a short page, and forward from the newest seen', async () => {
    const world = await loggedIn();
    const pages = [
      [message(8), message(9), message(10)],
      [message(5), message(6), message(7)],
      [message(4)],
    ];
    world.fake.on('chatMessages', (input) => {
      const { after } = input as { after?: string };
      if (after !== undefined) return { data: { messages: [message(11), message(12)] } };
      return { data: { messages: pages.shift() ?? [] } };
    });
    const request = world.service.messagesRequest({ uid: OTHER, limit: 3, hideReplies: true });

    const seen = [
      await request.fetchPrevious(),
      await request.fetchPrevious(),
      await request.fetchPrevious(),
      await request.fetchPrevious(),
    ];
    const next = await request.fetchNext();

    expect(seen.map((page) => page.map((m) => m.id))).toEqual([
      ['8', '9', '10'],
      ['5', '6', '7'],
      ['4'],
      [],
    ]);
    expect(next.map((m) => m.id)).toEqual(['11', '12']);
    expect(world.fake.inputsOf('chatMessages')).toEqual([
      { conversationWith: OTHER, conversationType: 'user', limit: 3, hideReplies: true },
      {
        conversationWith: OTHER,
        conversationType: 'user',
        limit: 3,
        hideReplies: true,
        before: '8',
      },
      {
        conversationWith: OTHER,
        conversationType: 'user',
        limit: 3,
        hideReplies: true,
        before: '5',
      },
      {
        conversationWith: OTHER,
        conversationType: 'user',
        limit: 3,
        hideReplies: true,
        after: '10',
      },
    ]);
  });

  it('reads from the first message with fetchNext on a fresh request, and filters by type', async () => {
    const world = await loggedIn();
    world.fake.on('chatMessages', () => ({
      data: { messages: [message(1), message(2, { type: 'image', text: undefined })] },
    }));
    const request = world.service.messagesRequest({ uid: OTHER, types: ['image'] });
    expect((await request.fetchNext()).map((m) => m.id)).toEqual(['2']);
    expect(world.fake.inputsOf('chatMessages')[0]).toMatchObject({ after: '0' });
    expect((await request.fetchNext()).map((m) => m.id)).toEqual(['2']);
    expect(world.fake.inputsOf('chatMessages')[1]).toMatchObject({ after: '2' });
  });

  it('pages conversations by cursor until there is no next one', async () => {
    const world = await loggedIn();
    const conversation = (id: string) => ({
      conversationId: id,
      conversationType: 'user' as const,
      conversationWith: chatUser(OTHER),
      lastMessage: null,
      unreadMessageCount: 0,
    });
    world.fake.on('chatConversations', (input) => {
      const { cursor } = input as { cursor?: string };
      return cursor === undefined
        ? { data: { conversations: [conversation('a'), conversation('b')], next: '17' } }
        : { data: { conversations: [conversation('c')], next: null } };
    });
    const request = world.service.conversationsRequest({ limit: 2 });
    const ids = async () => (await request.fetchNext()).map((c) => c.conversationId);
    expect(await ids()).toEqual(['a', 'b']);
    expect(await ids()).toEqual(['c']);
    expect(await ids()).toEqual([]);
    expect(world.fake.inputsOf('chatConversations').slice(-2)).toEqual([
      { limit: 2 },
      { limit: 2, cursor: '17' },
    ]);
  });

  it('pages shared media by the next cursor', async () => {
    const world = await loggedIn();
    world.fake.on('chatSharedMedia', (input) => {
      const { before } = input as { before?: string };
      return before === undefined
        ? { data: { messages: [message(9, { type: 'image' })], next: '9' } }
        : { data: { messages: [message(3, { type: 'image' })], next: null } };
    });
    const request = world.service.sharedMediaRequest({ uid: OTHER, kind: 'photos' });
    expect((await request.fetchNext()).map((m) => m.id)).toEqual(['9']);
    expect((await request.fetchNext()).map((m) => m.id)).toEqual(['3']);
    expect(await request.fetchNext()).toEqual([]);
    expect(world.fake.inputsOf('chatSharedMedia')).toEqual([
      { conversationWith: OTHER, conversationType: 'user', kind: 'photos', limit: 10 },
      { conversationWith: OTHER, conversationType: 'user', kind: 'photos', limit: 10, before: '9' },
    ]);
  });

  it('answers a failed page as a ChatError', async () => {
    const world = await loggedIn();
    world.fake.on('chatMessages', () => {
      throw apiError(0, 'TypeError: fetch failed');
    });
    await expect(
      world.service.messagesRequest({ uid: OTHER }).fetchPrevious(),
    ).rejects.toMatchObject({
      code: 'network',
    });
  });
});

describe('the rest of the port', () => {
  it('blocks and unblocks through the product API, one person at a time', async () => {
    const world = await loggedIn();
    world.fake.on('blockWobler', () => ({ data: { relation: {} } }) as never);
    world.fake.on('unblockWobler', () => ({ data: { relation: {} } }) as never);
    await world.service.blockUsers(['u-1', 'u-2']);
    await world.service.unblockUsers(['u-1']);
    expect(world.fake.inputsOf('blockWobler')).toEqual([{ _id: 'u-1' }, { _id: 'u-2' }]);
    expect(world.fake.inputsOf('unblockWobler')).toEqual([{ _id: 'u-1' }]);
  });

  it('answers not-found for an extension the server does not have', async () => {
    const world = await loggedIn();
    // The server has stickers, polls and reactions; no message translation.
    const failure = world.service.callExtension('message-translation', 'POST', 'v2/translate', {});
    await expect(failure).rejects.toBeInstanceOf(ChatError);
    await expect(failure).rejects.toMatchObject({ code: 'not-found' });
  });

  it('sends typing and transient messages without waiting, and only logs their failures', async () => {
    const world = await loggedIn();
    world.fake.on('chatTyping', () => {
      throw apiError(0);
    });
    world.fake.on('chatTransient', () => ({ data: {} }));
    world.service.startTyping({ receiverId: OTHER, receiverType: 'user' });
    world.service.sendTransientMessage(
      { receiverId: OTHER, receiverType: 'user' },
      { reaction: 'heart' },
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(world.fake.inputsOf('chatTyping')).toEqual([
      { receiverId: OTHER, receiverType: 'user', typing: true },
    ]);
    expect(world.fake.inputsOf('chatTransient')).toEqual([
      { receiverId: OTHER, receiverType: 'user', data: { reaction: 'heart' } },
    ]);
    expect(world.logs).toContain('a typing indicator or transient message failed');
  });

  it('answers the conversation of a message from the other person’s side', async () => {
    const world = await loggedIn();
    world.fake.on('chatConversation', (input) => ({
      data: {
        conversationId: 'c',
        conversationType: 'user',
        conversationWith: chatUser((input as { conversationWith: string }).conversationWith),
        lastMessage: null,
        unreadMessageCount: 0,
      },
    }));
    await world.service.getConversationFromMessage(message(1, { from: ME, to: OTHER }));
    await world.service.getConversationFromMessage(message(2, { from: OTHER, to: ME }));
    expect(world.fake.inputsOf('chatConversation')).toEqual([
      { conversationWith: OTHER, conversationType: 'user' },
      { conversationWith: OTHER, conversationType: 'user' },
    ]);
  });
});

describe('ChatLedger', () => {
  it('keeps a bounded memory and never tells a forgotten message as new', () => {
    const ledger = new ChatLedger(2);
    ledger.remember(message(1));
    ledger.remember(message(2));
    ledger.remember(message(3));
    // 1 fell out: it and anything older count as seen, never new.
    expect(ledger.classify(message(1, { seqNo: 9 }))).toEqual({ kind: 'changed', previous: null });
    expect(ledger.classify(message(3))).toEqual({ kind: 'stale' });
    expect(ledger.classify(message(4))).toEqual({ kind: 'new' });
  });

  it('treats messages up to the baseline as old, and compares long ids as numbers', () => {
    const ledger = new ChatLedger();
    ledger.raiseBaseline('99');
    expect(ledger.classify(message(100))).toEqual({ kind: 'new' });
    expect(ledger.classify(message(98))).toEqual({ kind: 'changed', previous: null });
    ledger.advanceCursor('9');
    ledger.advanceCursor('10');
    ledger.advanceCursor('9');
    expect(ledger.cursor).toBe('10');
  });

  it('tells a receipt once per conversation, reader and type; a read covers delivered', () => {
    const ledger = new ChatLedger();
    expect(ledger.markReceipt('c', 'u', 'delivered', '5')).toBe(true);
    expect(ledger.markReceipt('c', 'u', 'delivered', '5')).toBe(false);
    expect(ledger.markReceipt('c', 'u', 'read', '7')).toBe(true);
    expect(ledger.markReceipt('c', 'u', 'delivered', '6')).toBe(false);
    expect(ledger.markReceipt('c', 'other', 'read', '7')).toBe(true);
  });
});
