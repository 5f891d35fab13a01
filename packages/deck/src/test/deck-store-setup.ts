import { createFakeApi, recordToasts } from '@wob/test-utils';
import { createDeckStore } from '../deck/deck-store';
import type { GeolocationPort } from '../deck/store-kit';
import { createFakeDeck, type FakeDeckOptions } from './fake-deck';

/** A deck store on the in-memory discovery server, with the toasts it gave recorded. */
export function setupDeckStore(
  options: FakeDeckOptions & { geolocation?: GeolocationPort | null } = {},
) {
  const { geolocation, ...serverOptions } = options;
  const server = createFakeDeck(serverOptions);
  const fake = createFakeApi(server.handlers);
  const { toasts, notify } = recordToasts();
  const store = createDeckStore({ api: fake.api, notify, geolocation });
  return { server, fake, toasts, store };
}

/** A promise settled from outside: holds a fake answer until the test lets it go. */
export function deferred<T = void>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
