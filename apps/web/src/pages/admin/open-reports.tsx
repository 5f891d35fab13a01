import { endpoints } from '@wob/api';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { adminClient } from './admin-kit';

// The number of open reports on the console's "Reports" link. Read with one light call
// (adminOpenReports: a count, no rows) when the console opens, whenever the moderator moves to
// another page, and after they handle a report; the queue's own answer sets it too. No timer:
// nothing is read while the moderator stays on one page. A failed read leaves the last count.

export interface OpenReports {
  /** Null until the first answer. */
  count: number | null;
  /** Reads the count again (after a report is handled). */
  refresh: () => void;
  /** A count already in hand (the queue's `openCount`). */
  set: (count: number) => void;
}

const OpenReportsContext = createContext<OpenReports | null>(null);

export const OpenReportsProvider = OpenReportsContext.Provider;

/** The console frame's counter; `page` is the current path, read again when it changes. */
export function useOpenReportsCounter(page: string, enabled: boolean): OpenReports {
  const [count, setCount] = useState<number | null>(null);
  // Only the latest read may set the count: an older answer arriving late is dropped.
  const round = useRef(0);
  const refresh = useCallback(() => {
    const mine = ++round.current;
    adminClient.call(endpoints.adminOpenReports, {}).then(
      (answer) => {
        if (mine === round.current && answer.data) setCount(answer.data.openCount);
      },
      () => {
        // The badge is a hint: the pages themselves report failures and ended sessions.
      },
    );
  }, []);
  const set = useCallback((value: number) => {
    round.current += 1;
    setCount(value);
  }, []);
  useEffect(() => {
    if (enabled) refresh();
  }, [page, enabled, refresh]);
  return { count, refresh, set };
}

/** The console's open-reports count, for pages that change it; inert outside the console. */
export function useOpenReports(): OpenReports {
  return useContext(OpenReportsContext) ?? INERT;
}

const INERT: OpenReports = { count: null, refresh: () => {}, set: () => {} };
