import { createRealtimeClient, type RealtimeClient, realtimeTopics } from '@wob/api';
import {
  type BoardRealtime,
  type BoardStore,
  type BubblesStore,
  type ModerationStore,
  type PollsStore,
  createBoardStore,
  createBubblesStore,
  createModerationStore,
  createOwnTopicHandler,
  createPollsStore,
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
  subscribe(topic, listener, options) {
    if (typeof WebSocket === 'undefined') return () => undefined;
    client ??= createRealtimeClient({
      url: realtimeUrl(),
      getToken: () => sessionStore.getState().token,
    });
    return client.subscribe(topic, listener, options);
  },
};

export const boardStore: BoardStore = createBoardStore({ api, realtime, notify, translate });

// The poll pages (/bubble_polls, /create_poll, /view-poll) share the board's socket.
export const pollsStore: PollsStore = createPollsStore({ api, realtime, notify, translate });

// The moderator pages (/bubble_options, /bubble_members): their Bubble and member lists.
export const moderationStore: ModerationStore = createModerationStore({
  api,
  realtime,
  notify,
  translate,
});

// The person's own topic while signed in: group notifications and changes to their
// memberships (approved, removed) arrive live on any page.
const onOwnTopic = createOwnTopicHandler({
  bubbles: bubblesStore,
  board: boardStore,
  notify: { success: (text) => toast.success(text), info: (text) => toast.info(text) },
  translate,
});
let stopOwnTopic: (() => void) | null = null;

function listenToOwnTopic(userId: string | null): void {
  stopOwnTopic?.();
  stopOwnTopic = userId
    ? realtime.subscribe(realtimeTopics.user(userId), onOwnTopic, {
        // Missed while offline: the badges and memberships are fetched again.
        onResync: () => void bubblesStore.getState().loadMine({ background: true }),
      })
    : null;
}

listenToOwnTopic(sessionStore.getState().user?._id ?? null);

// A new sign-in must not see the previous person's Bubbles, badges or board, nor keep their
// socket: the next board opens a new one with the new token.
sessionStore.subscribe((state, previous) => {
  const userId = state.user?._id ?? null;
  if (state.token === previous.token && userId === (previous.user?._id ?? null)) return;
  stopOwnTopic?.();
  stopOwnTopic = null;
  if (state.token !== previous.token) {
    bubblesStore.getState().reset();
    client?.close();
    client = null;
  }
  listenToOwnTopic(userId);
});
