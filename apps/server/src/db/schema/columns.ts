import { customType, timestamp } from 'drizzle-orm/pg-core';

// Column types every table file shares.

// Timestamps are timestamptz and always written from the service's clock (never SQL now()),
// so tests can move time and every rule reads the same "now".
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A point on the earth as the `earthdistance` extension stores it (its `earth` domain over
 * `cube`): written as `ll_to_earth(latitude, longitude)` in SQL, read only by SQL.
 */
export const earth = customType<{ data: string; driverData: string }>({ dataType: () => 'cube' });

/**
 * A full-text search document (PostgreSQL `tsvector`), always a stored generated column:
 * written by the database, read only by SQL (`@@`).
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});
