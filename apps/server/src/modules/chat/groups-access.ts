import {
  bubbleManages,
  type ChatGroupMember,
  canAct,
  type GroupAction,
  type GroupParty,
} from '@wob/api';
import type { GroupScope } from '@wob/validation';
import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError } from '../../platform/http/http-error';
import { presenceOf } from '../people/visibility';
import type { GroupRecord } from './groups-store';
import type { ChatPerson } from './people-store';
import { chatVisibility, toChatSender, type ViewContext } from './views';

// Who may do what in a group, as the group operations ask it: canAct of @wob/api
// (chat-groups/permissions.ts) is the one rule; these helpers turn its "no" into the answers
// of the wire (404 for a group one may not see, 403 with a translated reason otherwise).

export const groupNotFound = () => new HttpError(404, M.chat.groupNotFound);
export const notAllowed = () => new HttpError(403, M.chatGroups.notAllowed);
export const notMember = () => new HttpError(403, M.chatGroups.notMember);
export const memberNotFound = () => new HttpError(404, M.chatGroups.memberNotFound);

/** A private group is seen by its members only: anyone else is told it does not exist. */
export function requireVisible(
  group: GroupRecord | undefined,
  scope: GroupScope | null,
): GroupRecord {
  if (!group || (group.type === 'private' && scope === null)) throw groupNotFound();
  return group;
}

/**
 * The viewer may take `action` (on `target`, for actions on a member): else 403 — "only
 * members" for someone outside the group, "follows the Bubble" for what a Bubble's chat
 * leaves to its Bubble (groups-bubble.ts; canAct's `bubbleManages`), the owner's own reason
 * for leaving, and notAllowed for the rest.
 */
export function requireAllowed(
  viewer: GroupParty,
  target: GroupParty | null,
  action: GroupAction,
  group: GroupRecord,
): void {
  const ownership = { owner: group.ownerId, bubbleId: group.bubbleId };
  if (canAct(viewer, target, action, ownership)) return;
  if (viewer.scope === null) throw notMember();
  if (bubbleManages(ownership, action)) throw new HttpError(403, M.chatGroups.followsBubble);
  if (action === 'leave' && viewer.uid === group.ownerId) {
    throw new HttpError(403, M.chatGroups.ownerCannotLeave);
  }
  throw notAllowed();
}

/** A member (or banned person) as `context`'s viewer sees them (spec section 3 Group member). */
export function toGroupMember(
  person: ChatPerson,
  scope: GroupScope,
  context: ViewContext,
): ChatGroupMember {
  const visibility = chatVisibility(person, context.viewer);
  const { status } = presenceOf(visibility, context.presence.isOnline(person.id), 0);
  return { ...toChatSender(person, context), status, scope };
}
