import { GROUP_SCOPES, GROUP_TYPES } from '@wob/validation';
import * as v from 'valibot';

// Group chat entities (spec chat section 3), the wire shapes of both chat services. The
// types and scopes are @wob/validation's (GROUP_TYPES, GROUP_SCOPES), as the group creation
// form validates them. Who may do what in a group is chat-groups/permissions.ts.

/**
 * Spec: Group — guid, name, icon, membersCount, scope (the logged-in user's), hasJoined,
 * owner (uid). `type` is ours on the wire as CometChat's: who may join and how.
 */
export const ChatGroupSchema = v.object({
  guid: v.string(),
  name: v.string(),
  /** A signed picture URL or the generated icon (from the guid and the name's first letter). */
  icon: v.string(),
  type: v.picklist(GROUP_TYPES),
  /** Active members (banned ones are not counted). */
  membersCount: v.number(),
  /** The logged-in user's scope; null when they are not a member. The owner's is `admin`. */
  scope: v.nullable(v.picklist(GROUP_SCOPES)),
  hasJoined: v.boolean(),
  /** The owner's uid: CometChat's scope has no owner, so the owner is told by this field. */
  owner: v.string(),
  /**
   * Ours: the Bubble whose chat this is (its id), else null. A Bubble's chat has its members
   * follow the Bubble, so canAct refuses the membership actions the Bubble manages.
   */
  bubbleId: v.nullable(v.string()),
});

/**
 * Spec: Group member — uid, name, avatar, status, scope. The owner is the member whose uid
 * is the group's `owner`, shown as Owner (`groupRoleOf`). A banned member keeps the scope
 * they had, which the banned list shows.
 */
export const ChatGroupMemberSchema = v.object({
  uid: v.string(),
  name: v.string(),
  /** A signed picture URL or the generated avatar, shaped by their privacy settings. */
  avatar: v.string(),
  status: v.picklist(['online', 'offline']),
  scope: v.picklist(GROUP_SCOPES),
});

export type ChatGroup = v.InferOutput<typeof ChatGroupSchema>;
export type ChatGroupMember = v.InferOutput<typeof ChatGroupMemberSchema>;
