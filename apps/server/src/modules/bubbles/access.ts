import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bubbles, memberships } from '../../db/schema';
import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError } from '../../platform/http/http-error';

export type BubbleRow = typeof bubbles.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

/**
 * What one Wobler may do in one Bubble. Every Bubble, comment and poll endpoint starts here
 * (object-level checks on every id, OWASP API1), so the rules live in one place:
 * - anyone signed in sees that a Bubble exists (its tile: name, title, colour, private flag),
 *   unless the operator took it down: then it exists for its owner only;
 * - its content (board, replies, members, polls) is for everyone when public, and only for
 *   active members when private — others get 404, as if it did not exist;
 * - taking part (comment, reply, vote) needs an active membership;
 * - moderating (members, deleting others' comments) needs an active owner or moderator; the
 *   premium part of that rule is the endpoint's `premium` flag;
 * - switching public/private is the owner's and the moderators' (spec section 6) and needs no
 *   premium (section 1's premium list does not name it): `requireVisibilitySwitch`.
 */
export interface BubbleAccess {
  bubble: BubbleRow;
  membership: MembershipRow | null;
  isActive: boolean;
  isPending: boolean;
  isOwner: boolean;
  /** Owner or moderator, and active. */
  isModerator: boolean;
  /** May read the board, replies, members and polls. */
  canSeeContent: boolean;
}

export function accessOf(bubble: BubbleRow, membership: MembershipRow | null): BubbleAccess {
  const isActive = membership?.status === 'active';
  const isOwner = isActive && membership?.role === 'owner';
  const isModerator =
    isActive && (membership?.role === 'owner' || membership?.role === 'moderator');
  return {
    bubble,
    membership,
    isActive,
    isPending: membership?.status === 'pending',
    isOwner,
    isModerator,
    canSeeContent: !bubble.isPrivate || isActive,
  };
}

/** The Bubble by id or by its URL name (slug), with the caller's membership; null if none. */
export async function findBubbleAccess(
  db: Queryable,
  userId: string,
  ref: { id: string } | { slug: string },
): Promise<BubbleAccess | null> {
  const [row] = await db
    .select({ bubble: bubbles, membership: memberships })
    .from(bubbles)
    .leftJoin(
      memberships,
      and(eq(memberships.bubbleId, bubbles.id), eq(memberships.userId, userId)),
    )
    .where('id' in ref ? eq(bubbles.id, ref.id) : eq(bubbles.slug, ref.slug))
    .limit(1);
  if (!row) return null;
  const access = accessOf(row.bubble, row.membership);
  // Taken down by the operator: gone for everyone but its owner (not joinable, its board,
  // members and polls 404), who sees why on its page.
  if (row.bubble.takenDownAt && !access.isOwner) return null;
  return access;
}

export const bubbleNotFound = () => new HttpError(404, M.bubbles.notFound);

/** The Bubble exists (its tile may be shown); 404 otherwise. */
export function requireBubble(access: BubbleAccess | null): BubbleAccess {
  if (!access) throw bubbleNotFound();
  return access;
}

/** Its board, replies, members and polls: 404 to whoever may not see them. */
export function requireContent(access: BubbleAccess | null): BubbleAccess {
  if (!access?.canSeeContent) throw bubbleNotFound();
  return access;
}

/** Taking part: an active member. Content the caller cannot see stays a 404. */
export function requireActiveMember(access: BubbleAccess | null): BubbleAccess {
  const visible = requireContent(access);
  if (!visible.isActive) throw new HttpError(403, M.bubbles.joinFirst);
  return visible;
}

export function requireModerator(access: BubbleAccess | null): BubbleAccess {
  const visible = requireContent(access);
  if (!visible.isModerator) throw new HttpError(403, M.bubbles.moderatorsOnly);
  return visible;
}

export function requireOwner(access: BubbleAccess | null): BubbleAccess {
  const visible = requireContent(access);
  if (!visible.isOwner) throw new HttpError(403, M.bubbles.ownerOnly);
  return visible;
}

/**
 * Switching a Bubble public or private (mark-public, mark-private, and the owner's edit form):
 * the active owner or a moderator, with or without premium. The one place this rule lives.
 */
export function requireVisibilitySwitch(access: BubbleAccess | null): BubbleAccess {
  return requireModerator(access);
}
