import { conversationUser } from '../port';
import { endpoints, type OwnTopicListener } from '@wob/api';
import { CHAT_CONSTANTS } from '@wob/validation';
import { ChatError, type ChatService, type ChatUser } from '../port';
import { requireData, type WobContext } from './context';
import { toChatError } from './errors';
import type { WobEvents } from './events';
import type { WobGroupState } from './group-state';
import type { WobResync } from './resync';
import type { WobUsers } from './users';

// The wob adapter's session: login (the person, the own topic and the socket's status, then a
// silent read of what exists, so that only what happens afterwards is news), logout, and a new
// sign-in in the app (the own topic's `onSessionChange`), which forgets everything.

type SessionPart = Pick<ChatService, 'login' | 'logout' | 'getLoggedInUser'>;

export function createSession(
  ctx: WobContext,
  parts: { users: WobUsers; events: WobEvents; resync: WobResync; groups: WobGroupState },
): SessionPart {
  const { users, events, resync, groups } = parts;
  let user: ChatUser | null = null;
  let loginInFlight: Promise<ChatUser> | null = null;
  let stopTopic: (() => void) | null = null;
  let stopWatch: (() => void) | null = null;

  const topicListener: OwnTopicListener = {
    onEvent: (event) => events.onTopicEvent(event),
    onResync: () => {
      resync.onConnectionLost();
      resync.requestCatchUp();
    },
    onSessionChange: () => {
      forget();
    },
  };

  function forget(): void {
    ctx.generation += 1;
    ctx.phase = 'out';
    user = null;
    ctx.myUid = null;
    stopTopic?.();
    stopTopic = null;
    stopWatch?.();
    stopWatch = null;
    ctx.status = null;
    resync.reset();
    ctx.ledger.reset();
    users.reset();
    groups.reset();
    ctx.ownChanges.clear();
  }

  async function establish(gen: number): Promise<ChatUser> {
    ctx.phase = 'starting';
    const me = requireData(await ctx.api.call(endpoints.chatMe, {}));
    if (gen !== ctx.generation) throw new ChatError('login');
    ctx.myUid = me.uid;
    users.cache(me);
    stopTopic ??= ctx.deps.subscribeOwnTopic(topicListener);
    stopWatch ??= ctx.deps.watchConnection?.((status) => resync.onStatus(status)) ?? null;
    // The baseline: what exists now is state the caller fetches, not news. The newest
    // conversations' last messages say roughly where "now" is; the silent resync from there
    // learns every change since, so the next resync starts from the true last change.
    const first = requireData(
      await ctx.api.call(endpoints.chatConversations, {
        limit: CHAT_CONSTANTS.conversationPage,
      }),
    );
    if (gen !== ctx.generation) throw new ChatError('login');
    for (const conversation of first.conversations) {
      const user = conversationUser(conversation);
      if (user) users.cache(user);
      else if (conversation.conversationType === 'group')
        groups.remember(conversation.conversationWith);
      const last = conversation.lastMessage;
      if (!last) continue;
      ctx.ledger.raiseBaseline(last.id);
      ctx.ledger.advanceCursor(last.seq);
      ctx.ledger.remember(last);
    }
    resync.startLogin();
    await resync.catchUp(false, gen);
    if (gen !== ctx.generation) throw new ChatError('login');
    user = me;
    ctx.phase = 'in';
    resync.finishLogin();
    return me;
  }

  return {
    login() {
      if (loginInFlight) return loginInFlight;
      const gen = ctx.generation;
      const attempt =
        ctx.phase === 'in' && user
          ? (async () => {
              const me = requireData(await ctx.api.call(endpoints.chatMe, {}));
              if (gen === ctx.generation) user = users.cache(me);
              return me;
            })()
          : establish(gen);
      loginInFlight = attempt
        .catch((error: unknown) => {
          if (gen === ctx.generation && ctx.phase === 'starting') ctx.phase = 'out';
          const failure = toChatError(error);
          throw new ChatError('login', failure.message, failure.status);
        })
        .finally(() => {
          loginInFlight = null;
        });
      return loginInFlight;
    },

    async logout() {
      forget();
    },

    getLoggedInUser() {
      return user;
    },
  };
}
