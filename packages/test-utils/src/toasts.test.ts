import { describe, expect, it } from 'vitest';
import { recordToasts } from './toasts';

describe('recordToasts', () => {
  it('keeps each message with its tone, in the order they were shown', () => {
    const { toasts, notify } = recordToasts();
    notify.success('Saved.');
    notify.error('Something went wrong.');
    expect(toasts).toEqual([
      { tone: 'success', text: 'Saved.' },
      { tone: 'error', text: 'Something went wrong.' },
    ]);
  });
});
