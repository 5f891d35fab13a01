import * as v from 'valibot';
import { createBirthDateSchema } from './birth-date';
import {
  aboutSchema,
  addressSchema,
  citySchema,
  countrySchema,
  genderSchema,
  localeSchema,
  nameSchema,
  zipcodeSchema,
} from './fields';
import { BubblePicksSchema } from './bubble';
import { formObject } from './form-object';
import { imageDataUrlSchema } from './image-data-url';
import { phoneSchema } from './phone';
import { PartialSettingsSchema } from './settings';

// `update-profile` changes only what it is sent: every field is optional, and a field that is
// present obeys the same rule as at sign-up (an empty name is still 'Name is Required').
// E-mail and password are not changed here (password: change-password).
export function createUpdateProfileSchema(now: () => Date = () => new Date()) {
  return formObject({
    name: v.optional(nameSchema),
    gender: v.optional(genderSchema),
    phone: v.optional(phoneSchema),
    country: v.optional(countrySchema),
    city: v.optional(citySchema),
    address: v.optional(addressSchema),
    zipcode: v.optional(zipcodeSchema),
    birthDate: v.optional(createBirthDateSchema(now)),
    about: aboutSchema,
    profilePicture: v.optional(imageDataUrlSchema),
    settings: v.optional(PartialSettingsSchema),
    language: v.optional(localeSchema),
    /** The person's Bubbles (ids): picked if new, left if missing (ARCHITECTURE.md). */
    bubbles: v.optional(BubblePicksSchema),
  });
}

export const UpdateProfileSchema = createUpdateProfileSchema();

export type UpdateProfileInput = v.InferInput<typeof UpdateProfileSchema>;
export type UpdateProfileOutput = v.InferOutput<typeof UpdateProfileSchema>;
