import { createStoreContext, useStoreApiOf, useStoreOf } from '@wob/store';
import type { CallState, CallStore } from '../../store/call-store';

/** The call store's context; the call host puts the tab's store in place. */
export const callContext = createStoreContext<CallState>('Call');

/** The call store itself, for handlers. */
export function useCallStoreApi(): CallStore {
  return useStoreApiOf(callContext);
}

/** Reads one part of the call state. */
export function useCallStore<T>(selector: (state: CallState) => T): T {
  return useStoreOf(callContext, selector);
}
