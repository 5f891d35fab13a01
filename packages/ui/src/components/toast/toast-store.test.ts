import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, subscribeToasts, toast } from './toast-store';

describe('toast store', () => {
  afterEach(() => toast.dismissAll());

  it('queues toasts with their tone and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    const id = toast.error('Nope');
    expect(getToasts()).toEqual([expect.objectContaining({ id, tone: 'error', message: 'Nope' })]);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    toast.info('Later');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets the oldest go when too many pile up', () => {
    for (let i = 0; i < 6; i += 1) {
      toast.info(`n${i}`);
    }
    expect(getToasts().map((item) => item.message)).toEqual(['n2', 'n3', 'n4', 'n5']);
  });

  it('ignores dismissing an unknown toast', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    toast.dismiss(123_456);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });
});
