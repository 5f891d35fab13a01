import { describe, expect, it, vi } from 'vitest';
import type { GeolocationPort } from '../deck/store-kit';
import { setupDeckStore } from '../test/deck-store-setup';

/** A browser that answers with Copenhagen's town hall square, or refuses. */
function fakeGeolocation(answer: 'allow' | 'deny'): GeolocationPort & { asked: () => number } {
  const getCurrentPosition = vi.fn<GeolocationPort['getCurrentPosition']>((success, failure) => {
    if (answer === 'allow') {
      success({
        coords: { latitude: 55.675_68, longitude: 12.569_14 },
        timestamp: 0,
      } as GeolocationPosition);
    } else {
      failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
    }
  });
  return { getCurrentPosition, asked: () => getCurrentPosition.mock.calls.length };
}

describe('createDeckStore: Bubble tags and position', () => {
  it('offers the person’s active Bubbles, not the ones waiting for approval', async () => {
    const { store } = setupDeckStore();
    await store.getState().loadBubbles();
    expect(store.getState().filters.bubbles.docs.map((bubble) => bubble.name)).toEqual([
      'Copenhagen Cyclists',
      'Strikkeklubben',
      'Havkajak Øresund',
    ]);
  });

  it('asks the browser only when told to, and sends the position rounded to about 100 m', async () => {
    const geolocation = fakeGeolocation('allow');
    const { store, fake, toasts } = setupDeckStore({ geolocation });
    expect(geolocation.asked()).toBe(0);
    const result = await store.getState().shareDevicePosition();
    expect(result).toEqual({ ok: true, source: 'device' });
    expect(fake.inputsOf('setLocation')).toEqual([
      { position: { latitude: 55.676, longitude: 12.569 } },
    ]);
    expect(store.getState().filters).toMatchObject({ location: 'device', locating: false });
    expect(toasts).toEqual([
      { tone: 'success', text: 'Distances are now measured from your position.' },
    ]);
    await store.getState().backToCity();
    expect(fake.inputsOf('setLocation').at(-1)).toEqual({ position: null });
    expect(store.getState().filters.location).toBe('city');
  });

  it('sends nothing when the browser refuses or cannot tell', async () => {
    const denied = setupDeckStore({ geolocation: fakeGeolocation('deny') });
    expect(await denied.store.getState().shareDevicePosition()).toEqual({
      ok: false,
      problem: 'denied',
    });
    expect(denied.fake.inputsOf('setLocation')).toEqual([]);
    expect(denied.store.getState().filters.locating).toBe(false);

    const none = setupDeckStore({ geolocation: null });
    expect(await none.store.getState().shareDevicePosition()).toEqual({
      ok: false,
      problem: 'unsupported',
    });
  });
});
