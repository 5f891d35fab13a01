import type { ChatService } from '../port';
import { createBlocks } from './blocks';
import { type CometChatServiceOptions, createCometChatContext } from './context';
import { createConversations } from './conversations';
import { createEvents } from './events';
import { createGroups } from './groups';
import { linkPreviewFromMetadata } from './link-preview';
import { createPolls } from './polls';
import { createRequests } from './requests';
import { createResync } from './resync';
import { createReactions } from './reactions';
import { createSearch } from './search';
import { createSending } from './sending';
import { createSession } from './session';
import { createSignals } from './signals';
import { createUsers } from './users';

export type { CometChatServiceOptions } from './context';

// The `cometchat` adapter of the ChatService port (README.md "The cometchat adapter"):
// - the SDK is loaded by the first login only (`loadSdk`), never at import time;
// - login: the SDK's init (app id, region, presence for all users), then CometChat.login with
//   an auth token our server issues (POST /api/chat/cometchat-token); a kept CometChat session
//   of the same person is reused;
// - blocks go to our product API only (api/user/block-wobler, the one block table); our server
//   mirrors the table to CometChat (apps/server modules/cometchat/blocks.ts), never a tab;
// - after a lost connection the adapter fetches what it missed (CometChat's SDK does not) and
//   tells the listeners before `onConnected`;
// - a send whose answer was lost looks for its muid in the conversation before it is sent
//   again (CometChat stores every send; the muid only travels along).
//
// One part per concern of the port, each made here with the shared context (options, log and
// the one mutable state, context.ts) and the parts it uses: events.ts (listeners, what was
// seen, the own topic), resync.ts (the catch-up), session.ts (SDK, login, logout, `run`),
// users.ts, conversations.ts (conversations and messages as read), sending.ts (send, edit,
// delete), signals.ts (receipts, typing, transient messages), blocks.ts and requests.ts
// (message requests, answered by the product API), groups.ts (the group operations, checked
// with canAct) with group-events.ts (CometChat's GroupListener) and group-mapping.ts.

export function createCometChatService(options: CometChatServiceOptions): ChatService {
  const context = createCometChatContext(options);
  const events = createEvents(context);
  const resync = createResync(context, events);
  const session = createSession(context, events, resync);
  const users = createUsers(context, session);
  const conversations = createConversations(context, events, session, users);
  const sending = createSending(context, events, session, users);
  const signals = createSignals(context, session);
  const blocks = createBlocks(context, events, session);
  const requests = createRequests(context, session);
  const groups = createGroups(context, events, session, users);
  const search = createSearch(events, session, conversations);
  const reactions = createReactions(context, events, session);
  const polls = createPolls(session);

  return {
    kind: 'cometchat',

    login: session.login,
    logout: session.logout,
    getLoggedInUser: session.getLoggedInUser,

    conversationsRequest: conversations.conversationsRequest,
    getConversation: conversations.getConversation,
    deleteConversation: conversations.deleteConversation,
    getConversationFromMessage: conversations.getConversationFromMessage,

    getUser: users.getUser,

    messagesRequest: conversations.messagesRequest,
    sharedMediaRequest: conversations.sharedMediaRequest,
    searchMessages: search.searchMessages,

    sendMessage: sending.sendMessage,
    sendMediaMessage: sending.sendMediaMessage,
    sendCustomMessage: sending.sendCustomMessage,
    editMessage: sending.editMessage,
    deleteMessage: sending.deleteMessage,

    markAsDelivered: signals.markAsDelivered,
    markAsRead: signals.markAsRead,
    startTyping: signals.startTyping,
    endTyping: signals.endTyping,
    sendTransientMessage: signals.sendTransientMessage,

    getUnreadMessageCountForAllUsers: conversations.getUnreadMessageCountForAllUsers,

    blockUsers: blocks.blockUsers,
    unblockUsers: blocks.unblockUsers,

    getRequestState: requests.getRequestState,
    addToWaiting: requests.addToWaiting,
    acceptRequest: requests.acceptRequest,
    likeBack: requests.likeBack,
    reportMessage: requests.reportMessage,

    callExtension: conversations.callExtension,
    createPoll: polls.createPoll,
    votePoll: polls.votePoll,
    // What CometChat's link-preview extension put in the message (link-preview.ts).
    linkPreview: async (message) => linkPreviewFromMetadata(message),
    addReaction: reactions.addReaction,
    removeReaction: reactions.removeReaction,
    reactionPeople: reactions.reactionPeople,

    addMessageListener: events.addMessageListener,
    addUserListener: events.addUserListener,
    addConnectionListener: events.addConnectionListener,
    addProductListener: events.addProductListener,

    createGroup: groups.createGroup,
    getGroup: groups.getGroup,
    groupsRequest: groups.groupsRequest,
    joinGroup: groups.joinGroup,
    leaveGroup: groups.leaveGroup,
    deleteGroup: groups.deleteGroup,
    groupMembersRequest: groups.groupMembersRequest,
    bannedMembersRequest: groups.bannedMembersRequest,
    addMembersToGroup: groups.addMembersToGroup,
    banGroupMember: groups.banGroupMember,
    unbanGroupMember: groups.unbanGroupMember,
    kickGroupMember: groups.kickGroupMember,
    updateGroupMemberScope: groups.updateGroupMemberScope,
    transferGroupOwnership: groups.transferGroupOwnership,
    usersRequest: groups.usersRequest,
    addGroupListener: groups.addGroupListener,
  };
}
