import { type ApiClient, type ChatCall, endpoints } from '@wob/api';
import { CALL_LIMITS, type CallRejectStatus } from '@wob/validation';
import { ChatError } from '../../chat-error';
import type { ChatSender } from '../../port';
import type { CallListener, CallMediaSession, CallService, OutgoingCall } from '../port';
import { createGroupCalls } from './group-calls';
import { isEnded, isOverFor, toChatCall } from './mapping';
import { startCometChatMedia } from './media';
import {
  type CallStorage,
  callMessages,
  defaultCallStorage,
  forget,
  newestPerSession,
  recall,
  remember,
} from './remembered';
import {
  type CallsSdkModule,
  type ChatCallSdkModule,
  type CometChatCallNamespace,
  type CometChatCallsNamespace,
  loadCallsSdk,
  loadChatCallSdk,
  type SdkCall,
} from './sdk';

// The `cometchat` adapter of the CallService port (README.md "Calls on CometChat"):
// - ringing is the chat SDK's (initiateCall, acceptCall, rejectCall with a status, endCall and
//   its CallListener), in the session the cometchat ChatService adapter logged in: the same
//   SDK module, loaded here with `import()` too;
// - the media are the calls SDK's, imported only when a call's media start (`startMedia`), with
//   a call token made from the person's CometChat auth token, which our server issues
//   (POST /api/chat/cometchat-token, as for the chat's login);
// - an incoming call while one is in a call (told in this tab, or remembered by another tab of
//   the person) is answered busy at once, `rejectCall(sessionId, 'busy')` (spec chat section 4);
// - every change the SDK tells, and every change made here, reaches the listeners as the call
//   after it (`onCallUpdated`).

export interface CometChatCallServiceOptions {
  /** The CometChat app id (the site answer gives it). */
  appId: string;
  /** Spec chat section 9: region `eu`. */
  region?: string;
  /** Our product API: the default auth token. */
  api: ApiClient;
  /** A CometChat auth token for the signed-in person. Default: POST /api/chat/cometchat-token. */
  getAuthToken?: () => Promise<string>;
  /** The chat SDK (logged in by the chat adapter); default `import('@cometchat/chat-sdk-javascript')`. */
  loadSdk?: () => Promise<ChatCallSdkModule>;
  /** The calls SDK; default `import('@cometchat/calls-sdk-javascript')`, on the first media. */
  loadCallsSdk?: () => Promise<CallsSdkModule>;
  /** Failures that are only logged. Default: console.warn. */
  log?: (message: string, error?: unknown) => void;
  /**
   * Where the person's call is remembered for their other tabs (remembered.ts). Default: the
   * browser's localStorage; null: nowhere.
   */
  storage?: CallStorage | null;
}

const LISTENER_ID = 'wob-calls';
const CALL_CODES_NOT_ALLOWED = new Set([
  'CALL_ALREADY_INITIATED',
  'CALL_IN_PROGRESS',
  'ERR_CALL_IN_PROGRESS',
  'ERR_BLOCKED_RECEIVER',
  'ERR_BLOCKED_SENDER',
]);

type ChatMapping = typeof import('../../cometchat/mapping');

interface Loaded {
  CometChat: CometChatCallNamespace;
  mapping: ChatMapping;
}

export function createCometChatCallService(options: CometChatCallServiceOptions): CallService {
  const region = options.region ?? 'eu';
  const log =
    options.log ??
    ((message: string, error?: unknown) => console.warn(`[calls] ${message}`, error));
  const getAuthToken =
    options.getAuthToken ??
    (async () => {
      const answer = await options.api.call(endpoints.cometchatToken, {});
      if (!answer.data?.authToken) throw new ChatError('login');
      return answer.data.authToken;
    });
  const listeners = new Set<CallListener>();
  const storage = options.storage === undefined ? defaultCallStorage() : options.storage;
  /** What the adapter knows of its group calls (group-calls.ts). */
  const groups = createGroupCalls(() => (loadedNow as Loaded).mapping.toChatSender, log);
  /** The SDK once loaded: for what the listeners' callbacks need synchronously. */
  let loadedNow: Loaded | null = null;
  /** The call the logged-in person is in or called in, as last told; null when none. */
  let current: ChatCall | null = null;
  let me: ChatSender | null = null;
  let loading: Promise<Loaded> | null = null;
  let callsSdk: Promise<CometChatCallsNamespace> | null = null;
  const media = new Map<string, CallMediaSession>();

  function toCall(loaded: Loaded, call: SdkCall): ChatCall {
    const self = me ?? { uid: '', name: '', avatar: '' };
    return toChatCall(call, self, loaded.mapping.toChatSender, groups.get(call.getSessionId()));
  }

  function tell(call: ChatCall): void {
    const over = isOverFor(call, me?.uid ?? '');
    if (current?.sessionId === call.sessionId || !current || isEnded(current.status)) {
      current = over ? null : call;
      if (me && over) forget(storage, me.uid, call.sessionId);
      else if (me) remember(storage, me.uid, call);
    }
    // The SDK keeps the call it rings or runs in this tab (and its caller's timer) until told.
    const active = loadedNow?.CometChat.getActiveCall();
    if (over && active?.getSessionId() === call.sessionId) loadedNow?.CometChat.clearActiveCall();
    if (isEnded(call.status)) {
      groups.forget(call.sessionId);
      media.get(call.sessionId)?.close();
      media.delete(call.sessionId);
    }
    for (const listener of [...listeners]) {
      try {
        listener.onCallUpdated?.(call);
      } catch (error) {
        log('A call listener failed', error);
      }
    }
  }

  /**
   * The call remembered by another tab of the person (remembered.ts), as the server has it now;
   * null when it is over for them or rang past the unanswered time.
   */
  async function rememberedCall(loaded: Loaded): Promise<ChatCall | null> {
    const self = me?.uid ?? '';
    const entry = recall(storage, self);
    if (!entry) return null;
    const messages = (await callMessages(loaded.CometChat, entry.with, entry.receiverType)).filter(
      (message) => message.getSessionId() === entry.sessionId,
    );
    const last = messages.at(-1);
    if (last && entry.receiverType === 'group') {
      await groups.readMembers(loaded.CometChat, last);
      for (const message of messages) groups.learn(message);
    }
    const call = last ? toCall(loaded, last) : null;
    const rangTooLong =
      call?.status === 'initiated' &&
      Date.now() - call.initiatedAt * 1000 > CALL_LIMITS.unansweredAfterMs;
    if (!call || isOverFor(call, self) || rangTooLong) {
      forget(storage, self, entry.sessionId);
      return null;
    }
    return call;
  }

  /** Who is logged in, for the participants (an event may come before any call of the port). */
  async function identify(loaded: Loaded): Promise<void> {
    if (me) return;
    const user = await loaded.CometChat.getLoggedinUser();
    if (user) me = loaded.mapping.toChatSender(user);
  }

  async function onIncoming(loaded: Loaded, call: SdkCall): Promise<void> {
    await identify(loaded);
    const sessionId = call.getSessionId();
    // The call this tab is in, else the one another tab of the person remembers (this tab was
    // opened during it and never told).
    const known =
      current && !isEnded(current.status)
        ? current
        : await rememberedCall(loaded).catch(() => null);
    if (known && known.sessionId !== sessionId) {
      // Already in a call: the caller hears busy, this person is not disturbed.
      await loaded.CometChat.rejectCall(sessionId, loaded.CometChat.CALL_STATUS.BUSY).catch(
        (error: unknown) => log('Answering a call busy failed', error),
      );
      return;
    }
    await groups.readMembers(loaded.CometChat, call);
    groups.learn(call);
    tell(toCall(loaded, call));
  }

  function register(loaded: Loaded): void {
    const { CometChat } = loaded;
    const changed = (call: SdkCall) => {
      void identify(loaded).then(() => {
        groups.learn(call);
        tell(toCall(loaded, call));
      });
    };
    CometChat.addCallListener(
      LISTENER_ID,
      new CometChat.CallListener({
        onIncomingCallReceived: (call) => void onIncoming(loaded, call),
        onOutgoingCallAccepted: changed,
        onOutgoingCallRejected: changed,
        onIncomingCallCancelled: changed,
        onCallEndedMessageReceived: changed,
      }),
    );
  }

  /** The chat SDK and the chat adapter's mapping, loaded once; the call listener registered. */
  function load(): Promise<Loaded> {
    if (!loading) {
      const attempt = (async () => {
        const [module, mapping] = await Promise.all([
          (options.loadSdk ?? loadChatCallSdk)(),
          import('../../cometchat/mapping'),
        ]);
        const loaded = { CometChat: module.CometChat, mapping };
        loadedNow = loaded;
        register(loaded);
        return loaded;
      })();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
    }
    return loading;
  }

  /** The SDK with the person logged in (by the chat adapter); ChatError 'login' otherwise. */
  async function ready(): Promise<Loaded> {
    const loaded = await load();
    const user = await loaded.CometChat.getLoggedinUser();
    if (!user) throw new ChatError('login');
    const self = loaded.mapping.toChatSender(user);
    // Someone else signed in on this tab: the last person's call is not theirs.
    if (me && me.uid !== self.uid) current = null;
    me = self;
    return loaded;
  }

  function toError(error: unknown, mapping?: ChatMapping): ChatError {
    if (error instanceof ChatError) return error;
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && CALL_CODES_NOT_ALLOWED.has(code)) {
      return new ChatError('not-allowed');
    }
    return mapping ? mapping.toChatError(error) : new ChatError('unknown');
  }

  async function run(action: (loaded: Loaded) => Promise<SdkCall>): Promise<ChatCall> {
    let loaded: Loaded | undefined;
    try {
      loaded = await ready();
      const call = await action(loaded);
      // A group call: its members, and every answer so far as the server has them.
      await groups.readMembers(loaded.CometChat, call);
      await groups.replay(loaded.CometChat, call);
      const mapped = toCall(loaded, call);
      tell(mapped);
      return mapped;
    } catch (error) {
      throw toError(error, loaded?.mapping);
    }
  }

  function sdkStatusOf(CometChat: CometChatCallNamespace, status: CallRejectStatus): string {
    if (status === 'busy') return CometChat.CALL_STATUS.BUSY;
    if (status === 'cancelled') return CometChat.CALL_STATUS.CANCELLED;
    return CometChat.CALL_STATUS.REJECTED;
  }

  function calls(): Promise<CometChatCallsNamespace> {
    if (!callsSdk) {
      const attempt = (async () => {
        const { CometChatCalls } = await (options.loadCallsSdk ?? loadCallsSdk)();
        const settings = new CometChatCalls.CallAppSettingsBuilder()
          .setAppId(options.appId)
          .setRegion(region)
          .build();
        await CometChatCalls.init(settings);
        return CometChatCalls;
      })();
      callsSdk = attempt;
      attempt.catch(() => {
        if (callsSdk === attempt) callsSdk = null;
      });
    }
    return callsSdk;
  }

  /** The SDK's call, else the one this tab follows, else the one another tab remembered. */
  async function activeCall(): Promise<ChatCall | null> {
    try {
      const loaded = await ready();
      const active = loaded.CometChat.getActiveCall();
      if (active) {
        const call = toCall(loaded, active);
        if (!isOverFor(call, me?.uid ?? '')) return call;
      }
      if (current && !isEnded(current.status)) return current;
      return await rememberedCall(loaded);
    } catch (error) {
      throw toError(error);
    }
  }

  return {
    kind: 'cometchat',

    initiateCall: ({ receiverId, receiverType, type }: OutgoingCall) =>
      run(async ({ CometChat }) => {
        if (current && !isEnded(current.status)) throw new ChatError('not-allowed');
        const call = new CometChat.Call(receiverId, type, receiverType);
        return CometChat.initiateCall(call, CALL_LIMITS.unansweredAfterMs / 1000);
      }),

    acceptCall: (sessionId) => run(({ CometChat }) => CometChat.acceptCall(sessionId)),

    rejectCall: (sessionId, status) =>
      run(({ CometChat }) => CometChat.rejectCall(sessionId, sdkStatusOf(CometChat, status))),

    endCall: (sessionId) =>
      run(async ({ CometChat }) => {
        media.get(sessionId)?.close();
        media.delete(sessionId);
        const call = await CometChat.endCall(sessionId);
        CometChat.clearActiveCall();
        return call;
      }),

    getActiveCall: activeCall,

    async rejoinCall(sessionId) {
      const call = await activeCall();
      const mine = call?.participants.find((participant) => participant.uid === me?.uid);
      if (call?.sessionId !== sessionId || call.status !== 'ongoing' || mine?.state !== 'joined') {
        throw new ChatError('not-found', '', 404);
      }
      // The calls SDK's session this tab may still run ends; `startMedia` then joins the same
      // session id again with a fresh call token (the SDK has no generations: it is the newest
      // session of the person that the others see).
      media.get(sessionId)?.close();
      media.delete(sessionId);
      return call;
    },

    async callHistory({ uid, receiverType = 'user', limit = 10 }) {
      let loaded: Loaded | undefined;
      try {
        loaded = await ready();
        const { CometChat } = loaded;
        const wanted = Math.min(Math.max(1, limit), CALL_LIMITS.historyMax);
        const newest = newestPerSession(await callMessages(CometChat, uid, receiverType));
        const self = loaded;
        return newest.slice(0, wanted).map((call) => toCall(self, call));
      } catch (error) {
        throw toError(error, loaded?.mapping);
      }
    },

    async startMedia(call, mediaOptions) {
      try {
        const loaded = await ready();
        const CometChatCalls = await calls();
        const authToken = await getAuthToken();
        const { token } = await CometChatCalls.generateToken(call.sessionId, authToken);
        const session = await startCometChatMedia(
          {
            CometChatCalls,
            call,
            me: me?.uid ?? '',
            callToken: token,
            log,
            onSessionEnded: () => loaded.CometChat.clearActiveCall(),
          },
          mediaOptions,
        );
        media.get(call.sessionId)?.close();
        media.set(call.sessionId, session);
        return session;
      } catch (error) {
        throw toError(error);
      }
    },

    addCallListener(listener) {
      listeners.add(listener);
      // The SDK's call listener is registered with the SDK's load: incoming calls ring.
      load().catch((error: unknown) => log('Loading the chat SDK for calls failed', error));
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
