import type { ApiClient, BubbleTile, Comment, RealtimeTopics } from '@wob/api';
import type { StoreApi } from 'zustand/vanilla';
import type { Translate } from '@wob/i18n';
import type { ActionResult, LoadStatus, Notifier } from '@wob/store';
import type { ReportFormInput } from '@wob/validation';

// The board store's shapes (board-store.ts builds it).

export interface BoardDeps {
  api: ApiClient;
  /** Live updates of the open board; without one the board updates only on its own actions. */
  realtime?: RealtimeTopics | null;
  /** How the store tells a person about an action; the app passes @wob/ui's toast. */
  notify?: Notifier;
  /** Turns the error catalogue's keys into text. */
  translate?: Translate;
}

/** Where the Bubble page stands. 'not-found' is a 404 from get-bubble. */
export type BoardStatus = LoadStatus | 'not-found';

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
  /** Poll comment ids whose vote is on its way. */
  voting: Record<string, boolean>;
  joining: boolean;
  /** The Bubble's chat (a group following its members), told to active members only. */
  chatGuid: string | null;
  /** Only for its owner: the operator took the Bubble down (when, and their reason). */
  takenDown: { at: string; reason: string } | null;
  /** The owner's 'Open a chat for this Bubble' is on its way. */
  openingChat: boolean;
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
  join(): Promise<ActionResult>;
  /** The owner opens the Bubble's chat (api/bubble/open-chat); `chatGuid` is set after it. */
  openChat(): Promise<ActionResult>;
  addComment(
    draft: CommentDraft,
    options?: { onUploadProgress?: (fraction: number) => void },
  ): Promise<ActionResult>;
  addReply(commentId: string, text: string): Promise<ActionResult>;
  /** Deletes a comment; a poll comment by deleting its poll (the comment goes with it). */
  deleteComment(commentId: string): Promise<ActionResult>;
  /** Votes in a poll comment's poll, on the board itself (spec section 2). */
  vote(commentId: string, optionId: string): Promise<ActionResult>;
  deleteReply(commentId: string, replyId: string): Promise<ActionResult>;
  /**
   * Reports a comment or reply ('comment') or the open Bubble ('bubble') to the moderators
   * (api/report/content): a toast thanks the person; a refusal is answered for the report
   * dialog to show, not toasted.
   */
  report(kind: 'comment' | 'bubble', id: string, input: ReportFormInput): Promise<ActionResult>;
  /** Applies one realtime event of the open Bubble's topic (anything else is ignored). */
  applyEvent(event: unknown): void;
}

export type BoardStore = StoreApi<BoardState>;
