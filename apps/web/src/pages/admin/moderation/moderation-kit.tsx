import type { AdminPersonRef, ReportStatus } from '@wob/api';
import { Button, intlLocaleOf } from '@wob/ui';
import { useEffect, useRef, useState } from 'react';
import type { Translate } from '../../../shell/copy';
import { useAdminCopy } from '../admin-kit';
import { failureText, useConsoleLoad } from '../console-load';
import { useSessionEnded } from '../console-layout';
import './moderation.css';

// What the console's moderation pages share: state and status tags, dates in the reader's
// language, and a hook (with its button) for the pages that load a list page by page. Loading
// one thing, and the text of a failed call, are the whole console's (console-load).

export { failureText } from '../console-load';

export type Tone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

/** A small coloured label with text (the @wob/ui Badge is a count). */
export function Tag({ tone, children }: { tone: Tone; children: React.ReactNode }) {
  return <span className={`wob-mod-tag wob-mod-tag--${tone}`}>{children}</span>;
}

const STATUS_TONES: Record<ReportStatus, Tone> = {
  open: 'accent',
  in_review: 'warning',
  actioned: 'success',
  dismissed: 'neutral',
};

export function StatusTag({ status, t }: { status: ReportStatus; t: Translate }) {
  return <Tag tone={STATUS_TONES[status]}>{t(`admin:moderation.statuses.${status}`)}</Tag>;
}

/** A member's state: nothing shown while active unless `showActive`. */
export function PersonStateTag({
  person,
  t,
  showActive = false,
}: {
  person: Pick<AdminPersonRef, 'state' | 'suspendedUntil'>;
  t: Translate;
  showActive?: boolean;
}) {
  const { format } = useDates();
  switch (person.state) {
    case 'active':
      return showActive ? <Tag tone="success">{t('admin:moderation.states.active')}</Tag> : null;
    case 'suspended':
      return (
        <Tag tone="warning">
          {person.suspendedUntil
            ? t('admin:moderation.states.suspendedUntil', {
                date: format(person.suspendedUntil),
              })
            : t('admin:moderation.states.suspended')}
        </Tag>
      );
    case 'banned':
      return <Tag tone="danger">{t('admin:moderation.states.banned')}</Tag>;
    default:
      return <Tag tone="neutral">{t('admin:moderation.states.deleted')}</Tag>;
  }
}

/** Dates in the reader's language: `format` with date and time, `age` as '3 days ago'. */
export function useDates() {
  const { locale } = useAdminCopy();
  const intl = intlLocaleOf(locale);
  return {
    format: (iso: string) => {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return iso;
      return new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' }).format(
        date,
      );
    },
    day: (iso: string) => {
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return iso;
      return new Intl.DateTimeFormat(intl, { dateStyle: 'long' }).format(date);
    },
    age: (iso: string, now = Date.now()) => {
      const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
      if (Number.isNaN(seconds)) return iso;
      const words = new Intl.RelativeTimeFormat(intl, { numeric: 'auto' });
      const size = Math.abs(seconds);
      if (size < 3600) return words.format(Math.round(seconds / 60), 'minute');
      if (size < 86_400) return words.format(Math.round(seconds / 3600), 'hour');
      if (size < 86_400 * 60) return words.format(Math.round(seconds / 86_400), 'day');
      return words.format(Math.round(seconds / (86_400 * 30)), 'month');
    },
  };
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * A list read page by page: the first page (through the console's loading shell) whenever
 * `key` (the filters) changes, the next with `loadMore`. A failed first page is the page's
 * error state; a failed next page keeps the list and says so beside the button. `extra` is
 * what the last page answered beside its items (the queue's open count), kept while the next
 * first page loads. 401 goes to the sign-in.
 */
export function usePagedList<T, Extra = undefined>(
  loadPage: (cursor: string | undefined) => Promise<Page<T> & { extra?: Extra }>,
  key: string,
) {
  const { t } = useAdminCopy();
  const sessionEnded = useSessionEnded();
  const [extra, setExtra] = useState<Extra | undefined>();
  const [more, setMore] = useState<{ busy: boolean; message: string | null }>({
    busy: false,
    message: null,
  });
  const loadRef = useRef(loadPage);
  loadRef.current = loadPage;
  const first = useConsoleLoad(async () => {
    setMore({ busy: false, message: null });
    const page = await loadRef.current(undefined);
    return { items: page.items, nextCursor: page.nextCursor, extra: page.extra };
  }, key);
  const list = first.result;
  useEffect(() => {
    if (list.state === 'ready') setExtra(list.value.extra);
  }, [list]);

  const loadMore = async () => {
    if (list.state !== 'ready' || !list.value.nextCursor || more.busy) return;
    setMore({ busy: true, message: null });
    try {
      const page = await loadRef.current(list.value.nextCursor);
      first.set((current) => ({
        items: [...current.items, ...page.items],
        nextCursor: page.nextCursor,
        extra: page.extra,
      }));
      setMore({ busy: false, message: null });
    } catch (error) {
      if (sessionEnded(error)) return;
      setMore({ busy: false, message: failureText(error, t) });
    }
  };
  const shownExtra = list.state === 'ready' ? list.value.extra : extra;
  return { list, extra: shownExtra, more, loadMore, reload: first.reload };
}

/** The button under a paged list that loads the next page, and why it failed if it did. */
export function LoadMore({
  paged,
}: {
  paged: Pick<ReturnType<typeof usePagedList>, 'list' | 'more' | 'loadMore'>;
}) {
  const { t } = useAdminCopy();
  const { list, more, loadMore } = paged;
  const next = list.state === 'ready' && list.value.nextCursor;
  if (!next && !more.message) return null;
  return (
    <div className="wob-mod-more">
      {next && (
        <Button type="button" variant="secondary" isLoading={more.busy} onClick={loadMore}>
          {t('admin:moderation.common.loadMore')}
        </Button>
      )}
      {more.message && <p role="alert">{more.message}</p>}
    </div>
  );
}

/**
 * Moves focus to `target` once a closing dialog has given focus back (React Aria restores it
 * to the button that opened the dialog a frame later; that button may be gone after the
 * action, which would leave focus nowhere).
 */
export function focusAfterDialog(target: { current: HTMLElement | null }): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      // Another dialog opened meanwhile: focus stays in it.
      if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return;
      target.current?.focus();
    }),
  );
}
