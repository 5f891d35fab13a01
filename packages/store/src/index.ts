// Public API of @wob/store: the primitives every feature store is built from.
export type { Feedback, FeedbackDeps, Notifier, NotifyOptions } from './feedback';
export { createFeedback, silentNotifier, toldBySession } from './feedback';
export type { SliceKit } from './slice-kit';
export type { Latest } from './latest';
export { createLatest } from './latest';
export type { ActionFailure, ActionResult, LoadStatus } from './result';
export { isAbort, NOT_SENT, OK } from './result';
export type {
  StoreBinding,
  StoreContext,
  StoreProviderProps,
  StoresProviderProps,
} from './store-context';
export {
  bindStore,
  createStoreContext,
  StoreProvider,
  StoresProvider,
  useStoreApiOf,
  useStoreOf,
} from './store-context';
