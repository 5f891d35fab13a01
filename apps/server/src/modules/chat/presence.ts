import type { ChatPresenceEvent } from '@wob/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { type RealtimeEvent, type RealtimeHub, topics } from '../../platform/realtime/hub';
import {
  createInstancePresence,
  type PresenceChange,
} from '../../platform/realtime/instance-presence';
import type { TaskTracker } from '../../platform/tasks';
import { toSeconds } from './ids';
import { filterPresenceViewers } from './presence-access';
import { findConversationPartners, findLastActive, touchLastActive } from './people-store';
import type { PresenceLookup } from './views';

// Presence (spec chat section 4, "User online or offline updates status"): a person is online
// while they have at least one authenticated `/realtime` socket on any server instance
// (platform/realtime/instance-presence.ts counts them, across instances with
// REALTIME_FANOUT=postgres), and offline from the moment the last one closes, with that moment
// stored as their last activity (users.last_active_at, which the header's 'offline' line
// shows). Each change is told, as `chat.presence`:
// - on their own topic, to the people they have a conversation with at that moment;
// - on `presence:<id>`, to whoever subscribed to it: a chat opened before the first message,
//   or a conversation that began after the change. Its first event is the current presence.
// Both only to whoever may receive it (presence-access.ts, the one rule). Every instance tells
// the changes it sees to its own sockets; changes of one person go out in the order they
// happened.

export interface ChatPresence extends PresenceLookup {
  /** A socket of `userId` authenticated. */
  connected(userId: string): void;
  /** An authenticated socket of `userId` closed. */
  disconnected(userId: string): void;
  /** The current presence of `subjectId`, as the first event of `presence:<subjectId>`. */
  snapshot(subjectId: string): Promise<RealtimeEvent>;
  /** Stops telling the other instances (the app closes). */
  close(): void;
  /** Calls `listener` on every change (a person came online or went offline), on any instance. */
  onChange(listener: (userId: string, online: boolean) => void): void;
}

const PRESENCE_TOPIC = /^presence:(.+)$/;

/** The person a `presence:<id>` topic is about, or null for another topic. */
export function presenceTopicSubject(topic: string): string | null {
  return PRESENCE_TOPIC.exec(topic)?.[1] ?? null;
}

export function createChatPresence(deps: {
  db: Db;
  now: Clock;
  realtime: RealtimeHub;
  tasks: TaskTracker;
  logger: FastifyBaseLogger;
  /** Several server instances share the realtime fan-out (REALTIME_FANOUT=postgres). */
  shared: boolean;
  /** How often an instance tells the others who is connected to it. */
  beatMs: number;
}): ChatPresence {
  const { db, now, realtime, tasks } = deps;
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

  /** Tells one change to the sockets of this instance that may receive it. */
  async function deliver(user: ChatPresenceEvent['user']): Promise<void> {
    const event: ChatPresenceEvent = { type: 'chat.presence', user };
    const partners = await findConversationPartners(db, user.uid);
    for (const viewerId of await filterPresenceViewers(db, user.uid, partners, now())) {
      realtime.publishLocal(topics.user(viewerId), event);
    }
    // Subscribers of the topic were let in by the same rule (and are checked again on a block).
    realtime.publishLocal(topics.presence(user.uid), event);
  }

  const listeners: ((userId: string, online: boolean) => void)[] = [];

  function onChange({ userId, online, at, cause }: PresenceChange): void {
    for (const listener of listeners) listener(userId, online);
    announce(userId, async () => {
      if (online) {
        await deliver({ uid: userId, status: 'online', lastActiveAt: null });
        return;
      }
      // The instance where the last socket closed stores the time; when an instance died,
      // every one that noticed does (the latest time wins).
      if (cause !== 'remote') await touchLastActive(db, userId, at);
      await deliver({ uid: userId, status: 'offline', lastActiveAt: toSeconds(at) });
    });
  }

  const instances = createInstancePresence({
    hub: realtime,
    shared: deps.shared,
    beatMs: deps.beatMs,
    now,
    onChange,
  });

  return {
    isOnline: instances.isOnline,
    connected: instances.connected,
    disconnected: instances.disconnected,
    close: instances.close,
    onChange(listener) {
      listeners.push(listener);
    },
    async snapshot(subjectId) {
      const online = instances.isOnline(subjectId);
      const last = online ? null : await findLastActive(db, subjectId);
      const event: ChatPresenceEvent = {
        type: 'chat.presence',
        user: {
          uid: subjectId,
          status: online ? 'online' : 'offline',
          lastActiveAt: last ? toSeconds(last) : null,
        },
      };
      return event;
    },
  };
}
