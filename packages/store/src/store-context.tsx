import { type Context, createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';

/**
 * The React context of one feature store, made by `createStoreContext`. A feature wraps it in
 * its own Provider and hooks with the three helpers below (`StoreProvider`, `useStoreApiOf`,
 * `useStoreOf`), so every store is reached the same way.
 */
export interface StoreContext<State> {
  readonly name: string;
  readonly context: Context<StoreApi<State> | null>;
}

/** One store put in place above a tree; `StoresProvider` nests a list of them. */
export type StoreBinding = (children: ReactNode) => ReactNode;

/**
 * Makes the context of a store. `name` is what a missing Provider's error names:
 * `createStoreContext<SessionState>('Session')` answers
 * `useSessionStore must be used inside <SessionProvider>`.
 */
export function createStoreContext<State>(name: string): StoreContext<State> {
  const context = createContext<StoreApi<State> | null>(null);
  context.displayName = `${name}Store`;
  return { name, context };
}

export interface StoreProviderProps<State> {
  of: StoreContext<State>;
  store: StoreApi<State>;
  children: ReactNode;
}

/** Makes one store available to the tree below it. */
export function StoreProvider<State>({ of, store, children }: StoreProviderProps<State>) {
  return <of.context value={store}>{children}</of.context>;
}

/** The store itself, for effects and handlers that read state without subscribing to it. */
export function useStoreApiOf<State>(of: StoreContext<State>): StoreApi<State> {
  const store = useContext(of.context);
  if (!store) throw new Error(`use${of.name}Store must be used inside <${of.name}Provider>`);
  return store;
}

/** Reads one part of a store's state; re-renders only when that part changes. */
export function useStoreOf<State, T>(of: StoreContext<State>, selector: (state: State) => T): T {
  return useStore(useStoreApiOf(of), selector);
}

/** A store ready for `StoresProvider`. */
export function bindStore<State>(of: StoreContext<State>, store: StoreApi<State>): StoreBinding {
  return (children) => (
    <StoreProvider of={of} store={store}>
      {children}
    </StoreProvider>
  );
}

export interface StoresProviderProps {
  /** The app's stores, outermost first. */
  stores: readonly StoreBinding[];
  children: ReactNode;
}

/** Puts every store in place with one element instead of one nested Provider each. */
export function StoresProvider({ stores, children }: StoresProviderProps) {
  return stores.reduceRight<ReactNode>((inner, bind) => bind(inner), children);
}
