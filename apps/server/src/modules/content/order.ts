import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError } from '../../platform/http/http-error';

// The console's move up / move down: the page sends the whole new order, the server accepts
// it only when it names exactly the rows there are (a list changed meanwhile answers 409).

/** Positions 10, 20, 30, …: room for a row inserted by hand between two. */
export const positionAt = (index: number) => (index + 1) * 10;

export function requireSameSet(current: readonly string[], wanted: readonly string[]): void {
  const have = new Set(current);
  const unique = new Set(wanted);
  if (
    unique.size !== wanted.length ||
    unique.size !== have.size ||
    wanted.some((id) => !have.has(id))
  ) {
    throw new HttpError(409, M.content.orderChanged);
  }
}

/** The names of the fields whose value differs, for the audit entry's details. */
export function changedFields<T extends object>(before: T, after: Partial<T>): string[] {
  return (Object.keys(after) as (keyof T)[])
    .filter((key) => {
      const a = before[key];
      const b = after[key];
      return a instanceof Date || b instanceof Date
        ? (a as Date | null)?.getTime?.() !== (b as Date | null)?.getTime?.()
        : a !== b;
    })
    .map(String);
}
