import type { User } from '@wob/api';

/** A valid session token as the storage schema wants it (16–256 characters). */
export const TOKEN = 'test-token-0123456789abcdef';

/** The signed-in user of tests and stories: a complete profile, not premium. */
export function fakeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    name: 'Karen Blixen',
    email: 'karen@example.dk',
    gender: 'female',
    phone: '+45 12 34 56 78',
    country: 'DK',
    city: 'Rungsted',
    address: 'Rungsted Strandvej 111',
    zipcode: '2960',
    birthDate: '1990-04-17',
    about: 'Stories, coffee and long walks by the sea.',
    profilePicture: null,
    avatar: '/media/avatars/user-1.svg',
    language: 'en',
    settings: {
      showLocation: true,
      showGender: true,
      allowMessages: true,
      showImagesToAll: true,
      ageRangeEnabled: false,
      ageRangeFrom: 18,
      ageRangeTo: 99,
      receiveNotifications: true,
      marketingEmails: false,
    },
    premium: { isPremium: false, status: 'none', until: null },
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}
