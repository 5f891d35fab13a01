import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ageOn, birthDateSchema, createBirthDateSchema, parseIsoDate } from './birth-date';
import { MAX_AGE, MIN_AGE } from './constants';
import { fixedClock, messageOf, TODAY } from './test/helpers';

const schema = createBirthDateSchema(fixedClock);

/** 'YYYY-MM-DD' of a UTC date. */
const iso = (date: Date): string => date.toISOString().slice(0, 10);

/** The UTC day `years` years before `day`, keeping month and day (29 Feb → 28 Feb). */
function yearsBefore(day: Date, years: number): Date {
  const result = new Date(Date.UTC(day.getUTCFullYear() - years, day.getUTCMonth(), 1));
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0));
  result.setUTCDate(Math.min(day.getUTCDate(), lastDay.getUTCDate()));
  return result;
}

describe('ageOn', () => {
  it('counts whole years, a birthday not yet reached this year not counting', () => {
    expect(ageOn('2008-11-22', TODAY)).toBe(18);
    expect(ageOn('2008-11-23', TODAY)).toBe(17);
    expect(ageOn('2008-11-21', TODAY)).toBe(18);
    expect(ageOn('1990-01-01', TODAY)).toBe(36);
  });

  it('makes someone born on 29 February a year older on 1 March in common years', () => {
    expect(ageOn('2008-02-29', new Date(Date.UTC(2026, 1, 28)))).toBe(17);
    expect(ageOn('2008-02-29', new Date(Date.UTC(2026, 2, 1)))).toBe(18);
    expect(ageOn('2008-02-29', new Date(Date.UTC(2028, 1, 29)))).toBe(20);
  });

  it('uses the UTC day of the instant it is given', () => {
    // 23:30 on 21 November in UTC is already 22 November in Copenhagen, but not in UTC.
    expect(ageOn('2008-11-22', new Date('2026-11-21T23:30:00Z'))).toBe(17);
    expect(ageOn('2008-11-22', new Date('2026-11-22T00:00:00Z'))).toBe(18);
  });

  it('is NaN for anything that is not a real calendar date', () => {
    for (const input of [
      '2001-02-29',
      '2000-13-01',
      '2000-00-10',
      '2000-04-31',
      '20-01-01',
      '2000-1-1',
      'yesterday',
      '',
    ]) {
      expect(ageOn(input, TODAY)).toBeNaN();
    }
    expect(ageOn('2000-01-01', new Date(Number.NaN))).toBeNaN();
  });
});

describe('parseIsoDate', () => {
  it('knows the leap years of the Gregorian calendar', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('1900-02-29')).toBeNull();
    expect(parseIsoDate('2024-02-29')).not.toBeNull();
  });
});

describe('birth-date rule', () => {
  it("says 'Date of birth is Required' when missing", () => {
    for (const input of [undefined, null, '', '  ', 20001010]) {
      expect(messageOf(schema, input)).toBe('validation:required.birthDate');
    }
  });

  it('passes someone who turns 18 today and fails someone who turns 18 tomorrow', () => {
    expect(messageOf(schema, '2008-11-22')).toBeUndefined();
    expect(messageOf(schema, '2008-11-23')).toBe('validation:birthDate.invalid');
  });

  it(`fails dates in the future, impossible dates and ages above ${MAX_AGE}`, () => {
    for (const input of ['2030-01-01', '1990-02-30', '22-11-1990', '1990/11/22', '1905-11-21']) {
      expect(messageOf(schema, input)).toBe('validation:birthDate.invalid');
    }
    expect(messageOf(schema, '1906-11-22')).toBeUndefined();
  });

  it('reads the clock at validation time, not when the schema is made', () => {
    let now = new Date(Date.UTC(2026, 10, 21));
    const moving = createBirthDateSchema(() => now);
    expect(messageOf(moving, '2008-11-22')).toBe('validation:birthDate.invalid');
    now = new Date(Date.UTC(2026, 10, 22));
    expect(messageOf(moving, '2008-11-22')).toBeUndefined();
  });

  it('the default schema uses the real clock', () => {
    expect(messageOf(birthDateSchema, iso(yearsBefore(new Date(), 30)))).toBeUndefined();
    expect(messageOf(birthDateSchema, iso(yearsBefore(new Date(), 10)))).toBe(
      'validation:birthDate.invalid',
    );
  });
});

const someDay = fc.date({
  min: new Date('1950-01-01T00:00:00Z'),
  max: new Date('2100-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('age boundary (property)', () => {
  test.prop([someDay])('exactly 18 today passes, one day short of 18 fails', (today) => {
    const clocked = createBirthDateSchema(() => today);
    const eighteenToday = yearsBefore(today, MIN_AGE);
    const oneDayShort = new Date(eighteenToday.getTime() + 24 * 60 * 60 * 1000);
    expect(messageOf(clocked, iso(eighteenToday))).toBeUndefined();
    expect(messageOf(clocked, iso(oneDayShort))).toBe('validation:birthDate.invalid');
  });

  test.prop([someDay, fc.integer({ min: 0, max: 150 })])(
    'ageOn gives back the number of years between a birthday and the same day later',
    (today, years) => {
      const birth = yearsBefore(today, years);
      expect(ageOn(iso(birth), today)).toBe(years);
    },
  );
});
