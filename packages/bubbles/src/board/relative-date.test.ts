import { createI18n } from '@wob/i18n/react';
import { describe, expect, it } from 'vitest';
import { formatRelativeDate, intlLocaleOf } from './relative-date';

const now = new Date('2026-11-22T15:00:00Z');

function format(iso: string, language: 'en' | 'da') {
  const i18n = createI18n(language);
  return formatRelativeDate(iso, {
    now,
    locale: intlLocaleOf(language),
    translate: (key, params) => i18n.t(key, params),
    timeZone: 'UTC',
  });
}

describe('formatRelativeDate', () => {
  it('says Today with the time for a comment written today', () => {
    expect(format('2026-11-22T09:05:00Z', 'en')).toBe('Today, 09:05');
    expect(format('2026-11-22T09:05:00Z', 'da')).toBe('I dag kl. 09.05');
  });

  it('says Yesterday with the time for a comment written the day before', () => {
    expect(format('2026-11-21T23:59:00Z', 'en')).toBe('Yesterday, 23:59');
    expect(format('2026-11-21T00:00:00Z', 'da')).toBe('I går kl. 00.00');
  });

  it('shows an older comment as a date in the language of the reader', () => {
    expect(format('2026-11-20T12:00:00Z', 'en')).toBe('20 Nov 2026');
    expect(format('2026-11-20T12:00:00Z', 'da')).toBe('20. nov. 2026');
  });

  it('counts calendar days in the reader’s time zone, not 24-hour spans', () => {
    const i18n = createI18n('en');
    const text = formatRelativeDate('2026-11-21T23:30:00Z', {
      now: new Date('2026-11-22T00:30:00Z'),
      locale: 'en-GB',
      translate: (key, params) => i18n.t(key, params),
      timeZone: 'Europe/Copenhagen',
    });
    // 00:30 and 01:30 on the 22nd in Copenhagen: the same day.
    expect(text).toBe('Today, 00:30');
  });

  it('treats a date slightly in the future as today and leaves a broken one as it is', () => {
    expect(format('2026-11-22T15:01:00Z', 'en')).toBe('Today, 15:01');
    expect(format('not a date', 'en')).toBe('not a date');
  });
});
