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

describe('toasts of one source', () => {
  afterEach(() => toast.dismissAll());

  it("lets a success remove its own source's errors and nothing else", () => {
    toast.error('Email already exists.', { source: 'register' });
    toast.error('No connection.');
    toast.error('Wrong password.', { source: 'login' });
    toast.info('A new like.', { source: 'register' });
    toast.success('You have registered successfully.', { source: 'register' });
    expect(getToasts().map((item) => item.message)).toEqual([
      'No connection.',
      'Wrong password.',
      'A new like.',
      'You have registered successfully.',
    ]);
  });

  it('keeps errors when a success has no source', () => {
    toast.error('Email already exists.', { source: 'register' });
    toast.success('Saved.');
    expect(getToasts().map((item) => item.message)).toEqual(['Email already exists.', 'Saved.']);
  });

  it('clears the errors of a source quietly', () => {
    const listener = vi.fn();
    toast.error('Email already exists.', { source: 'register' });
    toast.error('Other.', { source: 'login' });
    const unsubscribe = subscribeToasts(listener);
    toast.clearErrors('register');
    expect(getToasts().map((item) => item.message)).toEqual(['Other.']);
    toast.clearErrors('register');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
