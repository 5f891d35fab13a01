import type { Unsubscribe } from '../port';
import type { CallListener, CallService } from './port';

// Like the chat's deferred service (service/deferred.ts): the app's call store is made at start,
// but which call service runs is known only from the site answer, and the cometchat one is a
// lazy chunk. This one stands in, chooses at the first use and delegates everything; listeners
// added before the choice are handed over to the chosen service.

export function createDeferredCallService(choose: () => Promise<CallService>): CallService {
  let chosen: Promise<CallService> | null = null;
  let ready: CallService | null = null;
  const listeners = new Set<CallListener>();
  const removals = new Map<CallListener, Unsubscribe>();

  function service(): Promise<CallService> {
    chosen ??= choose().then(
      (real) => {
        ready = real;
        for (const listener of listeners) removals.set(listener, real.addCallListener(listener));
        return real;
      },
      (error: unknown) => {
        // A failed choice (the site answer did not come) is tried again at the next use.
        chosen = null;
        throw error;
      },
    );
    return chosen;
  }

  return {
    get kind() {
      return ready?.kind ?? 'wob';
    },
    initiateCall: async (call) => (await service()).initiateCall(call),
    acceptCall: async (sessionId) => (await service()).acceptCall(sessionId),
    rejectCall: async (sessionId, status) => (await service()).rejectCall(sessionId, status),
    endCall: async (sessionId) => (await service()).endCall(sessionId),
    rejoinCall: async (sessionId) => (await service()).rejoinCall(sessionId),
    getActiveCall: async () => (await service()).getActiveCall(),
    callHistory: async (options) => (await service()).callHistory(options),
    startMedia: async (call, options) => (await service()).startMedia(call, options),
    addCallListener(listener) {
      listeners.add(listener);
      if (ready) removals.set(listener, ready.addCallListener(listener));
      else void service().catch(() => undefined);
      return () => {
        listeners.delete(listener);
        removals.get(listener)?.();
        removals.delete(listener);
      };
    },
  };
}
