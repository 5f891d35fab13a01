import { describe, expect, it } from 'vitest';
import { addMonths, DAY_MS, HOUR_MS } from '../../platform/clock';
import { cancellationDate, formatAmount, formatDate, refundableUntil } from './rules';

const periodEnd = new Date('2026-12-22T10:00:00.000Z');

describe('cancellationDate', () => {
  it('ends at the period end when more than 24 hours are left', () => {
    const now = new Date(periodEnd.getTime() - 24 * HOUR_MS - 1);
    expect(cancellationDate(periodEnd, now)).toEqual(periodEnd);
  });

  it('ends a period later within the last 24 hours, and after the end', () => {
    for (const before of [24 * HOUR_MS, HOUR_MS, 0, -HOUR_MS]) {
      const now = new Date(periodEnd.getTime() - before);
      expect(cancellationDate(periodEnd, now)).toEqual(addMonths(periodEnd, 1));
    }
  });
});

describe('refundableUntil', () => {
  const chargedAt = new Date('2026-11-22T10:00:00.000Z');
  const until = new Date(chargedAt.getTime() + 14 * DAY_MS);

  it('is 14 days after the charge while that is ahead', () => {
    expect(refundableUntil({ chargedAt, refundRequestedAt: null }, chargedAt)).toEqual(until);
    const late = new Date(until.getTime() - 1);
    expect(refundableUntil({ chargedAt, refundRequestedAt: null }, late)).toEqual(until);
  });

  it('is null at the limit, after a request, and without a charge', () => {
    expect(refundableUntil({ chargedAt, refundRequestedAt: null }, until)).toBeNull();
    expect(refundableUntil({ chargedAt, refundRequestedAt: chargedAt }, chargedAt)).toBeNull();
    expect(refundableUntil(undefined, chargedAt)).toBeNull();
  });
});

describe('formatDate', () => {
  it('writes the date in Danish time in the member language', () => {
    // 23:30 UTC on 31 December is already 1 January in Copenhagen.
    const date = new Date('2026-12-31T23:30:00.000Z');
    expect(formatDate(date, 'da')).toBe('1. januar 2027');
    expect(formatDate(date, 'en')).toBe('1 January 2027');
  });
});

describe('formatAmount', () => {
  it('formats minor units with Intl', () => {
    expect(formatAmount(900, 'DKK', 'en').replace(/\s/g, ' ')).toBe('DKK 9.00');
    expect(formatAmount(900, 'DKK', 'da').replace(/\s/g, ' ')).toBe('9,00 kr.');
  });
});
