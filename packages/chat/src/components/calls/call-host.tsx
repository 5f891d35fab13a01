import { StoreProvider } from '@wob/store';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import type { CallService } from '../../service/calls/port';
import type { CallStore } from '../../store/call-store';
import { CallHistoryContext, type CallHistorySource } from '../call-history';
import { type CallActions, CallActionsContext } from './call-buttons';
import { callContext } from './call-context';
import type { RingToneEnvironment } from './ring-tone';

// The screens load in a chunk of their own when a call first shows: a page without a call
// carries only this host (a few hundred bytes) and the header's buttons.
const CallHostScreens = lazy(() =>
  import('./call-host-screens').then((module) => ({ default: module.CallHostScreens })),
);

export interface CallHostProps {
  /** The tab's call store (`createCallStore`). */
  store: CallStore;
  /** Calls are on for this installation (`site.calls.enabled`): else nothing listens or shows. */
  enabled: boolean;
  /** The signed-in person's uid; null while signed out (nothing listens). */
  me: string | null;
  /** The pages: the chat header's call buttons below read the host's actions. */
  children?: ReactNode;
  /**
   * The tab's call service, for the details panes' "Recent calls" (CallHistoryContext); without
   * it they show no call history.
   */
  service?: Pick<CallService, 'callHistory' | 'addCallListener'>;
  /** For tests and stories: the ring tone's browser parts. */
  ringEnvironment?: RingToneEnvironment;
}

/**
 * Calls on every signed-in page: listens to the call store while signed in and calls are on,
 * shows the screen of the tab's call (incoming overlay, outgoing, the call, its outcome) over
 * whatever page is open, or the "You are in a call" card when the call goes on without this tab,
 * and gives the chat header's call buttons their action.
 */
export function CallHost({
  store,
  enabled,
  me,
  children,
  service,
  ringEnvironment,
}: CallHostProps) {
  const on = enabled && me !== null;
  useEffect(() => {
    if (!on) return;
    void store.getState().start();
    return () => store.getState().stop();
  }, [on, store]);

  const phase = useStore(store, (state) => state.phase);
  const pending = useStore(store, (state) => state.pending);
  const inCall = pending || (phase !== null && phase !== 'ended');
  const actions = useMemo<CallActions>(
    () => ({
      enabled: on,
      inCall,
      startCall: ({ receiverId, receiverType, type }) =>
        void store.getState().call({ receiverId, receiverType }, type),
    }),
    [on, inCall, store],
  );
  const history = useMemo<CallHistorySource | null>(
    () => (service ? { enabled: on, service } : null),
    [on, service],
  );

  return (
    <StoreProvider of={callContext} store={store}>
      <CallActionsContext value={actions}>
        <CallHistoryContext value={history}>{children}</CallHistoryContext>
        {on && me && phase !== null && (
          <Suspense fallback={null}>
            <CallHostScreens me={me} ringEnvironment={ringEnvironment} />
          </Suspense>
        )}
      </CallActionsContext>
    </StoreProvider>
  );
}
