import { beforeEach, describe, expect, it } from 'vitest';
import { readStored, readStoredRaw, removeStored, storageKeys, writeStored } from './storage';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('local storage keys', () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', {
      value: new MemoryStorage(),
      configurable: true,
    });
  });

  it('uses the spec key names', () => {
    expect(storageKeys.locale).toBe('user-locale');
    expect(storageKeys.searchedWoblersFilter).toBe('searched-woblers-filter');
    expect(storageKeys.selectedWobler).toBe('selectedWobler');
    expect(storageKeys.viewPoll).toBe('ViewPoll');
  });

  it('round-trips a value with its shape', () => {
    writeStored('selectedWobler', { id: 'u1', name: 'Freja', isMatched: true });
    expect(readStored('selectedWobler')).toEqual({ id: 'u1', name: 'Freja', isMatched: true });
    writeStored('locale', 'en');
    expect(localStorage.getItem('user-locale')).toBe('en');
  });

  it('ignores a stored value that lost its shape instead of crashing', () => {
    localStorage.setItem('selectedWobler', '{"id": 5}');
    expect(readStored('selectedWobler')).toBeNull();
    localStorage.setItem('searchedVal', 'not json');
    expect(readStored('searchedVal')).toBeNull();
    localStorage.setItem('user-locale', 'fr');
    expect(readStored('locale')).toBeNull();
    expect(readStoredRaw('locale')).toBe('fr');
  });

  it('keeps the saved Wobler filter in the shape of the /new-search form', () => {
    writeStored('searchedWoblersFilter', {
      bubbleIds: ['b1'],
      distance: 25,
      gender: 'female',
      ageFrom: 25,
      ageTo: 40,
      search: '',
    });
    expect(readStored('searchedWoblersFilter')).toMatchObject({ bubbleIds: ['b1'], distance: 25 });
    // Fields left out take the form's defaults; a filter the form would refuse is ignored.
    localStorage.setItem('searched-woblers-filter', '{"bubbleIds":"all"}');
    expect(readStored('searchedWoblersFilter')).toEqual({
      bubbleIds: 'all',
      distance: null,
      gender: 'all',
      ageFrom: 18,
      ageTo: 99,
      search: '',
    });
    localStorage.setItem('searched-woblers-filter', '{"bubbleIds":"all","ageFrom":50,"ageTo":30}');
    expect(readStored('searchedWoblersFilter')).toBeNull();
  });

  it('removes several keys at once', () => {
    writeStored('token', 'a-token-that-is-long-enough');
    writeStored('viewPoll', { id: 'p1' });
    removeStored('token', 'viewPoll');
    expect(readStored('token')).toBeNull();
    expect(readStored('viewPoll')).toBeNull();
  });
});
