import { GROUP_SCOPES, type GroupScope } from '@wob/validation';
import type { ChatGroup } from '../endpoints/chat-group-entities';

// The one permission rule of group chats (spec chat sections 5 and 6). The server asks it
// before every group operation, and the chat UI asks it to show or hide each control, so
// the two cannot disagree. Pure: it judges roles only; whether the target is in the group
// (or, for unban, in its banned list) is the caller's question.

/** A member's role: the owner (the group's `owner` uid) or their scope. */
export const GROUP_ROLES = ['owner', ...GROUP_SCOPES] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** Actions on one member: they need a target. */
export const GROUP_MEMBER_ACTIONS = [
  'changeScope',
  'ban',
  'kick',
  'unban',
  'transferOwnership',
] as const;
/** Actions on the group itself: the target is ignored. */
export const GROUP_OWN_ACTIONS = [
  'addMembers',
  'viewMembers',
  'viewBanned',
  'leave',
  'delete',
] as const;
export const GROUP_ACTIONS = [...GROUP_MEMBER_ACTIONS, ...GROUP_OWN_ACTIONS] as const;
export type GroupMemberAction = (typeof GROUP_MEMBER_ACTIONS)[number];
export type GroupAction = (typeof GROUP_ACTIONS)[number];

/** Someone as the rule sees them: their uid and scope, null when they are not a member. */
export interface GroupParty {
  readonly uid: string;
  readonly scope: GroupScope | null;
}

/** The facts of the group the rule needs: who owns it and whether a Bubble manages it. */
export type GroupOwnership = Pick<ChatGroup, 'owner' | 'bubbleId'>;

/**
 * What a Bubble's chat leaves to its Bubble: who is in it and with which scope follows the
 * Bubble's membership (joining, approval, kick, leaving, moderators), so nobody adds, kicks,
 * bans, unbans, changes a scope, hands the chat over or leaves it through the chat. With no
 * bans possible there is no banned list to view. Viewing members stays, and so does deleting
 * the chat (its admin, the Bubble's owner, may close it and open a new one from the Bubble).
 */
export const BUBBLE_MANAGED_ACTIONS: readonly GroupAction[] = [
  'addMembers',
  'kick',
  'ban',
  'unban',
  'viewBanned',
  'changeScope',
  'transferOwnership',
  'leave',
];

const BUBBLE_MANAGED: ReadonlySet<GroupAction> = new Set(BUBBLE_MANAGED_ACTIONS);

/** Whether `action` in `group` is its Bubble's to decide (a Bubble's chat), never a member's. */
export function bubbleManages(group: Pick<ChatGroup, 'bubbleId'>, action: GroupAction): boolean {
  return group.bubbleId !== null && BUBBLE_MANAGED.has(action);
}

/** Owner over admin over moderator over participant. */
const RANK: Readonly<Record<GroupRole, number>> = {
  participant: 0,
  moderator: 1,
  admin: 2,
  owner: 3,
};

/** The least role that may take each action (spec section 6). */
const LEAST_ROLE: Readonly<Record<GroupAction, GroupRole>> = {
  changeScope: 'admin',
  ban: 'moderator',
  kick: 'moderator',
  unban: 'moderator',
  transferOwnership: 'owner',
  addMembers: 'admin',
  viewMembers: 'participant',
  viewBanned: 'moderator',
  leave: 'participant',
  delete: 'admin',
};

const MEMBER_ACTIONS: ReadonlySet<GroupAction> = new Set<GroupAction>(GROUP_MEMBER_ACTIONS);

/** Their role in the group: 'owner' for the group's owner, else their scope; null if no member. */
export function groupRoleOf(party: GroupParty, group: GroupOwnership): GroupRole | null {
  if (party.scope === null) return null;
  return party.uid === group.owner ? 'owner' : party.scope;
}

/** The logged-in user as the rule sees them, from the group the client holds. */
export function groupViewer(
  group: Pick<ChatGroup, 'scope' | 'hasJoined'>,
  uid: string,
): GroupParty {
  return { uid, scope: group.hasJoined ? group.scope : null };
}

/**
 * Whether `viewer` may take `action` on `target` in `group`. Only members act. On a member:
 * never on the owner or on oneself, and only on someone of a lower role — so a moderator acts
 * on participants only, an admin who is not the owner not on other admins, and the owner on
 * everyone else. Scope change needs an admin (a moderator changes no scope), ownership is
 * transferred by the owner. On the group: everyone views members; moderators and up view the
 * banned list; admins add members and delete; everyone but the owner may leave. In a Bubble's
 * chat nobody takes the actions its Bubble manages (`bubbleManages`).
 */
export function canAct(
  viewer: GroupParty,
  target: GroupParty | null,
  action: GroupAction,
  group: GroupOwnership,
): boolean {
  if (bubbleManages(group, action)) return false;
  const role = groupRoleOf(viewer, group);
  if (role === null || RANK[role] < RANK[LEAST_ROLE[action]]) return false;
  if (action === 'leave') return role !== 'owner';
  if (!MEMBER_ACTIONS.has(action)) return true;
  if (target === null || target.uid === viewer.uid) return false;
  const targetRole = groupRoleOf(target, group);
  return targetRole !== null && RANK[role] > RANK[targetRole];
}

/**
 * The scopes `viewer` may give `target` in the inline selector, the target's current one
 * included (the selector starts on it): all three where `canAct(…, 'changeScope', …)` holds,
 * else none. The spec's "admin option omitted when the viewer is a moderator and the target a
 * participant" is covered by the stricter rule that a moderator changes no scope at all.
 */
export function scopeOptions(
  viewer: GroupParty,
  target: GroupParty,
  group: GroupOwnership,
): readonly GroupScope[] {
  return canAct(viewer, target, 'changeScope', group) ? GROUP_SCOPES : [];
}
