import { getToasts, type ToastOptions, toast } from '@wob/ui';

export interface Toast {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A notifier for a store under test that keeps what it would have toasted, in order, so a
 * test can read the messages a person would see. It also hands each toast to @wob/ui's real
 * toast queue (emptied first), so `onScreen()` tells which are still showing after the
 * queue's rules (a success of a source removes that source's errors).
 */
export function recordToasts() {
  const toasts: Toast[] = [];
  toast.dismissAll();
  const notify = {
    success: (text: string, options?: ToastOptions) => {
      toasts.push({ tone: 'success', text });
      toast.success(text, options);
    },
    error: (text: string, options?: ToastOptions) => {
      toasts.push({ tone: 'error', text });
      toast.error(text, options);
    },
    clearErrors: (source: string) => toast.clearErrors(source),
  };
  /** The success and error toasts the toaster would show now, oldest first. */
  const onScreen = (): Toast[] =>
    getToasts().flatMap((item) =>
      item.tone === 'info' ? [] : [{ tone: item.tone, text: item.message }],
    );
  return { toasts, notify, onScreen };
}
