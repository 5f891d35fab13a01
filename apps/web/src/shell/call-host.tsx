import { CallHost, type CallStore, callContext } from '@wob/chat';
import { type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import { sessionStore } from './session';
import { useSite } from './use-site';

/**
 * Calls on every signed-in page (spec chat section 2; @wob/chat README "Calls → Screens"): the
 * call host of @wob/chat around the pages, with the tab's call store (./calls.ts, bound in
 * ./stores.ts), the signed-in person and whether calls are on (`site.calls.enabled`). An
 * incoming call rings on /home or the deck as on /chat. Without a bound store the pages show
 * as they are.
 */
export function SessionCallHost({ children }: { children: ReactNode }) {
  const store = useContext(callContext.context);
  if (!store) return children;
  return <BoundCallHost store={store}>{children}</BoundCallHost>;
}

function BoundCallHost({ store, children }: { store: CallStore; children: ReactNode }) {
  const me = useStore(sessionStore, (state) => state.user?._id ?? null);
  const site = useSite();
  const enabled = site.status === 'ready' && site.site.calls.enabled;
  return (
    <CallHost store={store} enabled={enabled} me={me}>
      {children}
    </CallHost>
  );
}
