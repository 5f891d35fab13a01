import { writeStored } from '@wob/api';

export interface WoblerOpening {
  id: string;
  name: string;
  /** Opened from the notification panel (spec: fromNoti). */
  fromNoti: boolean;
  /** A connection: both liked each other (spec: isMatched). */
  isMatched: boolean;
}

/**
 * Remembers whom the person opens (spec section 3: `selectedWobler`), as the profile page and
 * the chat read it. Called as a link is followed, before the profile renders.
 */
export function rememberWobler(opening: WoblerOpening): void {
  writeStored('selectedWobler', opening);
}
