export interface Toast {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A notifier for a store under test that keeps what it would have toasted, in order, so a
 * test can read the messages a person would see.
 */
export function recordToasts() {
  const toasts: Toast[] = [];
  const notify = {
    success: (text: string) => {
      toasts.push({ tone: 'success', text });
    },
    error: (text: string) => {
      toasts.push({ tone: 'error', text });
    },
  };
  return { toasts, notify };
}
