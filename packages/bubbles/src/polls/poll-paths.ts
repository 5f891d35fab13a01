// The poll routes of spec section 2. The view path is the board's `pollPath`, so the poll
// comment card and these pages cannot drift apart.
export { pollPath } from '../board/comment-card';
export { bubblePath } from '../pages/bubble-actions';

/** /bubble_polls/{id}: a Bubble's recent polls. */
export function bubblePollsPath(bubbleId: string): string {
  return `/bubble_polls/${encodeURIComponent(bubbleId)}`;
}

/** /create_poll/{id}. */
export function createPollPath(bubbleId: string): string {
  return `/create_poll/${encodeURIComponent(bubbleId)}`;
}
