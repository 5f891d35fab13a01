import type { Translate } from '../../../shell/copy';

// How the Retention section words a job's name, rule, duration and removals: job names and
// removal kinds the copy does not know (a job added later) still read, generically. Counted
// texts are `_one`/`_other` keys, picked by the translator from `count` as i18next does.

const KNOWN_JOBS = new Set([
  'purgeDeletedAccounts',
  'anonymiseInactiveAccounts',
  'deleteOldRequestLogs',
  'deleteOldConsents',
  'deleteExpiredDataExports',
  'deleteDeadTokens',
  'deleteOldPaymentRecords',
  'renewSubscriptions',
  'deleteOldLinkPreviews',
  'analyzeDatabase',
]);

const KNOWN_KINDS = new Set([
  'accounts',
  'files',
  'requestLogs',
  'consents',
  'exports',
  'tokens',
  'charges',
  'rows',
]);

const R = 'admin:retention';

export function jobCopy(t: Translate, name: string): { title: string; rule: string } {
  const key = KNOWN_JOBS.has(name) ? name : 'other';
  return { title: t(`${R}.jobs.${key}.title`), rule: t(`${R}.jobs.${key}.rule`) };
}

export function durationText(t: Translate, ms: number): string {
  return ms < 1000
    ? t(`${R}.durationMs`, { count: Math.round(ms) })
    : t(`${R}.durationS`, { count: Math.round(ms / 100) / 10 });
}

/** "1 account, 3 files"; "Nothing" when every count is 0. */
export function removedText(t: Translate, removed: Record<string, number>): string {
  const parts = Object.entries(removed)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) =>
      KNOWN_KINDS.has(kind)
        ? t(`${R}.removed.${kind}`, { count })
        : t(`${R}.removed.other`, { kind, count }),
    );
  return parts.length > 0 ? parts.join(', ') : t(`${R}.nothingRemoved`);
}

/** "hour", "2 hours", "5 minutes" for "every …". */
export function intervalText(t: Translate, ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes % 60 === 0
    ? t(`${R}.everyHours`, { count: minutes / 60 })
    : t(`${R}.everyMinutes`, { count: Math.max(1, minutes) });
}

export function dateTimeText(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale === 'da' ? 'da-DK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
