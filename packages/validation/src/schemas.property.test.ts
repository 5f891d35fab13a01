import { fc, test } from '@fast-check/vitest';
import * as v from 'valibot';
import { describe, expect } from 'vitest';
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ResetPasswordFormSchema,
  ResetPasswordSchema,
} from './account-forms';
import { CreateGroupSchema } from './chat-groups';
import { ABOUT_MAX, ADDRESS_MAX, CITY_MAX, GENDERS, LOCALES, NAME_MAX } from './constants';
import { COUNTRY_CODES } from './country-codes';
import { flattenIssues } from './flatten-issues';
import { VALIDATION_MESSAGE_KEYS } from './messages';
import {
  createRegisterSchema,
  RegisterStepOneSchema,
  RegisterStepThreeSchema,
  RegisterStepTwoSchema,
} from './register';
import { PartialSettingsSchema, SettingsSchema } from './settings';
import { fixedClock, PNG_DATA_URL } from './test/helpers';
import { createUpdateProfileSchema } from './update-profile';

const FORM_SCHEMAS: Record<string, v.GenericSchema> = {
  RegisterStepOneSchema,
  RegisterStepTwoSchema,
  RegisterStepThreeSchema,
  RegisterSchema: createRegisterSchema(fixedClock),
  LoginSchema,
  ForgotPasswordSchema,
  ResetPasswordFormSchema,
  ResetPasswordSchema,
  ChangePasswordSchema,
  SettingsSchema,
  PartialSettingsSchema,
  UpdateProfileSchema: createUpdateProfileSchema(fixedClock),
  CreateGroupSchema,
};

const FIELD_NAMES = [
  'name',
  'email',
  'password',
  'gender',
  'birthDate',
  'phone',
  'country',
  'city',
  'address',
  'zipcode',
  'profilePicture',
  'about',
  'acceptTerms',
  'marketingEmails',
  'username',
  'token',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'settings',
  'language',
  'showLocation',
  'ageRangeFrom',
  'ageRangeTo',
  'type',
  '__proto__',
  'constructor',
];

// Junk: anything at all, and objects that use the real field names with junk values.
const junkValue = fc.oneof(
  fc.anything({
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
    withNullPrototype: true,
  }),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '{{constructor}}',
    '../../etc/passwd',
    'data:image/png;base64,====',
    '2000-02-30',
    '+'.repeat(100),
    NaN,
    Infinity,
    -0,
  ),
);
const junkPayload = fc.oneof(
  junkValue,
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), junkValue, { maxKeys: 12 }),
  fc.dictionary(
    fc.constantFrom(...FIELD_NAMES),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), junkValue),
  ),
);

const KNOWN_MESSAGES = new Set<string>(VALIDATION_MESSAGE_KEYS);

describe('junk input (property)', () => {
  for (const [name, schema] of Object.entries(FORM_SCHEMAS)) {
    test.prop([junkPayload], { numRuns: 300 })(
      `${name}: safeParse never throws and every message is a known i18n key`,
      (input) => {
        const result = v.safeParse(schema, input);
        if (!result.success) {
          const errors = flattenIssues(result.issues);
          expect(Object.keys(errors).length).toBeGreaterThan(0);
          for (const message of Object.values(errors)) expect(KNOWN_MESSAGES).toContain(message);
        }
      },
    );
  }
});

// Generators of valid values, built the way people type them.
const word = fc.stringMatching(/^[A-Za-zÆØÅæøåé][a-zæøåé'-]{0,15}$/);
const text = (max: number) =>
  fc
    .array(word, { minLength: 1, maxLength: 6 })
    .map((words) => words.join(' ').slice(0, max))
    .filter((s) => s.trim() !== '');
const email = fc
  .record({
    local: fc.array(fc.stringMatching(/^[a-z0-9_+-]{1,10}$/), { minLength: 1, maxLength: 3 }),
    domain: fc.array(fc.stringMatching(/^[a-z0-9]{1,10}$/), { minLength: 1, maxLength: 3 }),
    tld: fc.stringMatching(/^[a-z]{2,6}$/),
    upper: fc.boolean(),
  })
  .map(({ local, domain, tld, upper }) => {
    const address = `${local.join('.')}@${domain.join('-')}.${tld}`;
    return upper ? address.toUpperCase() : address;
  });
const password = fc.string({ minLength: 5, maxLength: 128 }).filter((s) => s.trim() !== '');
const phone = fc
  .tuple(fc.boolean(), fc.array(fc.stringMatching(/^[0-9]{1,3}$/), { minLength: 2, maxLength: 5 }))
  .map(([plus, groups]) => `${plus ? '+' : ''}${groups.join(' ')}`)
  .filter((s) => {
    const digits = s.replace(/[^0-9]/g, '').length;
    return digits >= 4 && digits <= 15;
  });
// Someone between 18 and 100 on the fixed day (22 November 2026).
const adultBirthDate = fc
  .date({
    min: new Date('1926-11-23T00:00:00Z'),
    max: new Date('2008-11-22T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const validRegistration = fc.record({
  name: text(NAME_MAX),
  email,
  password,
  gender: fc.constantFrom(...GENDERS),
  birthDate: adultBirthDate,
  phone,
  country: fc.constantFrom(...COUNTRY_CODES),
  city: text(CITY_MAX),
  address: text(ADDRESS_MAX),
  zipcode: fc.stringMatching(/^[A-Z0-9]{2,5}( ?-?[A-Z0-9]{1,4})?$/),
  profilePicture: fc.constant(PNG_DATA_URL),
  about: fc.option(fc.string({ maxLength: ABOUT_MAX }), { nil: undefined }),
  acceptTerms: fc.constant(true as const),
  marketingEmails: fc.boolean(),
});

describe('valid input (property)', () => {
  const Register = createRegisterSchema(fixedClock);

  test.prop([validRegistration])('every valid registration passes', (registration) => {
    const result = v.safeParse(Register, registration);
    expect(result.issues && flattenIssues(result.issues)).toBeUndefined();
    expect(result.output).toMatchObject({ email: registration.email.trim().toLowerCase() });
  });

  test.prop([email, password, password])(
    'login and change password pass valid values',
    (mail, old, next) => {
      expect(v.safeParse(LoginSchema, { username: mail, password: old }).success).toBe(true);
      expect(
        v.safeParse(ChangePasswordSchema, {
          oldPassword: old,
          newPassword: next,
          confirmPassword: next,
        }).success,
      ).toBe(true);
    },
  );

  test.prop([
    fc.integer({ min: 18, max: 99 }),
    fc.integer({ min: 18, max: 99 }),
    fc.constantFrom(...LOCALES),
    fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }),
  ])('settings with any ordered age range pass', (a, b, language, toggles) => {
    const [
      showLocation,
      showGender,
      allowMessages,
      showImagesToAll,
      ageRangeEnabled,
      receiveNotifications,
      marketingEmails,
    ] = toggles;
    const settings = {
      showLocation,
      showGender,
      allowMessages,
      showImagesToAll,
      ageRangeEnabled,
      ageRangeFrom: Math.min(a, b),
      ageRangeTo: Math.max(a, b),
      receiveNotifications,
      marketingEmails,
      language,
    };
    expect(v.safeParse(SettingsSchema, settings).success).toBe(true);
  });
});
