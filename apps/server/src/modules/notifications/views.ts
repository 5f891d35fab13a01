import type { Connection, Notification, NotificationUser } from '@wob/api';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { imageOf, type Viewer, visibilityOf } from '../people/visibility';
import type { ConnectionRecord, NotificationRecord, OtherPerson } from './store';

// How the bell shows the other person: name and image only, the image as people/visibility.ts
// lets the recipient see it (the picture to all or to connections; the generated avatar
// outside the person's age range). Blocks either way and deleted accounts never get here.

export function notificationUserOf(
  person: OtherPerson,
  media: MediaStorage,
  viewer: Viewer,
): NotificationUser {
  const visibility = visibilityOf(
    viewer,
    { ...person, live: true },
    { connected: person.connected, blockedByViewer: false, blockedViewer: false },
  );
  return { _id: person.id, name: person.name, image: imageOf(person, visibility, media) };
}

export function toNotificationView(
  record: NotificationRecord,
  media: MediaStorage,
  viewer: Viewer,
): Notification {
  const view: Notification = {
    _id: record.id,
    kind: record.kind,
    user: notificationUserOf(record.actor, media, viewer),
    seen: record.seen,
    dated: record.createdAt.toISOString(),
  };
  // The Bubble kinds say which Bubble (and a reply, which comment); likes stay as they were.
  if (record.bubble) {
    view.bubble = { _id: record.bubble.id, name: record.bubble.name, slug: record.bubble.slug };
  }
  if (record.commentId) view.commentId = record.commentId;
  if (record.group) view.group = record.group;
  if (record.warning !== null) view.warning = record.warning;
  return view;
}

export function toConnectionView(
  record: ConnectionRecord,
  media: MediaStorage,
  viewer: Viewer,
): Connection {
  return {
    user: notificationUserOf(record.other, media, viewer),
    dated: record.createdAt.toISOString(),
  };
}
