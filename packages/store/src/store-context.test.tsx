import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import {
  bindStore,
  createStoreContext,
  StoreProvider,
  StoresProvider,
  useStoreApiOf,
  useStoreOf,
} from './store-context';

interface CountState {
  count: number;
  add(): void;
}

const counter = () =>
  createStore<CountState>()((set) => ({
    count: 0,
    add: () => set((state) => ({ count: state.count + 1 })),
  }));

const Count = createStoreContext<CountState>('Count');
const Name = createStoreContext<{ name: string }>('Name');

function Shown() {
  return <p>{useStoreOf(Count, (state) => state.count)}</p>;
}

describe('createStoreContext', () => {
  it('gives the store of the nearest Provider and re-renders on the part read', () => {
    const store = counter();
    render(
      <StoreProvider of={Count} store={store}>
        <Shown />
      </StoreProvider>,
    );
    expect(screen.getByText('0')).toBeDefined();
    act(() => store.getState().add());
    expect(screen.getByText('1')).toBeDefined();
  });

  it('names the missing Provider', () => {
    expect(() => renderHook(() => useStoreApiOf(Count))).toThrow(
      'useCountStore must be used inside <CountProvider>',
    );
  });
});

describe('StoresProvider', () => {
  it('puts every store of the list in place with one element', () => {
    const count = counter();
    const name = createStore<{ name: string }>()(() => ({ name: 'Ada' }));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoresProvider stores={[bindStore(Count, count), bindStore(Name, name)]}>
        {children}
      </StoresProvider>
    );
    const { result } = renderHook(
      () => ({ count: useStoreApiOf(Count), name: useStoreOf(Name, (state) => state.name) }),
      { wrapper },
    );
    expect(result.current.count).toBe(count);
    expect(result.current.name).toBe('Ada');
  });
});
