import { type CometChatServiceOptions, createCometChatService } from '../adapter';
import type { ChatService } from '../../port';
import type { FakeCometChatClient } from './client';
import { FakeCometChatCloud, type FakeSessionStorage } from './cloud';
import { FakeWobProduct, type FakeWobler } from './product';
import { fakePollsExtension } from './polls';
import { fakeStickersExtension } from './stickers';

// Test support: a scripted CometChat, Woble's product API beside it, and cometchat adapters for
// any of the people, each in a tab of its own.

export const TEST_APP_ID = 'wob-test-app';

export interface CometChatTab {
  uid: string;
  service: ChatService;
  client: FakeCometChatClient;
  /** How often the adapter loaded the SDK. */
  loads: () => number;
  /** What the adapter logged (failures the spec says are only logged). */
  logged: Array<{ message: string; error: unknown }>;
}

export interface CometChatTestWorld {
  cloud: FakeCometChatCloud;
  product: FakeWobProduct;
  tab(
    uid: string,
    options?: { storage?: FakeSessionStorage } & Partial<CometChatServiceOptions>,
  ): CometChatTab;
}

export function createCometChatTestWorld(
  people: FakeWobler[],
  options: { now?: () => number; maxUploadBytes?: number } = {},
): CometChatTestWorld {
  const cloud = new FakeCometChatCloud({ appId: TEST_APP_ID, region: 'eu', ...options });
  const product = new FakeWobProduct(cloud, people);
  cloud.extensions.set('stickers', fakeStickersExtension());
  cloud.extensions.set('polls', fakePollsExtension(cloud));
  return {
    cloud,
    product,
    tab(uid, tabOptions = {}) {
      const { storage, ...overrides } = tabOptions;
      const client = cloud.connect({ storage });
      let loads = 0;
      const logged: CometChatTab['logged'] = [];
      const service = createCometChatService({
        appId: TEST_APP_ID,
        region: 'eu',
        api: product.apiFor(uid),
        getUid: () => uid,
        subscribeOwnTopic: product.subscribeOwnTopicOf(uid),
        loadSdk: async () => {
          loads += 1;
          return client.sdk;
        },
        log: (message, error) => logged.push({ message, error }),
        retryDelaysMs: [5, 5],
        ...overrides,
      });
      return { uid, service, client, loads: () => loads, logged };
    },
  };
}
