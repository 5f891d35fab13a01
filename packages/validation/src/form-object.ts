import * as v from 'valibot';
import { MESSAGES } from './messages';

// valibot reports a missing key with the object's message, not the field's. The forms want
// 'Name is Required' whether `name` is absent, empty or of the wrong type, so the object's
// message is a function that looks the field up and answers with the message of the field's
// own type check (the first item of its pipe), which is its "required" message.

type WithMessage = { readonly message?: unknown };
type WithPipe = { readonly pipe?: readonly unknown[] };

/** The message a field schema gives when its value is missing or of the wrong type. */
export function requiredMessageOf(schema: v.GenericSchema): string {
  let root: unknown = schema;
  // Pipes may start with another pipe (zipcode extends the plain text rule).
  for (let pipe = (root as WithPipe).pipe; Array.isArray(pipe) && pipe.length > 0; ) {
    root = pipe[0];
    pipe = (root as WithPipe).pipe;
  }
  const message = (root as WithMessage).message;
  return typeof message === 'string' ? message : MESSAGES.invalid;
}

function missingFieldMessage(entries: v.ObjectEntries, issue: v.ObjectIssue): string {
  const first = issue.path?.[0];
  if (first && first.origin === 'key' && typeof first.key === 'string') {
    const schema = Object.hasOwn(entries, first.key) ? entries[first.key] : undefined;
    if (schema) return requiredMessageOf(schema);
  }
  // The input itself is not an object (null, a string, …).
  return MESSAGES.invalid;
}

/**
 * `v.object` whose missing-key issues carry the field's required message. Unknown keys are
 * dropped from the output, so extra payload fields never reach the server's services.
 */
export function formObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, (issue) => missingFieldMessage(entries, issue));
}
