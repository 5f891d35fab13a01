/** The chat area (spec chat section 2: Messages). */
export const CHAT_PATH = '/chat';

/** /view-bubble/{id}: a Bubble's page (owned by @wob/bubbles; it takes the id as the slug). */
export function viewBubblePath(bubbleId: string): string {
  return `/view-bubble/${encodeURIComponent(bubbleId)}`;
}

/** /view-wobler/{id}: another Wobler's profile (owned by @wob/deck; the path is the spec's). */
export function viewWoblerPath(uid: string): string {
  return `/view-wobler/${encodeURIComponent(uid)}`;
}
