import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  createRegisterSchema,
  createRegisterStepOneSchema,
  RegisterStepThreeSchema,
  RegisterStepTwoSchema,
} from './register';
import { errorsOf, fixedClock, validStepOne, validStepThree, validStepTwo } from './test/helpers';

const StepOne = createRegisterStepOneSchema(fixedClock);
const Register = createRegisterSchema(fixedClock);

describe('sign-up step one', () => {
  it('passes valid data and normalises the e-mail', () => {
    const output = v.parse(StepOne, { ...validStepOne, email: ' Karen@Example.DK ' });
    expect(output).toEqual({ ...validStepOne, email: 'karen@example.dk' });
  });

  it("gives every empty field its '{Field} is Required' message", () => {
    expect(errorsOf(StepOne, {})).toEqual({
      name: 'validation:required.name',
      email: 'validation:required.email',
      password: 'validation:required.password',
      gender: 'validation:required.gender',
      birthDate: 'validation:required.birthDate',
    });
    expect(
      errorsOf(StepOne, { name: ' ', email: '', password: '   ', gender: '', birthDate: '' }),
    ).toEqual(errorsOf(StepOne, {}));
  });

  it('gives the required message for values of the wrong type', () => {
    expect(
      errorsOf(StepOne, { name: 1, email: false, password: [], gender: {}, birthDate: 19900417 }),
    ).toEqual(errorsOf(StepOne, {}));
  });

  it("uses the spec's messages for format, length and age", () => {
    expect(
      errorsOf(StepOne, {
        ...validStepOne,
        email: 'karen',
        password: 'abc',
        birthDate: '2010-01-01',
      }),
    ).toEqual({
      email: 'validation:email.invalid',
      password: 'validation:password.min',
      birthDate: 'validation:birthDate.invalid',
    });
  });
});

describe('sign-up step two', () => {
  it('passes valid data and upper-cases the country', () => {
    expect(v.parse(RegisterStepTwoSchema, { ...validStepTwo, country: 'dk' })).toEqual(
      validStepTwo,
    );
  });

  it("gives every empty field its '{Field} is Required' message", () => {
    expect(errorsOf(RegisterStepTwoSchema, {})).toEqual({
      phone: 'validation:required.phone',
      country: 'validation:required.country',
      city: 'validation:required.city',
      address: 'validation:required.address',
      zipcode: 'validation:required.zipcode',
    });
  });
});

describe('sign-up step three', () => {
  it('passes with the terms accepted; about and marketing e-mails are optional', () => {
    const { about: _about, marketingEmails: _marketing, ...required } = validStepThree;
    expect(v.parse(RegisterStepThreeSchema, required)).toEqual({
      ...required,
      marketingEmails: false,
    });
  });

  it('requires the picture and literally true for the terms', () => {
    for (const acceptTerms of [undefined, false, 'true', 1]) {
      expect(errorsOf(RegisterStepThreeSchema, { acceptTerms })).toEqual({
        profilePicture: 'validation:required.profilePicture',
        acceptTerms: 'validation:terms.required',
      });
    }
  });

  it('rejects a non-boolean marketing choice', () => {
    expect(
      errorsOf(RegisterStepThreeSchema, { ...validStepThree, marketingEmails: 'yes' }),
    ).toEqual({
      marketingEmails: 'validation:toggle.invalid',
    });
  });
});

describe('the /api/register payload', () => {
  const payload = { ...validStepOne, ...validStepTwo, ...validStepThree };

  it('is the three steps together', () => {
    expect(v.parse(Register, payload)).toEqual(payload);
  });

  it('drops keys it does not know', () => {
    const output = v.parse(Register, { ...payload, isAdmin: true, _id: 'x' });
    expect(output).not.toHaveProperty('isAdmin');
    expect(output).not.toHaveProperty('_id');
  });

  it('reports the fields of all three steps at once', () => {
    expect(Object.keys(errorsOf(Register, {})).sort()).toEqual(
      [
        'acceptTerms',
        'address',
        'birthDate',
        'city',
        'country',
        'email',
        'gender',
        'name',
        'password',
        'phone',
        'profilePicture',
        'zipcode',
      ].sort(),
    );
  });

  it('answers a payload that is not an object with one root message', () => {
    for (const input of [null, 'register', 42, undefined]) {
      expect(errorsOf(Register, input)).toEqual({ root: 'validation:invalid' });
    }
  });
});
