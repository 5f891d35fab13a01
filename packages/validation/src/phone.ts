import * as v from 'valibot';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './constants';
import { MESSAGES } from './messages';

// Digits, spaces and dashes, with an optional leading '+'. Only the digits count.
const PHONE_CHARACTERS = /^\+?[0-9 -]*$/;
// With separators a 15-digit number stays well under this; it only bounds the work on junk.
export const PHONE_MAX_LENGTH = 50;

/** Number of ASCII digits in a phone number; '+', spaces and dashes are ignored. */
export function countPhoneDigits(phone: string): number {
  let digits = 0;
  for (let i = 0; i < phone.length; i += 1) {
    const code = phone.charCodeAt(i);
    if (code >= 48 && code <= 57) digits += 1;
  }
  return digits;
}

export const phoneSchema = v.pipe(
  v.string(MESSAGES.required.phone),
  v.trim(),
  v.nonEmpty(MESSAGES.required.phone),
  // One message per value, in this order: wrong characters, too many digits, too few digits.
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || dataset.issues) return;
    const phone = dataset.value;
    if (phone.length > PHONE_MAX_LENGTH || !PHONE_CHARACTERS.test(phone)) {
      addIssue({ message: MESSAGES.phone.invalid });
      return;
    }
    const digits = countPhoneDigits(phone);
    if (digits > PHONE_MAX_DIGITS) addIssue({ message: MESSAGES.phone.max });
    else if (digits < PHONE_MIN_DIGITS) addIssue({ message: MESSAGES.phone.invalid });
  }),
);
