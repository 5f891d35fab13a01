import {
  createDeckStore,
  createNotificationsStore,
  createSearchStore,
  type DeckStore,
  type NotificationsStore,
  type SearchStore,
} from '@wob/deck';
import { addOwnTopicListener } from './realtime';
import { api, notify, translate } from './session';

// The discovery stores (deck, bell, header search), created like the session beside them
// (same API client, same toasts and copy). Part of the lazy session chunk.

export const deckStore: DeckStore = createDeckStore({ api, notify, translate });
export const notificationsStore: NotificationsStore = createNotificationsStore({
  api,
  notify,
  translate,
});
export const searchStore: SearchStore = createSearchStore({ api });

// Likes and connections arrive live on the person's own topic; the bell follows them.
addOwnTopicListener({
  onEvent: (event) => notificationsStore.getState().applyEvent(event),
  onResync: () => void notificationsStore.getState().resync(),
  onSessionChange: () => {
    notificationsStore.getState().reset();
    searchStore.getState().reset();
    deckStore.getState().reset();
  },
});
