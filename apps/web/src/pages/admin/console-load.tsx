import { isApiError } from '@wob/api';
import { EmptyState, ErrorState, Skeleton } from '@wob/ui';
import { SearchX } from 'lucide-react';
import {
  type ReactNode,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { Translate } from '../../shell/copy';
import { useAdminCopy } from './admin-kit';
import { useSessionEnded } from './console-layout';

// How every console page loads what it shows: one hook that calls the server (again on
// `reload`, from scratch when its key changes; a dead session goes to /admin/login), and one
// component that shows grey rows while it loads, the failure with a retry, "not found" for a
// link to something that does not exist (404), and the page's content once it is in.

export type Load<T> =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'missing' }
  | { state: 'ready'; value: T };

/** What to tell the administrator about a failed call: the server's words, else ours. */
export function failureText(error: unknown, t: Translate): string {
  if (isApiError(error) && error.status === 0) return t('admin:console.load.offline');
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return t('admin:console.load.failed');
}

/** A link to something that is not there: unknown (404) or not an id at all. */
function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || Boolean(error.fieldErrors.id));
}

/**
 * Loads what a page shows, and again on `reload`; a new `key` (an id, the filters) starts
 * over from 'loading'. `set` replaces the value with a change's answer (a function of the
 * current value, like React's setState). 401 goes to the sign-in and leaves the state as is.
 */
export function useConsoleLoad<T>(load: () => Promise<T>, key: string) {
  const { t } = useAdminCopy();
  const sessionEnded = useSessionEnded();
  const [result, setResult] = useState<Load<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    loadRef.current().then(
      (value) => live && setResult({ state: 'ready', value }),
      (error: unknown) => {
        if (!live || sessionEnded(error)) return;
        setResult(
          isMissing(error)
            ? { state: 'missing' }
            : { state: 'failed', message: failureText(error, t) },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const set = useCallback(
    (next: SetStateAction<T>) =>
      setResult((current) => {
        if (typeof next !== 'function') return { state: 'ready', value: next };
        if (current.state !== 'ready') return current;
        return { state: 'ready', value: (next as (value: T) => T)(current.value) };
      }),
    [],
  );
  return { result, reload, set };
}

/** Rows of grey while a page or a list loads; a screen reader hears "Loading…". */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useAdminCopy();
  return (
    <div
      className="wob-console-skeleton"
      role="status"
      aria-label={t('admin:console.load.loading')}
    >
      {Array.from({ length: rows }, (_, index) => `row-${index}`).map((key) => (
        <Skeleton key={key} shape="rect" height="3rem" />
      ))}
    </div>
  );
}

export interface ConsoleLoadProps<T> {
  result: Load<T>;
  onRetry: () => void;
  /** The heading of the failure ("The report could not be loaded"). */
  failedTitle: string;
  /** The heading and text shown for a link to something that does not exist. */
  missing?: { title: string; text: string };
  /** Shown above the loading, failed and missing states (a detail page's link back). */
  back?: ReactNode;
  /** How many grey rows stand for the content while it loads. */
  rows?: number;
  /** The content; without it the component is a gate (`if (state !== 'ready') return …`). */
  children?: (value: T) => ReactNode;
}

/** A page's (or a list's) content once loaded; until then, its loading, failure or 404. */
export function ConsoleLoad<T>(props: ConsoleLoadProps<T>) {
  const { result, onRetry, failedTitle, missing, back, rows, children } = props;
  const { t } = useAdminCopy();
  if (result.state === 'ready') return children ? children(result.value) : null;
  const state =
    result.state === 'loading' ? (
      <ListSkeleton rows={rows} />
    ) : result.state === 'missing' && missing ? (
      <EmptyState icon={<SearchX aria-hidden="true" />} title={missing.title} text={missing.text} />
    ) : (
      <ErrorState
        title={failedTitle}
        message={result.state === 'failed' ? result.message : t('admin:console.load.failed')}
        retryLabel={t('admin:console.load.retry')}
        onRetry={onRetry}
      />
    );
  if (back === undefined) return state;
  return (
    <section className="wob-console-page">
      {back}
      {state}
    </section>
  );
}
