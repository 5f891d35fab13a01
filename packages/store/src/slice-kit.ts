import type { StoreApi } from 'zustand/vanilla';
import type { Feedback } from './feedback';

/**
 * What a slice creator gets from its store: zustand's `set` and `get`, typed over the slice's
 * own part of the state (so a slice never imports the store module that assembles it), the
 * store's dependencies and the shared failure helper. The store passes its full `set` and
 * `get`; a slice that must read another slice names that part in `Part` as well.
 */
export interface SliceKit<Part, Deps> {
  set: StoreApi<Part>['setState'];
  get: StoreApi<Part>['getState'];
  deps: Deps;
  feedback: Feedback;
}
