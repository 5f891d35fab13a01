import { type ChatMessage, type Stickers, STICKER_MESSAGE_TYPE } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { get, getAs, postAs } from '../../test/http';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { CHAT, EventLog, messagesOf, newMuid, signUpPair } from './chat-test-support';
import { addMembers, createGroup } from './groups-test-support';

// The stickers extension: `v1/fetch` answers the product's sets in order, their files are
// served with long cache headers, and a sticker message carries one of them, one-to-one and in
// a group; anything else posing as a sticker is refused with a translated 422.

useTestServer();

const FETCH = '/chat-api/extensions/stickers/v1/fetch';

async function stickersOf(who: SignedUp): Promise<Stickers> {
  const answer = await getAs<Stickers>(server, FETCH, who);
  expect(answer.status).toBe(200);
  return answer.data;
}

function sendSticker(from: SignedUp, to: string, customData: unknown, receiverType = 'user') {
  return postAs<ChatMessage>(server, CHAT.custom, from, {
    receiverId: to,
    receiverType,
    muid: newMuid(),
    customType: STICKER_MESSAGE_TYPE,
    customData,
  });
}

describe('the stickers extension', () => {
  it('answers at least two default sets, ordered by set and sticker, and no custom ones', async () => {
    const alice = await signUp(server);
    const { customStickers, defaultStickers } = await stickersOf(alice);
    expect(customStickers).toEqual([]);
    const sets = [...new Set(defaultStickers.map((s) => s.stickerSetName))];
    expect(sets.length).toBeGreaterThanOrEqual(2);
    const keys = defaultStickers.map((s) => [s.stickerSetOrder, s.stickerOrder]);
    const sorted = [...keys].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0));
    expect(keys).toEqual(sorted);
    // Each set is one run (grouped), with stickers 1..n.
    for (const set of sets) {
      const ofSet = defaultStickers.filter((s) => s.stickerSetName === set);
      expect(ofSet.length).toBeGreaterThanOrEqual(8);
      expect(ofSet.map((s) => s.stickerOrder)).toEqual(ofSet.map((_, i) => i + 1));
    }
    expect(new Set(defaultStickers.map((s) => s.stickerUrl)).size).toBe(defaultStickers.length);
  });

  it('is for signed-in people only', async () => {
    expect((await get(server.app, FETCH)).statusCode).toBe(401);
  });

  it('serves each sticker as an SVG cached for a year under a name with its hash', async () => {
    const alice = await signUp(server);
    const [first] = (await stickersOf(alice)).defaultStickers;
    expect(first?.stickerUrl).toMatch(/^\/media\/stickers\/[a-z]+-[a-z-]+\.[0-9a-f]{12}\.svg$/);
    const file = await get(server.app, first?.stickerUrl ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/svg+xml');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.body).toContain('<svg');
    const stale = (first?.stickerUrl ?? '').replace(/\.[0-9a-f]{12}\.svg$/, '.000000000000.svg');
    expect((await get(server.app, stale)).statusCode).toBe(404);
    expect((await get(server.app, '/media/stickers/..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });
});

describe('sticker messages', () => {
  it('sends one of our stickers one-to-one: stored, told to the receiver, listed', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sticker = (await stickersOf(alice)).defaultStickers[3];
    const customData = { sticker_url: sticker?.stickerUrl, sticker_name: sticker?.stickerName };
    const log = new EventLog(server, [bob]);
    try {
      const sent = await sendSticker(alice, bob.id, customData);
      expect(sent.status).toBe(200);
      expect(sent.data).toMatchObject({
        type: STICKER_MESSAGE_TYPE,
        category: 'custom',
        data: { customData },
      });
      await log.settle();
      const told = log.ofType(bob, 'chat.message');
      expect(told.map((e) => e.message.data.customData)).toEqual([customData]);
      const listed = await messagesOf(server, bob, alice);
      expect(listed.data.messages.at(-1)).toMatchObject({ id: sent.data.id, data: { customData } });
    } finally {
      log.stop();
    }
  });

  it('sends a sticker to a group its sender is in', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const group = await createGroup(server, alice);
    expect((await addMembers(server, alice, group.guid, [bob.id])).status).toBe(200);
    const sticker = (await stickersOf(bob)).defaultStickers.at(-1);
    const sent = await sendSticker(
      bob,
      group.guid,
      { sticker_url: sticker?.stickerUrl, sticker_name: sticker?.stickerName },
      'group',
    );
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ receiverType: 'group', receiverId: group.guid });
  });

  it('refuses anything posing as a sticker with a translated 422, and stores nothing', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const sticker = (await stickersOf(alice)).defaultStickers[0];
    const url = sticker?.stickerUrl ?? '';
    const name = sticker?.stickerName ?? '';
    const junk: unknown[] = [
      { sticker_url: 'https://tracker.example/pixel.png', sticker_name: name },
      { sticker_url: `https://woble.example${url}`, sticker_name: name },
      { sticker_url: url.replace(/\.[0-9a-f]+\.svg$/, '.svg'), sticker_name: name },
      { sticker_url: url, sticker_name: 'someone-else' },
      { sticker_url: url },
      { sticker_url: url, sticker_name: name, onload: 'alert(1)' },
      { sticker_url: 7, sticker_name: name },
      {},
    ];
    for (const customData of junk) {
      const answer = await sendSticker(alice, bob.id, customData);
      expect(answer.status, JSON.stringify(customData)).toBe(422);
      expect(answer.errors?.customData).toBe('Choose one of the chat’s stickers');
    }
    const danish = await postAs(
      server,
      CHAT.custom,
      alice,
      {
        receiverId: bob.id,
        muid: newMuid(),
        customType: STICKER_MESSAGE_TYPE,
        customData: { sticker_url: '/x.svg', sticker_name: 'x' },
      },
      'da',
    );
    expect(danish.message).toBe('Vælg et af chattens klistermærker');
    expect((await messagesOf(server, bob, alice)).data.messages).toEqual([]);
  });
});
