/** The server's notion of "now"; injected so tests can move time (token expiry, retention). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Calendar arithmetic in UTC: `months` may be negative. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

export function addYears(date: Date, years: number): Date {
  return addMonths(date, years * 12);
}
