import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PNG_DATA_URL, errorsOf, fixedClock } from './test/helpers';
import { createUpdateProfileSchema } from './update-profile';

const UpdateProfile = createUpdateProfileSchema(fixedClock);

describe('UpdateProfileSchema', () => {
  it('accepts an empty update and changes nothing', () => {
    expect(v.parse(UpdateProfile, {})).toEqual({});
  });

  it('passes each field alone, normalised as at sign-up', () => {
    expect(v.parse(UpdateProfile, { country: 'se' })).toEqual({ country: 'SE' });
    expect(v.parse(UpdateProfile, { name: ' Ada ' })).toEqual({ name: 'Ada' });
    expect(v.parse(UpdateProfile, { profilePicture: PNG_DATA_URL })).toEqual({
      profilePicture: PNG_DATA_URL,
    });
    expect(v.parse(UpdateProfile, { language: 'en', settings: { showGender: false } })).toEqual({
      language: 'en',
      settings: { showGender: false },
    });
  });

  it('applies the sign-up rules to the fields that are present', () => {
    expect(
      errorsOf(UpdateProfile, {
        name: '  ',
        gender: 'robot',
        phone: '1234567890123456',
        birthDate: '2009-01-01',
        zipcode: '',
        profilePicture: 'data:image/bmp;base64,AAAA',
      }),
    ).toEqual({
      name: 'validation:required.name',
      gender: 'validation:gender.invalid',
      phone: 'validation:phone.max',
      birthDate: 'validation:birthDate.invalid',
      zipcode: 'validation:required.zipcode',
      profilePicture: 'validation:image.invalid',
    });
  });

  it('reports nested settings with a dot path', () => {
    expect(
      errorsOf(UpdateProfile, { settings: { ageRangeFrom: 60, ageRangeTo: 20, allowMessages: 1 } }),
    ).toEqual({
      'settings.ageRangeTo': 'validation:ageRange.order',
      'settings.allowMessages': 'validation:toggle.invalid',
    });
  });

  it('does not let an update change the e-mail or password', () => {
    const output = v.parse(UpdateProfile, { email: 'new@example.dk', password: 'hacked1' });
    expect(output).toEqual({});
  });
});
