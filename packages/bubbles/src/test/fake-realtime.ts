import type { RealtimeEvent, RealtimeListener } from '@wob/api';

/**
 * A realtime client in memory: records topics, lets a test publish events to them, and
 * plays a reconnection (`resync`) as the real client reports it.
 */
export function createFakeRealtime() {
  const listeners = new Map<string, Set<RealtimeListener>>();
  const resyncs = new Map<string, Set<() => void>>();
  return {
    subscribe(
      topic: string,
      listener: RealtimeListener,
      options?: { onResync?: () => void },
    ): () => void {
      const set = listeners.get(topic) ?? new Set<RealtimeListener>();
      set.add(listener);
      listeners.set(topic, set);
      const onResync = options?.onResync;
      if (onResync) resyncs.set(topic, (resyncs.get(topic) ?? new Set()).add(onResync));
      return () => {
        set.delete(listener);
        if (onResync) resyncs.get(topic)?.delete(onResync);
        if (set.size === 0) listeners.delete(topic);
      };
    },
    /** Topics with at least one listener. */
    topics(): string[] {
      return [...listeners.keys()];
    },
    publish(topic: string, event: RealtimeEvent) {
      for (const listener of listeners.get(topic) ?? []) listener(event);
    },
    /** The connection came back and `topic` was subscribed again. */
    resync(topic: string) {
      for (const handler of resyncs.get(topic) ?? []) handler();
    },
  };
}

export type FakeRealtime = ReturnType<typeof createFakeRealtime>;
