import { type ApiClient, ChatCallSignalEventSchema, chatCallEndpoints, isApiError } from '@wob/api';
import type { CallSignalBody } from '@wob/validation';
import * as v from 'valibot';

// The wob adapter's signalling. Up: each signal is POSTed to `/chat-api/calls/signal`, one
// after the other per receiver (a candidate must not overtake the offer it belongs to). Down:
// `call.signal` events of the own topic go to the media session of their call; those that come
// before it exists (the other side offers while this side still asks for the camera) wait, in
// order, and are handed over when it starts.

/** Signals kept per call while nobody takes them; more are dropped (a call that never starts). */
export const QUEUED_SIGNALS_MAX = 500;

export type SignalHandler = (from: string, signal: CallSignalBody) => void;

export interface SignalRouter {
  /** A `call.signal` event of the own topic (anything else is ignored). */
  onEvent(raw: unknown): boolean;
  /** The media session of a call takes its signals, the queued ones first; answers the stop. */
  attach(sessionId: string, handler: SignalHandler): () => void;
  /** The call is over: its queued signals go. */
  forget(sessionId: string): void;
  /** A sender of signals to `to` in a call, in order. */
  sender(sessionId: string, to: string): (signal: CallSignalBody) => void;
  /** Forgets everything (a new sign-in). */
  reset(): void;
}

export function createSignalRouter(
  api: ApiClient,
  log: (message: string, error?: unknown) => void,
): SignalRouter {
  const handlers = new Map<string, SignalHandler>();
  const queued = new Map<string, Array<{ from: string; signal: CallSignalBody }>>();
  const outgoing = new Map<string, Promise<void>>();

  return {
    onEvent(raw) {
      const parsed = v.safeParse(ChatCallSignalEventSchema, raw);
      if (!parsed.success) return false;
      const { sessionId, from, signal } = parsed.output;
      const handler = handlers.get(sessionId);
      if (handler) {
        handler(from, signal);
        return true;
      }
      const waiting = queued.get(sessionId) ?? [];
      if (waiting.length < QUEUED_SIGNALS_MAX) waiting.push({ from, signal });
      queued.set(sessionId, waiting);
      return true;
    },
    attach(sessionId, handler) {
      handlers.set(sessionId, handler);
      const waiting = queued.get(sessionId) ?? [];
      queued.delete(sessionId);
      for (const { from, signal } of waiting) handler(from, signal);
      return () => {
        if (handlers.get(sessionId) === handler) handlers.delete(sessionId);
      };
    },
    forget(sessionId) {
      queued.delete(sessionId);
      for (const key of outgoing.keys()) {
        if (key.startsWith(`${sessionId}\n`)) outgoing.delete(key);
      }
    },
    sender(sessionId, to) {
      const key = `${sessionId}\n${to}`;
      return (signal) => {
        const previous = outgoing.get(key) ?? Promise.resolve();
        const next = previous.then(async () => {
          try {
            await api.call(chatCallEndpoints.chatCallSignal, { sessionId, to, signal });
          } catch (error) {
            // 404: the other is no longer in the call (or the call is over); nothing to do.
            if (!(isApiError(error) && error.status === 404))
              log('a call signal was not sent', error);
          }
        });
        outgoing.set(key, next);
      };
    },
    reset() {
      handlers.clear();
      queued.clear();
      outgoing.clear();
    },
  };
}
