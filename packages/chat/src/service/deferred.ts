import type {
  ChatService,
  ChatUser,
  ConnectionListener,
  GroupListener,
  MessageListener,
  ProductListener,
  Unsubscribe,
  UserListener,
} from './port';

// The app knows which chat service to use only after asking the server (the site answer's
// `chat.service`), and the cometchat adapter is a lazy chunk. The chat store, created at start,
// needs a service at once: this one stands in, chooses on the first login and delegates
// everything to the chosen one. Listeners added before the choice are handed over to it.

type Listeners = {
  message: Set<MessageListener>;
  user: Set<UserListener>;
  connection: Set<ConnectionListener>;
  product: Set<ProductListener>;
  group: Set<GroupListener>;
};

export function createDeferredChatService(choose: () => Promise<ChatService>): ChatService {
  let chosen: Promise<ChatService> | null = null;
  let ready: ChatService | null = null;
  const listeners: Listeners = {
    message: new Set(),
    user: new Set(),
    connection: new Set(),
    product: new Set(),
    group: new Set(),
  };
  /** Each listener's removal on the chosen service. */
  const removals = new Map<object, Unsubscribe>();

  function attach(service: ChatService): void {
    for (const listener of listeners.message)
      removals.set(listener, service.addMessageListener(listener));
    for (const listener of listeners.user)
      removals.set(listener, service.addUserListener(listener));
    for (const listener of listeners.connection)
      removals.set(listener, service.addConnectionListener(listener));
    for (const listener of listeners.product)
      removals.set(listener, service.addProductListener(listener));
    for (const listener of listeners.group)
      removals.set(listener, service.addGroupListener(listener));
  }

  function service(): Promise<ChatService> {
    chosen ??= choose().then(
      (real) => {
        ready = real;
        attach(real);
        return real;
      },
      (error) => {
        // A failed choice (the site answer did not come) is tried again at the next login.
        chosen = null;
        throw error;
      },
    );
    return chosen;
  }

  function add<L extends object>(
    set: Set<L>,
    listener: L,
    register: (real: ChatService) => Unsubscribe,
  ): Unsubscribe {
    set.add(listener);
    if (ready) removals.set(listener, register(ready));
    return () => {
      set.delete(listener);
      removals.get(listener)?.();
      removals.delete(listener);
    };
  }

  const later = <T>(run: (real: ChatService) => Promise<T>): Promise<T> => service().then(run);
  /** A paged request made once the service is chosen. */
  function paged<R extends { fetchNext(): Promise<unknown[]> }>(
    make: (real: ChatService) => R,
  ): { fetchNext: () => ReturnType<R['fetchNext']> } {
    const request = service().then(make);
    return { fetchNext: () => request.then((r) => r.fetchNext()) as ReturnType<R['fetchNext']> };
  }

  return {
    get kind() {
      return ready?.kind ?? 'wob';
    },
    login: () => later((real) => real.login()),
    logout: async () => {
      if (ready) await ready.logout();
    },
    getLoggedInUser: (): ChatUser | null => ready?.getLoggedInUser() ?? null,
    conversationsRequest(options) {
      const request = service().then((real) => real.conversationsRequest(options));
      return { fetchNext: () => request.then((r) => r.fetchNext()) };
    },
    getConversation: (uid, type) => later((real) => real.getConversation(uid, type)),
    deleteConversation: (uid, type) => later((real) => real.deleteConversation(uid, type)),
    getConversationFromMessage: (message) =>
      later((real) => real.getConversationFromMessage(message)),
    getUser: (uid) => later((real) => real.getUser(uid)),
    messagesRequest(options) {
      const request = service().then((real) => real.messagesRequest(options));
      return {
        fetchPrevious: () => request.then((r) => r.fetchPrevious()),
        fetchNext: () => request.then((r) => r.fetchNext()),
      };
    },
    sharedMediaRequest(options) {
      const request = service().then((real) => real.sharedMediaRequest(options));
      return { fetchNext: () => request.then((r) => r.fetchNext()) };
    },
    searchMessages: (query, options) => later((real) => real.searchMessages(query, options)),
    sendMessage: (message) => later((real) => real.sendMessage(message)),
    sendMediaMessage: (message, onProgress) =>
      later((real) => real.sendMediaMessage(message, onProgress)),
    sendCustomMessage: (message) => later((real) => real.sendCustomMessage(message)),
    editMessage: (id, text) => later((real) => real.editMessage(id, text)),
    deleteMessage: (id) => later((real) => real.deleteMessage(id)),
    markAsDelivered: (message) => later((real) => real.markAsDelivered(message)),
    markAsRead: (message) => later((real) => real.markAsRead(message)),
    startTyping: (receiver) => ready?.startTyping(receiver),
    endTyping: (receiver) => ready?.endTyping(receiver),
    sendTransientMessage: (receiver, data) => ready?.sendTransientMessage(receiver, data),
    getUnreadMessageCountForAllUsers: () =>
      later((real) => real.getUnreadMessageCountForAllUsers()),
    blockUsers: (uids) => later((real) => real.blockUsers(uids)),
    unblockUsers: (uids) => later((real) => real.unblockUsers(uids)),
    getRequestState: (uid) => later((real) => real.getRequestState(uid)),
    addToWaiting: (uid) => later((real) => real.addToWaiting(uid)),
    acceptRequest: (uid) => later((real) => real.acceptRequest(uid)),
    likeBack: (uid) => later((real) => real.likeBack(uid)),
    reportMessage: (id, report) => later((real) => real.reportMessage(id, report)),
    callExtension: (slug, method, path, body) =>
      later((real) => real.callExtension(slug, method, path, body)),
    linkPreview: (message) => later((real) => real.linkPreview(message)),
    addReaction: (id, emoji) => later((real) => real.addReaction(id, emoji)),
    removeReaction: (id, emoji) => later((real) => real.removeReaction(id, emoji)),
    reactionPeople: (message) => later((real) => real.reactionPeople(message)),
    createPoll: (poll) => later((real) => real.createPoll(poll)),
    votePoll: (id, option) => later((real) => real.votePoll(id, option)),
    createGroup: (group) => later((real) => real.createGroup(group)),
    getGroup: (guid) => later((real) => real.getGroup(guid)),
    groupsRequest: (options) => paged((real) => real.groupsRequest(options)),
    joinGroup: (guid, password) => later((real) => real.joinGroup(guid, password)),
    leaveGroup: (guid) => later((real) => real.leaveGroup(guid)),
    deleteGroup: (guid) => later((real) => real.deleteGroup(guid)),
    groupMembersRequest: (options) => paged((real) => real.groupMembersRequest(options)),
    bannedMembersRequest: (options) => paged((real) => real.bannedMembersRequest(options)),
    addMembersToGroup: (guid, uids) => later((real) => real.addMembersToGroup(guid, uids)),
    banGroupMember: (guid, uid) => later((real) => real.banGroupMember(guid, uid)),
    unbanGroupMember: (guid, uid) => later((real) => real.unbanGroupMember(guid, uid)),
    kickGroupMember: (guid, uid) => later((real) => real.kickGroupMember(guid, uid)),
    updateGroupMemberScope: (guid, uid, scope) =>
      later((real) => real.updateGroupMemberScope(guid, uid, scope)),
    transferGroupOwnership: (guid, uid) => later((real) => real.transferGroupOwnership(guid, uid)),
    usersRequest: (options) => paged((real) => real.usersRequest(options)),
    addGroupListener: (listener) =>
      add(listeners.group, listener, (real) => real.addGroupListener(listener)),
    addMessageListener: (listener) =>
      add(listeners.message, listener, (real) => real.addMessageListener(listener)),
    addUserListener: (listener) =>
      add(listeners.user, listener, (real) => real.addUserListener(listener)),
    addConnectionListener: (listener) =>
      add(listeners.connection, listener, (real) => real.addConnectionListener(listener)),
    addProductListener: (listener) =>
      add(listeners.product, listener, (real) => real.addProductListener(listener)),
  };
}
