import { endpoints } from '@wob/api';
import {
  type ChatService,
  type ChatStore,
  createChatStore,
  createDeferredChatService,
  createWobChatService,
  loadCometChatAdapter,
} from '@wob/chat';
import { addOwnTopicListener, realtime, watchRealtimeStatus } from './realtime';
import { api, notify, sessionStore, translate } from './session';

// The chat store of a signed-in tab, created like the other stores (same API client,
// toasts and copy). Which chat service runs is the server's choice (the site answer's
// `chat.service`): the self-hosted one by default; the CometChat adapter, a lazy chunk with the
// SDK behind it, only when configured. The header's message link starts the session.

/** The app's own topic, shared with the adapter: one socket per tab for every feature. */
const subscribeOwnTopic = addOwnTopicListener;

async function chooseService(): Promise<ChatService> {
  const site = await api.call(endpoints.site, {});
  const chat = site.data?.chat;
  if (chat?.service === 'cometchat') {
    const { createCometChatService } = await loadCometChatAdapter();
    return createCometChatService({
      appId: chat.appId,
      region: chat.region,
      api,
      getUid: () => sessionStore.getState().user?._id ?? null,
      subscribeOwnTopic,
    });
  }
  return createWobChatService({
    api,
    subscribeOwnTopic,
    // The open chat's person's presence (`presence:<id>`), on the same socket.
    subscribeTopic: realtime.subscribe,
    watchConnection: watchRealtimeStatus,
  });
}

export const chatStore: ChatStore = createChatStore({
  service: createDeferredChatService(chooseService),
  notify,
  translate,
});

// A new sign-in must not see the previous person's conversations.
addOwnTopicListener({
  onEvent: () => undefined,
  onSessionChange: () => chatStore.getState().stop(),
});
