import { isApiError } from '@wob/api';
import { Button, toast } from '@wob/ui';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';
import { useAdminCopy } from '../admin-kit';
import { useSessionEnded } from '../console-layout';

// What the content pages share: running a change (a toast with the server's message; field
// errors back to the form; a list changed meanwhile loaded again; a dead session to
// /admin/login), move-up/move-down buttons, the on/off pill, and dates in the console's
// language. The ordered lists (FAQs, house ads) share more: ordered-list.tsx. Loading is the
// console's (console-load).

export type Translate = ReturnType<typeof useAdminCopy>['t'];

/** A message is a key of ours ('validation:…') or a text the server already translated. */
export function messageOf(t: Translate, text: string | undefined): string | undefined {
  return text ? t(text) : undefined;
}

/**
 * Runs a change: answers its data, or null when it failed (told in a toast, or as field
 * errors through `onFieldErrors`). A change to something that changed meanwhile (409) or is
 * gone (404) says so and calls `onStale`, which loads the page's list again.
 */
export function useChange() {
  const { t } = useAdminCopy();
  const sessionEnded = useSessionEnded();
  return useCallback(
    async <T,>(
      run: () => Promise<{ data?: T; message?: string }>,
      options: {
        onFieldErrors?: (errors: Record<string, string>) => void;
        onStale?: () => void;
        success?: string | undefined;
      } = {},
    ): Promise<T | null> => {
      try {
        const answer = await run();
        const said = options.success ?? answer.message;
        if (said) toast.success(said, { source: 'admin-content' });
        return answer.data ?? null;
      } catch (error) {
        if (sessionEnded(error)) return null;
        if (
          isApiError(error) &&
          options.onFieldErrors &&
          Object.keys(error.fieldErrors).length > 0
        ) {
          options.onFieldErrors({ ...error.fieldErrors });
          return null;
        }
        if (
          options.onStale &&
          isApiError(error) &&
          (error.status === 409 || error.status === 404)
        ) {
          toast.error(t('admin:content.common.changedMeanwhile'), { source: 'admin-content' });
          options.onStale();
          return null;
        }
        const message =
          isApiError(error) && error.serverMessage
            ? error.serverMessage
            : t('admin:content.common.failed');
        toast.error(message, { source: 'admin-content' });
        return null;
      }
    },
    [t, sessionEnded],
  );
}

/** The list with `index` moved one step (up: -1, down: +1). */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...list];
  const target = index + step;
  if (target < 0 || target >= next.length) return next;
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

export function MoveButtons(props: {
  t: Translate;
  name: string;
  index: number;
  count: number;
  isDisabled?: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  const { t, name, index, count, isDisabled, onMove } = props;
  return (
    <span className="wob-content__move">
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${t('admin:content.common.moveUp')}: ${name}`}
        disabled={isDisabled || index === 0}
        icon={<ArrowUp size={16} />}
        onClick={() => onMove(-1)}
      />
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${t('admin:content.common.moveDown')}: ${name}`}
        disabled={isDisabled || index === count - 1}
        icon={<ArrowDown size={16} />}
        onClick={() => onMove(1)}
      />
    </span>
  );
}

export function formatDate(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale === 'da' ? 'da-DK' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));
}

/** A row's state as a small pill: on (published, shown) or off. */
export function Status({ on, children }: { on: boolean; children: ReactNode }) {
  return (
    <span className={on ? 'wob-content__status wob-content__status--on' : 'wob-content__status'}>
      {children}
    </span>
  );
}
