import { type RealtimeEvent, type RealtimeListener, realtimeTopics } from '@wob/api';

/**
 * One event for the clients listening on a topic. `type` names it ('comment.added',
 * 'poll.voted', …); the rest is the event's data, already shaped for the client. Declared
 * in @wob/api with the rest of the `/realtime` protocol, so both ends share it.
 *
 * On the server an event may carry `except`: ids of users whose sockets skip it (a group's
 * typing, not for people blocked either way with the sender; `withExcept`). The `/realtime`
 * connection honours it and leaves it out of the frame a client gets.
 */
export type { RealtimeEvent, RealtimeListener };

/**
 * The realtime fan-out port (ARCHITECTURE.md "What runs"): modules publish to topics such as
 * `bubble:<id>` (a board's activity) or `user:<id>` (one person's notifications); the
 * `/realtime` WebSocket subscribes its clients. In-process by default; a production adapter
 * carries events between server instances.
 */
export interface RealtimeHub {
  publish(topic: string, event: RealtimeEvent): void;
  /**
   * To the listeners of this server instance only (the same as `publish` in-process): for
   * what every instance works out for its own sockets, such as presence changes.
   */
  publishLocal(topic: string, event: RealtimeEvent): void;
  /** Answers the function that ends the subscription. */
  subscribe(topic: string, listener: RealtimeListener): () => void;
  close(): Promise<void>;
}

/** `event` for everyone on its topic except the sockets of `userIds`. */
export function withExcept<T extends RealtimeEvent>(event: T, userIds: readonly string[]): T {
  return userIds.length === 0 ? event : { ...event, except: [...userIds] };
}

/** Topic names, written once (in @wob/api, so the browser builds the same names). */
export const topics = realtimeTopics;

/** Delivers events to the listeners of this process only (one server instance). */
export function createInProcessHub(onListenerError?: (error: unknown) => void): RealtimeHub {
  const listeners = new Map<string, Set<RealtimeListener>>();
  function publish(topic: string, event: RealtimeEvent): void {
    for (const listener of listeners.get(topic) ?? []) {
      try {
        listener(event);
      } catch (error) {
        // One broken connection must not keep the event from the others.
        onListenerError?.(error);
      }
    }
  }
  return {
    publish,
    publishLocal: publish,
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(topic);
        current?.delete(listener);
        if (current?.size === 0) listeners.delete(topic);
      };
    },
    async close() {
      listeners.clear();
    },
  };
}
