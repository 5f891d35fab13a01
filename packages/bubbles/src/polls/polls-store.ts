import {
  type ApiClient,
  describeApiError,
  endpoints,
  isApiError,
  type Poll,
  type PollBubble,
  PollEventSchema,
  type PollFacts,
  type PollOptionResult,
  type RealtimeTopics,
  realtimeTopics,
  writeStored,
} from '@wob/api';
import type { Notifier } from '@wob/auth';
import { POLL_MAX_LIMIT, POLL_PAGE_SIZE } from '@wob/validation';
import * as v from 'valibot';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { withResults } from './poll-results-merge';
import type { Translate } from '../store/bubbles-store';

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

/** What an action came to: `ok`, or the HTTP status and the first message per field. */
export type PollResult =
  | { ok: true }
  | { ok: false; status: number; message: string; fieldErrors: Record<string, string> };

type PollFailure = Extract<PollResult, { ok: false }>;

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
  createPoll(input: { bubble: string; question: string; options: string[] }): Promise<PollResult>;
  /** One poll with the caller's vote, live while the page is open. */
  openPoll(pollId: string): Promise<void>;
  closePoll(): void;
  /** Fetches the open poll again in the background (after a lost connection). */
  refreshPoll(): Promise<void>;
  /** Votes once; a 409 (already voted) is told and the poll fetched again. */
  vote(optionId: string): Promise<PollResult>;
  deletePoll(): Promise<PollResult>;
  /** Applies one realtime event of a Bubble's topic (anything not a poll event is ignored). */
  applyEvent(event: unknown): void;
}

export type PollsStore = StoreApi<PollsState>;

const silent: Notifier = { success: () => undefined, error: () => undefined };

const emptyList: PollListSlice = {
  bubbleId: null,
  status: 'idle',
  bubble: null,
  docs: [],
  totalDocs: 0,
  page: 0,
  hasMore: false,
  loadingMore: false,
  loadMoreFailed: false,
  canCreate: false,
  isMember: null,
};

const emptyCreator: PollCreatorSlice = {
  bubbleId: null,
  status: 'idle',
  bubble: null,
  canCreate: false,
};

const emptyView: PollViewSlice = {
  pollId: null,
  status: 'idle',
  poll: null,
  voting: false,
  deleting: false,
};

function statusOf(error: unknown): PollsStatus {
  return isApiError(error) && error.status === 404 ? 'not-found' : 'error';
}

function listed(poll: Poll | PollFacts, votePolled: boolean): ListedPoll {
  return {
    _id: poll._id,
    poll_id: poll.poll_id,
    question: poll.question,
    options: poll.options,
    numberOfOptions: poll.numberOfOptions,
    votes: poll.votes,
    createdAt: poll.createdAt,
    author: poll.author,
    bubble: poll.bubble,
    commentId: poll.commentId,
    votePolled,
  };
}

/**
 * The poll pages (spec sections 2-4): a Bubble's recent polls with 'load more', creating a
 * poll, and one poll with voting and deleting. While a list or a poll is open it listens to
 * its Bubble's topic, so new polls, votes and deletions of others show at once.
 */
export function createPollsStore(deps: PollsDeps): PollsStore {
  const notify = deps.notify ?? silent;
  const translate = deps.translate ?? ((key: string) => key);
  let listTicket = 0;
  let creatorTicket = 0;
  let viewTicket = 0;
  const live: Record<'list' | 'view', { topic: string | null; stop: (() => void) | null }> = {
    list: { topic: null, stop: null },
    view: { topic: null, stop: null },
  };

  const describe = (error: unknown): string => {
    const description = describeApiError(error);
    return 'text' in description ? description.text : translate(description.key);
  };
  const failure = (error: unknown): PollFailure => ({
    ok: false,
    status: isApiError(error) ? error.status : 0,
    message: describe(error),
    fieldErrors: isApiError(error) ? { ...error.fieldErrors } : {},
  });
  const toastFailure = (error: unknown) => {
    // A 401 has already been told by the session, which signs the person out.
    if (isApiError(error) && error.status === 401) return;
    notify.error(describe(error));
  };
  const toastSuccess = (message: string | undefined) => {
    if (message) notify.success(message);
  };

  return createStore<PollsState>()((set, get) => {
    const listen = (slot: 'list' | 'view', bubbleId: string | null) => {
      const wanted = bubbleId && deps.realtime ? realtimeTopics.bubble(bubbleId) : null;
      if (live[slot].topic === wanted) return;
      live[slot].stop?.();
      live[slot] = { topic: null, stop: null };
      if (wanted && deps.realtime) {
        live[slot] = {
          topic: wanted,
          stop: deps.realtime.subscribe(wanted, (event) => get().applyEvent(event), {
            // Events may have been missed while the connection was lost.
            onResync: () => void (slot === 'list' ? get().refreshList() : get().refreshPoll()),
          }),
        };
      }
    };

    const patchList = (change: Partial<PollListSlice>) =>
      set((state) => ({ list: { ...state.list, ...change } }));
    const patchView = (change: Partial<PollViewSlice>) =>
      set((state) => ({ view: { ...state.view, ...change } }));

    const addToList = (poll: ListedPoll) => {
      const { list } = get();
      if (list.bubbleId !== poll.bubble._id || list.status !== 'ready') return;
      if (list.docs.some((known) => known._id === poll._id)) return;
      patchList({ docs: [poll, ...list.docs], totalDocs: list.totalDocs + 1 });
    };

    const removeFromList = (pollId: string) => {
      const { list } = get();
      if (!list.docs.some((known) => known._id === pollId)) return;
      patchList({
        docs: list.docs.filter((known) => known._id !== pollId),
        totalDocs: Math.max(0, list.totalDocs - 1),
      });
    };

    const resultsInList = (pollId: string, options: PollOptionResult[], votes: number) => {
      const { list } = get();
      if (!list.docs.some((known) => known._id === pollId)) return;
      patchList({
        docs: list.docs.map((known) =>
          known._id === pollId ? withResults(known, options, votes) : known,
        ),
      });
    };

    // Whether the caller is an active member, for the list's invitation to upgrade.
    const memberOf = async (bubbleId: string): Promise<boolean | null> => {
      try {
        const answer = await deps.api.call(endpoints.myBubbles, {});
        const mine = answer.data?.docs.find((bubble) => bubble._id === bubbleId);
        return mine?.membership.status === 'active';
      } catch {
        return null;
      }
    };

    return {
      list: emptyList,
      creator: emptyCreator,
      view: emptyView,

      async openList(bubbleId) {
        listTicket += 1;
        const mine = listTicket;
        if (get().list.bubbleId !== bubbleId) {
          listen('list', null);
          set({ list: { ...emptyList, bubbleId, status: 'loading' } });
        } else if (get().list.status !== 'ready') {
          patchList({ status: 'loading' });
        }
        try {
          const answer = await deps.api.call(endpoints.listPolls, {
            bubble: bubbleId,
            page: 1,
            limit: POLL_PAGE_SIZE,
          });
          if (mine !== listTicket) return;
          const page = answer.data;
          if (!page) throw new Error('polls/get answered without data');
          patchList({
            status: 'ready',
            bubble: page.bubble,
            docs: page.docs.map((poll) => listed(poll, poll.votePolled)),
            totalDocs: page.totalDocs,
            page: page.page,
            hasMore: page.hasNextPage,
            loadMoreFailed: false,
            canCreate: page.canCreate,
            isMember: page.canCreate ? true : null,
          });
          listen('list', page.bubble._id);
          if (!page.canCreate) {
            const isMember = await memberOf(bubbleId);
            if (mine === listTicket) patchList({ isMember });
          }
        } catch (error) {
          if (mine === listTicket) patchList({ status: statusOf(error) });
        }
      },

      closeList() {
        listTicket += 1;
        listen('list', null);
        set({ list: emptyList });
      },

      async loadMoreList() {
        const { list } = get();
        if (!list.bubbleId || list.loadingMore || list.status !== 'ready') return;
        const mine = listTicket;
        patchList({ loadingMore: true, loadMoreFailed: false });
        try {
          const answer = await deps.api.call(endpoints.listPolls, {
            bubble: list.bubbleId,
            page: list.page + 1,
            limit: POLL_PAGE_SIZE,
          });
          if (mine !== listTicket || !answer.data) return;
          const page = answer.data;
          const known = new Set(get().list.docs.map((poll) => poll._id));
          const fresh = page.docs
            .filter((poll) => !known.has(poll._id))
            .map((poll) => listed(poll, poll.votePolled));
          patchList({
            docs: [...get().list.docs, ...fresh],
            totalDocs: page.totalDocs,
            page: page.page,
            hasMore: page.hasNextPage,
            loadingMore: false,
          });
        } catch {
          if (mine === listTicket) patchList({ loadingMore: false, loadMoreFailed: true });
        }
      },

      async refreshList() {
        const { list } = get();
        if (!list.bubbleId || list.status !== 'ready') return;
        const mine = listTicket;
        // The pages shown in one call when the server allows it, else page 1 again.
        const wanted = POLL_PAGE_SIZE * Math.max(1, list.page);
        const limit = wanted <= POLL_MAX_LIMIT ? wanted : POLL_PAGE_SIZE;
        try {
          const answer = await deps.api.call(endpoints.listPolls, {
            bubble: list.bubbleId,
            page: 1,
            limit,
          });
          if (mine !== listTicket || !answer.data) return;
          const page = answer.data;
          patchList({
            bubble: page.bubble,
            docs: page.docs.map((poll) => listed(poll, poll.votePolled)),
            totalDocs: page.totalDocs,
            page: limit === wanted ? Math.max(1, list.page) : 1,
            hasMore: page.hasNextPage,
            canCreate: page.canCreate,
          });
        } catch (error) {
          if (mine === listTicket && statusOf(error) === 'not-found') {
            listen('list', null);
            patchList({ status: 'not-found' });
          }
        }
      },

      async openCreator(bubbleId) {
        creatorTicket += 1;
        const mine = creatorTicket;
        set({ creator: { ...emptyCreator, bubbleId, status: 'loading' } });
        try {
          // One poll is enough: the answer names the Bubble and says whether one may create.
          const answer = await deps.api.call(endpoints.listPolls, {
            bubble: bubbleId,
            page: 1,
            limit: 1,
          });
          if (mine !== creatorTicket) return;
          const page = answer.data;
          if (!page) throw new Error('polls/get answered without data');
          set({
            creator: { bubbleId, status: 'ready', bubble: page.bubble, canCreate: page.canCreate },
          });
        } catch (error) {
          if (mine === creatorTicket) {
            set((state) => ({ creator: { ...state.creator, status: statusOf(error) } }));
          }
        }
      },

      async createPoll(input) {
        try {
          const answer = await deps.api.call(endpoints.createPoll, input, {
            suppressNotification: true,
          });
          const poll = answer.data?.poll;
          if (poll) addToList(listed(poll, poll.votePolled));
          toastSuccess(answer.message);
          return { ok: true };
        } catch (error) {
          // The form shows what failed; a toast would say it twice.
          return failure(error);
        }
      },

      async openPoll(pollId) {
        // Spec section 3, 'Stored locally': ViewPoll (id) is the poll opened last.
        writeStored('viewPoll', { id: pollId });
        viewTicket += 1;
        const mine = viewTicket;
        if (get().view.pollId !== pollId) {
          listen('view', null);
          set({ view: { ...emptyView, pollId, status: 'loading' } });
        } else if (get().view.status !== 'ready') {
          patchView({ status: 'loading' });
        }
        try {
          const answer = await deps.api.call(endpoints.viewPoll, { poll_id: pollId });
          if (mine !== viewTicket) return;
          const poll = answer.data?.poll;
          if (!poll) throw new Error('polls/view answered without data');
          patchView({ status: 'ready', poll });
          listen('view', poll.bubble._id);
        } catch (error) {
          if (mine === viewTicket) patchView({ status: statusOf(error) });
        }
      },

      closePoll() {
        viewTicket += 1;
        listen('view', null);
        set({ view: emptyView });
      },

      async refreshPoll() {
        const { view } = get();
        if (!view.pollId || view.status !== 'ready') return;
        const mine = viewTicket;
        try {
          const answer = await deps.api.call(endpoints.viewPoll, { poll_id: view.pollId });
          const poll = answer.data?.poll;
          if (mine === viewTicket && poll) patchView({ poll });
        } catch (error) {
          // Gone meanwhile (deleted, or no longer visible): the page says the poll is gone.
          if (mine === viewTicket && statusOf(error) === 'not-found') {
            listen('view', null);
            patchView({ status: 'deleted' });
          }
        }
      },

      async vote(optionId) {
        const { poll, voting } = get().view;
        if (!poll || voting) return { ok: false, status: 0, message: '', fieldErrors: {} };
        const mine = viewTicket;
        patchView({ voting: true });
        try {
          const answer = await deps.api.call(
            endpoints.castVote,
            { poll: poll._id, option: optionId, bubble: poll.bubble._id },
            { suppressNotification: true },
          );
          const fresh = answer.data?.poll;
          if (mine === viewTicket) {
            const current = get().view.poll;
            // The caller's part is new; the results keep whichever count is newer.
            const next =
              fresh && current
                ? { ...withResults(current, fresh.options, fresh.votes), ...callerPart(fresh) }
                : (fresh ?? current);
            patchView({ voting: false, poll: next });
            if (next) resultsInList(next._id, next.options, next.votes);
          }
          toastSuccess(answer.message);
          return { ok: true };
        } catch (error) {
          if (mine === viewTicket) patchView({ voting: false });
          toastFailure(error);
          const result = failure(error);
          if (mine !== viewTicket) return result;
          if (result.status === 409) await get().openPoll(poll._id);
          else if (result.status === 404) patchView({ status: 'deleted' });
          return result;
        }
      },

      async deletePoll() {
        const { poll, deleting } = get().view;
        if (!poll || deleting) return { ok: false, status: 0, message: '', fieldErrors: {} };
        patchView({ deleting: true });
        try {
          const answer = await deps.api.call(endpoints.deletePoll, { poll_id: poll._id });
          removeFromList(poll._id);
          patchView({ deleting: false });
          toastSuccess(answer.message);
          return { ok: true };
        } catch (error) {
          patchView({ deleting: false });
          toastFailure(error);
          return failure(error);
        }
      },

      applyEvent(raw) {
        // The board's events share the topic: not ours.
        const parsed = v.safeParse(PollEventSchema, raw);
        if (!parsed.success) return;
        const event = parsed.output;
        const { view } = get();
        switch (event.type) {
          case 'poll.created':
            // A new poll has no votes yet, the caller's included.
            addToList(listed(event.poll, false));
            break;
          case 'poll.voted':
            resultsInList(event.pollId, event.options, event.votes);
            if (view.poll?._id === event.pollId) {
              patchView({ poll: withResults(view.poll, event.options, event.votes) });
            }
            break;
          case 'poll.deleted':
            removeFromList(event.pollId);
            // One's own deletion is answered by the page itself (it leaves).
            if (view.poll?._id === event.pollId && !view.deleting) {
              patchView({ status: 'deleted' });
            }
            break;
        }
      },
    };
  });
}

function callerPart(poll: Poll) {
  return {
    votePolled: poll.votePolled,
    votedOption: poll.votedOption,
    canVote: poll.canVote,
    canDelete: poll.canDelete,
  };
}
