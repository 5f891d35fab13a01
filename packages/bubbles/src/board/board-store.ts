import {
  type ApiClient,
  BoardEventSchema,
  BubbleChangedEventSchema,
  type BubbleTile,
  type Comment,
  type CommentAuthor,
  describeApiError,
  endpoints,
  isApiError,
  type Membership,
  type RealtimeListener,
  type Reply,
  realtimeTopics,
} from '@wob/api';
import type { Notifier } from '@wob/auth';
import {
  COMMENT_PAGE_SIZE,
  COMMENT_PAGE_STEP,
  REPLY_PAGE_SIZE,
  REPLY_PAGE_STEP,
} from '@wob/validation';
import * as v from 'valibot';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Translate } from '../store/bubbles-store';

/** The part of @wob/api's realtime client the board uses; tests inject a fake. */
export interface BoardRealtime {
  /**
   * Listens to a topic; answers the function that stops listening. `onResync` runs when the
   * topic is subscribed again after a lost connection (events may have been missed).
   */
  subscribe(
    topic: string,
    listener: RealtimeListener,
    options?: { onResync?: () => void },
  ): () => void;
}

export interface BoardDeps {
  api: ApiClient;
  /** Live updates of the open board; without one the board updates only on its own actions. */
  realtime?: BoardRealtime | null;
  /** How the store tells a person about an action; the app passes @wob/ui's toast. */
  notify?: Notifier;
  /** Turns the error catalogue's keys into text. */
  translate?: Translate;
}

/** Where the Bubble page stands. 'not-found' is a 404 from get-bubble. */
export type BoardStatus = 'idle' | 'loading' | 'ready' | 'error' | 'not-found';

/** What a post or delete came to: `ok`, or the HTTP status and the first message per field. */
export type BoardResult =
  | { ok: true }
  | { ok: false; status: number; fieldErrors: Record<string, string> };

export interface CommentDraft {
  comment: string;
  /** A data URL. */
  imageFile?: string;
}

export interface BoardState {
  /** The URL name (or id) of the open Bubble, as asked. */
  name: string | null;
  status: BoardStatus;
  bubble: BubbleTile | null;
  /** Public, or the caller is an active member. */
  canSeeContent: boolean;
  /** Newest first, each with its loaded replies (oldest first). */
  comments: Comment[];
  /** The limit of the last board call (5, 8, 11, …). */
  limit: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  /** Comment ids whose next replies are being fetched. */
  loadingReplies: Record<string, boolean>;
  joining: boolean;
  /** Opens a Bubble's page: get-bubble page 1, limit 5, and live updates while it is open. */
  open(name: string): Promise<void>;
  /**
   * Fetches the open Bubble again in the background, as far as it is loaded: after a lost
   * connection, or when the Bubble or the person's membership changed.
   */
  refresh(): Promise<void>;
  /** Leaves the page: stops live updates and forgets the board. */
  close(): void;
  /** 'Load more': the limit grows by 3 (5, 8, 11, …). */
  loadMore(): Promise<void>;
  /** 'see more replies': the comment's replies on page 1, limit growing by 3. */
  seeMoreReplies(commentId: string): Promise<void>;
  /** Join (api/bubble/pick): at once for a public Bubble, 'Waiting for Approval' for a private one. */
  join(): Promise<BoardResult>;
  addComment(
    draft: CommentDraft,
    options?: { onUploadProgress?: (fraction: number) => void },
  ): Promise<BoardResult>;
  addReply(commentId: string, text: string): Promise<BoardResult>;
  deleteComment(commentId: string): Promise<BoardResult>;
  deleteReply(commentId: string, replyId: string): Promise<BoardResult>;
  /** Applies one realtime event of the open Bubble's topic (anything else is ignored). */
  applyEvent(event: unknown): void;
}

export type BoardStore = StoreApi<BoardState>;

const silent: Notifier = { success: () => undefined, error: () => undefined };

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
  joining: false,
};

function failure(error: unknown): BoardResult {
  return {
    ok: false,
    status: isApiError(error) ? error.status : 0,
    fieldErrors: isApiError(error) ? { ...error.fieldErrors } : {},
  };
}

/**
 * Whether the signed-in person may delete an item of the board: its author, or an active
 * owner or moderator of the Bubble (the server decides again).
 */
export function canDeleteItem(
  membership: Membership | null | undefined,
  userId: string | null | undefined,
  author: CommentAuthor,
): boolean {
  if (userId && author._id === userId) return true;
  return (
    membership?.status === 'active' &&
    (membership.role === 'owner' || membership.role === 'moderator')
  );
}

/** Whether the caller may write on the board: an active member. */
export function canPost(bubble: BubbleTile | null): boolean {
  return bubble?.membership.status === 'active';
}

// A page of comments from the server, keeping the replies a person has already unfolded:
// the board call sends only the first 3 of each.
function mergeComments(fresh: Comment[], known: Comment[]): Comment[] {
  const byId = new Map(known.map((comment) => [comment._id, comment]));
  return fresh.map((comment) => {
    const before = byId.get(comment._id);
    if (!before || before.replies.length <= comment.replies.length) return comment;
    return { ...comment, replies: before.replies, seeMore: before.seeMore };
  });
}

function withReply(comment: Comment, reply: Reply, replyCount: number): Comment {
  if (comment.replies.some((known) => known._id === reply._id)) {
    return { ...comment, replyCount: Math.max(comment.replyCount, replyCount) };
  }
  // Replies are oldest first: a new one belongs at the end, unless older ones are still
  // folded away (then 'see more replies' brings it).
  if (comment.seeMore) return { ...comment, replyCount, seeMore: true };
  return { ...comment, replies: [...comment.replies, reply], replyCount };
}

/**
 * The board of the open Bubble (spec sections 2-4): the page's tile, its comments with
 * 'load more' (+3) and their replies with 'see more replies' (+3), joining, posting and
 * deleting, and live updates on 'bubble:<id>'. Every comment and reply is kept once by its
 * _id, whether it arrives as the answer to one's own post or as a realtime event.
 */
export function createBoardStore(deps: BoardDeps): BoardStore {
  const notify = deps.notify ?? silent;
  const translate = deps.translate ?? ((key: string) => key);
  let ticket = 0;
  let unsubscribe: (() => void) | null = null;
  let subscribedTo: string | null = null;

  const toastFailure = (error: unknown) => {
    // A 401 has already been told by the session, which signs the person out.
    if (isApiError(error) && error.status === 401) return;
    const description = describeApiError(error);
    notify.error('text' in description ? description.text : translate(description.key));
  };
  const toastSuccess = (message: string | undefined) => {
    if (message) notify.success(message);
  };

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
        ticket += 1;
        const mine = ticket;
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
          if (mine !== ticket) return;
          const view = answer.data;
          if (!view) throw new Error('get-bubble answered without data');
          set({
            status: 'ready',
            bubble: view.bubble,
            canSeeContent: view.canSeeContent,
            comments: view.comments?.docs ?? [],
            limit: view.comments?.limit ?? COMMENT_PAGE_SIZE,
            hasMore: view.comments?.hasNextPage ?? false,
            loadMoreFailed: false,
          });
          syncLive();
        } catch (error) {
          if (mine !== ticket) return;
          set({ status: isApiError(error) && error.status === 404 ? 'not-found' : 'error' });
        }
      },

      async refresh() {
        const { name, bubble, limit, comments } = get();
        if (!name || !bubble) return;
        const mine = ticket;
        try {
          const answer = await deps.api.call(endpoints.getBubble, {
            id: name,
            page: 1,
            limit: Math.max(limit, comments.length),
          });
          if (mine !== ticket || !answer.data) return;
          const view = answer.data;
          set({
            status: 'ready',
            bubble: view.bubble,
            canSeeContent: view.canSeeContent,
            comments: view.comments?.docs ?? [],
            limit: view.comments?.limit ?? limit,
            hasMore: view.comments?.hasNextPage ?? false,
          });
          syncLive();
        } catch (error) {
          if (mine !== ticket) return;
          // Gone (deleted, or made private to someone no longer a member): say so. Any other
          // failure keeps what is shown; the next event or visit tries again.
          if (isApiError(error) && error.status === 404) {
            stopLive();
            set({ status: 'not-found' });
          }
        }
      },

      close() {
        ticket += 1;
        stopLive();
        set({ ...initial });
      },

      async loadMore() {
        const { bubble, limit, comments, loadingMore } = get();
        if (!bubble || loadingMore) return;
        // Live comments have made the list longer than the last limit: grow from what is shown.
        const next = Math.max(limit, comments.length) + COMMENT_PAGE_STEP;
        const mine = ticket;
        set({ loadingMore: true, loadMoreFailed: false });
        try {
          const answer = await deps.api.call(endpoints.getBoard, {
            bubble: bubble._id,
            page: 1,
            limit: next,
          });
          if (mine !== ticket || !answer.data) return;
          const page = answer.data;
          set((state) => ({
            comments: mergeComments(page.docs, state.comments),
            limit: page.limit,
            hasMore: page.hasNextPage,
            loadingMore: false,
          }));
        } catch {
          if (mine === ticket) set({ loadingMore: false, loadMoreFailed: true });
        }
      },

      async seeMoreReplies(commentId) {
        const comment = get().comments.find((known) => known._id === commentId);
        if (!comment || get().loadingReplies[commentId]) return;
        const limit = Math.max(REPLY_PAGE_SIZE, comment.replies.length) + REPLY_PAGE_STEP;
        const mine = ticket;
        set((state) => ({ loadingReplies: { ...state.loadingReplies, [commentId]: true } }));
        try {
          const answer = await deps.api.call(endpoints.getReplies, {
            id: commentId,
            page: 1,
            limit,
          });
          if (mine !== ticket || !answer.data) return;
          const page = answer.data;
          updateComment(commentId, (known) => ({
            ...known,
            replies: page.docs,
            replyCount: page.totalDocs,
            seeMore: page.hasNextPage,
          }));
        } catch (error) {
          if (mine === ticket) toastFailure(error);
        } finally {
          if (mine === ticket) {
            set((state) => ({ loadingReplies: { ...state.loadingReplies, [commentId]: false } }));
          }
        }
      },

      async join() {
        const { bubble } = get();
        if (!bubble) return { ok: false, status: 0, fieldErrors: {} };
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
          return { ok: true };
        } catch (error) {
          set({ joining: false });
          toastFailure(error);
          return failure(error);
        }
      },

      async addComment(draft, options) {
        const { bubble } = get();
        if (!bubble) return { ok: false, status: 0, fieldErrors: {} };
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
          return { ok: true };
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
          return { ok: true };
        } catch (error) {
          toastFailure(error);
          return failure(error);
        }
      },

      async deleteComment(commentId) {
        const { bubble } = get();
        try {
          const answer = await deps.api.call(endpoints.deleteComment, {
            commentID: commentId,
            ...(bubble ? { bubble: bubble._id } : {}),
          });
          removeComment(commentId);
          toastSuccess(answer.message);
          return { ok: true };
        } catch (error) {
          toastFailure(error);
          return failure(error);
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
          return { ok: true };
        } catch (error) {
          toastFailure(error);
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
        // Other events share the topic (polls): not the board's.
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
