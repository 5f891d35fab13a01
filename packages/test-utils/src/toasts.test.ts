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

  it("tells what is still on screen after a source's success took its errors away", () => {
    const { toasts, notify, onScreen } = recordToasts();
    notify.error('Email already exists.', { source: 'register' });
    notify.error('Offline.');
    notify.success('Registered.', { source: 'register' });
    expect(toasts).toHaveLength(3);
    expect(onScreen()).toEqual([
      { tone: 'error', text: 'Offline.' },
      { tone: 'success', text: 'Registered.' },
    ]);
    notify.error('Offline again.', { source: 'login' });
    notify.clearErrors('login');
    expect(onScreen()).toHaveLength(2);
  });
});
