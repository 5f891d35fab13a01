import { conversationIdOf } from '../mapping';
import type { CometChatNamespace, SdkMessage, SdkMessageListenerCallbacks } from '../sdk';
import {
  FakeAppSettings,
  FakeAppSettingsBuilder,
  FakeBaseMessage,
  FakeConnectionListener,
  FakeCustomMessage,
  FakeMediaMessage,
  FakeMessageListener,
  FakeMessageReceipt,
  FakeTextMessage,
  FakeTransientMessage,
  FakeTypingIndicator,
  FakeUserListener,
  sdkError,
} from './classes';
import type { FakeCometChatClient } from './client';
import type { FakeCometChatCloud } from './cloud';
import { extensionOf, pairKey, type StoredMessage } from './records';
import type { CometChatCallNamespace } from '../../calls/cometchat/sdk';
import { createCallOps } from './calls';
import { createGroupOps } from './groups';
import { createReactionOps } from './reactions';
import { createRequestBuilders } from './requests';

// The SDK module of one client of the scripted CometChat: every call goes through the client
// (recorded, gated, online and signed in) and is computed from the cloud's state.

/** The conversation id of a receiver from `me`'s side; a group's needs `me` to be a member. */
function conversationOf(
  cloud: FakeCometChatCloud,
  me: string,
  receiverId: string,
  receiverType: string,
): string {
  if (receiverType === 'group') {
    const group = cloud.groups.get(receiverId);
    if (!group) throw sdkError('ERR_GUID_NOT_FOUND');
    if (!group.members.has(me)) throw sdkError('ERR_GROUP_NOT_JOINED');
    return `group_${receiverId}`;
  }
  if (receiverType !== 'user') throw sdkError('INVALID_RECEIVER_TYPE');
  cloud.user(receiverId);
  return conversationIdOf(me, receiverId);
}

function refuseBlocked(cloud: FakeCometChatCloud, sender: string, receiver: string): void {
  if (cloud.isBlocked(sender, receiver)) throw sdkError('ERR_BLOCKED_RECEIVER');
  if (cloud.isBlocked(receiver, sender)) throw sdkError('ERR_BLOCKED_SENDER');
}

function outgoingOf(message: unknown): FakeBaseMessage {
  if (!(message instanceof FakeBaseMessage)) throw sdkError('INVALID_MESSAGE', 'Not a message.');
  return message;
}

const RECEIVED_KIND = {
  text: 'onTextMessageReceived',
  media: 'onMediaMessageReceived',
  custom: 'onCustomMessageReceived',
} as const;

export function createNamespace(
  client: FakeCometChatClient,
): CometChatNamespace & CometChatCallNamespace {
  const cloud = client.cloud;
  const { MessagesRequestBuilder, ConversationsRequestBuilder } = createRequestBuilders(client);

  /** Tells the other side (a group's members) and `me`'s other tabs of a message. */
  const tellAbout = (
    stored: StoredMessage,
    me: string,
    kind: keyof SdkMessageListenerCallbacks,
  ): void => {
    if (stored.receiverType === 'group') {
      cloud.tellGroup(stored.receiverId, client, [], (target, viewer) =>
        target.emitMessage(kind, () => cloud.toSdk(stored, viewer)),
      );
      return;
    }
    cloud.tell(stored.receiverId, null, kind, (viewer) => cloud.toSdk(stored, viewer));
    cloud.tell(me, client, kind, (viewer) => cloud.toSdk(stored, viewer));
  };

  const send = async (
    method: string,
    message: unknown,
    kind: keyof typeof RECEIVED_KIND,
  ): Promise<SdkMessage> =>
    client.call(method, (me) => {
      const outgoing = outgoingOf(message);
      const receiverType = outgoing.getReceiverType() === 'group' ? 'group' : 'user';
      const receiverId = outgoing.getReceiverId().toLowerCase();
      const conversationId = conversationOf(cloud, me, receiverId, outgoing.getReceiverType());
      // Blocks stop one-to-one messages; in a group a blocked person's messages still pass.
      if (receiverType === 'user') refuseBlocked(cloud, me, receiverId);
      const parentId = outgoing.getParentMessageId();
      if (parentId) {
        const parent = cloud.message(parentId);
        if (!parent || parent.conversationId !== conversationId || parent.parentId) {
          throw sdkError('INVALID_PARENT_MESSAGE_ID');
        }
      }
      const base = {
        muid: outgoing.getMuid(),
        metadata: { ...outgoing.getMetadata() },
        parentId,
      };
      let stored: StoredMessage;
      if (outgoing instanceof FakeTextMessage) {
        stored = cloud.store(
          me,
          receiverId,
          {
            ...base,
            category: 'message',
            type: 'text',
            text: outgoing.getText(),
            metadata: withSmartReply(cloud, base.metadata, outgoing.getText(), parentId),
          },
          receiverType,
        );
      } else if (outgoing instanceof FakeMediaMessage) {
        const file = outgoing.file;
        if (!(file instanceof Blob)) throw sdkError('ERR_INVALID_FILE_OBJECT');
        if (file.size > cloud.maxUploadBytes) throw sdkError('ERR_FILE_SIZE_EXCEEDED');
        const name = file instanceof File ? file.name : 'file';
        const url = `https://${cloud.appId}.files-${cloud.region}.fake-cometchat.test/${cloud.files.size + 1}/${encodeURIComponent(name)}`;
        cloud.files.set(url, file);
        stored = cloud.store(
          me,
          receiverId,
          {
            ...base,
            category: 'message',
            type: outgoing.getType(),
            url,
            attachments: [
              { name, extension: extensionOf(name), mimeType: file.type, size: file.size, url },
            ],
          },
          receiverType,
        );
      } else if (outgoing instanceof FakeCustomMessage) {
        stored = cloud.store(
          me,
          receiverId,
          {
            ...base,
            category: 'custom',
            type: outgoing.getType(),
            customData: { ...outgoing.getCustomData() },
          },
          receiverType,
        );
      } else {
        throw sdkError('INVALID_MESSAGE');
      }
      tellAbout(stored, me, RECEIVED_KIND[kind]);
      return cloud.toSdk(stored, me) as SdkMessage;
    });

  const ownMessage = (me: string, id: number): StoredMessage => {
    const stored = cloud.message(id);
    if (!stored || !cloud.visibleTo(me, stored)) throw sdkError('ERR_MSG_ID_NOT_FOUND');
    if (stored.sender !== me) throw sdkError('ERR_PERMISSION_DENIED');
    return stored;
  };

  const receipt = (method: 'markAsDelivered' | 'markAsRead', args: unknown[]): Promise<void> =>
    client.call(method, (me) => {
      if (args.length !== 4 || args.some((arg) => typeof arg !== 'string' || arg === '')) {
        throw sdkError('INVALID_PARAMETER', `${method}() expects either 1 or 4 arguments.`);
      }
      const [messageId, rawReceiverId, receiverType] = args as [string, string, string, string];
      const receiverId = rawReceiverId.toLowerCase();
      const upTo = Number(messageId);
      const conversationId = conversationOf(cloud, me, receiverId, receiverType);
      const read = method === 'markAsRead';
      if (receiverType === 'group') {
        // A group's read marker is the reader's own: nobody is told (no group receipts).
        const key = `${receiverId}>${me}`;
        if (read) cloud.groupReads.set(key, Math.max(cloud.groupReads.get(key) ?? 0, upTo));
        return;
      }
      const at = cloud.now();
      let changed = false;
      for (const message of cloud.messages) {
        if (
          message.conversationId !== conversationId ||
          message.receiverId !== me ||
          message.id > upTo
        ) {
          continue;
        }
        let touched = false;
        if (message.deliveredAt === 0) {
          message.deliveredAt = at;
          touched = true;
        }
        if (read && message.readAt === 0) {
          message.readAt = at;
          touched = true;
        }
        if (touched) {
          message.updatedAt = at;
          changed = true;
        }
      }
      if (!changed) return;
      cloud.tell(
        receiverId,
        null,
        read ? 'onMessagesRead' : 'onMessagesDelivered',
        (viewer) =>
          new FakeMessageReceipt({
            messageId: upTo,
            sender: cloud.userFor(me, viewer),
            receiver: viewer,
            receiverType: 'user',
            receiptType: read ? 'read' : 'delivery',
            at,
          }),
      );
    });

  /**
   * Typing and transient messages: to the other person, or to a group's other members; never
   * between two people blocked either way.
   */
  const signalTo = (
    me: string,
    receiverId: string,
    receiverType: string,
    deliver: (target: FakeCometChatClient, viewer: string) => void,
  ): void => {
    const group = receiverType === 'group' ? cloud.groups.get(receiverId) : undefined;
    if (receiverType === 'group' ? !group?.members.has(me) : !cloud.users.has(receiverId)) return;
    const people = group ? [...group.members.keys()].filter((uid) => uid !== me) : [receiverId];
    for (const uid of people) {
      if (cloud.isBlocked(me, uid) || cloud.isBlocked(uid, me)) continue;
      for (const target of cloud.connectedClientsOf(uid)) deliver(target, uid);
    }
  };

  const signal = (indicator: unknown, kind: 'onTypingStarted' | 'onTypingEnded'): void => {
    const me = client.uid;
    if (!me || !client.connected || !(indicator instanceof FakeTypingIndicator)) return;
    const receiverId = indicator.getReceiverId();
    const receiverType = indicator.getReceiverType();
    signalTo(me, receiverId, receiverType, (target, viewer) =>
      target.emitMessage(kind, () => {
        const copy = new FakeTypingIndicator(receiverId, receiverType, indicator.getMetadata());
        copy.setSender(cloud.userFor(me, viewer));
        return copy;
      }),
    );
  };

  const block = (method: 'blockUsers' | 'unblockUsers', uids: string[]) =>
    client.call(method, (me) => {
      if (!Array.isArray(uids) || uids.length === 0) throw sdkError('EMPTY_USERS_LIST');
      const answer: Record<string, { success: boolean; message: string }> = {};
      for (const raw of uids) {
        const uid = String(raw).toLowerCase();
        if (!cloud.users.has(uid) || uid === me) {
          answer[uid] = { success: false, message: `The UID ${uid} cannot be (un)blocked.` };
          continue;
        }
        if (method === 'blockUsers') cloud.blocks.add(pairKey(me, uid));
        else cloud.blocks.delete(pairKey(me, uid));
        answer[uid] = {
          success: true,
          message: `${method === 'blockUsers' ? 'Blocked' : 'Unblocked'} ${uid}.`,
        };
      }
      return answer;
    });

  return {
    AppSettingsBuilder: FakeAppSettingsBuilder,
    TextMessage: FakeTextMessage,
    MediaMessage: FakeMediaMessage,
    CustomMessage: FakeCustomMessage,
    TypingIndicator: FakeTypingIndicator,
    TransientMessage: FakeTransientMessage,
    MessagesRequestBuilder,
    ConversationsRequestBuilder,
    MessageListener: FakeMessageListener,
    UserListener: FakeUserListener,
    ConnectionListener: FakeConnectionListener,
    ...createGroupOps(client),
    ...createReactionOps(client),
    ...createCallOps(client),

    async init(appId, settings) {
      await cloud.gate('init', null);
      if (!appId) throw sdkError('MISSING_PARAMETERS', 'AppID cannot be empty.');
      if (!(settings instanceof FakeAppSettings)) throw sdkError('INVALID_APP_SETTINGS');
      if (appId !== cloud.appId || settings.region !== cloud.region) {
        throw sdkError('AUTH_ERR_INVALID_APPID', 'No such app in this region.');
      }
      client.initialised = true;
      client.subscribesPresence = settings.subscriptionType === 'ALL_USERS';
      // A session kept from before (a reload) connects by itself.
      if (settings.autoConnect) client.connectSocket();
      return true;
    },

    async login(authToken) {
      await cloud.gate('login', client.uid);
      if (!client.initialised) throw sdkError('COMETCHAT_INITIALIZATION_NOT_DONE');
      if (!client.online) throw sdkError('FAILED_TO_FETCH');
      const uid = cloud.uidOfToken(authToken);
      if (!uid) throw sdkError('AUTH_ERR_AUTH_TOKEN_NOT_FOUND');
      const current = client.uid;
      if (current && current !== uid) throw sdkError('ERR_ALREADY_LOGGED_IN');
      client.storage.session = { uid, authToken };
      client.connectSocket();
      return cloud.userFor(uid, uid);
    },

    async getLoggedinUser() {
      const uid = client.uid;
      return uid ? cloud.userFor(uid, uid) : null;
    },

    async logout() {
      await cloud.gate('logout', client.uid);
      client.disconnect();
      client.storage.session = null;
      return {};
    },

    getUser: (uid) => client.call('getUser', (me) => cloud.userFor(uid.toLowerCase(), me)),

    getConversation: (conversationWith, conversationType) =>
      client.call('getConversation', (me) => {
        const other = conversationWith.toLowerCase();
        conversationOf(cloud, me, other, conversationType);
        const conversation =
          conversationType === 'group'
            ? cloud.groupConversationFor(me, other)
            : cloud.conversationFor(me, other);
        if (!conversation) throw sdkError('ERR_CONVERSATION_NOT_ACCESSIBLE');
        return conversation;
      }),

    deleteConversation: (conversationWith, conversationType) =>
      client.call('deleteConversation', (me) => {
        const conversationId = conversationOf(
          cloud,
          me,
          conversationWith.toLowerCase(),
          conversationType,
        );
        const last = cloud.messages.filter(
          (message) => message.conversationId === conversationId && cloud.visibleTo(me, message),
        );
        const lastId = last.at(-1)?.id;
        if (lastId === undefined) throw sdkError('ERR_CONVERSATION_NOT_ACCESSIBLE');
        const mine = cloud.cleared.get(me) ?? new Map<string, number>();
        mine.set(conversationId, lastId);
        cloud.cleared.set(me, mine);
        return 'Conversation deleted successfully.';
      }),

    getMessageDetails: (messageId) =>
      client.call('getMessageDetails', (me) => {
        const stored = cloud.message(Number(messageId));
        if (!stored || !cloud.visibleTo(me, stored)) throw sdkError('ERR_MSG_ID_NOT_FOUND');
        return cloud.toSdk(stored, me) as SdkMessage;
      }),

    sendMessage: (message) => send('sendMessage', message, 'text'),
    sendMediaMessage: (message) => send('sendMediaMessage', message, 'media'),
    sendCustomMessage: (message) => send('sendCustomMessage', message, 'custom'),

    editMessage: (message) =>
      client.call('editMessage', (me) => {
        const edit = outgoingOf(message);
        const stored = ownMessage(me, edit.getId());
        if (stored.deletedAt || stored.type !== 'text' || !(edit instanceof FakeTextMessage)) {
          throw sdkError(
            'ERR_BAD_REQUEST',
            'Only text messages that are not deleted can be edited.',
          );
        }
        const at = cloud.now();
        stored.text = edit.getText();
        stored.editedAt = at;
        stored.editedBy = me;
        stored.updatedAt = at;
        tellAbout(stored, me, 'onMessageEdited');
        return cloud.toSdk(stored, me) as SdkMessage;
      }),

    deleteMessage: (messageId) =>
      client.call('deleteMessage', (me) => {
        const stored = ownMessage(me, Number(messageId));
        if (!stored.deletedAt) {
          const at = cloud.now();
          stored.deletedAt = at;
          stored.deletedBy = me;
          stored.updatedAt = at;
          tellAbout(stored, me, 'onMessageDeleted');
        }
        return cloud.toSdk(stored, me) as SdkMessage;
      }),

    markAsDelivered: (...args: unknown[]) => receipt('markAsDelivered', args),
    markAsRead: (...args: unknown[]) => receipt('markAsRead', args),

    startTyping: (indicator) => signal(indicator, 'onTypingStarted'),
    endTyping: (indicator) => signal(indicator, 'onTypingEnded'),

    sendTransientMessage(message) {
      const me = client.uid;
      if (!me || !client.connected || !(message instanceof FakeTransientMessage)) return;
      const receiverId = message.getReceiverId();
      const receiverType = message.getReceiverType();
      signalTo(me, receiverId, receiverType, (target, viewer) =>
        target.emitMessage('onTransientMessageReceived', () => {
          const copy = new FakeTransientMessage(receiverId, receiverType, message.getData());
          copy.setSender(cloud.userFor(me, viewer));
          return copy;
        }),
      );
    },

    getUnreadMessageCountForAllUsers: (hideMessagesFromBlockedUsers = false) =>
      client.call('getUnreadMessageCountForAllUsers', (me) => {
        const counts: Record<string, number> = {};
        for (const message of cloud.messages) {
          if (
            message.receiverId !== me ||
            message.readAt !== 0 ||
            message.deletedAt !== 0 ||
            !cloud.visibleTo(me, message) ||
            (hideMessagesFromBlockedUsers && cloud.isBlocked(me, message.sender))
          ) {
            continue;
          }
          counts[message.sender] = (counts[message.sender] ?? 0) + 1;
        }
        return counts;
      }),

    blockUsers: (uids) => block('blockUsers', uids),
    unblockUsers: (uids) => block('unblockUsers', uids),

    callExtension: (slug, method, endpoint, data) =>
      client.call('callExtension', (me) => {
        const extension = cloud.extensions.get(slug);
        if (!extension)
          throw sdkError('ERROR_EXTENSION_NOT_FOUND', `Extension ${slug} is not enabled.`);
        return extension({ uid: me, method, endpoint, data });
      }),

    addMessageListener: (id, listener) => client.addListener('message', id, listener),
    removeMessageListener: (id) => client.removeListener('message', id),
    addUserListener: (id, listener) => client.addListener('user', id, listener),
    removeUserListener: (id) => client.removeListener('user', id),
    addConnectionListener: (id, listener) => client.addListener('connection', id, listener),
    removeConnectionListener: (id) => client.removeListener('connection', id),
  };
}

/** As CometChat's smart-reply extension does in flight: its data in `@injected` (main list only). */
function withSmartReply(
  cloud: FakeCometChatCloud,
  metadata: object,
  text: string,
  parentId: number,
): object {
  const data = parentId ? undefined : cloud.smartReplies.get(text);
  if (!data) return metadata;
  return { ...metadata, '@injected': { extensions: { 'smart-reply': { ...data } } } };
}
