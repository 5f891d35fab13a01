import {
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
import { addOwnTopicListener, realtime } from './realtime';
import { api, notify, translate } from './session';

// The Bubbles and board stores, created like the session beside them (same API client, same
// toasts and copy). Part of the lazy session chunk, never of the landing's first load.

export const bubblesStore: BubblesStore = createBubblesStore({ api, notify, translate });

// The board, poll and moderator pages listen on the tab's one socket (./realtime).
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
  notify,
  translate,
});
addOwnTopicListener({
  onEvent: onOwnTopic,
  // Missed while offline: the badges and memberships are fetched again.
  onResync: () => void bubblesStore.getState().loadMine({ background: true }),
  // A new sign-in must not see the previous person's Bubbles or badges.
  onSessionChange: () => bubblesStore.getState().reset(),
});
