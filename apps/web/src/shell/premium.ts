import { createPremiumStore, type PremiumStore } from '@wob/premium';
import { api, notify, sessionStore, translate } from './session';

// The premium and support store, created like the session beside it (same API client, same
// toasts and copy). Part of the lazy session chunk, never of the landing's first load.

export const premiumStore: PremiumStore = createPremiumStore({
  api,
  notify,
  translate,
  // The header, the menu and every premium button read the session user's premium state.
  onPremiumChanged: () => sessionStore.getState().refreshProfile(),
});

// A new sign-in must not see the previous person's plan, FAQs or site details.
sessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) premiumStore.getState().reset();
});
