import type { RequestState } from '@wob/api';

/** What the message-request banner offers (spec chat section 4). */
export type RequestBanner = 'accept' | 'like-back' | 'none';

/**
 * Spec chat section 4, from the caller's side (`sender` is the caller, `receiver` the other):
 * - either side blocked: no banner (blockedByMe / hasBlockedMe apply instead);
 * - the caller is not waiting but the other is, and not both liked: Accept Message and
 *   Reject & Block;
 * - only the other side liked: Like Back;
 * - otherwise nothing.
 */
export function requestBannerOf(state: RequestState | null): RequestBanner {
  if (!state) return 'none';
  if (state.sender.blocked || state.receiver.blocked) return 'none';
  const bothLiked = state.sender.liked && state.receiver.liked;
  if (!state.sender.waiting && state.receiver.waiting && !bothLiked) return 'accept';
  if (state.receiver.liked && !state.sender.liked) return 'like-back';
  return 'none';
}

/** A first message where neither side waits posts add-to-waiting first (spec chat section 4). */
export function needsWaiting(state: RequestState | null): boolean {
  return state !== null && !state.sender.waiting && !state.receiver.waiting;
}

/** The caller's own request waits for the other to accept it. */
export function isWaitingForThem(state: RequestState | null): boolean {
  return Boolean(state?.sender.waiting && !state.sender.blocked && !state.receiver.blocked);
}

/**
 * No call yet: the caller's own request still waits for the other, who has not written back (the
 * server refuses the call, 403; the one who was written to may call back).
 */
export function isCallHeldByRequest(state: RequestState | null): boolean {
  return isWaitingForThem(state) && !state?.receiver.waiting;
}

export function isMatchedIn(state: RequestState | null): boolean {
  return Boolean(state?.sender.liked && state.receiver.liked);
}
