import { sessionContext } from '@wob/auth';
import { boardContext, bubblesContext, moderationContext, pollsContext } from '@wob/bubbles';
import { callContext } from '@wob/chat';
import { deckContext } from '@wob/deck';
import { premiumContext } from '@wob/premium';
import { bindStore, type StoreBinding } from '@wob/store';
import { boardStore, bubblesStore, moderationStore, pollsStore } from './bubbles';
import { callStore } from './calls';
import { deckStore } from './deck';
import { headerStores } from './header-stores';
import { premiumStore } from './premium';
import { sessionStore } from './session';

// Every feature store of a signed-in tab, each bound to its package's context. A new feature
// adds one line here (see apps/web/README.md, "Feature stores"). Part of the lazy session chunk.

/** Every store, for the account screens and signed-in pages (the header's last). */
export const sessionStores: readonly StoreBinding[] = [
  bindStore(sessionContext, sessionStore),
  bindStore(premiumContext, premiumStore),
  bindStore(bubblesContext, bubblesStore),
  bindStore(boardContext, boardStore),
  bindStore(moderationContext, moderationStore),
  bindStore(pollsContext, pollsStore),
  bindStore(deckContext, deckStore),
  // The call host of the session layout reads it (./call-host.tsx).
  bindStore(callContext, callStore),
  ...headerStores,
];
