import type { User } from '@wob/api';

export const TOKEN = 'test-token-0123456789abcdef';

export const USER: User = {
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
  about: '',
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
};
