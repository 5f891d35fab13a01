// Cross-checks against @wob/i18n's source. This package may not depend on @wob/i18n, so the
// test reads its files by relative path (allowed in tests only, see check-deps.mjs).
import { describe, expect, it } from 'vitest';
import { countryOptions } from '../../i18n/src/countries';
import { validation as daValidation } from '../../i18n/src/locales/da/validation';
import { validation as enValidation } from '../../i18n/src/locales/en/validation';
import { COUNTRY_CODES } from './country-codes';
import { MESSAGES, VALIDATION_MESSAGE_KEYS } from './messages';

function textAt(tree: unknown, path: string): unknown {
  let node = tree;
  for (const segment of path.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

describe('message keys', () => {
  it('are all in the validation namespace', () => {
    expect(VALIDATION_MESSAGE_KEYS.length).toBeGreaterThan(30);
    for (const key of VALIDATION_MESSAGE_KEYS) expect(key).toMatch(/^validation:[\w.]+$/);
  });

  it('each have an English and a Danish text', () => {
    for (const key of VALIDATION_MESSAGE_KEYS) {
      const path = key.slice('validation:'.length);
      expect(typeof textAt(enValidation, path), `en ${key}`).toBe('string');
      expect(typeof textAt(daValidation, path), `da ${key}`).toBe('string');
    }
  });

  it("resolve to the spec's English texts", () => {
    const en = (key: string) => textAt(enValidation, key.slice('validation:'.length));
    expect(en(MESSAGES.required.zipcode)).toBe('Zip Code is Required');
    expect(en(MESSAGES.email.invalid)).toBe('Email Address is not Valid');
    expect(en(MESSAGES.password.min)).toBe('Password should be 5 digits long');
    expect(en(MESSAGES.phone.max)).toBe('Phone No. should be less than 15 digits');
    expect(en(MESSAGES.birthDate.invalid)).toBe('Please Enter a Valid Birth Date!');
    expect(en(MESSAGES.password.mismatch)).toBe('Password must be same in above input fields.');
  });
});

describe('country codes', () => {
  it('are exactly the countries the sign-up picker offers', () => {
    const offered = countryOptions('en')
      .map((option) => option.code)
      .sort();
    expect(offered).toEqual([...COUNTRY_CODES]);
  });
});
