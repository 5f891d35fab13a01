import * as v from 'valibot';
import { MAX_AGE, MIN_AGE } from './constants';
import { MESSAGES } from './messages';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Parses 'YYYY-MM-DD' when it names a real day of the Gregorian calendar. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return null;
  }
  return { year, month, day };
}

/**
 * Age in whole years on `today`, for a birth date 'YYYY-MM-DD'; NaN when the date is not a
 * real calendar date. "Today" is the UTC calendar day of `today`, so the browser and the
 * server give the same answer at the same instant. Someone born on 29 February becomes a
 * year older on 1 March in common years.
 */
export function ageOn(birthDate: string, today: Date): number {
  const birth = parseIsoDate(birthDate);
  if (!birth || Number.isNaN(today.getTime())) return Number.NaN;
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const beforeBirthday = month < birth.month || (month === birth.month && day < birth.day);
  return year - birth.year - (beforeBirthday ? 1 : 0);
}

/** True when the person is between MIN_AGE and MAX_AGE years old (both included) on `today`. */
export function isAllowedBirthDate(birthDate: string, today: Date): boolean {
  const age = ageOn(birthDate, today);
  return age >= MIN_AGE && age <= MAX_AGE;
}

/**
 * The birth-date rule with an injectable clock, so tests can pin "today". The clock is read
 * on every validation, never when the schema is created.
 */
export function createBirthDateSchema(now: () => Date = () => new Date()) {
  return v.pipe(
    v.string(MESSAGES.required.birthDate),
    v.trim(),
    v.nonEmpty(MESSAGES.required.birthDate),
    v.check((value) => isAllowedBirthDate(value, now()), MESSAGES.birthDate.invalid),
  );
}

export const birthDateSchema = createBirthDateSchema();
