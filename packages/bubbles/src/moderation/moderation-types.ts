import type { ApiClient, BubbleMember, BubbleTile, RealtimeTopics } from '@wob/api';
import type { Translate } from '@wob/i18n';
import type { ActionResult, Notifier } from '@wob/store';
import type { StoreApi } from 'zustand/vanilla';

// The moderation store's shapes (moderation-store.ts builds it).

export interface ModerationDeps {
  api: ApiClient;
  /** Live updates while a page is open; without one the lists change only on own actions. */
  realtime?: RealtimeTopics | null;
  notify?: Notifier;
  translate?: Translate;
}

/** Where the open Bubble stands. 'not-found' is a 404, or a Bubble gone while open. */
export type ModerationStatus = 'idle' | 'loading' | 'ready' | 'error' | 'not-found';

/** The two tabs of /bubble_members/{id}. */
export type MemberTab = 'active' | 'pending';

/**
 * One tab's list. 'forbidden' is the server's 403 (premium ended meanwhile), 'not-found' its
 * 404 (no longer owner or moderator).
 */
export interface MemberList {
  status: 'idle' | 'loading' | 'ready' | 'error' | 'forbidden' | 'not-found';
  docs: BubbleMember[];
  total: number;
  hasMore: boolean;
  more: 'idle' | 'loading' | 'error';
}

export interface ModerationState {
  /** The id (or URL name) asked for. */
  id: string | null;
  status: ModerationStatus;
  bubble: BubbleTile | null;
  /** Public, or the caller is an active member. */
  canSeeContent: boolean;
  active: MemberList;
  pending: MemberList;
  /** User ids with a member action under way. */
  busy: readonly string[];
  /** mark-public / mark-private running. */
  switchingVisibility: boolean;

  /** Opens a Bubble (get-bubble) and listens to its changes; `userId` is the signed-in person. */
  open(id: string, userId?: string | null): Promise<void>;
  close(): void;
  /** Refetches the tile without the loading state (realtime, after actions elsewhere). */
  refresh(): Promise<void>;
  /** A tile answered by another store's action (edit, leave, notifications). */
  setBubble(bubble: BubbleTile): void;
  /** Page 1 of both lists (again, keeping what is shown while it loads). */
  loadMembers(): Promise<void>;
  loadMore(tab: MemberTab): Promise<void>;
  approve(userId: string): Promise<ActionResult>;
  /** Kick out an active member, or decline a request ('pending'). */
  kickOut(userId: string, from: MemberTab): Promise<ActionResult>;
  setModerator(userId: string, moderator: boolean): Promise<ActionResult>;
  setPrivate(privateBubble: boolean): Promise<ActionResult>;
  /** One realtime event of the Bubble's or the person's topic. */
  applyEvent(event: unknown): void;
}

export type ModerationStore = StoreApi<ModerationState>;
