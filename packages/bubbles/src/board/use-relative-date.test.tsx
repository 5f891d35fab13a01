import { renderHook } from '@testing-library/react';
import type { Locale } from '@wob/i18n';
import { createI18n } from '@wob/i18n/react';
import { AppProviders } from '@wob/test-utils';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useRelativeDate } from './use-relative-date';

const NOW = new Date('2026-11-22T15:00:00Z');

function datesIn(locale: Locale) {
  const i18n = createI18n(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders i18n={i18n} locale={locale}>
      {children}
    </AppProviders>
  );
  return renderHook(() => useRelativeDate({ now: NOW, timeZone: 'UTC' }), { wrapper }).result
    .current;
}

// The rule itself is @wob/ui's (relative-date.test.ts); this is the board's own wording.
describe('useRelativeDate (the board’s dates)', () => {
  it('writes the board’s Danish words around the time', () => {
    const dateOf = datesIn('da');
    expect(dateOf('2026-11-22T09:05:00Z').short).toBe('I dag kl. 09.05');
    expect(dateOf('2026-11-21T00:00:00Z').short).toBe('I går kl. 00.00');
    expect(dateOf('2026-11-20T12:00:00Z')).toEqual({
      short: '20. nov. 2026',
      full: '20. november 2026 kl. 12.00',
    });
  });

  it('writes Today and Yesterday in English', () => {
    const dateOf = datesIn('en');
    expect(dateOf('2026-11-22T09:05:00Z').short).toBe('Today, 09:05');
    expect(dateOf('2026-11-21T23:59:00Z').short).toBe('Yesterday, 23:59');
  });
});
