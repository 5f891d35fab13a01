import { type BubbleTile, endpoints, type LocationState } from '@wob/api';
import type { DeckSliceKit, LoadStatus } from '../deck/store-kit';

/** Where distances are measured from: the profile's city, a shared position, or unknown. */
export type LocationSource = LocationState['source'];

/** Why no position was shared. */
export type PositionProblem = 'unsupported' | 'denied' | 'unavailable' | 'failed';

export type PositionResult =
  | { ok: true; source: LocationSource }
  | { ok: false; problem: PositionProblem; message?: string };

export interface FiltersSlice {
  /** The person's active Bubbles: the filter's Bubble tags. */
  bubbles: { status: LoadStatus; docs: BubbleTile[] };
  /** The place the deck measures from, once changed here; undefined: the session user's. */
  location: LocationSource | undefined;
  /** Asking the browser or the server for the position. */
  locating: boolean;
}

export interface FiltersActions {
  /** `GET api/bubble/mine`, keeping the active ones (a pending request is not a Bubble yet). */
  loadBubbles(): Promise<void>;
  /**
   * 'Use my current position': asks the browser (only now, after the person pressed the
   * button), then `POST api/user/set-location` with the position rounded to about 100 m.
   */
  shareDevicePosition(): Promise<PositionResult>;
  /** Back to the city of the profile (`position: null`). */
  backToCity(): Promise<PositionResult>;
}

export const emptyFilters: FiltersSlice = {
  bubbles: { status: 'idle', docs: [] },
  location: undefined,
  locating: false,
};

/** 3 decimals ≈ 110 m: enough for whole kilometres, no more than needed. */
const round = (value: number) => Math.round(value * 1000) / 1000;

const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 15_000,
  maximumAge: 5 * 60_000,
};

function problemOf(error: GeolocationPositionError): PositionProblem {
  if (error.code === error.PERMISSION_DENIED || error.code === 1) return 'denied';
  return 'unavailable';
}

/** The Bubble tags and the position behind /new-search. */
export function createFiltersSlice(kit: DeckSliceKit<{ filters: FiltersSlice }>) {
  const { set, get } = kit;
  const patch = (change: Partial<FiltersSlice>) =>
    set((state) => ({ filters: { ...state.filters, ...change } }));

  const geolocation = () => {
    if (kit.deps.geolocation !== undefined) return kit.deps.geolocation;
    return typeof navigator !== 'undefined' && 'geolocation' in navigator
      ? navigator.geolocation
      : null;
  };

  const send = async (position: { latitude: number; longitude: number } | null) => {
    try {
      const answer = await kit.deps.api.call(endpoints.setLocation, { position });
      const source = answer.data?.location.source ?? null;
      patch({ location: source, locating: false });
      kit.feedback.toastSuccess(answer.message);
      return { ok: true, source } as const;
    } catch (error) {
      patch({ locating: false });
      kit.feedback.toastFailure(error);
      return { ok: false, problem: 'failed', message: kit.feedback.describe(error) } as const;
    }
  };

  const actions: FiltersActions = {
    async loadBubbles() {
      const { bubbles } = get().filters;
      if (bubbles.status === 'loading') return;
      patch({ bubbles: { ...bubbles, status: bubbles.status === 'ready' ? 'ready' : 'loading' } });
      try {
        const answer = await kit.deps.api.call(endpoints.myBubbles, {});
        const docs = (answer.data?.docs ?? []).filter(
          (bubble) => bubble.membership.status === 'active',
        );
        patch({ bubbles: { status: 'ready', docs } });
      } catch {
        patch({ bubbles: { ...get().filters.bubbles, status: 'error' } });
      }
    },

    async shareDevicePosition() {
      const port = geolocation();
      if (!port) return { ok: false, problem: 'unsupported' };
      if (get().filters.locating) return { ok: false, problem: 'failed' };
      patch({ locating: true });
      let coords: { latitude: number; longitude: number };
      try {
        const position = await new Promise<GeolocationPosition>((resolve, reject) =>
          port.getCurrentPosition(resolve, reject, POSITION_OPTIONS),
        );
        coords = {
          latitude: round(position.coords.latitude),
          longitude: round(position.coords.longitude),
        };
      } catch (error) {
        patch({ locating: false });
        return {
          ok: false,
          problem:
            error && typeof error === 'object' && 'code' in error
              ? problemOf(error as GeolocationPositionError)
              : 'unavailable',
        };
      }
      return send(coords);
    },

    async backToCity() {
      if (get().filters.locating) return { ok: false, problem: 'failed' };
      patch({ locating: true });
      return send(null);
    },
  };

  return { actions };
}
