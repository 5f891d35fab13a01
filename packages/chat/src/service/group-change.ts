import type { GroupChange, GroupEventAction, GroupListener } from './port';

// Which GroupListener callback tells each group event action (CometChat's names). The
// adapters and the in-memory chat tell a GroupChange through this one table.

export const GROUP_LISTENER_OF: Readonly<Record<GroupEventAction, keyof GroupListener>> = {
  joined: 'onGroupMemberJoined',
  added: 'onMemberAddedToGroup',
  left: 'onGroupMemberLeft',
  kicked: 'onGroupMemberKicked',
  banned: 'onGroupMemberBanned',
  unbanned: 'onGroupMemberUnbanned',
  scope: 'onGroupMemberScopeChanged',
  owner: 'onOwnershipChanged',
  'member-updated': 'onGroupMemberUpdated',
  updated: 'onGroupUpdated',
  deleted: 'onGroupDeleted',
};

/** Tells `change` to one listener; a listener that throws is the caller's to log. */
export function tellGroupChange(listener: GroupListener, change: GroupChange): void {
  listener[GROUP_LISTENER_OF[change.action]]?.(change);
}
