import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from './resources';

/** Every leaf of a translation as [path, text]; array items are numbered. */
function leaves(node: unknown, path = ''): Array<[string, unknown]> {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, child]) =>
      leaves(child, path ? `${path}.${key}` : key),
    );
  }
  return [[path, node]];
}

const variables = (text: unknown): string[] =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();

describe('resources', () => {
  it('has the same namespaces in Danish and English', () => {
    expect(Object.keys(resources.da).sort()).toEqual(Object.keys(resources.en).sort());
    expect([...NAMESPACES].sort()).toEqual(Object.keys(resources.en).sort());
  });

  for (const namespace of NAMESPACES) {
    describe(`namespace '${namespace}'`, () => {
      const en = leaves(resources.en[namespace]);
      const da = leaves(resources.da[namespace]);

      it('has exactly the English keys in Danish, arrays of the same length included', () => {
        expect(da.map(([path]) => path)).toEqual(en.map(([path]) => path));
      });

      it('has a non-empty text for every key in both languages', () => {
        for (const [path, text] of [...en, ...da]) {
          expect(typeof text, path).toBe('string');
          expect(String(text).trim(), path).not.toBe('');
        }
      });

      it('writes Bubble, a product noun, with a capital B in Danish running text', () => {
        // 'Bubble', 'Bubblen', 'Bubbles', 'Bubble-indstillinger'; never 'bubble' as a word.
        for (const [path, text] of da) {
          expect(String(text), path).not.toMatch(/(^|[^\p{L}\p{N}_/.{-])bubbl/u);
        }
      });

      it('uses the same interpolation variables in Danish as in English', () => {
        const danish = new Map(da);
        for (const [path, text] of en) {
          expect(variables(danish.get(path)), path).toEqual(variables(text));
        }
      });
    });
  }
});

describe('spec texts in English, word for word', () => {
  it('validation messages of spec section 5', () => {
    const { validation } = resources.en;
    expect(validation.required).toMatchObject({
      name: 'Name is Required',
      email: 'Email is Required',
      password: 'Password is Required',
      gender: 'Gender is Required',
      phone: 'Phone Number is Required',
      country: 'Country is Required',
      city: 'City is Required',
      address: 'Address is Required',
      zipcode: 'Zip Code is Required',
      birthDate: 'Date of birth is Required',
      profilePicture: 'Profile Picture is Required',
    });
    expect(validation.email.invalid).toBe('Email Address is not Valid');
    expect(validation.email.exists).toBe('This Email already exists.');
    expect(validation.password.min).toBe('Password should be 5 digits long');
    expect(validation.password.mismatch).toBe('Password must be same in above input fields.');
    expect(validation.phone.max).toBe('Phone No. should be less than 15 digits');
    expect(validation.birthDate.invalid).toBe('Please Enter a Valid Birth Date!');
    expect(validation.bubbles.required).toBe('Please select at least one bubble');
    // The spec's three poll messages; the limits it leaves open have messages of our own.
    expect(validation.poll).toMatchObject({
      questionRequired: 'Please Enter Question',
      optionRequired: 'Please Enter Option',
      optionsMin: 'Please enter atleast one option',
    });
    expect(validation.report.reasonRequired).toBe('Select One of the reason');
  });

  it('error catalogue and other texts of spec section 8', () => {
    const { errors, common } = resources.en;
    expect(errors.client.emailExists).toBe('Email already exists.');
    expect(errors.client.unprocessable).toBe('Unprocessable Entity');
    expect(errors.client.unexpected).toBe('An unexpected error occurred');
    expect(errors.account.usernameExists).toBe('Username Already Exist.');
    expect(errors.account.passwordReset).toBe('Password has been reset..!');
    expect(common.alert).toBe('Alert');
    expect(common.areYouSure).toBe('Are you sure?');
    expect(common.accessDenied).toBe('Access Denied');
  });

  it('labels group roles and types as spec chat section 3 does', () => {
    expect(resources.en.chat.groups.roles).toEqual({
      owner: 'Owner',
      admin: 'Administrator',
      moderator: 'Moderator',
      participant: 'Participant',
    });
    expect(Object.keys(resources.en.chat.groups.types)).toEqual(['public', 'password', 'private']);
  });

  it('names the languages Dansk and English in both languages', () => {
    expect(resources.en.common.language).toMatchObject({ da: 'Dansk', en: 'English' });
    expect(resources.da.common.language).toMatchObject({ da: 'Dansk', en: 'English' });
  });

  it('labels the five genders', () => {
    expect(Object.keys(resources.en.gender)).toEqual([
      'male',
      'female',
      'non-binary',
      'transgender',
      'intersex',
    ]);
  });
});
