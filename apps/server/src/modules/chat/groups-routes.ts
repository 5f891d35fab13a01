import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import type { ChatService } from './service';

/** The group operations of the self-hosted chat (`/chat-api/groups*`, `/chat-api/users`). */
export function registerChatGroupRoutes(app: FastifyInstance, chat: ChatService): void {
  bindSignedInEndpoint(app, endpoints.chatUsers, async ({ input, session }) => ({
    data: await chat.chatUsers(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.chatCreateGroup, async ({ input, session }) => ({
    data: await chat.createGroup(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.chatGroups, async ({ input, session }) => ({
    data: await chat.groups(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.chatGroup, async ({ input, session }) => ({
    data: await chat.group(session, input.guid),
  }));

  bindSignedInEndpoint(app, endpoints.chatJoinGroup, async ({ input, session }) => ({
    data: await chat.joinGroup(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.chatLeaveGroup, async ({ input, session }) => {
    await chat.leaveGroup(session, input.guid);
    return { data: {} };
  });

  bindSignedInEndpoint(app, endpoints.chatDeleteGroup, async ({ input, session }) => {
    await chat.deleteGroup(session, input.guid);
    return { data: {} };
  });

  bindSignedInEndpoint(app, endpoints.chatGroupMembers, async ({ input, session }) => ({
    data: await chat.groupMembers(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.chatBannedMembers, async ({ input, session }) => ({
    data: await chat.bannedMembers(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.chatAddMembers, async ({ input, session }) => ({
    data: await chat.addMembers(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.chatBanMember, async ({ input, session }) => ({
    data: await chat.banGroupMember(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.chatUnbanMember, async ({ input, session }) => ({
    data: await chat.unbanGroupMember(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.chatKickMember, async ({ input, session }) => ({
    data: await chat.kickGroupMember(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.chatUpdateMemberScope, async ({ input, session }) => ({
    data: await chat.updateGroupMemberScope(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.chatTransferOwnership, async ({ input, session }) => ({
    data: await chat.transferGroupOwnership(session, input),
  }));
}
