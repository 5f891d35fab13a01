import { MESSAGES } from '@wob/validation';
import { HttpError } from '../../platform/http/http-error';

// The console's page cursors: base64url of a small JSON object (the last row's sort keys).
// A cursor that does not decode is the caller's mistake: 422, never a 500.

export function encodeCursor(value: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** The cursor's object; 422 when it does not decode or lacks one of the `required` keys. */
export function decodeCursor<T extends Record<string, unknown>>(
  cursor: string,
  required: readonly (keyof T & string)[] = [],
): T {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      const ok = Object.values(record).every(
        (v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)),
      );
      // Its times (createdAt, at) must be dates: they go into SQL as timestamptz.
      const times = [record.createdAt, record.at].every(
        (time) => typeof time !== 'string' || !Number.isNaN(Date.parse(time)),
      );
      if (ok && times && required.every((key) => key in record)) {
        return record as T;
      }
    }
  } catch {
    // falls through to the 422
  }
  throw new HttpError(422, MESSAGES.invalid, { fieldErrors: { cursor: MESSAGES.invalid } });
}
