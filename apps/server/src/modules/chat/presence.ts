import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { TaskTracker } from '../../platform/tasks';
import { publishPresence } from './events';
import { toSeconds } from './ids';
import { findPresenceAudience, touchLastActive } from './store';
import type { PresenceLookup } from './views';

// Presence (spec chat section 4, "User online or offline updates status"): a person is online
// while they have at least one authenticated `/realtime` socket on this server process, and
// offline from the moment the last one closes, with that moment stored as their last activity
// (users.last_active_at, which the header's 'offline' line shows). Each change is told, as
// `chat.presence`, to the people who have a conversation with them and no block either way.
// Changes of one person are published in the order they happened.

export interface ChatPresence extends PresenceLookup {
  /** A socket of `userId` authenticated. */
  connected(userId: string): void;
  /** An authenticated socket of `userId` closed. */
  disconnected(userId: string): void;
}

export function createChatPresence(deps: {
  db: Db;
  now: Clock;
  realtime: RealtimeHub;
  tasks: TaskTracker;
  logger: FastifyBaseLogger;
}): ChatPresence {
  const { db, now, realtime, tasks } = deps;
  const sockets = new Map<string, number>();
  // Per person, the publication in progress: the next one waits for it.
  const chains = new Map<string, Promise<void>>();

  function announce(userId: string, work: () => Promise<void>): void {
    const previous = chains.get(userId) ?? Promise.resolve();
    const next = previous.then(work, work);
    chains.set(userId, next);
    tasks.run('chat presence', async () => {
      try {
        await next;
      } finally {
        if (chains.get(userId) === next) chains.delete(userId);
      }
    });
  }

  return {
    isOnline(userId) {
      return (sockets.get(userId) ?? 0) > 0;
    },
    connected(userId) {
      const count = (sockets.get(userId) ?? 0) + 1;
      sockets.set(userId, count);
      if (count !== 1) return;
      announce(userId, async () => {
        const audience = await findPresenceAudience(db, userId, now());
        publishPresence(realtime, audience, { uid: userId, status: 'online', lastActiveAt: null });
      });
    },
    disconnected(userId) {
      const count = (sockets.get(userId) ?? 0) - 1;
      if (count > 0) {
        sockets.set(userId, count);
        return;
      }
      sockets.delete(userId);
      const at = now();
      announce(userId, async () => {
        await touchLastActive(db, userId, at);
        const audience = await findPresenceAudience(db, userId, now());
        publishPresence(realtime, audience, {
          uid: userId,
          status: 'offline',
          lastActiveAt: toSeconds(at),
        });
      });
    },
  };
}
