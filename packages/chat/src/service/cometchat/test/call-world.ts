import type { ChatCall } from '@wob/api';
import type { CallService } from '../../calls/port';
import {
  type CometChatCallServiceOptions,
  createCometChatCallService,
} from '../../calls/cometchat/adapter';
import type { FakeWobler } from './product';
import { type CometChatTab, createCometChatTestWorld } from './world';
import { type FakeCallsTab, FakeCallsServers } from './calls-sdk';

// Test support: people on the scripted CometChat (the chat fake, with its calling part) and
// CometChat's media servers beside it; each tab has the chat adapter (which logs in) and the
// cometchat call adapter on the same SDK module, as in a browser.

export interface CallTab {
  uid: string;
  chat: CometChatTab;
  calls: CallService;
  /** The tab's calls SDK, once a call's media asked for it. */
  media: () => FakeCallsTab | null;
  /** How often the adapter loaded the calls SDK. */
  callsSdkLoads: () => number;
  /** Every call as the tab's listeners were told, in order. */
  told: ChatCall[];
  logged: Array<{ message: string; error: unknown }>;
}

export function createCallTestWorld(people: FakeWobler[]) {
  const chatWorld = createCometChatTestWorld(people);
  const servers = new FakeCallsServers(chatWorld.cloud);
  /** The browser's storage, shared by the world's tabs (where the adapter remembers a call). */
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => {
      stored.set(key, value);
    },
    removeItem: (key: string) => {
      stored.delete(key);
    },
  };
  return {
    ...chatWorld,
    servers,
    /** A signed-in tab of `uid`, listening to its calls. */
    async tab(uid: string, overrides: Partial<CometChatCallServiceOptions> = {}): Promise<CallTab> {
      const chat = chatWorld.tab(uid);
      await chat.service.login();
      let media: FakeCallsTab | null = null;
      let loads = 0;
      const logged: CallTab['logged'] = [];
      const calls = createCometChatCallService({
        appId: chatWorld.cloud.appId,
        region: chatWorld.cloud.region,
        api: chatWorld.product.apiFor(uid),
        loadSdk: async () => chat.client.sdk,
        loadCallsSdk: async () => {
          loads += 1;
          media ??= servers.tab();
          return media.module;
        },
        log: (message, error) => logged.push({ message, error }),
        storage,
        ...overrides,
      });
      const told: ChatCall[] = [];
      calls.addCallListener({ onCallUpdated: (call) => told.push(call) });
      return { uid, chat, calls, media: () => media, callsSdkLoads: () => loads, told, logged };
    },
  };
}

/** Lets the socket's events (microtasks) arrive and the adapters handle them. */
export async function settle(rounds = 50): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}
