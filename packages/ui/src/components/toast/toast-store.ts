// A module-level toast queue: any code (the API client's error handler, a store action) can
// call toast.success(…) without a React context, and one <Toaster> renders the queue.

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  /** Milliseconds before it goes by itself; 0 keeps it until dismissed. */
  duration?: number;
  /**
   * What the toast is about, e.g. the form or action that raised it ('register'). A success
   * from the same source removes that source's error toasts: once a corrected form went
   * through, its old complaints are no longer true.
   */
  source?: string;
}

export interface ToastItem {
  id: number;
  tone: ToastTone;
  message: string;
  duration: number;
  source?: string;
}

export const DEFAULT_TOAST_DURATION = 5000;
/** Older toasts give way beyond this many, so a burst of errors cannot fill the screen. */
const MAX_TOASTS = 4;

type Listener = () => void;

const listeners = new Set<Listener>();
let items: readonly ToastItem[] = [];
let nextId = 1;

function emit(next: readonly ToastItem[]): void {
  items = next;
  for (const listener of listeners) {
    listener();
  }
}

function isErrorOf(item: ToastItem, source: string): boolean {
  return item.tone === 'error' && item.source === source;
}

function show(tone: ToastTone, message: string, options: ToastOptions = {}): number {
  const id = nextId;
  nextId += 1;
  const { source } = options;
  const item: ToastItem = {
    id,
    tone,
    message,
    duration: options.duration ?? DEFAULT_TOAST_DURATION,
    ...(source ? { source } : {}),
  };
  const kept =
    tone === 'success' && source ? items.filter((entry) => !isErrorOf(entry, source)) : items;
  emit([...kept, item].slice(-MAX_TOASTS));
  return id;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getToasts(): readonly ToastItem[] {
  return items;
}

export const toast = {
  success: (message: string, options?: ToastOptions): number => show('success', message, options),
  error: (message: string, options?: ToastOptions): number => show('error', message, options),
  info: (message: string, options?: ToastOptions): number => show('info', message, options),
  dismiss(id: number): void {
    if (items.some((item) => item.id === id)) {
      emit(items.filter((item) => item.id !== id));
    }
  },
  /**
   * Removes the error toasts of one source without a success toast of its own, e.g. when a
   * form step the person corrected now passes a check that answers quietly.
   */
  clearErrors(source: string): void {
    if (items.some((item) => isErrorOf(item, source))) {
      emit(items.filter((item) => !isErrorOf(item, source)));
    }
  },
  dismissAll(): void {
    if (items.length > 0) {
      emit([]);
    }
  },
};
