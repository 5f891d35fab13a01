// Sign-up fixtures of this package; the signed-in user and the token come from @wob/test-utils.

/** A 1×1 PNG: the smallest picture the validation accepts. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Step values that pass every sign-up rule (born long before any test runs). */
export const VALID_REGISTRATION = {
  name: 'Karen Blixen',
  email: 'karen@example.dk',
  password: 'secret1',
  gender: 'female',
  birthDate: '1990-04-17',
  phone: '+45 12 34 56 78',
  country: 'DK',
  city: 'Rungsted',
  address: 'Rungsted Strandvej 111',
  zipcode: '2960',
  profilePicture: PNG_DATA_URL,
  about: '',
  acceptTerms: true as const,
  marketingEmails: false,
};
