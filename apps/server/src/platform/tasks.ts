/**
 * Tracks background promises (e-mails sent after the answer) so shutdown and tests can wait
 * for them; a failure is reported to `onError` and never becomes an unhandled rejection.
 */
export interface TaskTracker {
  run(name: string, work: () => Promise<unknown>): void;
  /** Resolves once every task started so far has settled. */
  idle(): Promise<void>;
}

export function createTaskTracker(onError: (name: string, error: unknown) => void): TaskTracker {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((error: unknown) => onError(name, error))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
