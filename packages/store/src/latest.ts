/**
 * A counter that lets only the newest of several overlapping requests write its answer
 * (React's StrictMode mounts twice; 'read more' may be pressed while a refetch runs; a reset
 * makes every answer on its way stale).
 */
export interface Latest {
  /** Starts a request: its ticket. */
  next(): number;
  /** Whether no newer request (or `next()`) came since this ticket. */
  isLatest(ticket: number): boolean;
  /** The ticket of the newest request, for a follow-up that belongs to it ('load more'). */
  current(): number;
}

export function createLatest(): Latest {
  let current = 0;
  return {
    next() {
      current += 1;
      return current;
    },
    isLatest: (ticket) => ticket === current,
    current: () => current,
  };
}
