import { chatContext } from '@wob/chat';
import { notificationsContext, searchContext } from '@wob/deck';
import { bindStore, type StoreBinding } from '@wob/store';
import { chatStore } from './chat';
import { notificationsStore, searchStore } from './deck';

// The signed-in header's stores, apart from ./stores.ts so that the header's lazy chunk loads
// only these (not the Bubbles or premium stores).

/** The header's stores: the bell, the search and the chat's unread badge. */
export const headerStores: readonly StoreBinding[] = [
  bindStore(notificationsContext, notificationsStore),
  bindStore(searchContext, searchStore),
  bindStore(chatContext, chatStore),
];
