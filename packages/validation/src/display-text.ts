import * as v from 'valibot';

// Names shown to other people (a Wobler's name, a Bubble's name and title) follow one rule:
// composed characters, one line with single spaces, and no control characters, lone
// surrogates or invisible format characters (bidi overrides, zero-width spaces), which could
// reorder, hide or break what others read, in the product and in e-mails. The zero-width
// joiner stays, because emoji sequences such as 👩‍🚀 need it.

/** What a shown name must not contain (PostgreSQL migration 0009 strips the same set). */
const UNSAFE_CHARACTERS =
  /[\p{Cc}\p{Cs}\u00ad\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]/u;
const UNSAFE_CHARACTERS_ALL = new RegExp(UNSAFE_CHARACTERS.source, 'gu');

/** Whether `value` holds none of the characters a shown name must not contain. */
export const isSafeText = (value: string): boolean => !UNSAFE_CHARACTERS.test(value);

/** Composed characters, one line, single spaces: 'Å' typed two ways is one name. */
export const oneLine = (value: string): string =>
  value.normalize('NFC').replace(/\s+/gu, ' ').trim();

/**
 * A stored text made fit to show on one line whatever it holds: whitespace folded, unsafe
 * characters dropped (for text written before the rule, e.g. into an e-mail's plain text).
 */
export const safeOneLine = (value: string): string =>
  oneLine(value.replace(/\s+/gu, ' ').replace(UNSAFE_CHARACTERS_ALL, ''));

/** A required name shown to others: the rule above, then its length. */
export function shownNameSchema(
  messages: { required: string; max: string; invalid: string },
  max: number,
) {
  return v.pipe(
    v.string(messages.required),
    v.transform(oneLine),
    v.nonEmpty(messages.required),
    v.maxLength(max, messages.max),
    v.check(isSafeText, messages.invalid),
  );
}
