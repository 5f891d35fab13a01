import type { BubbleMember, BubbleTile, MembershipRole } from '@wob/api';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { personOf } from '../accounts/views';
import { imageOf, type Viewer, visibilityOf } from '../people/visibility';
import type { Ties } from '../people/visibility';
import type { MemberRow } from './membership-store';
import { NEW_ACTIVITY_CAP, type TileRow } from './store';

// How Bubbles and members are shown. A tile is shaped for its viewer: their membership, their
// badge, and the pending count only for owners and moderators.

const NO_TIES: Ties = { connected: false, blockedByViewer: false, blockedViewer: false };

const ROLES: readonly MembershipRole[] = ['owner', 'moderator', 'member'];

function roleOf(value: string | null): MembershipRole | null {
  return ROLES.find((role) => role === value) ?? null;
}

export function toTile(row: TileRow, trending: ReadonlySet<string>): BubbleTile {
  const status = row.status === 'active' || row.status === 'pending' ? row.status : 'none';
  const role = status === 'none' ? null : roleOf(row.role);
  const moderates = status === 'active' && (role === 'owner' || role === 'moderator');
  const { bubble } = row;
  return {
    _id: bubble.id,
    name: bubble.name,
    slug: bubble.slug,
    title: bubble.title,
    circleColor: bubble.circleColor,
    privateBubble: bubble.isPrivate,
    createdBy: bubble.createdBy,
    createdAt: bubble.createdAt.toISOString(),
    members: { active: row.activeCount, pending: moderates ? row.pendingCount : null },
    newActivity: status === 'active' ? Math.min(row.newActivity, NEW_ACTIVITY_CAP) : 0,
    trending: trending.has(bubble.id),
    membership: { status, role, notify: status === 'none' ? false : Boolean(row.notify) },
  };
}

/**
 * A member as the moderator page lists them; the avatar as people/visibility.ts lets the viewer
 * see it (every member is listed: the moderator decides on each).
 */
export function toMember(
  row: MemberRow,
  media: MediaStorage,
  viewer: Viewer,
  ties: Ties | undefined,
): BubbleMember {
  const visibility = visibilityOf(viewer, personOf(row.user), ties ?? NO_TIES);
  return {
    _id: row.user.id,
    name: row.user.name,
    avatar: imageOf(row.user, visibility, media),
    role: roleOf(row.role) ?? 'member',
    joinedAt: (row.activatedAt ?? row.joinedAt).toISOString(),
  };
}
