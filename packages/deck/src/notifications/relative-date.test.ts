import { createI18n } from '@wob/i18n/react';
import { describe, expect, it } from 'vitest';
import { formatRelativeDate } from './relative-date';

const NOW = new Date('2026-11-22T15:00:00Z');

function formatter(language: 'da' | 'en', timeZone = 'UTC') {
  const i18n = createI18n(language);
  return (iso: string) =>
    formatRelativeDate(iso, {
      now: NOW,
      locale: language === 'da' ? 'da-DK' : 'en-GB',
      translate: (key, params) => i18n.t(key, params),
      timeZone,
    });
}

describe('formatRelativeDate', () => {
  it('says Today and Yesterday with the time, else the date, in English', () => {
    const format = formatter('en');
    expect(format('2026-11-22T14:05:00Z')).toBe('Today, 14:05');
    expect(format('2026-11-21T00:10:00Z')).toBe('Yesterday, 00:10');
    expect(format('2026-11-03T08:00:00Z')).toBe('3 Nov 2026');
  });

  it('says I dag and I går in Danish, with a Danish date', () => {
    const format = formatter('da');
    expect(format('2026-11-22T09:12:00Z')).toBe('I dag, 09.12');
    expect(format('2026-11-21T20:45:00Z')).toBe('I går, 20.45');
    expect(format('2026-11-03T08:00:00Z')).toBe('3. nov. 2026');
  });

  it('counts calendar days in the reader’s time zone', () => {
    // 23:30 UTC on the 21st is already the 22nd in Copenhagen.
    expect(formatter('en', 'Europe/Copenhagen')('2026-11-21T23:30:00Z')).toBe('Today, 00:30');
    expect(formatter('en', 'UTC')('2026-11-21T23:30:00Z')).toBe('Yesterday, 23:30');
  });

  it('treats a date ahead of the clock as today and returns junk as it is', () => {
    const format = formatter('en');
    expect(format('2026-11-22T18:00:00Z')).toBe('Today, 18:00');
    expect(format('not a date')).toBe('not a date');
  });
});
