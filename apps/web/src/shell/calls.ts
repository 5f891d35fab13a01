import { endpoints } from '@wob/api';
import {
  type CallService,
  type CallStore,
  createCallStore,
  createDeferredCallService,
  createWobCallService,
  loadCometChatCallAdapter,
} from '@wob/chat';
import { addOwnTopicListener } from './realtime';
import { api, notify, sessionStore, translate } from './session';

// The call store of a signed-in tab, beside the chat's (shell/chat.ts), with the same API
// client, toasts, copy and own topic. Which call service runs follows the chat's choice (the
// site answer's `chat.service`): the self-hosted one (wob: ringing through our server, media
// peer to peer) by default; on a CometChat installation the cometchat adapter, a lazy chunk
// that loads the calls SDK only when a call's media start. Whether call buttons show is the
// site answer's `calls.enabled` (the screens read it).

/** The signed-in person's uid: the chat's uid is the app's user id on both chat services. */
const myUid = () => sessionStore.getState().user?._id ?? null;

async function chooseService(): Promise<CallService> {
  const site = await api.call(endpoints.site, {});
  const chat = site.data?.chat;
  if (chat?.service === 'cometchat') {
    const { createCometChatCallService } = await loadCometChatCallAdapter();
    return createCometChatCallService({ appId: chat.appId, region: chat.region, api });
  }
  return createWobCallService({ api, subscribeOwnTopic: addOwnTopicListener, getUid: myUid });
}

/** The tab's call service: the store's, and the details panes' "Recent calls". */
export const callService: CallService = createDeferredCallService(chooseService);

export const callStore: CallStore = createCallStore({
  service: callService,
  myUid,
  notify,
  translate,
});

// A new sign-in must not see the previous person's call.
addOwnTopicListener({
  onEvent: () => undefined,
  onSessionChange: () => callStore.getState().stop(),
});
