import { describe, expect, it } from 'vitest';
import {
  ABOUT_MAX,
  ADDRESS_MAX,
  CITY_MAX,
  EMAIL_MAX,
  GENDERS,
  NAME_MAX,
  PASSWORD_MAX,
  ZIPCODE_MAX,
} from './constants';
import {
  aboutSchema,
  addressSchema,
  ageRangeBoundSchema,
  citySchema,
  countrySchema,
  emailSchema,
  genderSchema,
  localeSchema,
  loginPasswordSchema,
  nameSchema,
  passwordSchema,
  resetTokenSchema,
  toggleSchema,
  zipcodeSchema,
} from './fields';
import * as v from 'valibot';
import { messageOf } from './test/helpers';

const WRONG_TYPES: unknown[] = [undefined, null, 42, true, {}, [], ['a']];

describe('required text fields', () => {
  const cases = [
    ['name', nameSchema, 'validation:required.name', NAME_MAX, 'validation:name.max'],
    ['city', citySchema, 'validation:required.city', CITY_MAX, 'validation:city.max'],
    [
      'address',
      addressSchema,
      'validation:required.address',
      ADDRESS_MAX,
      'validation:address.max',
    ],
  ] as const;

  for (const [field, schema, required, max, maxMessage] of cases) {
    it(`treats a missing, empty or blank ${field} as '${required}'`, () => {
      for (const input of ['', '   ', '\t\n', ...WRONG_TYPES]) {
        expect(messageOf(schema, input)).toBe(required);
      }
    });

    it(`accepts a ${field} of ${max} characters and trims it`, () => {
      const value = 'x'.repeat(max);
      expect(v.parse(schema, `  ${value}  `)).toBe(value);
    });

    it(`rejects a ${field} longer than ${max} characters`, () => {
      expect(messageOf(schema, 'x'.repeat(max + 1))).toBe(maxMessage);
    });
  }
});

describe('nameSchema: a name shown to others', () => {
  it.each([
    'evil\u202eeman',
    'zero\u200bwidth',
    'a\u0000b',
    'soft\u00adhyphen',
    '\u2066isolate',
    '\ud800',
  ])('refuses invisible or broken characters in %j with the Bubble name rule', (name) => {
    expect(messageOf(nameSchema, name)).toBe('validation:name.invalid');
  });

  it('keeps a name on one line: line breaks and tabs fold into single spaces', () => {
    expect(v.parse(nameSchema, 'Eve\r\nBcc: x@example.com')).toBe('Eve Bcc: x@example.com');
    expect(v.parse(nameSchema, ' Anna\t\n Berg ')).toBe('Anna Berg');
    expect(v.parse(nameSchema, 'Ane\u0301')).toBe('An\u00e9');
  });

  it('accepts emoji, joined sequences included', () => {
    expect(v.parse(nameSchema, 'Astrid 👩‍🚀')).toBe('Astrid 👩‍🚀');
  });
});

describe('emailSchema', () => {
  it('trims and lower-cases the address', () => {
    expect(v.parse(emailSchema, '  Karen.Blixen@Example.DK ')).toBe('karen.blixen@example.dk');
  });

  it("says 'Email is Required' when the e-mail is missing or blank", () => {
    for (const input of ['', '  ', ...WRONG_TYPES]) {
      expect(messageOf(emailSchema, input)).toBe('validation:required.email');
    }
  });

  it("says 'Email Address is not Valid' for malformed addresses", () => {
    for (const input of [
      'karen',
      'karen@',
      '@example.dk',
      'karen@example',
      'a b@example.dk',
      'karen@@example.dk',
      'karen@example.d',
    ]) {
      expect(messageOf(emailSchema, input)).toBe('validation:email.invalid');
    }
  });

  it('accepts common address forms', () => {
    for (const input of ['a@b.dk', 'first.last+tag@sub.example.co.uk', 'x_y-z@ex-ample.com']) {
      expect(messageOf(emailSchema, input)).toBeUndefined();
    }
  });

  it(`rejects an address longer than ${EMAIL_MAX} characters as not valid`, () => {
    const domain = '@example.dk';
    expect(
      messageOf(emailSchema, `${'a'.repeat(EMAIL_MAX - domain.length)}${domain}`),
    ).toBeUndefined();
    expect(messageOf(emailSchema, `${'a'.repeat(EMAIL_MAX + 1 - domain.length)}${domain}`)).toBe(
      'validation:email.invalid',
    );
  });
});

describe('passwordSchema', () => {
  it("says 'Password is Required' when missing, empty or only spaces", () => {
    for (const input of ['', '     ', ...WRONG_TYPES]) {
      expect(messageOf(passwordSchema, input)).toBe('validation:required.password');
    }
  });

  it("says 'Password should be 5 digits long' below 5 characters", () => {
    expect(messageOf(passwordSchema, 'abcd')).toBe('validation:password.min');
    expect(messageOf(passwordSchema, 'abcde')).toBeUndefined();
  });

  it('keeps the password exactly as typed, spaces included', () => {
    expect(v.parse(passwordSchema, ' pass word ')).toBe(' pass word ');
  });

  it(`rejects passwords longer than ${PASSWORD_MAX} characters`, () => {
    expect(messageOf(passwordSchema, 'p'.repeat(PASSWORD_MAX))).toBeUndefined();
    expect(messageOf(passwordSchema, 'p'.repeat(PASSWORD_MAX + 1))).toBe('validation:password.max');
  });

  it('the login password is only required, whatever its length', () => {
    expect(messageOf(loginPasswordSchema, 'abc')).toBeUndefined();
    expect(messageOf(loginPasswordSchema, ' ')).toBe('validation:required.password');
  });
});

describe('genderSchema', () => {
  it('accepts the five genders of the spec, case-insensitively', () => {
    for (const gender of GENDERS) {
      expect(v.parse(genderSchema, gender)).toBe(gender);
      expect(v.parse(genderSchema, ` ${gender.toUpperCase()} `)).toBe(gender);
    }
  });

  it("says 'Gender is Required' when none is chosen", () => {
    for (const input of ['', ...WRONG_TYPES]) {
      expect(messageOf(genderSchema, input)).toBe('validation:required.gender');
    }
  });

  it('rejects any other value', () => {
    expect(messageOf(genderSchema, 'other')).toBe('validation:gender.invalid');
  });
});

describe('countrySchema', () => {
  it('upper-cases a real ISO 3166-1 alpha-2 code', () => {
    expect(v.parse(countrySchema, ' dk ')).toBe('DK');
    expect(v.parse(countrySchema, 'GL')).toBe('GL');
  });

  it("says 'Country is Required' when none is chosen", () => {
    for (const input of ['', ...WRONG_TYPES]) {
      expect(messageOf(countrySchema, input)).toBe('validation:required.country');
    }
  });

  it('rejects codes that are not countries', () => {
    for (const input of ['ZZ', 'DNK', 'D', 'Denmark', 'EU']) {
      expect(messageOf(countrySchema, input)).toBe('validation:country.invalid');
    }
  });
});

describe('zipcodeSchema', () => {
  it('accepts postal codes from around the world', () => {
    for (const input of ['2100', 'DK-2100', 'SW1A 1AA', '10115', 'H3Z 2Y7']) {
      expect(messageOf(zipcodeSchema, input)).toBeUndefined();
    }
  });

  it("says 'Zip Code is Required' when missing", () => {
    for (const input of ['', ' ', ...WRONG_TYPES]) {
      expect(messageOf(zipcodeSchema, input)).toBe('validation:required.zipcode');
    }
  });

  it('rejects other characters and over-long codes', () => {
    expect(messageOf(zipcodeSchema, '2100; DROP')).toBe('validation:zipcode.invalid');
    expect(messageOf(zipcodeSchema, '-2100')).toBe('validation:zipcode.invalid');
    expect(messageOf(zipcodeSchema, '1'.repeat(ZIPCODE_MAX + 1))).toBe('validation:zipcode.max');
  });
});

describe('aboutSchema', () => {
  it('is optional and may be empty', () => {
    expect(v.parse(aboutSchema, undefined)).toBeUndefined();
    expect(v.parse(aboutSchema, '   ')).toBe('');
  });

  it(`rejects more than ${ABOUT_MAX} characters and wrong types`, () => {
    expect(messageOf(aboutSchema, 'a'.repeat(ABOUT_MAX))).toBeUndefined();
    expect(messageOf(aboutSchema, 'a'.repeat(ABOUT_MAX + 1))).toBe('validation:about.max');
    expect(messageOf(aboutSchema, 7)).toBe('validation:invalid');
  });
});

describe('localeSchema', () => {
  it("accepts only 'da' and 'en'", () => {
    expect(v.parse(localeSchema, 'da')).toBe('da');
    expect(v.parse(localeSchema, 'en')).toBe('en');
    for (const input of ['de', 'EN', 'en-GB', '', ...WRONG_TYPES]) {
      expect(messageOf(localeSchema, input)).toBe('validation:locale.invalid');
    }
  });
});

describe('resetTokenSchema', () => {
  it('accepts an opaque token and rejects blanks, spaces and junk', () => {
    expect(messageOf(resetTokenSchema, 'a1B2-c3_D4.e5')).toBeUndefined();
    for (const input of ['', '  ', 'has space', 'ø', 'x'.repeat(513), ...WRONG_TYPES]) {
      expect(messageOf(resetTokenSchema, input)).toBe('validation:token.invalid');
    }
  });
});

describe('toggles and age-range bounds', () => {
  it('toggles are booleans', () => {
    expect(messageOf(toggleSchema, true)).toBeUndefined();
    expect(messageOf(toggleSchema, 'true')).toBe('validation:toggle.invalid');
  });

  it('age-range bounds are whole years from 18 to 99', () => {
    for (const ok of [18, 50, 99]) expect(messageOf(ageRangeBoundSchema, ok)).toBeUndefined();
    for (const bad of [17, 100, 30.5, Number.NaN, '30', null]) {
      expect(messageOf(ageRangeBoundSchema, bad)).toBe('validation:ageRange.invalid');
    }
  });
});
