import type { Notification, NotificationKind } from '@wob/api';
import { cx } from '@wob/ui';
import {
  AtSign,
  BadgeCheck,
  EyeOff,
  FileArchive,
  ShieldExclamationPoint,
  ShieldCheck,
  Heart,
  HeartHandshake,
  type LucideIcon,
  MessageSquareReply,
  UserPlus,
} from 'lucide-react';
import { bubblePagePath, woblerPath } from '../deck/paths';

// What each kind of notification looks like and where it leads. Likes and connections are
// about a person (their profile); the Bubble kinds about a place: a join request opens the
// Bubble's Pending members, an approval the Bubble, a reply the board at the comment; a
// mention is about a group chat (the chat opens on it); a ready data export is about the person
// themselves (the settings open at "Download my data"), and so is a Bubble of theirs the
// operator took down (its page shows them why).

const ICONS: Record<NotificationKind, LucideIcon> = {
  like: Heart,
  connection: HeartHandshake,
  joinRequest: UserPlus,
  joinApproved: BadgeCheck,
  reply: MessageSquareReply,
  mention: AtSign,
  dataExport: FileArchive,
  moderationWarning: ShieldExclamationPoint,
  reportHandled: ShieldCheck,
  bubbleTakedown: EyeOff,
};

/** The kind's icon, a badge on the avatar's corner (decorative: the text says the same). */
export function KindIcon({ kind }: { kind: NotificationKind }) {
  const Icon = ICONS[kind];
  return (
    <span className={cx('wob-notification__kind', `wob-notification__kind--${kind}`)}>
      <Icon aria-hidden="true" />
    </span>
  );
}

/** /bubble_members/{id} on its Pending tab (`@wob/bubbles` reads `tab`). */
export function pendingMembersPath(bubbleId: string): string {
  return `/bubble_members/${encodeURIComponent(bubbleId)}?tab=pending`;
}

/** The board of a Bubble at one comment (`@wob/bubbles` scrolls to `#comment-{id}`). */
export function commentPath(slug: string, commentId: string): string {
  return `${bubblePagePath(slug)}#comment-${encodeURIComponent(commentId)}`;
}

/** The chat opened on a group conversation (`@wob/chat` reads `group`). */
export function groupChatPath(guid: string): string {
  return `/chat?group=${encodeURIComponent(guid)}`;
}

/** The settings at "Download my data" (apps/web's settings page has this anchor). */
export const DATA_EXPORT_PATH = '/settings#data-export';

/** A notification about the person themselves: no name before its text. */
export const isAboutSelf = (notification: Notification) =>
  notification.kind === 'dataExport' ||
  notification.kind === 'moderationWarning' ||
  notification.kind === 'reportHandled' ||
  notification.kind === 'bubbleTakedown';

/** Where a notification leads, and whether that is a person's profile. */
export function notificationLink(notification: Notification): { to: string; aboutPerson: boolean } {
  const { bubble } = notification;
  switch (notification.kind) {
    case 'joinRequest':
      if (bubble) return { to: pendingMembersPath(bubble._id), aboutPerson: false };
      break;
    case 'joinApproved':
      if (bubble) return { to: bubblePagePath(bubble.slug), aboutPerson: false };
      break;
    case 'reply':
      if (bubble) {
        return {
          to: notification.commentId
            ? commentPath(bubble.slug, notification.commentId)
            : bubblePagePath(bubble.slug),
          aboutPerson: false,
        };
      }
      break;
    case 'mention':
      if (notification.group)
        return { to: groupChatPath(notification.group.guid), aboutPerson: false };
      break;
    case 'dataExport':
      return { to: DATA_EXPORT_PATH, aboutPerson: false };
    // The moderators' notices lead to the person's own profile (nothing more to open).
    case 'moderationWarning':
    case 'reportHandled':
      return { to: '/profile', aboutPerson: false };
    case 'bubbleTakedown':
      // The page shows its owner the operator's reason.
      if (bubble) return { to: bubblePagePath(bubble.slug), aboutPerson: false };
      break;
    default:
      break;
  }
  return { to: woblerPath(notification.user._id), aboutPerson: true };
}
