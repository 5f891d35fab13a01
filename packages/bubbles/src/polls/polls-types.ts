import type { ApiClient, Poll, PollBubble, PollFacts, RealtimeTopics } from '@wob/api';
import type { Translate } from '@wob/i18n';
import type { ActionResult, Notifier } from '@wob/store';
import type { StoreApi } from 'zustand/vanilla';

// The polls store's shapes (polls-store.ts builds it).

export interface PollsDeps {
  api: ApiClient;
  /** Live updates (the Bubble's topic); without one the pages update only on their own actions. */
  realtime?: RealtimeTopics | null;
  /** How the store tells a person about an action; the app passes @wob/ui's toast. */
  notify?: Notifier;
  /** Turns the error catalogue's keys into text. */
  translate?: Translate;
}

/** Where a page's fetch stands. 'not-found' is the server's 404 (missing or not visible). */
export type PollsStatus = 'idle' | 'loading' | 'ready' | 'error' | 'not-found';

/** A poll of the list: what everyone sees, and whether the caller voted when the server said. */
export type ListedPoll = PollFacts & { votePolled: boolean };

/** /bubble_polls/{id}. */
export interface PollListSlice {
  /** The Bubble id of the URL. */
  bubbleId: string | null;
  status: PollsStatus;
  bubble: PollBubble | null;
  /** Newest first; each poll once. */
  docs: ListedPoll[];
  totalDocs: number;
  /** The last page fetched. */
  page: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  /** An active member with premium (the server's answer). */
  canCreate: boolean;
  /** An active member (asked only when `canCreate` is false; null until known). */
  isMember: boolean | null;
}

/** /create_poll/{id}: the Bubble the poll goes to. */
export interface PollCreatorSlice {
  bubbleId: string | null;
  status: PollsStatus;
  bubble: PollBubble | null;
  canCreate: boolean;
}

/** /view-poll/{poll_id}; 'deleted' is a poll.deleted event (or a 404 on voting) while open. */
export interface PollViewSlice {
  pollId: string | null;
  status: PollsStatus | 'deleted';
  poll: Poll | null;
  voting: boolean;
  deleting: boolean;
}

export interface PollsState {
  list: PollListSlice;
  creator: PollCreatorSlice;
  view: PollViewSlice;

  /** Page 1 of the Bubble's polls and live updates while the page is open. */
  openList(bubbleId: string): Promise<void>;
  closeList(): void;
  /** 'Load more': the next page; polls already shown are not shown twice. */
  loadMoreList(): Promise<void>;
  /** Fetches the pages shown again in the background (after a lost connection). */
  refreshList(): Promise<void>;
  /** What the create page needs: the Bubble (name, link) and whether one may create. */
  openCreator(bubbleId: string): Promise<void>;
  createPoll(input: { bubble: string; question: string; options: string[] }): Promise<ActionResult>;
  /** One poll with the caller's vote, live while the page is open. */
  openPoll(pollId: string): Promise<void>;
  closePoll(): void;
  /** Fetches the open poll again in the background (after a lost connection). */
  refreshPoll(): Promise<void>;
  /** Votes once; a 409 (already voted) is told and the poll fetched again. */
  vote(optionId: string): Promise<ActionResult>;
  deletePoll(): Promise<ActionResult>;
  /** Applies one realtime event of a Bubble's topic (anything not a poll event is ignored). */
  applyEvent(event: unknown): void;
}

export type PollsStore = StoreApi<PollsState>;
