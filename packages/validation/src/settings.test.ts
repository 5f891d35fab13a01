import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PartialSettingsSchema, SettingsSchema } from './settings';
import { errorsOf } from './test/helpers';

const defaults = {
  showLocation: true,
  showGender: true,
  allowMessages: true,
  showImagesToAll: true,
  ageRangeEnabled: false,
  ageRangeFrom: 18,
  ageRangeTo: 99,
  receiveNotifications: true,
  marketingEmails: false,
  language: 'da',
};

describe('SettingsSchema', () => {
  it('passes the default settings', () => {
    expect(v.parse(SettingsSchema, defaults)).toEqual(defaults);
  });

  it('allows an age range of a single year', () => {
    expect(errorsOf(SettingsSchema, { ...defaults, ageRangeFrom: 30, ageRangeTo: 30 })).toEqual({});
  });

  it("puts 'from after to' on ageRangeTo", () => {
    expect(errorsOf(SettingsSchema, { ...defaults, ageRangeFrom: 40, ageRangeTo: 30 })).toEqual({
      ageRangeTo: 'validation:ageRange.order',
    });
  });

  it('rejects non-boolean toggles, ages out of range and unknown languages', () => {
    expect(
      errorsOf(SettingsSchema, {
        ...defaults,
        showGender: 'yes',
        ageRangeFrom: 17,
        language: 'de',
      }),
    ).toEqual({
      showGender: 'validation:toggle.invalid',
      ageRangeFrom: 'validation:ageRange.invalid',
      language: 'validation:locale.invalid',
    });
  });
});

describe('PartialSettingsSchema', () => {
  it('accepts any subset', () => {
    expect(v.parse(PartialSettingsSchema, {})).toEqual({});
    expect(v.parse(PartialSettingsSchema, { showLocation: false })).toEqual({
      showLocation: false,
    });
  });

  it('compares the ends of the age range only when both are sent', () => {
    expect(errorsOf(PartialSettingsSchema, { ageRangeFrom: 90 })).toEqual({});
    expect(errorsOf(PartialSettingsSchema, { ageRangeFrom: 90, ageRangeTo: 20 })).toEqual({
      ageRangeTo: 'validation:ageRange.order',
    });
  });
});
