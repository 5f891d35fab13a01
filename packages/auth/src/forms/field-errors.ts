import { ROOT_ISSUE_KEY } from '@wob/validation';
import type { FieldErrors as NestedErrors } from 'react-hook-form';

/**
 * A form's messages by dot path ('email', 'options.0'), as `flattenIssues` of
 * @wob/validation and the server's 422 `fieldErrors` name them. Messages are i18n keys
 * ('validation:…') or the server's own, already translated text.
 */
export type FieldErrors = Record<string, string>;

// What React Hook Form keeps beside a message; never a field of ours.
const ERROR_PARTS = new Set(['message', 'type', 'types', 'ref']);

/**
 * React Hook Form nests its errors by path; the forms read them flat. A list's own message
 * sits under its `root` (React Hook Form's place for it), or on the list node itself; an
 * issue about the whole value (empty path) becomes `root`, as in `flattenIssues`.
 */
export function flattenFieldErrors(errors: NestedErrors): FieldErrors {
  const flat: FieldErrors = {};
  const visit = (node: unknown, path: string) => {
    if (node === null || typeof node !== 'object') return;
    const { message } = node as { message?: unknown };
    if (path !== '' && typeof message === 'string' && !(path in flat)) flat[path] = message;
    for (const [key, child] of Object.entries(node)) {
      if (path !== '' && ERROR_PARTS.has(key)) continue;
      if (key === ROOT_ISSUE_KEY) visit(child, path === '' ? ROOT_ISSUE_KEY : path);
      else if (key === '' && path === '') visit(child, ROOT_ISSUE_KEY);
      else visit(child, path === '' ? key : `${path}.${key}`);
    }
  };
  visit(errors, '');
  return flat;
}
