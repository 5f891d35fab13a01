import { MemoryChatWorld } from '../../test/memory-chat-world';
import { describeChatServiceContract } from './chat-service-contract';

// The suite checks itself on the in-memory chat the stories and component tests use, so that
// the double they rely on behaves like the real adapters (it has no reconnects nor presence
// of its own connections: those cases are skipped here).
describeChatServiceContract(
  'memory double',
  async () => {
    const world = new MemoryChatWorld({
      people: [
        { uid: 'u-alma', name: 'Alma' },
        { uid: 'u-bo', name: 'Bo' },
        { uid: 'u-cy', name: 'Cy' },
      ],
    });
    const services = ['u-alma', 'u-bo', 'u-cy'].map((uid) => world.serviceFor(uid));
    for (const service of services) await service.login();
    const [alma, bo, cy] = services.map((service, index) => ({
      uid: service.uid,
      name: ['Alma', 'Bo', 'Cy'][index] ?? '',
      service,
    }));
    if (!alma || !bo || !cy) throw new Error('three people');
    const tabs = [...services];
    const linkPages = {
      withPreview: 'https://bageri.example/smorrebrod',
      title: 'Smørrebrød',
      description: 'Rugbrød og pålæg',
      image: true,
      withoutPreview: 'https://example.dk/uden',
    };
    world.linkPreviews.set(linkPages.withPreview, {
      url: linkPages.withPreview,
      title: linkPages.title,
      description: linkPages.description,
      siteName: null,
      image: { url: '/media/preview-1?exp=1&sig=x', width: 1200, height: 630 },
    });
    return {
      linkPages,
      people: [alma, bo, cy],
      async connect(a, b) {
        world.like(a.uid, b.uid);
        world.like(b.uid, a.uid);
      },
      async openTab(person) {
        const tab = world.serviceFor(person.uid);
        await tab.login();
        tabs.push(tab);
        return tab;
      },
      seedSmartReplies(text, data) {
        const before = world.smartReplies;
        world.smartReplies = (sent) => (sent === text ? data : before?.(sent));
      },
      async teardown() {
        for (const tab of tabs) await tab.logout();
      },
    };
  },
  { groups: true, linkPreviews: true },
);
