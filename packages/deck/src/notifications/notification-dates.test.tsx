import { renderHook } from '@testing-library/react';
import type { Locale } from '@wob/i18n';
import { createI18n } from '@wob/i18n/react';
import { AppProviders } from '@wob/test-utils';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useNotificationDates } from './notification-panel';

const NOW = new Date('2026-11-22T15:00:00Z');

function datesIn(locale: Locale, timeZone = 'UTC') {
  const i18n = createI18n(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders i18n={i18n} locale={locale}>
      {children}
    </AppProviders>
  );
  return renderHook(() => useNotificationDates({ now: NOW, timeZone }), { wrapper }).result.current;
}

// The rule itself is @wob/ui's (relative-date.test.ts); this is the panel's own wording.
describe('useNotificationDates (the panel’s dates)', () => {
  it('says Today and Yesterday with the time, else the date, in English', () => {
    const dateOf = datesIn('en');
    expect(dateOf('2026-11-22T14:05:00Z').short).toBe('Today, 14:05');
    expect(dateOf('2026-11-21T00:10:00Z').short).toBe('Yesterday, 00:10');
    expect(dateOf('2026-11-03T08:00:00Z')).toEqual({
      short: '3 Nov 2026',
      full: '3 November 2026 at 08:00',
    });
  });

  it('says I dag and I går in Danish, with a Danish date', () => {
    const dateOf = datesIn('da');
    expect(dateOf('2026-11-22T09:12:00Z').short).toBe('I dag, 09.12');
    expect(dateOf('2026-11-21T20:45:00Z').short).toBe('I går, 20.45');
    expect(dateOf('2026-11-03T08:00:00Z').short).toBe('3. nov. 2026');
  });

  it('counts calendar days in the reader’s time zone', () => {
    expect(datesIn('en', 'Europe/Copenhagen')('2026-11-21T23:30:00Z').short).toBe('Today, 00:30');
  });
});
