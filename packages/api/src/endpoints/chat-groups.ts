import {
  AddGroupMembersSchema,
  ChatUsersQuerySchema,
  CreateGroupSchema,
  GroupMemberRefSchema,
  GroupMembersQuerySchema,
  GroupRefSchema,
  GroupsQuerySchema,
  JoinGroupSchema,
  UpdateGroupScopeSchema,
} from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';
import { ChatUserSchema } from './chat-entities';
import { ChatGroupMemberSchema, ChatGroupSchema } from './chat-group-entities';

// `/chat-api/groups*`: the group operations of spec chat section 7 on the self-hosted chat
// service. Every call is checked on the server with canAct (chat-groups/permissions.ts): a
// refused action answers 403 with a translated message, an unknown group (or one the caller
// may not see) 404. Each change is committed with its action message ("Anna added Peter")
// and then published on the group's realtime topic (chat-events.ts ChatGroupEventSchema).

const Ok = v.object({});
const MembersPage = v.object({
  members: v.array(ChatGroupMemberSchema),
  /** The cursor of the following page; null at the end. */
  next: v.nullable(v.string()),
});

export const chatCreateGroup = defineEndpoint({
  id: 'chatCreateGroup',
  method: 'POST',
  path: '/chat-api/groups',
  summary:
    'Create a group (name, type, and a password for a password group); the caller is its owner and only member.',
  tag: 'chat-api',
  auth: 'required',
  request: CreateGroupSchema,
  response: ChatGroupSchema,
});

export const chatGroups = defineEndpoint({
  id: 'chatGroups',
  method: 'GET',
  path: '/chat-api/groups',
  summary:
    'Groups the caller is in, and (unless joinedOnly) the public and password groups they may join; newest first, paged.',
  tag: 'chat-api',
  auth: 'required',
  request: GroupsQuerySchema,
  response: v.object({ groups: v.array(ChatGroupSchema), next: v.nullable(v.string()) }),
});

export const chatGroup = defineEndpoint({
  id: 'chatGroup',
  method: 'GET',
  path: '/chat-api/group',
  summary:
    'One group as the caller sees it (scope, hasJoined). Private groups only for their members.',
  tag: 'chat-api',
  auth: 'required',
  request: GroupRefSchema,
  response: ChatGroupSchema,
});

export const chatJoinGroup = defineEndpoint({
  id: 'chatJoinGroup',
  method: 'POST',
  path: '/chat-api/groups/join',
  summary:
    'Join a public group, or a password group with its password (wrong passwords are limited; 429 when locked). Joins as participant; joining again answers the group.',
  tag: 'chat-api',
  auth: 'required',
  request: JoinGroupSchema,
  response: ChatGroupSchema,
});

export const chatLeaveGroup = defineEndpoint({
  id: 'chatLeaveGroup',
  method: 'POST',
  path: '/chat-api/groups/leave',
  summary: 'Leave a group. The owner cannot leave before transferring ownership (403).',
  tag: 'chat-api',
  auth: 'required',
  request: GroupRefSchema,
  response: Ok,
});

export const chatDeleteGroup = defineEndpoint({
  id: 'chatDeleteGroup',
  method: 'POST',
  path: '/chat-api/groups/delete',
  summary: 'Delete a group with its messages (admins; spec: Delete and exit).',
  tag: 'chat-api',
  auth: 'required',
  request: GroupRefSchema,
  response: Ok,
});

export const chatGroupMembers = defineEndpoint({
  id: 'chatGroupMembers',
  method: 'GET',
  path: '/chat-api/groups/members',
  summary: 'A page of the group’s members (10 by default; members only).',
  tag: 'chat-api',
  auth: 'required',
  request: GroupMembersQuerySchema,
  response: MembersPage,
});

export const chatBannedMembers = defineEndpoint({
  id: 'chatBannedMembers',
  method: 'GET',
  path: '/chat-api/groups/banned',
  summary: 'A page of the group’s banned list (10 by default; admins and moderators only).',
  tag: 'chat-api',
  auth: 'required',
  request: GroupMembersQuerySchema,
  response: MembersPage,
});

export const chatAddMembers = defineEndpoint({
  id: 'chatAddMembers',
  method: 'POST',
  path: '/chat-api/groups/members/add',
  summary:
    'Add people as participants (admins). `results` answers each uid: added, or why not (already a member, banned, not found, blocked).',
  tag: 'chat-api',
  auth: 'required',
  request: AddGroupMembersSchema,
  response: v.object({
    group: ChatGroupSchema,
    results: v.record(
      v.string(),
      v.picklist(['added', 'already-member', 'banned', 'not-found', 'blocked']),
    ),
  }),
});

export const chatBanMember = defineEndpoint({
  id: 'chatBanMember',
  method: 'POST',
  path: '/chat-api/groups/members/ban',
  summary: 'Ban a member: removed, and kept on the banned list with the scope they had.',
  tag: 'chat-api',
  auth: 'required',
  request: GroupMemberRefSchema,
  response: Ok,
});

export const chatUnbanMember = defineEndpoint({
  id: 'chatUnbanMember',
  method: 'POST',
  path: '/chat-api/groups/members/unban',
  summary: 'Take someone off the banned list (they may join or be added again).',
  tag: 'chat-api',
  auth: 'required',
  request: GroupMemberRefSchema,
  response: Ok,
});

export const chatKickMember = defineEndpoint({
  id: 'chatKickMember',
  method: 'POST',
  path: '/chat-api/groups/members/kick',
  summary: 'Remove a member (they may join or be added again).',
  tag: 'chat-api',
  auth: 'required',
  request: GroupMemberRefSchema,
  response: Ok,
});

export const chatUpdateMemberScope = defineEndpoint({
  id: 'chatUpdateMemberScope',
  method: 'POST',
  path: '/chat-api/groups/members/scope',
  summary: 'Change a member’s scope (admin, moderator, participant).',
  tag: 'chat-api',
  auth: 'required',
  request: UpdateGroupScopeSchema,
  response: ChatGroupMemberSchema,
});

export const chatTransferOwnership = defineEndpoint({
  id: 'chatTransferOwnership',
  method: 'POST',
  path: '/chat-api/groups/owner',
  summary:
    'The owner hands the group to another member, who becomes owner (scope admin); the former owner stays an admin.',
  tag: 'chat-api',
  auth: 'required',
  request: GroupMemberRefSchema,
  response: ChatGroupSchema,
});

export const chatUsers = defineEndpoint({
  id: 'chatUsers',
  method: 'GET',
  path: '/chat-api/users',
  summary:
    'People the caller may add or write to (visible to them, never blocked either way), by name, 30 per page; friendsOnly keeps their connections.',
  tag: 'chat-api',
  auth: 'required',
  request: ChatUsersQuerySchema,
  response: v.object({ users: v.array(ChatUserSchema), next: v.nullable(v.string()) }),
});

export const chatGroupEndpoints = {
  chatUsers,
  chatCreateGroup,
  chatGroups,
  chatGroup,
  chatJoinGroup,
  chatLeaveGroup,
  chatDeleteGroup,
  chatGroupMembers,
  chatBannedMembers,
  chatAddMembers,
  chatBanMember,
  chatUnbanMember,
  chatKickMember,
  chatUpdateMemberScope,
  chatTransferOwnership,
} as const;
