import {
  BoardEventSchema,
  BubbleChangedEventSchema,
  type Comment,
  endpoints,
  isApiError,
  PollEventSchema,
  realtimeTopics,
} from '@wob/api';
import { createFeedback, createLatest, NOT_SENT, OK } from '@wob/store';
import {
  COMMENT_PAGE_SIZE,
  COMMENT_PAGE_STEP,
  REPLY_PAGE_SIZE,
  REPLY_PAGE_STEP,
} from '@wob/validation';
import * as v from 'valibot';
import { createStore } from 'zustand/vanilla';
import { mergeComments, withOwnVote, withReply, withVoteEvent } from './board-rules';

import type { BoardDeps, BoardState, BoardStatus, BoardStore } from './board-types';

const initial = {
  name: null,
  status: 'idle' as BoardStatus,
  bubble: null,
  canSeeContent: false,
  comments: [] as Comment[],
  limit: COMMENT_PAGE_SIZE,
  hasMore: false,
  loadingMore: false,
  loadMoreFailed: false,
  loadingReplies: {} as Record<string, boolean>,
  voting: {} as Record<string, boolean>,
  joining: false,
  chatGuid: null as string | null,
  takenDown: null as { at: string; reason: string } | null,
  openingChat: false,
};

/**
 * The board of the open Bubble (spec sections 2-4): the page's tile, its comments with
 * 'load more' (+3) and their replies with 'see more replies' (+3), joining, posting and
 * deleting, and live updates on 'bubble:<id>'. Every comment and reply is kept once by its
 * _id, whether it arrives as the answer to one's own post or as a realtime event.
 */
export function createBoardStore(deps: BoardDeps): BoardStore {
  const latest = createLatest();
  let unsubscribe: (() => void) | null = null;
  let subscribedTo: string | null = null;

  const { failure, notify, toastFailure, toastSuccess, translate } = createFeedback({
    notify: deps.notify,
    translate: deps.translate,
  });

  const store = createStore<BoardState>()((set, get) => {
    const stopLive = () => {
      unsubscribe?.();
      unsubscribe = null;
      subscribedTo = null;
    };

    // Live updates while the content is visible; a realtime client answers 'forbidden' for a
    // private Bubble one may not see, so the page does not ask then.
    const syncLive = () => {
      const { bubble, canSeeContent } = get();
      const wanted = bubble && canSeeContent && deps.realtime ? bubble._id : null;
      if (wanted === subscribedTo) return;
      stopLive();
      if (wanted && deps.realtime) {
        subscribedTo = wanted;
        unsubscribe = deps.realtime.subscribe(
          realtimeTopics.bubble(wanted),
          (event) => get().applyEvent(event),
          { onResync: () => void get().refresh() },
        );
      }
    };

    const updateComment = (commentId: string, change: (comment: Comment) => Comment) => {
      set((state) => ({
        comments: state.comments.map((comment) =>
          comment._id === commentId ? change(comment) : comment,
        ),
      }));
    };

    const insertComment = (comment: Comment) => {
      const { comments, bubble } = get();
      if (bubble?._id !== comment.bubble) return;
      if (comments.some((known) => known._id === comment._id)) return;
      set({ comments: [comment, ...comments] });
    };

    const removeComment = (commentId: string) => {
      set((state) => ({ comments: state.comments.filter((comment) => comment._id !== commentId) }));
    };

    const removeReply = (commentId: string, replyId: string, replyCount?: number) => {
      updateComment(commentId, (comment) => {
        const replies = comment.replies.filter((reply) => reply._id !== replyId);
        const removed = replies.length < comment.replies.length;
        return {
          ...comment,
          replies,
          replyCount: replyCount ?? Math.max(0, comment.replyCount - (removed ? 1 : 0)),
        };
      });
    };

    return {
      ...initial,

      async open(name) {
        const mine = latest.next();
        if (get().name !== name) {
          stopLive();
          set({ ...initial, name, status: 'loading' });
        } else {
          set({ status: get().bubble ? get().status : 'loading' });
        }
        try {
          const answer = await deps.api.call(endpoints.getBubble, {
            id: name,
            page: 1,
            limit: COMMENT_PAGE_SIZE,
          });
          if (!latest.isLatest(mine)) return;
          const view = answer.data;
          if (!view) throw new Error('get-bubble answered without data');
          set({
            status: 'ready',
            bubble: view.bubble,
            canSeeContent: view.canSeeContent,
            chatGuid: view.chatGuid ?? null,
            takenDown: view.takenDown ?? null,
            comments: view.comments?.docs ?? [],
            limit: view.comments?.limit ?? COMMENT_PAGE_SIZE,
            hasMore: view.comments?.hasNextPage ?? false,
            loadMoreFailed: false,
          });
          syncLive();
        } catch (error) {
          if (!latest.isLatest(mine)) return;
          set({ status: isApiError(error) && error.status === 404 ? 'not-found' : 'error' });
        }
      },

      async refresh() {
        const { name, bubble, limit, comments } = get();
        if (!name || !bubble) return;
        const mine = latest.current();
        try {
          const answer = await deps.api.call(endpoints.getBubble, {
            id: name,
            page: 1,
            limit: Math.max(limit, comments.length),
          });
          if (!latest.isLatest(mine) || !answer.data) return;
          const view = answer.data;
          set({
            status: 'ready',
            bubble: view.bubble,
            canSeeContent: view.canSeeContent,
            chatGuid: view.chatGuid ?? null,
            takenDown: view.takenDown ?? null,
            comments: view.comments?.docs ?? [],
            limit: view.comments?.limit ?? limit,
            hasMore: view.comments?.hasNextPage ?? false,
          });
          syncLive();
        } catch (error) {
          if (!latest.isLatest(mine)) return;
          // Gone (deleted, or made private to someone no longer a member): say so. Any other
          // failure keeps what is shown; the next event or visit tries again.
          if (isApiError(error) && error.status === 404) {
            stopLive();
            set({ status: 'not-found' });
          }
        }
      },

      close() {
        latest.next();
        stopLive();
        set({ ...initial });
      },

      async loadMore() {
        const { bubble, limit, comments, loadingMore } = get();
        if (!bubble || loadingMore) return;
        // Live comments have made the list longer than the last limit: grow from what is shown.
        const next = Math.max(limit, comments.length) + COMMENT_PAGE_STEP;
        const mine = latest.current();
        set({ loadingMore: true, loadMoreFailed: false });
        try {
          const answer = await deps.api.call(endpoints.getBoard, {
            bubble: bubble._id,
            page: 1,
            limit: next,
          });
          if (!latest.isLatest(mine) || !answer.data) return;
          const page = answer.data;
          set((state) => ({
            comments: mergeComments(page.docs, state.comments),
            limit: page.limit,
            hasMore: page.hasNextPage,
            loadingMore: false,
          }));
        } catch {
          if (latest.isLatest(mine)) set({ loadingMore: false, loadMoreFailed: true });
        }
      },

      async seeMoreReplies(commentId) {
        const comment = get().comments.find((known) => known._id === commentId);
        if (!comment || get().loadingReplies[commentId]) return;
        const limit = Math.max(REPLY_PAGE_SIZE, comment.replies.length) + REPLY_PAGE_STEP;
        const mine = latest.current();
        set((state) => ({ loadingReplies: { ...state.loadingReplies, [commentId]: true } }));
        try {
          const answer = await deps.api.call(endpoints.getReplies, {
            id: commentId,
            page: 1,
            limit,
          });
          if (!latest.isLatest(mine) || !answer.data) return;
          const page = answer.data;
          updateComment(commentId, (known) => ({
            ...known,
            replies: page.docs,
            replyCount: page.totalDocs,
            seeMore: page.hasNextPage,
          }));
        } catch (error) {
          if (latest.isLatest(mine)) toastFailure(error);
        } finally {
          if (latest.isLatest(mine)) {
            set((state) => ({ loadingReplies: { ...state.loadingReplies, [commentId]: false } }));
          }
        }
      },

      async join() {
        const { bubble } = get();
        if (!bubble) return NOT_SENT;
        set({ joining: true });
        try {
          const answer = await deps.api.call(endpoints.pickBubble, { bubble: bubble._id });
          toastSuccess(answer.message);
          const joined = answer.data?.bubble;
          const name = get().name;
          set({ joining: false, ...(joined ? { bubble: joined } : {}) });
          // Joining a public Bubble opens the composer; the board itself is already shown.
          // A private one stays hidden until approval. Refetch when the content just opened.
          if (joined && !get().canSeeContent && joined.membership.status === 'active' && name) {
            await get().open(name);
          }
          return OK;
        } catch (error) {
          set({ joining: false });
          toastFailure(error);
          return failure(error);
        }
      },

      async openChat() {
        const { bubble } = get();
        if (!bubble) return NOT_SENT;
        set({ openingChat: true });
        try {
          const answer = await deps.api.call(endpoints.openBubbleChat, { bubble: bubble._id });
          const guid = answer.data?.chatGuid ?? null;
          if (get().bubble?._id === bubble._id) set({ openingChat: false, chatGuid: guid });
          return OK;
        } catch (error) {
          set({ openingChat: false });
          toastFailure(error);
          return failure(error);
        }
      },

      async addComment(draft, options) {
        const { bubble } = get();
        if (!bubble) return NOT_SENT;
        try {
          const answer = await deps.api.call(
            endpoints.addComment,
            {
              bubble: bubble._id,
              comment: draft.comment,
              ...(draft.imageFile ? { imageFile: draft.imageFile } : {}),
            },
            { suppressNotification: true, onUploadProgress: options?.onUploadProgress },
          );
          if (answer.data) insertComment(answer.data.comment);
          return OK;
        } catch (error) {
          toastFailure(error);
          return failure(error);
        }
      },

      async addReply(commentId, text) {
        try {
          const answer = await deps.api.call(
            endpoints.addReply,
            { commentID: commentId, comment: text },
            { suppressNotification: true },
          );
          const reply = answer.data?.reply;
          if (reply) {
            updateComment(reply.commentID, (comment) => {
              const known = comment.replies.some((r) => r._id === reply._id);
              // The realtime event may have counted it already.
              return withReply(comment, reply, known ? comment.replyCount : comment.replyCount + 1);
            });
          }
          return OK;
        } catch (error) {
          toastFailure(error);
          return failure(error);
        }
      },

      async deleteComment(commentId) {
        const { bubble, comments } = get();
        const pollId = comments.find((known) => known._id === commentId)?.pollId ?? null;
        try {
          // The server keeps a poll comment while its poll exists (409): delete the poll.
          const answer = pollId
            ? await deps.api.call(endpoints.deletePoll, { poll_id: pollId })
            : await deps.api.call(endpoints.deleteComment, {
                commentID: commentId,
                ...(bubble ? { bubble: bubble._id } : {}),
              });
          removeComment(commentId);
          toastSuccess(answer.message);
          return OK;
        } catch (error) {
          toastFailure(error);
          return failure(error);
        }
      },

      async vote(commentId, optionId) {
        const comment = get().comments.find((known) => known._id === commentId);
        const poll = comment?.polls;
        if (!poll || get().voting[commentId]) return NOT_SENT;
        const mine = latest.current();
        const setVoting = (on: boolean) =>
          set((state) => ({ voting: { ...state.voting, [commentId]: on } }));
        setVoting(true);
        try {
          const answer = await deps.api.call(
            endpoints.castVote,
            { poll: poll._id, option: optionId, bubble: poll.bubble },
            { suppressNotification: true },
          );
          const fresh = answer.data?.poll;
          if (latest.isLatest(mine) && fresh)
            updateComment(commentId, (known) => withOwnVote(known, fresh));
          toastSuccess(answer.message);
          return OK;
        } catch (error) {
          toastFailure(error);
          // Voted already (another tab): show the poll as the server has it.
          if (latest.isLatest(mine) && isApiError(error) && error.status === 409)
            void get().refresh();
          return failure(error);
        } finally {
          if (latest.isLatest(mine)) setVoting(false);
        }
      },

      async deleteReply(commentId, replyId) {
        try {
          const answer = await deps.api.call(endpoints.deleteReply, {
            commentID: commentId,
            replyID: replyId,
          });
          removeReply(commentId, replyId);
          toastSuccess(answer.message);
          return OK;
        } catch (error) {
          toastFailure(error);
          return failure(error);
        }
      },

      async report(kind, id, input) {
        try {
          await deps.api.call(endpoints.reportContent, {
            kind,
            id,
            reason: input.reason,
            details: input.details ?? '',
          });
          notify.success(translate('report:sent'));
          return OK;
        } catch (error) {
          // The report dialog shows what failed; a toast would say it twice.
          return failure(error);
        }
      },

      applyEvent(raw) {
        // The Bubble itself changed (name, colour, privacy) or is gone: fetch it again.
        const changed = v.safeParse(BubbleChangedEventSchema, raw);
        if (changed.success) {
          if (changed.output.bubbleId === get().bubble?._id) void get().refresh();
          return;
        }
        // Votes of others move a poll comment's bars live; the poll's own events (created,
        // deleted) reach the board as comment.added / comment.deleted.
        const poll = v.safeParse(PollEventSchema, raw);
        if (poll.success) {
          const event = poll.output;
          if (event.type !== 'poll.voted' || event.bubbleId !== get().bubble?._id) return;
          set((state) => ({
            comments: state.comments.map((comment) => withVoteEvent(comment, event)),
          }));
          return;
        }
        const parsed = v.safeParse(BoardEventSchema, raw);
        if (!parsed.success) return;
        const event = parsed.output;
        if (event.bubbleId !== get().bubble?._id) return;
        switch (event.type) {
          case 'comment.added':
            insertComment(event.comment);
            break;
          case 'reply.added':
            updateComment(event.commentId, (comment) =>
              withReply(comment, event.reply, event.replyCount),
            );
            break;
          case 'comment.deleted':
            removeComment(event.commentId);
            break;
          case 'reply.deleted':
            removeReply(event.commentId, event.replyId, event.replyCount);
            break;
        }
      },
    };
  });
  return store;
}
