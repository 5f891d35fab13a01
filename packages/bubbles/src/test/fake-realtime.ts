import type { RealtimeEvent, RealtimeListener } from '@wob/api';

/** A realtime client in memory: records topics and lets a test publish events to them. */
export function createFakeRealtime() {
  const listeners = new Map<string, Set<RealtimeListener>>();
  return {
    subscribe(topic: string, listener: RealtimeListener): () => void {
      const set = listeners.get(topic) ?? new Set<RealtimeListener>();
      set.add(listener);
      listeners.set(topic, set);
      return () => {
        set.delete(listener);
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
  };
}

export type FakeRealtime = ReturnType<typeof createFakeRealtime>;
