import * as v from 'valibot';

/** Key under which issues about the payload as a whole (not an object, …) are reported. */
export const ROOT_ISSUE_KEY = 'root';

/**
 * The first message of each field, keyed by its dot path ('email', 'settings.ageRangeTo').
 * The server answers 422 with it as `errors`, and the forms show it under each field.
 */
export function flattenIssues(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) || ROOT_ISSUE_KEY;
    if (!Object.hasOwn(errors, path)) errors[path] = issue.message;
  }
  return errors;
}
