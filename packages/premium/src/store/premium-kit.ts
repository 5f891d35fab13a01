import type { ApiClient } from '@wob/api';
import type { SliceKit } from '@wob/store';
import type { ShareEnvironment } from './share-environment';

/** What the premium store's slices need besides zustand's set and get and the feedback. */
export interface PremiumKitDeps {
  api: ApiClient;
  /** The session refresh after a change of the subscription; its failure is only logged. */
  onPremiumChanged: () => void;
  redirect: (url: string) => void;
  shareEnvironment: () => ShareEnvironment;
}

/** The kit a premium slice is created from, typed over the slice's own part of the state. */
export type PremiumSliceKit<Part> = SliceKit<Part, PremiumKitDeps>;
