import type { Connection, Notification, NotificationUser } from '@wob/api';
import { avatarUrl } from '../../platform/storage/avatar';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { ConnectionRecord, NotificationRecord, OtherPerson } from './store';

// How the bell shows the other person: name and image only. The picture follows the same rule
// as every other profile view (accounts/views.ts `toPublicProfile`): shown when that person
// shows their images to all, and to their connections; otherwise the generated avatar.

export function notificationUserOf(person: OtherPerson, media: MediaStorage): NotificationUser {
  const showPicture = person.pictureId !== null && (person.showImagesToAll || person.connected);
  return {
    _id: person.id,
    name: person.name,
    image:
      showPicture && person.pictureId
        ? media.signedUrl(person.pictureId)
        : avatarUrl(person.id, person.name),
  };
}

export function toNotificationView(record: NotificationRecord, media: MediaStorage): Notification {
  const view: Notification = {
    _id: record.id,
    kind: record.kind,
    user: notificationUserOf(record.actor, media),
    seen: record.seen,
    dated: record.createdAt.toISOString(),
  };
  // The Bubble kinds say which Bubble (and a reply, which comment); likes stay as they were.
  if (record.bubble) {
    view.bubble = { _id: record.bubble.id, name: record.bubble.name, slug: record.bubble.slug };
  }
  if (record.commentId) view.commentId = record.commentId;
  return view;
}

export function toConnectionView(record: ConnectionRecord, media: MediaStorage): Connection {
  return {
    user: notificationUserOf(record.other, media),
    dated: record.createdAt.toISOString(),
  };
}
