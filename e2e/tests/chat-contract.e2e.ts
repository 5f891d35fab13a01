import type { ChatService } from '@wob/chat/wob';
import { type ContractPerson, describeChatServiceContract, newMuid } from '@wob/chat/contract';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type ChatClient, connectPeople, openChatClient, signUpChatPerson } from '../support/chat';
import { PREVIEW_PAGE, type PreviewPages, startPreviewPages } from '../support/pages';

// Pages for the link-preview tests, on this machine (the test server allows `localhost`).
let pages: PreviewPages;
beforeAll(async () => {
  pages = await startPreviewPages();
});
afterAll(() => pages.close());

// The ChatService contract suite of @wob/chat on the wob adapter against the real, built
// server and its database: three people signed up through the API for each test, each with a
// `/realtime` socket of the `ws` package and the adapter on top, as the web app wires them.

describeChatServiceContract(
  'wob adapter on the real server',
  async () => {
    const baseUrl = inject('baseUrl');
    const people = await Promise.all(
      ['Alma Contract', 'Bo Contract', 'Cy Contract'].map((name) =>
        signUpChatPerson(baseUrl, name),
      ),
    );
    const clients: ChatClient[] = [];
    for (const person of people) clients.push(await openChatClient(baseUrl, person));
    const byService = new Map<ChatService, ChatClient>(
      clients.map((client) => [client.service, client]),
    );
    const clientOf = (service: ChatService): ChatClient => {
      const client = byService.get(service);
      if (!client) throw new Error('not a client of this world');
      return client;
    };
    const byUid = new Map(clients.map((client) => [client.person.uid, client]));
    const clientOfPerson = (person: ContractPerson): ChatClient => {
      const client = byUid.get(person.uid);
      if (!client) throw new Error('not a person of this world');
      return client;
    };
    const [alma, bo, cy] = clients.map((client) => ({
      uid: client.person.uid,
      name: client.person.name,
      service: client.service,
    }));
    if (!alma || !bo || !cy) throw new Error('three people');

    return {
      people: [alma, bo, cy],
      connect: (one, other) => connectPeople(clientOfPerson(one), clientOfPerson(other)),
      async openTab(person) {
        const tab = await openChatClient(baseUrl, clientOfPerson(person).person);
        clients.push(tab);
        byService.set(tab.service, tab);
        return tab.service;
      },
      network: {
        async cut(service) {
          clientOf(service).cut();
        },
        async restore(service) {
          clientOf(service).restore();
        },
      },
      loseNextAnswer: (service) => clientOf(service).loseNextAnswer(),
      presence: true,
      linkPages: {
        withPreview: pages.withPreview,
        title: PREVIEW_PAGE.title,
        description: PREVIEW_PAGE.description,
        image: true,
        withoutPreview: pages.withoutPreview,
      },
      async teardown() {
        await Promise.all(clients.map((client) => client.close()));
      },
    };
  },
  // Groups need the server's group endpoints and `chat.group` events.
  { timeoutMs: 45_000, groups: true, linkPreviews: true },
);

// Beyond the shared suite: what the wob adapter promises on top of it.
describe('wob adapter on the real server, beyond the contract', () => {
  test('a fresh messagesRequest reads forward from the first message (`after=0`)', async () => {
    const baseUrl = inject('baseUrl');
    const [alma, bo] = await Promise.all([
      signUpChatPerson(baseUrl, 'Alma Forward'),
      signUpChatPerson(baseUrl, 'Bo Forward'),
    ]);
    if (!alma || !bo) throw new Error('two people');
    const a = await openChatClient(baseUrl, alma);
    const b = await openChatClient(baseUrl, bo);
    try {
      await connectPeople(a, b);
      const sent = [];
      for (const text of ['one', 'two', 'three']) {
        sent.push(
          await a.service.sendMessage({
            receiverId: bo.uid,
            receiverType: 'user',
            muid: newMuid(),
            text,
          }),
        );
      }
      const request = b.service.messagesRequest({ uid: alma.uid, limit: 2 });
      expect((await request.fetchNext()).map((message) => message.id)).toEqual(
        sent.slice(0, 2).map((message) => message.id),
      );
      expect((await request.fetchNext()).map((message) => message.id)).toEqual([sent[2]?.id]);
      expect(await request.fetchNext()).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
