import { fc, test } from '@fast-check/vitest';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './constants';
import { countPhoneDigits, phoneSchema } from './phone';
import { messageOf } from './test/helpers';

describe('phoneSchema', () => {
  it("says 'Phone Number is Required' when missing or blank", () => {
    for (const input of [undefined, null, '', '   ', 4512345678]) {
      expect(messageOf(phoneSchema, input)).toBe('validation:required.phone');
    }
  });

  it('counts only digits: a 15-digit number with separators passes', () => {
    expect(messageOf(phoneSchema, '+45 1234-5678 901 23')).toBeUndefined();
  });

  it("says 'Phone No. should be less than 15 digits' at 16 digits", () => {
    expect(messageOf(phoneSchema, '+45 1234 5678 9012 34')).toBe('validation:phone.max');
  });

  it('allows a + only at the start and no other characters', () => {
    for (const input of [
      '45+12345678',
      '(45) 12345678',
      '12.34.56.78',
      '1234 ext 5',
      '+ +4512345678',
    ]) {
      expect(messageOf(phoneSchema, input)).toBe('validation:phone.invalid');
    }
  });

  it(`needs at least ${PHONE_MIN_DIGITS} digits`, () => {
    expect(messageOf(phoneSchema, '+--- 123')).toBe('validation:phone.invalid');
    expect(messageOf(phoneSchema, '1234')).toBeUndefined();
  });

  it('returns the number trimmed, separators kept', () => {
    expect(v.parse(phoneSchema, '  +45 12-34 ')).toBe('+45 12-34');
  });
});

// A phone number built from digit groups joined by the separators the rule ignores.
const phoneNumber = fc
  .record({
    plus: fc.boolean(),
    groups: fc.array(fc.stringMatching(/^[0-9]{1,4}$/), { minLength: 1, maxLength: 6 }),
    separator: fc.constantFrom(' ', '-', '', ' - '),
  })
  .map(({ plus, groups, separator }) => `${plus ? '+' : ''}${groups.join(separator)}`);

describe('phone digit counting (property)', () => {
  test.prop([phoneNumber])('counts exactly the digits of the groups', (phone) => {
    expect(countPhoneDigits(phone)).toBe(phone.replace(/[^0-9]/g, '').length);
  });

  test.prop([phoneNumber])('accepts a number exactly when it has 4 to 15 digits', (phone) => {
    const digits = countPhoneDigits(phone);
    const message = messageOf(phoneSchema, phone);
    if (digits > PHONE_MAX_DIGITS) expect(message).toBe('validation:phone.max');
    else if (digits < PHONE_MIN_DIGITS) expect(message).toBe('validation:phone.invalid');
    else expect(message).toBeUndefined();
  });

  test.prop([fc.string({ minLength: 1, maxLength: 40 })])(
    'never accepts a value with characters other than digits, spaces, dashes and a leading +',
    (phone) => {
      const allowed = /^\+?[0-9 -]*$/.test(phone.trim());
      if (!allowed) expect(messageOf(phoneSchema, phone)).toBeDefined();
    },
  );
});
