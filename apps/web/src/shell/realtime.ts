import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeEvent,
  type RealtimeStatus,
  realtimeTopics,
} from '@wob/api';
import type { BoardRealtime } from '@wob/bubbles';
import { sessionStore } from './session';

// The one /realtime socket of a signed-in tab, shared by every feature: it opens with the first
// subscription (the person's own topic, right after sign-in) and closes with the session.

let client: RealtimeClient | null = null;
let status: RealtimeStatus = 'offline';
const statusWatchers = new Set<(status: RealtimeStatus) => void>();

/**
 * The socket's status, now and on every change (the chat adapter tells its listeners when the
 * connection is lost and back). Answers the function that stops watching.
 */
export function watchRealtimeStatus(watcher: (status: RealtimeStatus) => void): () => void {
  statusWatchers.add(watcher);
  watcher(status);
  return () => statusWatchers.delete(watcher);
}

function setStatus(next: RealtimeStatus): void {
  status = next;
  for (const watcher of statusWatchers) watcher(next);
}

function realtimeUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/realtime`;
}

export const realtime: BoardRealtime = {
  subscribe(topic, listener, options) {
    if (typeof WebSocket === 'undefined') return () => undefined;
    client ??= createRealtimeClient({
      url: realtimeUrl(),
      getToken: () => sessionStore.getState().token,
      onStatus: setStatus,
    });
    return client.subscribe(topic, listener, options);
  },
};

/** A feature's share of the person's own topic (`user:<id>`). */
export interface OwnTopicListener {
  onEvent(event: RealtimeEvent): void;
  /** After a lost connection: what was missed meanwhile must be fetched again. */
  onResync?(): void;
  /** A new sign-in (or sign-out): forget the previous person's data. */
  onSessionChange?(): void;
}

const ownTopicListeners: OwnTopicListener[] = [];
let stopOwnTopic: (() => void) | null = null;

function listenToOwnTopic(userId: string | null): void {
  stopOwnTopic?.();
  stopOwnTopic = userId
    ? realtime.subscribe(
        realtimeTopics.user(userId),
        (event) => {
          for (const listener of ownTopicListeners) listener.onEvent(event);
        },
        {
          onResync: () => {
            for (const listener of ownTopicListeners) listener.onResync?.();
          },
        },
      )
    : null;
}

/**
 * Adds a feature's listener; the subscription starts once the first one is added. Answers the
 * function that removes it (the socket stays for the others).
 */
export function addOwnTopicListener(listener: OwnTopicListener): () => void {
  ownTopicListeners.push(listener);
  if (ownTopicListeners.length === 1) listenToOwnTopic(sessionStore.getState().user?._id ?? null);
  return () => {
    const at = ownTopicListeners.indexOf(listener);
    if (at !== -1) ownTopicListeners.splice(at, 1);
  };
}

// A new sign-in must not see the previous person's data, nor keep their socket: the next
// subscription opens a new one with the new token.
sessionStore.subscribe((state, previous) => {
  const userId = state.user?._id ?? null;
  if (state.token === previous.token && userId === (previous.user?._id ?? null)) return;
  stopOwnTopic?.();
  stopOwnTopic = null;
  if (state.token !== previous.token) {
    for (const listener of ownTopicListeners) listener.onSessionChange?.();
    client?.close();
    client = null;
    setStatus('offline');
  }
  if (ownTopicListeners.length > 0) listenToOwnTopic(userId);
});
