import { type ChatUser, endpoints, type RealtimeEvent } from '@wob/api';
import { type WobContext, requireData } from './context';
import { toChatError } from './errors';
import { createPresenceWatch } from './presence-watch';

// The wob adapter's people: the users it has seen (with blocks and presence as last told), the
// presence of people shown one at a time (presence-watch.ts), and `onUserOnline/Offline`.

export interface WobUsers {
  get(uid: string): ChatUser | undefined;
  cache(user: ChatUser): ChatUser;
  /** `/chat-api/user`, cached; failures as ChatErrors. */
  fetch(uid: string): Promise<ChatUser>;
  /** A presence event: the user with their new status goes to the user listeners, in order. */
  onPresence(uid: string, online: boolean, lastActiveAt: number | null): void;
  /** Follows the presence of someone shown without a conversation (`presence:<id>`). */
  follow(uid: string): void;
  /** A new session: nobody is known or followed any more. */
  reset(): void;
}

export function createUsers(
  ctx: WobContext,
  onTopicEvent: (event: RealtimeEvent) => void,
): WobUsers {
  const users = new Map<string, ChatUser>();
  const presenceChains = new Map<string, Promise<void>>();
  const presenceWatch = createPresenceWatch(ctx.deps.subscribeTopic, onTopicEvent);

  function cache(chatUser: ChatUser): ChatUser {
    users.set(chatUser.uid, chatUser);
    return chatUser;
  }

  async function fetch(uid: string): Promise<ChatUser> {
    try {
      return cache(requireData(await ctx.api.call(endpoints.chatUser, { uid })));
    } catch (error) {
      throw toChatError(error);
    }
  }

  return {
    get: (uid) => users.get(uid),
    cache,
    fetch,
    onPresence(uid, online, lastActiveAt) {
      const previous = presenceChains.get(uid) ?? Promise.resolve();
      const gen = ctx.generation;
      const next = previous.then(async () => {
        const base = users.get(uid) ?? (await fetch(uid).catch(() => null));
        if (!base || gen !== ctx.generation) return;
        const changed = cache({ ...base, status: online ? 'online' : 'offline', lastActiveAt });
        ctx.listeners.each(ctx.listeners.user, (listener) =>
          online ? listener.onUserOnline?.(changed) : listener.onUserOffline?.(changed),
        );
      });
      presenceChains.set(uid, next);
      void next.finally(() => {
        if (presenceChains.get(uid) === next) presenceChains.delete(uid);
      });
    },
    follow: (uid) => presenceWatch.follow(uid),
    reset() {
      users.clear();
      presenceChains.clear();
      presenceWatch.stopAll();
    },
  };
}
