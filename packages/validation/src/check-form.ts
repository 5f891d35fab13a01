import * as v from 'valibot';
import { flattenIssues } from './flatten-issues';

export type FormCheck<TOutput> =
  | { ok: true; output: TOutput }
  | { ok: false; errors: Record<string, string> };

/**
 * Checks a form's values against its schema in one call: the parsed output, or one message
 * key per field (for code that does not import valibot itself, such as the app shell).
 */
export function checkForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: unknown,
): FormCheck<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, values);
  return result.success
    ? { ok: true, output: result.output }
    : { ok: false, errors: flattenIssues(result.issues) };
}
