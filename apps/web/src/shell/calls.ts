import {
  type CallService,
  type CallStore,
  createCallStore,
  createDeferredCallService,
  createWobCallService,
} from '@wob/chat';
import { addOwnTopicListener } from './realtime';
import { api, notify, sessionStore, translate } from './session';

// The call store of a signed-in tab, beside the chat's (shell/chat.ts), with the same API
// client, toasts, copy and own topic. The calls run on the self-hosted call service (wob):
// ringing through our server, media peer to peer. On a CometChat installation the calls go the
// same way for now: the cometchat call adapter is chosen here once @wob/chat has it. Whether
// call buttons show is the site answer's `calls.enabled` (the screens read it).

/** The signed-in person's uid: the chat's uid is the app's user id on both chat services. */
const myUid = () => sessionStore.getState().user?._id ?? null;

async function chooseService(): Promise<CallService> {
  return createWobCallService({ api, subscribeOwnTopic: addOwnTopicListener, getUid: myUid });
}

export const callStore: CallStore = createCallStore({
  service: createDeferredCallService(chooseService),
  myUid,
  notify,
  translate,
});

// A new sign-in must not see the previous person's call.
addOwnTopicListener({
  onEvent: () => undefined,
  onSessionChange: () => callStore.getState().stop(),
});
