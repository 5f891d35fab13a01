import { endpoints } from '@wob/api';
import { CHAT_CONSTANTS } from '@wob/validation';
import { loadColonNames } from '../../emoji/reaction-emoji';
import { ChatError, type ChatUser } from '../port';
import type { CometChatContext } from './context';
import type { CometChatEvents } from './events';
import { toChatError, toChatUser } from './mapping';
import type { CometChatResync } from './resync';
import { type CometChatNamespace, loadCometChatSdk } from './sdk';

// The cometchat adapter's session: the SDK, loaded by the first login only and initialised
// once; the login with an auth token our server issues (a kept CometChat session of the same
// person is reused); the logout; and `run`, through which every call of the port waits for a
// login under way and turns its failures into ChatErrors.

/** The SDK and the person, once logged in. */
export interface LoggedIn {
  CometChat: CometChatNamespace;
  uid: string;
}

export type CometChatSession = ReturnType<typeof createSession>;

export function createSession(
  { options, log, state }: CometChatContext,
  events: CometChatEvents,
  resync: CometChatResync,
) {
  const region = options.region ?? 'eu';
  const loadSdk = options.loadSdk ?? loadCometChatSdk;
  const waitMs = options.loginWaitMs ?? CHAT_CONSTANTS.loginWaitMs;
  const pollMs = options.loginPollMs ?? CHAT_CONSTANTS.loginPollMs;
  const getAuthToken =
    options.getAuthToken ??
    (async () => {
      const answer = await options.api.call(endpoints.cometchatToken, {});
      if (!answer.data?.authToken) throw new ChatError('login');
      return answer.data.authToken;
    });

  /**
   * Resolves `promise`, or fails with 'login' once `waitMs` have passed, checking every `pollMs`
   * (spec chat section 9: the login wait).
   */
  function withinLoginWait<T>(promise: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let waited = 0;
      const timer = setInterval(() => {
        waited += pollMs;
        if (waited >= waitMs) {
          clearInterval(timer);
          reject(new ChatError('login'));
        }
      }, pollMs);
      promise.then(
        (value) => {
          clearInterval(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearInterval(timer);
          reject(error);
        },
      );
    });
  }

  /** Loads the SDK (once), registers the adapter's listeners and initialises it. */
  function sdk(): Promise<CometChatNamespace> {
    if (!state.sdkReady) {
      const loading = (async () => {
        // The emoji names with it: reactions come from CometChat as characters (reactions.ts).
        const [module] = await Promise.all([loadSdk(), loadColonNames().catch(() => undefined)]);
        const CometChat = module.CometChat;
        events.register(CometChat, resync.catchUpAfterLoss);
        const settings = new CometChat.AppSettingsBuilder()
          .subscribePresenceForAllUsers()
          .setRegion(region)
          .autoEstablishSocketConnection(true)
          .build();
        await withinLoginWait(CometChat.init(options.appId, settings));
        state.CometChatLoaded = CometChat;
        return CometChat;
      })();
      state.sdkReady = loading;
      // A failed load or init may be tried again by the next login.
      loading.catch(() => {
        if (state.sdkReady === loading) state.sdkReady = null;
      });
    }
    return state.sdkReady;
  }

  async function login(): Promise<ChatUser> {
    if (state.loginInFlight) return state.loginInFlight;
    const attempt = (async () => {
      try {
        const CometChat = await sdk();
        const expected = options.getUid?.()?.toLowerCase() ?? null;
        let user = await CometChat.getLoggedinUser();
        if (user && user.getUid() !== expected) {
          // A session kept from someone else (or that cannot be checked): start afresh.
          await CometChat.logout();
          user = null;
        }
        if (!user) user = await CometChat.login(await getAuthToken());
        // The person is connected now, whatever their presence said before.
        state.me = { ...toChatUser(user), status: 'online', lastActiveAt: null };
        events.startOwnTopic();
        return state.me;
      } catch (error) {
        throw toChatError(error, 'login');
      }
    })();
    state.loginInFlight = attempt;
    attempt.then(
      () => {
        if (state.loginInFlight === attempt) state.loginInFlight = null;
      },
      () => {
        if (state.loginInFlight === attempt) state.loginInFlight = null;
      },
    );
    return attempt;
  }

  async function logout(): Promise<void> {
    if (state.loginInFlight) await state.loginInFlight.catch(() => undefined);
    state.stopOwnTopic?.();
    state.stopOwnTopic = null;
    const wasIn = state.me !== null;
    state.me = null;
    state.sends.clear();
    state.uncertain.clear();
    state.partners.clear();
    state.groupViewers.clear();
    state.lastSeenId = 0;
    state.lastServerTime = 0;
    state.lost = false;
    if (wasIn && state.CometChatLoaded) {
      await state.CometChatLoaded.logout().catch((error: unknown) =>
        log('CometChat logout failed', error),
      );
    }
  }

  /** The SDK and the person, once logged in; waits for a login under way (the login wait). */
  async function ready(): Promise<LoggedIn> {
    if (!state.me && state.loginInFlight) await withinLoginWait(state.loginInFlight);
    if (!state.me || !state.CometChatLoaded) throw new ChatError('login');
    return { CometChat: state.CometChatLoaded, uid: state.me.uid };
  }

  /** Runs a call of the port: every failure becomes a ChatError. */
  async function run<T>(call: (session: LoggedIn) => Promise<T>): Promise<T> {
    try {
      return await call(await ready());
    } catch (error) {
      throw toChatError(error);
    }
  }

  return {
    ready,
    run,
    // The port's session.
    login,
    logout,
    getLoggedInUser: (): ChatUser | null => state.me,
  };
}
