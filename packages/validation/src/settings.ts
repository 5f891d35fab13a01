import * as v from 'valibot';
import { ageRangeBoundSchema, localeSchema, toggleSchema } from './fields';
import { formObject } from './form-object';
import { MESSAGES } from './messages';

// The toggles of spec section 3 under their payload names. Defaults (ARCHITECTURE
// 'Defaults') are the server's business; the schema only says what a valid value is.
const settingsEntries = {
  showLocation: toggleSchema,
  showGender: toggleSchema,
  allowMessages: toggleSchema,
  showImagesToAll: toggleSchema,
  ageRangeEnabled: toggleSchema,
  ageRangeFrom: ageRangeBoundSchema,
  ageRangeTo: ageRangeBoundSchema,
  receiveNotifications: toggleSchema,
  marketingEmails: toggleSchema,
  language: localeSchema,
};

// A type, not an interface: valibot's `partialCheck` needs its input to satisfy
// `PartialInput` (an index signature), which an interface never does in a declaration file.
export type AgeRange = {
  ageRangeFrom?: number | undefined;
  ageRangeTo?: number | undefined;
};

// With a partial payload only the ends that are present can be compared; the server compares
// a lone end against the stored one.
const ageRangeInOrder = (input: AgeRange): boolean =>
  input.ageRangeFrom === undefined ||
  input.ageRangeTo === undefined ||
  input.ageRangeFrom <= input.ageRangeTo;

export const SettingsSchema = v.pipe(
  formObject(settingsEntries),
  v.forward(
    v.partialCheck([['ageRangeFrom'], ['ageRangeTo']], ageRangeInOrder, MESSAGES.ageRange.order),
    ['ageRangeTo'],
  ),
);

/** Any subset of the settings, as `update-profile` accepts them. */
export const PartialSettingsSchema = v.pipe(
  v.partial(formObject(settingsEntries)),
  v.forward(
    v.partialCheck([['ageRangeFrom'], ['ageRangeTo']], ageRangeInOrder, MESSAGES.ageRange.order),
    ['ageRangeTo'],
  ),
);

export type SettingsInput = v.InferInput<typeof SettingsSchema>;
export type SettingsOutput = v.InferOutput<typeof SettingsSchema>;
export type PartialSettingsInput = v.InferInput<typeof PartialSettingsSchema>;
export type PartialSettingsOutput = v.InferOutput<typeof PartialSettingsSchema>;
