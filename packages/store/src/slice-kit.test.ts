import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createFeedback } from './feedback';
import type { SliceKit } from './slice-kit';

interface CountSlice {
  count: number;
  add(): void;
}
interface NameSlice {
  name: string;
  rename(name: string): void;
}

// Two slices that know only their own part and the dependencies they are given.
function createCountSlice({ set, get, deps }: SliceKit<CountSlice, { step: number }>): CountSlice {
  return { count: 0, add: () => set({ count: get().count + deps.step }) };
}
function createNameSlice({ set }: SliceKit<NameSlice, { step: number }>): NameSlice {
  return { name: '', rename: (name) => set({ name }) };
}

describe('SliceKit', () => {
  it('assembles one store from slices that each change only their own part', () => {
    const feedback = createFeedback();
    const store = createStore<CountSlice & NameSlice>()((set, get) => {
      const kit = { set, get, deps: { step: 2 }, feedback };
      return { ...createCountSlice(kit), ...createNameSlice(kit) };
    });
    store.getState().add();
    store.getState().rename('Ada');
    expect(store.getState()).toMatchObject({ count: 2, name: 'Ada' });
  });
});
