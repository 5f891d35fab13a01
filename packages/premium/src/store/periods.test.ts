import { describe, expect, it } from 'vitest';
import { subscriptionIn } from '../test/fixtures';
import { addMonth, cancellationOutlook, periodEnd } from './periods';

const at = (iso: string) => new Date(iso);

describe('addMonth', () => {
  it('adds one calendar month', () => {
    expect(addMonth('2026-11-22T10:00:00.000Z')).toBe('2026-12-22T10:00:00.000Z');
    expect(addMonth('2026-12-05T00:00:00.000Z')).toBe('2027-01-05T00:00:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    expect(addMonth('2027-01-31T08:00:00.000Z')).toBe('2027-02-28T08:00:00.000Z');
    expect(addMonth('2028-01-31T08:00:00.000Z')).toBe('2028-02-29T08:00:00.000Z');
  });
});

describe('cancellationOutlook (the terms: at least 24 hours before a period ends)', () => {
  const active = subscriptionIn('active', {
    currentPeriodEnd: '2026-12-01T12:00:00.000Z',
    renewsAt: '2026-12-01T12:00:00.000Z',
  });

  it('ends premium at the end of the period when cancelled in time', () => {
    expect(cancellationOutlook(active, at('2026-11-30T11:59:59.000Z'))).toEqual({
      endsAt: '2026-12-01T12:00:00.000Z',
      lastDay: false,
      trial: false,
    });
  });

  it('ends premium after the next period when cancelled in the last 24 hours', () => {
    expect(cancellationOutlook(active, at('2026-11-30T12:00:01.000Z'))).toEqual({
      endsAt: '2027-01-01T12:00:00.000Z',
      lastDay: true,
      trial: false,
    });
  });

  it('reads the trial end while in trial', () => {
    const trial = subscriptionIn('trialing', {
      trialEnd: '2026-11-29T09:00:00.000Z',
      currentPeriodEnd: '2026-11-29T09:00:00.000Z',
    });
    expect(periodEnd(trial)).toBe('2026-11-29T09:00:00.000Z');
    expect(cancellationOutlook(trial, at('2026-11-25T09:00:00.000Z'))).toEqual({
      endsAt: '2026-11-29T09:00:00.000Z',
      lastDay: false,
      trial: true,
    });
    expect(cancellationOutlook(trial, at('2026-11-29T08:00:00.000Z')).endsAt).toBe(
      '2026-12-29T09:00:00.000Z',
    );
  });
});
