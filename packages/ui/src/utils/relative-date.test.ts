import { describe, expect, it } from 'vitest';
import {
  formatFullDate,
  formatRelativeDate,
  intlLocaleOf,
  type RelativeDateWords,
  relativeDates,
} from './relative-date';

const NOW = new Date('2026-11-22T15:00:00Z');

// The words come from the caller's translations; these stand in for two of them.
const ENGLISH: RelativeDateWords = {
  today: (time) => `Today, ${time}`,
  yesterday: (time) => `Yesterday, ${time}`,
};
const DANISH: RelativeDateWords = {
  today: (time) => `I dag kl. ${time}`,
  yesterday: (time) => `I går kl. ${time}`,
};

function formatter(language: 'da' | 'en', timeZone = 'UTC') {
  return (iso: string) =>
    formatRelativeDate(iso, {
      now: NOW,
      locale: intlLocaleOf(language),
      words: language === 'da' ? DANISH : ENGLISH,
      timeZone,
    });
}

describe('intlLocaleOf', () => {
  it('gives Danish dates to Danish and British English to every other language', () => {
    expect(intlLocaleOf('da')).toBe('da-DK');
    expect(intlLocaleOf('da-DK')).toBe('da-DK');
    expect(intlLocaleOf('en')).toBe('en-GB');
    expect(intlLocaleOf('de')).toBe('en-GB');
  });
});

describe('formatRelativeDate', () => {
  it('says Today and Yesterday with the time, else the date, in English', () => {
    const format = formatter('en');
    expect(format('2026-11-22T14:05:00Z')).toBe('Today, 14:05');
    expect(format('2026-11-22T09:05:00Z')).toBe('Today, 09:05');
    expect(format('2026-11-21T00:10:00Z')).toBe('Yesterday, 00:10');
    expect(format('2026-11-21T23:59:00Z')).toBe('Yesterday, 23:59');
    expect(format('2026-11-20T12:00:00Z')).toBe('20 Nov 2026');
    expect(format('2026-11-03T08:00:00Z')).toBe('3 Nov 2026');
  });

  it('puts the Danish time and date format around the Danish words', () => {
    const format = formatter('da');
    expect(format('2026-11-22T09:12:00Z')).toBe('I dag kl. 09.12');
    expect(format('2026-11-21T00:00:00Z')).toBe('I går kl. 00.00');
    expect(format('2026-11-20T12:00:00Z')).toBe('20. nov. 2026');
    expect(format('2026-11-03T08:00:00Z')).toBe('3. nov. 2026');
  });

  it('counts calendar days in the reader’s time zone, not 24-hour spans', () => {
    // 23:30 UTC on the 21st is already 00:30 on the 22nd in Copenhagen.
    expect(formatter('en', 'Europe/Copenhagen')('2026-11-21T23:30:00Z')).toBe('Today, 00:30');
    expect(formatter('en', 'UTC')('2026-11-21T23:30:00Z')).toBe('Yesterday, 23:30');
    // 00:30 and 01:30 on the 22nd in Copenhagen: the same day.
    const justAfterMidnight = formatRelativeDate('2026-11-21T23:30:00Z', {
      now: new Date('2026-11-22T00:30:00Z'),
      locale: 'en-GB',
      words: ENGLISH,
      timeZone: 'Europe/Copenhagen',
    });
    expect(justAfterMidnight).toBe('Today, 00:30');
  });

  it('treats a date ahead of the clock as today and returns junk as it is', () => {
    const format = formatter('en');
    expect(format('2026-11-22T15:01:00Z')).toBe('Today, 15:01');
    expect(format('2026-11-22T18:00:00Z')).toBe('Today, 18:00');
    expect(format('not a date')).toBe('not a date');
  });
});

describe('formatFullDate', () => {
  it('writes the whole date and time in the reader’s language, junk as it is', () => {
    expect(formatFullDate('2026-11-03T08:05:00Z', 'en-GB', 'UTC')).toBe('3 November 2026 at 08:05');
    expect(formatFullDate('2026-11-03T08:05:00Z', 'da-DK', 'UTC')).toBe(
      '3. november 2026 kl. 08.05',
    );
    expect(formatFullDate('soon', 'en-GB', 'UTC')).toBe('soon');
  });
});

describe('relativeDates', () => {
  it('gives each date of a list its short and full form on the same clock', () => {
    const dateOf = relativeDates({ now: NOW, locale: 'en-GB', words: ENGLISH, timeZone: 'UTC' });
    expect(dateOf('2026-11-21T20:45:00Z')).toEqual({
      short: 'Yesterday, 20:45',
      full: '21 November 2026 at 20:45',
    });
  });

  it('compares with the present when no clock is given', () => {
    const dateOf = relativeDates({ locale: 'en-GB', words: ENGLISH });
    expect(dateOf(new Date().toISOString()).short).toMatch(/^Today, \d{2}:\d{2}$/);
  });
});
