import type { GroupChange } from '../service/port';

// The store's log of group membership changes (spec chat section 4): an open member or banned
// list applies every change in order, also when several arrive before it renders again.

/** The recent group changes, oldest first; `next` is the seq the next change will get. */
export interface GroupChangeLog {
  next: number;
  entries: readonly { seq: number; change: GroupChange }[];
}

/** How many recent group changes the log keeps (far more than arrive between two renders). */
export const GROUP_CHANGE_LOG_SIZE = 50;

export const EMPTY_GROUP_CHANGE_LOG: GroupChangeLog = { next: 0, entries: [] };

/** The log with `change` appended (the oldest dropped past GROUP_CHANGE_LOG_SIZE). */
export function logGroupChange(log: GroupChangeLog, change: GroupChange): GroupChangeLog {
  const entries = [...log.entries, { seq: log.next, change }];
  return { next: log.next + 1, entries: entries.slice(-GROUP_CHANGE_LOG_SIZE) };
}
