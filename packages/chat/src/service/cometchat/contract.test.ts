import type { ChatService } from '../port';
import { describeChatServiceContract } from '../contract';
import type { FakeCometChatClient } from './test/client';
import { createCometChatTestWorld } from './test/world';

// The one contract suite of the ChatService port, run against the cometchat adapter on the
// scripted CometChat (this machine cannot reach the hosted service). Connections (mutual likes)
// are Woble's, not CometChat's: messages pass on CometChat without them; `connect` records the
// likes with the product and makes the two CometChat friends (what `usersRequest`'s friendsOnly
// reads there).
describeChatServiceContract(
  'cometchat adapter on a scripted CometChat',
  async () => {
    const people = [
      { uid: 'u-alma', name: 'Alma' },
      { uid: 'u-bo', name: 'Bo' },
      { uid: 'u-cy', name: 'Cy' },
    ];
    const world = createCometChatTestWorld(people);
    const clients = new Map<ChatService, FakeCometChatClient>();
    const open = async (uid: string) => {
      const tab = world.tab(uid);
      clients.set(tab.service, tab.client);
      await tab.service.login();
      return tab.service;
    };
    const [alma, bo, cy] = await Promise.all(
      people.map(async (person) => ({ ...person, service: await open(person.uid) })),
    );
    if (!alma || !bo || !cy) throw new Error('three people');
    const clientOf = (service: ChatService) => {
      const client = clients.get(service);
      if (!client) throw new Error('not a tab of this world');
      return client;
    };
    // The Link Preview extension's data for one page; none for the other.
    const linkPages = {
      withPreview: 'https://bageri.example/smorrebrod',
      title: 'Smørrebrød',
      description: 'Rugbrød og pålæg',
      image: false,
      withoutPreview: 'https://example.dk/uden',
    };
    world.cloud.linkPreviews.set(linkPages.withPreview, {
      url: linkPages.withPreview,
      title: linkPages.title,
      description: linkPages.description,
      image: 'https://bageri.example/billede.jpg',
      favicon: 'https://bageri.example/favicon.ico',
    });
    return {
      people: [alma, bo, cy],
      linkPages,
      async connect(one, other) {
        world.product.likes.add(`${one.uid}>${other.uid}`);
        world.product.likes.add(`${other.uid}>${one.uid}`);
        world.cloud.friends.add(`${one.uid}>${other.uid}`);
        world.cloud.friends.add(`${other.uid}>${one.uid}`);
      },
      openTab: (person) => open(person.uid),
      network: {
        async cut(service) {
          clientOf(service).goOffline();
        },
        async restore(service) {
          clientOf(service).goOnline();
        },
      },
      loseNextAnswer() {
        world.cloud.loseNextAnswer('sendMessage');
      },
      presence: true,
      // CometChat's SDK announces neither an ownership transfer nor a deletion to the others.
      groupAnnouncements: false,
      seedSmartReplies(text, data) {
        world.cloud.smartReplies.set(text, data);
      },
      async teardown() {
        for (const service of clients.keys()) await service.logout();
      },
    };
  },
  { groups: true, linkPreviews: true },
);
