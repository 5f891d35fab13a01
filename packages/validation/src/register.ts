import * as v from 'valibot';
import { createBirthDateSchema } from './birth-date';
import {
  aboutSchema,
  addressSchema,
  citySchema,
  countrySchema,
  emailSchema,
  genderSchema,
  nameSchema,
  passwordSchema,
  zipcodeSchema,
} from './fields';
import { formObject } from './form-object';
import { imageDataUrlSchema } from './image-data-url';
import { MESSAGES } from './messages';
import { phoneSchema } from './phone';

// Sign-up in three steps (ARCHITECTURE 'Defaults'); the /api/register payload is all three.
// Factories take the clock so tests can pin the day the 18-year rule is checked on.

type Clock = () => Date;
const realClock: Clock = () => new Date();

function stepOneEntries(now: Clock) {
  return {
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    gender: genderSchema,
    birthDate: createBirthDateSchema(now),
  };
}

const stepTwoEntries = {
  phone: phoneSchema,
  country: countrySchema,
  city: citySchema,
  address: addressSchema,
  zipcode: zipcodeSchema,
};

const stepThreeEntries = {
  profilePicture: imageDataUrlSchema,
  about: aboutSchema,
  acceptTerms: v.literal(true, MESSAGES.terms.required),
  // Opt-in (ARCHITECTURE 'Defaults': marketing e-mails off).
  marketingEmails: v.optional(v.boolean(MESSAGES.toggle.invalid), false),
};

export function createRegisterStepOneSchema(now: Clock = realClock) {
  return formObject(stepOneEntries(now));
}

export function createRegisterSchema(now: Clock = realClock) {
  return formObject({ ...stepOneEntries(now), ...stepTwoEntries, ...stepThreeEntries });
}

export const RegisterStepOneSchema = createRegisterStepOneSchema();
export const RegisterStepTwoSchema = formObject(stepTwoEntries);
export const RegisterStepThreeSchema = formObject(stepThreeEntries);
export const RegisterSchema = createRegisterSchema();

export type RegisterStepOneInput = v.InferInput<typeof RegisterStepOneSchema>;
export type RegisterStepOneOutput = v.InferOutput<typeof RegisterStepOneSchema>;
export type RegisterStepTwoInput = v.InferInput<typeof RegisterStepTwoSchema>;
export type RegisterStepTwoOutput = v.InferOutput<typeof RegisterStepTwoSchema>;
export type RegisterStepThreeInput = v.InferInput<typeof RegisterStepThreeSchema>;
export type RegisterStepThreeOutput = v.InferOutput<typeof RegisterStepThreeSchema>;
export type RegisterInput = v.InferInput<typeof RegisterSchema>;
export type RegisterOutput = v.InferOutput<typeof RegisterSchema>;
