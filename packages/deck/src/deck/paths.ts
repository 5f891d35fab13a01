import { readStored, type WoblerCard, writeStored } from '@wob/api';

/** The discovery pages of spec section 2. */
export const ALL_WOBLERS_PATH = '/all-woblers';
export const NEW_SEARCH_PATH = '/new-search';
export const SAVED_WOBLERS_PATH = '/saved-woblers';
/** The chat area (`@wob/chat`, wired by the app): opens the stored `selectedWobler`. */
export const CHAT_PATH = '/chat';

/** /view-wobler/{id}: another Wobler's profile. */
export function woblerPath(woblerId: string): string {
  return `/view-wobler/${encodeURIComponent(woblerId)}`;
}

/** A Bubble's page (`@wob/bubbles`): /view-bubble/{slug}. */
export function bubblePagePath(slug: string): string {
  return `/view-bubble/${encodeURIComponent(slug)}`;
}

/**
 * Where the menu's all-woblers entry goes (spec section 2, Header): the deck when a saved
 * search filter exists in local storage, otherwise the filters page.
 */
export function allWoblersPath(): typeof ALL_WOBLERS_PATH | typeof NEW_SEARCH_PATH {
  return readStored('searchedWoblersFilter') ? ALL_WOBLERS_PATH : NEW_SEARCH_PATH;
}

/**
 * The Message button: stores `selectedWobler` (spec section 3, 'Stored locally') for the chat,
 * which opens that conversation on first load and removes the entry.
 */
export function selectForChat(wobler: Pick<WoblerCard, '_id' | 'name' | 'relation'>): void {
  writeStored('selectedWobler', {
    id: wobler._id,
    name: wobler.name,
    isMatched: wobler.relation.isMatched,
  });
}
