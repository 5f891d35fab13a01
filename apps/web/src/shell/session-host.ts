import { readStoredRaw } from '@wob/api';
import { useSyncExternalStore } from 'react';

// What the first load knows about the session without loading it: whether a token is stored.
// The session itself (store, API client, i18next) is a lazy chunk; once loaded it keeps this
// flag in step with the store, so the header follows logins and logouts.

type SessionModule = typeof import('./session');

let signedIn = readStoredRaw('token') !== null;
const listeners = new Set<() => void>();
let loading: Promise<SessionModule> | null = null;

export function setSignedIn(value: boolean): void {
  if (value === signedIn) return;
  signedIn = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function snapshot(): boolean {
  return signedIn;
}

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Loads (once) the session chunk: the store, its API client and the account copy. */
export function loadSession(): Promise<SessionModule> {
  loading ??= import('./session').catch((error: unknown) => {
    // A failed chunk load (offline, a new deploy) may be retried later.
    loading = null;
    throw error;
  });
  return loading;
}
