/** The chat area (spec chat section 2: Messages). */
export const CHAT_PATH = '/chat';

/** /view-wobler/{id}: another Wobler's profile (owned by @wob/deck; the path is the spec's). */
export function viewWoblerPath(uid: string): string {
  return `/view-wobler/${encodeURIComponent(uid)}`;
}
