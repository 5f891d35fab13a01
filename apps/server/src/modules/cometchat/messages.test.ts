import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCometChatMessages } from './messages';
import { createCometChatRest } from './rest';
import { COMETCHAT_API_KEY } from './test/cometchat-server';
import { type FakeCometChatRest, startFakeCometChatRest } from './test/fake-cometchat-rest';

// The reader of CometChat's messages on its own, against the REST stand-in: a group's members
// are looked for page by page, and pictures are read from CometChat's host only (a URL in a
// message is the sender's to choose: the server fetches nothing else).

let rest: FakeCometChatRest;
let elsewhere: { url: string; hits: number; close: () => Promise<void> };

beforeAll(async () => {
  rest = await startFakeCometChatRest(COMETCHAT_API_KEY);
  const state = { hits: 0 };
  const server = createServer((_request, response) => {
    state.hits += 1;
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end('not CometChat');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  elsewhere = {
    url: `http://127.0.0.1:${port}/private.png`,
    get hits() {
      return state.hits;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
});

afterAll(async () => {
  await rest.close();
  await elsewhere.close();
});

const reader = () =>
  createCometChatMessages({
    rest: createCometChatRest({ apiBase: rest.base, apiKey: COMETCHAT_API_KEY }),
    apiBase: rest.base,
    logger: Fastify({ logger: false }).log,
  });

describe("CometChat's messages, for moderation", () => {
  it("finds a member on a group's second page of members, and no one who is not there", async () => {
    const members = new Map<string, string>([['owner', 'admin']]);
    for (let n = 0; n < 149; n += 1) members.set(`member${n}`, 'participant');
    rest.groups.set('big', {
      guid: 'big',
      name: 'Big',
      type: 'public',
      owner: 'owner',
      metadata: {},
      members,
    });
    const message = rest.addMessage({
      sender: { uid: 'owner', name: 'Owner' },
      to: { guid: 'big', name: 'Big' },
      text: 'Hello all',
    });
    const from = rest.requests.length;
    const seen = await reader().visibleMessage('member140', message.id);
    expect(seen).toMatchObject({ senderId: 'owner', receiverName: 'Big', text: 'Hello all' });
    expect(
      rest.requests
        .slice(from)
        .map((call) => call.path)
        .filter((path) => path.includes('/members')),
    ).toEqual(['/groups/big/members?perPage=100&page=1', '/groups/big/members?perPage=100&page=2']);
    await expect(reader().visibleMessage('stranger', message.id)).rejects.toMatchObject({
      status: 404,
    });
  });

  it('copies pictures from CometChat’s host only; other URLs stay URLs', async () => {
    rest.files.set('ok.png', { mime: 'image/png', bytes: Buffer.from('picture') });
    const message = rest.addMessage({
      sender: { uid: 'anna', name: 'Anna' },
      to: { uid: 'bo', name: 'Bo' },
      attachments: [
        { url: `${rest.origin}/files/ok.png`, mimeType: 'image/png' },
        { url: elsewhere.url, mimeType: 'image/png' },
      ],
    });
    const messages = reader();
    const seen = await messages.visibleMessage('bo', message.id);
    expect(seen.attachmentUrls).toEqual([`${rest.origin}/files/ok.png`, elsewhere.url]);
    expect(seen.pictureUrls).toEqual([`${rest.origin}/files/ok.png`]);
    expect(await messages.fetchPicture(`${rest.origin}/files/ok.png`)).toEqual({
      data: Buffer.from('picture'),
      mime: 'image/png',
    });
    expect(await messages.fetchPicture(elsewhere.url)).toBeNull();
    expect(elsewhere.hits).toBe(0);
  });
});
