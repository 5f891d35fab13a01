import {
  endpoints,
  type PollOptionResult,
  PollEventSchema,
  realtimeTopics,
  writeStored,
} from '@wob/api';
import { createFeedback, createLatest, NOT_SENT, OK } from '@wob/store';
import { POLL_MAX_LIMIT, POLL_PAGE_SIZE } from '@wob/validation';
import * as v from 'valibot';
import { createStore } from 'zustand/vanilla';
import { withResults } from './poll-results-merge';
import { callerPart, emptyCreator, emptyList, emptyView, listed, statusOf } from './polls-rules';
import type {
  ListedPoll,
  PollListSlice,
  PollsDeps,
  PollsStore,
  PollViewSlice,
  PollsState,
} from './polls-types';

/**
 * The poll pages (spec sections 2-4): a Bubble's recent polls with 'load more', creating a
 * poll, and one poll with voting and deleting. While a list or a poll is open it listens to
 * its Bubble's topic, so new polls, votes and deletions of others show at once.
 */
export function createPollsStore(deps: PollsDeps): PollsStore {
  const listLatest = createLatest();
  const creatorLatest = createLatest();
  const viewLatest = createLatest();
  const live: Record<'list' | 'view', { topic: string | null; stop: (() => void) | null }> = {
    list: { topic: null, stop: null },
    view: { topic: null, stop: null },
  };

  const { failure, toastFailure, toastSuccess } = createFeedback({
    notify: deps.notify,
    translate: deps.translate,
  });

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
        const mine = listLatest.next();
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
          if (!listLatest.isLatest(mine)) return;
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
            if (listLatest.isLatest(mine)) patchList({ isMember });
          }
        } catch (error) {
          if (listLatest.isLatest(mine)) patchList({ status: statusOf(error) });
        }
      },

      closeList() {
        listLatest.next();
        listen('list', null);
        set({ list: emptyList });
      },

      async loadMoreList() {
        const { list } = get();
        if (!list.bubbleId || list.loadingMore || list.status !== 'ready') return;
        const mine = listLatest.current();
        patchList({ loadingMore: true, loadMoreFailed: false });
        try {
          const answer = await deps.api.call(endpoints.listPolls, {
            bubble: list.bubbleId,
            page: list.page + 1,
            limit: POLL_PAGE_SIZE,
          });
          if (!listLatest.isLatest(mine) || !answer.data) return;
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
          if (listLatest.isLatest(mine)) patchList({ loadingMore: false, loadMoreFailed: true });
        }
      },

      async refreshList() {
        const { list } = get();
        if (!list.bubbleId || list.status !== 'ready') return;
        const mine = listLatest.current();
        // The pages shown in one call when the server allows it, else page 1 again.
        const wanted = POLL_PAGE_SIZE * Math.max(1, list.page);
        const limit = wanted <= POLL_MAX_LIMIT ? wanted : POLL_PAGE_SIZE;
        try {
          const answer = await deps.api.call(endpoints.listPolls, {
            bubble: list.bubbleId,
            page: 1,
            limit,
          });
          if (!listLatest.isLatest(mine) || !answer.data) return;
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
          if (listLatest.isLatest(mine) && statusOf(error) === 'not-found') {
            listen('list', null);
            patchList({ status: 'not-found' });
          }
        }
      },

      async openCreator(bubbleId) {
        const mine = creatorLatest.next();
        set({ creator: { ...emptyCreator, bubbleId, status: 'loading' } });
        try {
          // One poll is enough: the answer names the Bubble and says whether one may create.
          const answer = await deps.api.call(endpoints.listPolls, {
            bubble: bubbleId,
            page: 1,
            limit: 1,
          });
          if (!creatorLatest.isLatest(mine)) return;
          const page = answer.data;
          if (!page) throw new Error('polls/get answered without data');
          set({
            creator: { bubbleId, status: 'ready', bubble: page.bubble, canCreate: page.canCreate },
          });
        } catch (error) {
          if (creatorLatest.isLatest(mine)) {
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
          return OK;
        } catch (error) {
          // The form shows what failed; a toast would say it twice.
          return failure(error);
        }
      },

      async openPoll(pollId) {
        // Spec section 3, 'Stored locally': ViewPoll (id) is the poll opened last.
        writeStored('viewPoll', { id: pollId });
        const mine = viewLatest.next();
        if (get().view.pollId !== pollId) {
          listen('view', null);
          set({ view: { ...emptyView, pollId, status: 'loading' } });
        } else if (get().view.status !== 'ready') {
          patchView({ status: 'loading' });
        }
        try {
          const answer = await deps.api.call(endpoints.viewPoll, { poll_id: pollId });
          if (!viewLatest.isLatest(mine)) return;
          const poll = answer.data?.poll;
          if (!poll) throw new Error('polls/view answered without data');
          patchView({ status: 'ready', poll });
          listen('view', poll.bubble._id);
        } catch (error) {
          if (viewLatest.isLatest(mine)) patchView({ status: statusOf(error) });
        }
      },

      closePoll() {
        viewLatest.next();
        listen('view', null);
        set({ view: emptyView });
      },

      async refreshPoll() {
        const { view } = get();
        if (!view.pollId || view.status !== 'ready') return;
        const mine = viewLatest.current();
        try {
          const answer = await deps.api.call(endpoints.viewPoll, { poll_id: view.pollId });
          const poll = answer.data?.poll;
          if (viewLatest.isLatest(mine) && poll) patchView({ poll });
        } catch (error) {
          // Gone meanwhile (deleted, or no longer visible): the page says the poll is gone.
          if (viewLatest.isLatest(mine) && statusOf(error) === 'not-found') {
            listen('view', null);
            patchView({ status: 'deleted' });
          }
        }
      },

      async vote(optionId) {
        const { poll, voting } = get().view;
        if (!poll || voting) return NOT_SENT;
        const mine = viewLatest.current();
        patchView({ voting: true });
        try {
          const answer = await deps.api.call(
            endpoints.castVote,
            { poll: poll._id, option: optionId, bubble: poll.bubble._id },
            { suppressNotification: true },
          );
          const fresh = answer.data?.poll;
          if (viewLatest.isLatest(mine)) {
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
          return OK;
        } catch (error) {
          if (viewLatest.isLatest(mine)) patchView({ voting: false });
          toastFailure(error);
          const result = failure(error);
          if (!viewLatest.isLatest(mine)) return result;
          if (result.status === 409) await get().openPoll(poll._id);
          else if (result.status === 404) patchView({ status: 'deleted' });
          return result;
        }
      },

      async deletePoll() {
        const { poll, deleting } = get().view;
        if (!poll || deleting) return NOT_SENT;
        patchView({ deleting: true });
        try {
          const answer = await deps.api.call(endpoints.deletePoll, { poll_id: poll._id });
          removeFromList(poll._id);
          patchView({ deleting: false });
          toastSuccess(answer.message);
          return OK;
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
