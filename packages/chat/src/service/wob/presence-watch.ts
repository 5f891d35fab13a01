import { type RealtimeEvent, type RealtimeTopics, realtimeTopics } from '@wob/api';

/** Subscribes a topic of the app's socket; answers the function that stops. */
export type SubscribeTopic = RealtimeTopics['subscribe'];

/** People followed at once: the open chat and a few before it (the server allows 50 topics). */
export const PRESENCE_WATCH_LIMIT = 8;

/**
 * Follows the presence of people shown one at a time (the open chat's person) on their
 * `presence:<id>` topic: the server tells presence on one's own topic only to people who had a
 * conversation at the moment of the change, so a chat opened before its first message, or a
 * conversation begun after the person came online, would otherwise stay on what was fetched.
 * The topic's first event is the current presence. The latest `limit` people are followed.
 */
export function createPresenceWatch(
  subscribe: SubscribeTopic | undefined,
  onEvent: (event: RealtimeEvent) => void,
  limit = PRESENCE_WATCH_LIMIT,
) {
  // In order of use: the first is the one followed longest ago.
  const watches = new Map<string, () => void>();
  return {
    follow(uid: string): void {
      if (!subscribe) return;
      const stop = watches.get(uid);
      if (stop) {
        watches.delete(uid);
        watches.set(uid, stop);
        return;
      }
      watches.set(uid, subscribe(realtimeTopics.presence(uid), onEvent));
      for (const [oldest, stopOldest] of watches) {
        if (watches.size <= limit) break;
        stopOldest();
        watches.delete(oldest);
      }
    },
    stopAll(): void {
      for (const stop of watches.values()) stop();
      watches.clear();
    },
  };
}
