import type { PremiumState, PublicProfile, User } from '@wob/api';
import { ageOn, type Gender } from '@wob/validation';
import type { UserRow } from '../../context';
import { avatarUrl } from '../../platform/storage/avatar';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { locationState } from '../people/location';
import { imageOf, type Person, type Visibility } from '../people/visibility';

// How an account row is shown: to its owner in full (UserSchema), to others shaped by the
// owner's privacy settings (PublicProfileSchema).

export function toUserView(row: UserRow, media: MediaStorage, premium: PremiumState): User {
  const profilePicture = row.pictureId ? media.signedUrl(row.pictureId) : null;
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    gender: row.gender as Gender,
    phone: row.phone,
    country: row.country,
    city: row.city,
    address: row.address,
    zipcode: row.zipcode,
    birthDate: row.birthDate ?? '',
    about: row.about,
    profilePicture,
    avatar: profilePicture ?? avatarUrl(row.id, row.name),
    language: row.language === 'en' ? 'en' : 'da',
    settings: {
      showLocation: row.showLocation,
      showGender: row.showGender,
      allowMessages: row.allowMessages,
      showImagesToAll: row.showImagesToAll,
      ageRangeEnabled: row.ageRangeEnabled,
      ageRangeFrom: row.ageRangeFrom,
      ageRangeTo: row.ageRangeTo,
      receiveNotifications: row.receiveNotifications,
      marketingEmails: row.marketingEmails,
    },
    premium,
    location: locationState(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Another Wobler's view of `row`: no contact details, age instead of the birth date, gender
 * and location only when shown, and the picture as `visibility` (people/visibility.ts) allows.
 */
export function toPublicProfile(
  row: UserRow,
  media: MediaStorage,
  today: Date,
  visibility: Pick<Visibility, 'picture'>,
): PublicProfile {
  return {
    _id: row.id,
    name: row.name,
    age: row.birthDate ? ageOn(row.birthDate, today) : 0,
    avatar: imageOf(row, visibility, media),
    about: row.about,
    gender: row.showGender ? (row.gender as Gender) : null,
    city: row.showLocation ? row.city : null,
    country: row.showLocation ? row.country : null,
    allowMessages: row.allowMessages,
  };
}

/** The facts of `row` that people/visibility.ts reads. */
export function personOf(row: UserRow): Person {
  return {
    id: row.id,
    live: row.deletedAt === null && row.anonymisedAt === null,
    pictureId: row.pictureId,
    showImagesToAll: row.showImagesToAll,
    ageRangeEnabled: row.ageRangeEnabled,
    ageRangeFrom: row.ageRangeFrom,
    ageRangeTo: row.ageRangeTo,
  };
}
