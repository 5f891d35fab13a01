import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../port';
import { recorder, text, world } from './test/adapter-kit';

// The cometchat adapter over the scripted CometChat: sends and their muid retries, edits and
// deletions, and conversations as read. What the contract suite does not cover.

describe('sending', () => {
  it('answers the stored message for a retried muid and stores it once', async () => {
    const { tab, cloud } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    const toBob = recorder(bob);
    const outgoing = { receiverId: 'bob', receiverType: 'user' as const, muid: 'm-1', text: 'Hej' };
    const [first, concurrent] = await Promise.all([
      ann.service.sendMessage(outgoing),
      ann.service.sendMessage(outgoing),
    ]);
    const retried = await ann.service.sendMessage(outgoing);
    expect(concurrent.id).toBe(first.id);
    expect(retried.id).toBe(first.id);
    expect(cloud.messages.filter((message) => message.muid === 'm-1')).toHaveLength(1);
    await vi.waitFor(() => expect(toBob.events).toEqual(['text Hej']));
  });

  it('finds a send whose answer was lost instead of storing it twice', async () => {
    const { tab, cloud } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    const toBob = recorder(bob);
    cloud.loseNextAnswer('sendMessage');
    const outgoing = {
      receiverId: 'bob',
      receiverType: 'user' as const,
      muid: 'm-lost',
      text: 'Hej',
    };
    const sent = await ann.service.sendMessage(outgoing);
    expect(sent).toMatchObject({ muid: 'm-lost', text: 'Hej' });
    expect(cloud.messages.filter((message) => message.muid === 'm-lost')).toHaveLength(1);
    // The retry looked for the muid before sending again.
    expect(cloud.calls.filter((call) => call.method === 'sendMessage')).toHaveLength(1);
    expect(cloud.calls.filter((call) => call.method === 'fetchPrevious')).toHaveLength(1);
    await vi.waitFor(() => expect(toBob.events).toEqual(['text Hej']));
  });

  it('sends again a message that never arrived, and gives up while the network stays away', async () => {
    const { tab, cloud } = world();
    const ann = tab('ann');
    await ann.service.login();
    cloud.failNext('sendMessage', 'FAILED_TO_FETCH');
    await expect(text(ann, 'bob', 'first try', 'm-2')).resolves.toMatchObject({ muid: 'm-2' });
    expect(cloud.messages).toHaveLength(1);
    ann.client.goOffline();
    await expect(text(ann, 'bob', 'on a train', 'm-3')).rejects.toMatchObject({ code: 'network' });
    expect(cloud.messages).toHaveLength(1);
    ann.client.goOnline();
    // The caller's retry with the same muid.
    await expect(text(ann, 'bob', 'on a train', 'm-3')).resolves.toMatchObject({ muid: 'm-3' });
    expect(cloud.messages.map((message) => message.muid)).toEqual(['m-2', 'm-3']);
  });

  it('writes to someone who never opened the chat: our server makes them known to CometChat first', async () => {
    const { tab, cloud, product } = world();
    const ann = tab('ann');
    await ann.service.login();
    expect(cloud.users.has('cy')).toBe(false);
    const sent = await text(ann, 'cy', 'first contact');
    expect(sent.receiverId).toBe('cy');
    expect(product.calls.filter((call) => call.endpoint === 'cometchatUser')).toEqual([
      { uid: 'ann', endpoint: 'cometchatUser', input: { uid: 'cy' } },
    ]);
    // Cy logs in later and finds it.
    const cy = tab('cy');
    await cy.service.login();
    expect((await cy.service.getConversation('ann')).lastMessage?.id).toBe(sent.id);
    expect(product.calls.filter((call) => call.endpoint === 'cometchatUser')).toHaveLength(1);
  });

  it('does not retry what CometChat refused', async () => {
    const { tab, cloud } = world();
    const ann = tab('ann');
    await ann.service.login();
    cloud.failNext('sendMessage', 'ERR_BAD_REQUEST');
    await expect(text(ann, 'bob', 'refused', 'm-4')).rejects.toMatchObject({ code: 'invalid' });
    expect(cloud.calls.filter((call) => call.method === 'sendMessage')).toHaveLength(1);
  });

  it('refuses empty text and media above Woble’s caps before anything is sent', async () => {
    const { tab, cloud } = world();
    const ann = tab('ann');
    await ann.service.login();
    await expect(text(ann, 'bob', '   ')).rejects.toMatchObject({ code: 'invalid' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await expect(
      ann.service.sendMediaMessage({
        receiverId: 'bob',
        receiverType: 'user',
        muid: 'big',
        type: 'image',
        file: big,
      }),
    ).rejects.toMatchObject({ code: 'too-large' });
    expect(cloud.calls.map((call) => call.method)).not.toContain('sendMediaMessage');
  });

  it('uploads media, reports the start and the end, and the receiver gets its URL', async () => {
    const { tab } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    const toBob = recorder(bob);
    const progress: number[] = [];
    const file = new File(['png-bytes'], 'cat.png', { type: 'image/png' });
    const sent = await ann.service.sendMediaMessage(
      { receiverId: 'bob', receiverType: 'user', muid: 'img-1', type: 'image', file },
      (fraction) => progress.push(fraction),
    );
    expect(progress).toEqual([0, 1]);
    expect(sent.data.attachments?.[0]).toMatchObject({
      name: 'cat.png',
      mimeType: 'image/png',
      size: 9,
    });
    await vi.waitFor(() => expect(toBob.messages).toHaveLength(1));
    expect(toBob.messages[0]?.data.url).toBe(sent.data.url);
  });

  it('names the side of a block in the error', async () => {
    const { tab, product, cloud } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    product.block('ann', 'bob');
    await vi.waitFor(() => expect(cloud.isBlocked('ann', 'bob')).toBe(true));
    await expect(text(ann, 'bob', 'hi')).rejects.toMatchObject({ code: 'blocked' });
    await expect(text(bob, 'ann', 'hi')).rejects.toMatchObject({ code: 'has-blocked-me' });
    await expect(text(ann, 'nobody', 'hi')).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe('editing and deleting', () => {
  it('is for one’s own messages; the other side is told', async () => {
    const { tab } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    const bobLog = recorder(bob);
    const sent = await text(ann, 'bob', 'helo');
    await expect(bob.service.editMessage(sent.id, 'hacked')).rejects.toMatchObject({
      code: 'not-allowed',
    });
    await expect(bob.service.deleteMessage(sent.id)).rejects.toMatchObject({ code: 'not-allowed' });
    await expect(ann.service.editMessage(sent.id, '  ')).rejects.toMatchObject({ code: 'invalid' });
    const edited = await ann.service.editMessage(sent.id, ' hello ');
    expect(edited).toMatchObject({ id: sent.id, text: 'hello' });
    expect(Number(edited.seq)).toBeGreaterThanOrEqual(Number(sent.seq));
    const deleted = await ann.service.deleteMessage(sent.id);
    expect(deleted.deletedAt).not.toBeNull();
    expect(deleted).not.toHaveProperty('text');
    await vi.waitFor(() =>
      expect(bobLog.events).toEqual(['text helo', `edited ${sent.id} hello`, `deleted ${sent.id}`]),
    );
  });
});

describe('conversations', () => {
  it('answer an empty conversation with someone not written to yet, and deleting twice is fine', async () => {
    const { tab } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    expect(await ann.service.getConversation('bob')).toMatchObject({
      conversationId: 'ann_user_bob',
      conversationWith: { uid: 'bob', name: 'Bob', status: 'online' },
      lastMessage: null,
      unreadMessageCount: 0,
    });
    const sent = await text(bob, 'ann', 'hi');
    expect(await ann.service.getConversationFromMessage(sent)).toMatchObject({
      conversationWith: { uid: 'bob' },
      lastMessage: { id: sent.id },
      unreadMessageCount: 1,
    });
    await ann.service.deleteConversation('bob');
    await ann.service.deleteConversation('bob');
    expect((await ann.service.getConversation('bob')).lastMessage).toBeNull();
    expect((await bob.service.getConversation('ann')).lastMessage?.id).toBe(sent.id);
  });

  it('pages shared media newest first, by kind', async () => {
    const { tab } = world();
    const ann = tab('ann');
    await ann.service.login();
    for (let index = 1; index <= 12; index += 1) {
      const file = new File([`p${index}`], `p${index}.png`, { type: 'image/png' });
      await ann.service.sendMediaMessage({
        receiverId: 'bob',
        receiverType: 'user',
        muid: `p${index}`,
        type: 'image',
        file,
      });
    }
    await ann.service.sendMediaMessage({
      receiverId: 'bob',
      receiverType: 'user',
      muid: 'doc',
      type: 'file',
      file: new File(['pdf'], 'a.pdf', { type: 'application/pdf' }),
    });
    const photos = ann.service.sharedMediaRequest({ uid: 'bob', kind: 'photos' });
    const names = (page: ChatMessage[]) =>
      page.map((message) => message.data.attachments?.[0]?.name);
    expect(names(await photos.fetchNext())).toEqual(
      ['p12', 'p11', 'p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3'].map((name) => `${name}.png`),
    );
    expect(names(await photos.fetchNext())).toEqual(['p2.png', 'p1.png']);
    expect(await photos.fetchNext()).toEqual([]);
    const documents = ann.service.sharedMediaRequest({ uid: 'bob', kind: 'documents' });
    expect(names(await documents.fetchNext())).toEqual(['a.pdf']);
  });

  it('read a conversation backwards, then catch up forwards from the newest message read', async () => {
    const { tab } = world();
    const ann = tab('ann');
    const bob = tab('bob');
    await ann.service.login();
    await bob.service.login();
    for (let index = 1; index <= 5; index += 1) await text(ann, 'bob', `m${index}`);
    const request = bob.service.messagesRequest({ uid: 'ann', limit: 3 });
    const texts = (page: ChatMessage[]) => page.map((message) => message.text);
    expect(texts(await request.fetchPrevious())).toEqual(['m3', 'm4', 'm5']);
    expect(texts(await request.fetchPrevious())).toEqual(['m1', 'm2']);
    expect(await request.fetchNext()).toEqual([]);
    await text(ann, 'bob', 'm6');
    expect(texts(await request.fetchNext())).toEqual(['m6']);
  });
});
