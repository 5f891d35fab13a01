import { createRealtimeClient, type RealtimeClient } from '@wob/api';
import {
  type BoardRealtime,
  type BoardStore,
  type BubblesStore,
  createBoardStore,
  createBubblesStore,
} from '@wob/bubbles';
import { toast } from '@wob/ui';
import { api, i18n, sessionStore } from './session';

// The Bubbles and board stores, created like the session beside them (same API client, same
// toasts and copy). Part of the lazy session chunk, never of the landing's first load.

const notify = {
  success: (text: string) => toast.success(text),
  error: (text: string) => toast.error(text),
};
const translate = (key: string, params?: Record<string, string | number>) => i18n.t(key, params);

export const bubblesStore: BubblesStore = createBubblesStore({ api, notify, translate });

// The /realtime socket opens when a board is first watched, not on every signed-in page.
let client: RealtimeClient | null = null;

function realtimeUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/realtime`;
}

const realtime: BoardRealtime = {
  subscribe(topic, listener) {
    if (typeof WebSocket === 'undefined') return () => undefined;
    client ??= createRealtimeClient({
      url: realtimeUrl(),
      getToken: () => sessionStore.getState().token,
    });
    return client.subscribe(topic, listener);
  },
};

export const boardStore: BoardStore = createBoardStore({ api, realtime, notify, translate });

// A new sign-in must not see the previous person's Bubbles, badges or board, nor keep their
// socket: the next board opens a new one with the new token.
sessionStore.subscribe((state, previous) => {
  if (state.token === previous.token) return;
  bubblesStore.getState().reset();
  client?.close();
  client = null;
});
