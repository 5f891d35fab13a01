// Business constants of spec section 9 and the bounds the spec leaves open (chosen here and
// listed in the README). Lengths count UTF-16 code units, as the browser's maxLength does.

export const GENDERS = ['male', 'female', 'non-binary', 'transgender', 'intersex'] as const;
export type Gender = (typeof GENDERS)[number];

export const LOCALES = ['da', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export const MIN_AGE = 18;
export const MAX_AGE = 120;

export const PASSWORD_MIN = 5;
export const PASSWORD_MAX = 128;

export const PHONE_MAX_DIGITS = 15;
// The shortest subscriber numbers in use have 4 digits (e.g. Niue); fewer cannot be a number.
export const PHONE_MIN_DIGITS = 4;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

export const NAME_MAX = 100;
// RFC 5321 caps a forward path at 256 octets including the angle brackets.
export const EMAIL_MAX = 254;
export const ADDRESS_MAX = 200;
export const CITY_MAX = 100;
export const ZIPCODE_MAX = 20;
export const ABOUT_MAX = 1000;
// Reset tokens are opaque; the cap only keeps junk from reaching the database.
export const TOKEN_MAX = 512;

/** 'Only show my profile to an age range': whole years, both ends included. */
export const AGE_RANGE_MIN = 18;
export const AGE_RANGE_MAX = 99;
