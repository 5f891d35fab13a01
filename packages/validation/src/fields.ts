import * as v from 'valibot';
import {
  ABOUT_MAX,
  ADDRESS_MAX,
  AGE_RANGE_MAX,
  AGE_RANGE_MIN,
  CITY_MAX,
  EMAIL_MAX,
  GENDERS,
  LOCALES,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TOKEN_MAX,
  ZIPCODE_MAX,
} from './constants';
import { COUNTRY_CODES } from './country-codes';
import { shownNameSchema } from './display-text';
import { MESSAGES } from './messages';

// Field rules shared by every form and payload. Each pipe starts with the type check whose
// message is the field's "required" message (see form-object.ts), so a missing value, a
// wrong type, an empty string and a whitespace-only string all read '{Field} is Required'.

function requiredText(requiredMessage: string, max: number, maxMessage: string) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(max, maxMessage),
  );
}

/** A Wobler's name is shown to others: the same rule as a Bubble's name (display-text.ts). */
export const nameSchema = shownNameSchema(
  { required: MESSAGES.required.name, max: MESSAGES.name.max, invalid: MESSAGES.name.invalid },
  NAME_MAX,
);

// Same shape as valibot's `email` action, kept here so the length cap and the format give one
// message ('Email Address is not Valid') and the regex never sees an over-long value.
const EMAIL_FORMAT = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/i;

export const emailSchema = v.pipe(
  v.string(MESSAGES.required.email),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(MESSAGES.required.email),
  v.check((email) => email.length <= EMAIL_MAX && EMAIL_FORMAT.test(email), MESSAGES.email.invalid),
);

const notBlank = (value: string): boolean => value.trim().length > 0;

/** A new password: 5–128 characters, kept exactly as typed (spaces are allowed inside). */
function newPassword(requiredMessage: string) {
  return v.pipe(
    v.string(requiredMessage),
    v.check(notBlank, requiredMessage),
    v.minLength(PASSWORD_MIN, MESSAGES.password.min),
    v.maxLength(PASSWORD_MAX, MESSAGES.password.max),
  );
}

/** An existing password (login, old password): only required, plus the cap against junk. */
function existingPassword(requiredMessage: string) {
  return v.pipe(
    v.string(requiredMessage),
    v.check(notBlank, requiredMessage),
    v.maxLength(PASSWORD_MAX, MESSAGES.password.max),
  );
}

export const passwordSchema = newPassword(MESSAGES.required.password);
export const newPasswordSchema = newPassword(MESSAGES.required.newPassword);
export const loginPasswordSchema = existingPassword(MESSAGES.required.password);
export const oldPasswordSchema = existingPassword(MESSAGES.required.oldPassword);

/** The re-entry of a password; only its type is checked here, equality by the form schema. */
export const confirmPasswordSchema = v.string(MESSAGES.required.confirmPassword);

export const genderSchema = v.pipe(
  v.string(MESSAGES.required.gender),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(MESSAGES.required.gender),
  v.picklist(GENDERS, MESSAGES.gender.invalid),
);

export const countrySchema = v.pipe(
  v.string(MESSAGES.required.country),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty(MESSAGES.required.country),
  v.picklist(COUNTRY_CODES, MESSAGES.country.invalid),
);

export const citySchema = requiredText(MESSAGES.required.city, CITY_MAX, MESSAGES.city.max);

export const addressSchema = requiredText(
  MESSAGES.required.address,
  ADDRESS_MAX,
  MESSAGES.address.max,
);

// Postal codes around the world use Latin letters, digits, spaces and dashes only.
const ZIPCODE_CHARACTERS = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

export const zipcodeSchema = v.pipe(
  requiredText(MESSAGES.required.zipcode, ZIPCODE_MAX, MESSAGES.zipcode.max),
  v.regex(ZIPCODE_CHARACTERS, MESSAGES.zipcode.invalid),
);

/** 'About yourself': optional, may be empty, trimmed. */
export const aboutSchema = v.optional(
  v.pipe(v.string(MESSAGES.invalid), v.trim(), v.maxLength(ABOUT_MAX, MESSAGES.about.max)),
);

export const localeSchema = v.picklist(LOCALES, MESSAGES.locale.invalid);

/** The opaque token of a password-reset link. */
export const resetTokenSchema = v.pipe(
  v.string(MESSAGES.token.invalid),
  v.trim(),
  v.nonEmpty(MESSAGES.token.invalid),
  v.maxLength(TOKEN_MAX, MESSAGES.token.invalid),
  // Printable ASCII without spaces: any token format the server may choose, no junk.
  v.regex(/^[\x21-\x7e]+$/, MESSAGES.token.invalid),
);

export const toggleSchema = v.boolean(MESSAGES.toggle.invalid);

/** One end of the 'only show my profile to an age range' setting. */
export const ageRangeBoundSchema = v.pipe(
  v.number(MESSAGES.ageRange.invalid),
  v.integer(MESSAGES.ageRange.invalid),
  v.minValue(AGE_RANGE_MIN, MESSAGES.ageRange.invalid),
  v.maxValue(AGE_RANGE_MAX, MESSAGES.ageRange.invalid),
);
