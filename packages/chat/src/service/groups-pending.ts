import { ChatError, type ChatService } from './port';

// TEMPORARY, for the integration branch only (never on main): the group operations each
// adapter implements in its own parts. Every call rejects, so a missing one is noticed.

type GroupOps = Pick<
  ChatService,
  | 'createGroup'
  | 'getGroup'
  | 'groupsRequest'
  | 'joinGroup'
  | 'leaveGroup'
  | 'deleteGroup'
  | 'groupMembersRequest'
  | 'bannedMembersRequest'
  | 'addMembersToGroup'
  | 'banGroupMember'
  | 'unbanGroupMember'
  | 'kickGroupMember'
  | 'updateGroupMemberScope'
  | 'transferGroupOwnership'
  | 'usersRequest'
  | 'addGroupListener'
>;

export function pendingGroupOps(): GroupOps {
  const fail = (): Promise<never> => Promise.reject(new ChatError('unknown', 'groups pending'));
  const page = () => ({ fetchNext: fail });
  return {
    createGroup: fail,
    getGroup: fail,
    groupsRequest: page,
    joinGroup: fail,
    leaveGroup: fail,
    deleteGroup: fail,
    groupMembersRequest: page,
    bannedMembersRequest: page,
    addMembersToGroup: fail,
    banGroupMember: fail,
    unbanGroupMember: fail,
    kickGroupMember: fail,
    updateGroupMemberScope: fail,
    transferGroupOwnership: fail,
    usersRequest: page,
    addGroupListener: () => () => {},
  };
}
