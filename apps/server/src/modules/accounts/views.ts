import type { PremiumState, PublicProfile, User } from '@wob/api';
import { ageOn, type Gender } from '@wob/validation';
import type { UserRow } from '../../context';
import { avatarUrl } from '../../platform/storage/avatar';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { locationState } from '../deck/location';

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
 * The image others see of a Wobler: the signed picture when they show it to all (or, with
 * `connected`, to a connection), otherwise the generated avatar.
 */
export function profileImage(
  who: { id: string; name: string; pictureId: string | null; showImagesToAll: boolean },
  media: MediaStorage,
  connected = false,
): string {
  const { pictureId } = who;
  return pictureId && (who.showImagesToAll || connected)
    ? media.signedUrl(pictureId)
    : avatarUrl(who.id, who.name);
}

/**
 * Another Wobler's view of `row`: no contact details, age instead of the birth date, gender
 * and location only when shown, and the generated avatar unless pictures are shown to all.
 * (Connections, which may see the picture anyway, come with the deck capability.)
 */
export function toPublicProfile(row: UserRow, media: MediaStorage, today: Date): PublicProfile {
  return {
    _id: row.id,
    name: row.name,
    age: row.birthDate ? ageOn(row.birthDate, today) : 0,
    avatar: profileImage(row, media),
    about: row.about,
    gender: row.showGender ? (row.gender as Gender) : null,
    city: row.showLocation ? row.city : null,
    country: row.showLocation ? row.country : null,
    allowMessages: row.allowMessages,
  };
}
