import { ApiError, ChatMessageSchema, ConversationSchema, ChatUserSchema } from '@wob/api';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ChatError } from '../port';
import {
  FakeAttachment,
  FakeBaseMessage,
  FakeConversation,
  FakeCustomMessage,
  FakeMediaMessage,
  FakeMessageReceipt,
  FakeTextMessage,
  FakeUser,
} from './test/classes';
import {
  chatErrorCodeOf,
  conversationIdOf,
  generatedAvatar,
  toChatError,
  toChatMessage,
  toChatUser,
  toConversation,
  toMessageReceipt,
} from './mapping';

function user(uid: string, name: string, avatar = ''): FakeUser {
  const sdkUser = new FakeUser(uid, name);
  sdkUser.setAvatar(avatar);
  return sdkUser;
}

function stamped<M extends FakeBaseMessage>(
  message: M,
  id: number,
  sender = user('ann', 'Ann'),
): M {
  message.setId(id);
  message.setSender(sender);
  message.setConversationId(conversationIdOf(sender.getUid(), message.getReceiverId()));
  message.setSentAt(1_700_000_000);
  return message;
}

describe('the avatar of a CometChat user without one', () => {
  it('is generated from the uid and the upper-cased first letter, as the server does', () => {
    expect(generatedAvatar('64ab', 'æble')).toBe('/media/avatars/64ab.svg?v=%C3%86');
    expect(generatedAvatar('x y', '  ')).toBe('/media/avatars/x%20y.svg?v=%3F');
    expect(toChatUser(user('ann', 'ann')).avatar).toBe('/media/avatars/ann.svg?v=A');
    expect(toChatUser(user('ann', 'Ann', 'https://cdn.test/a.png')).avatar).toBe(
      'https://cdn.test/a.png',
    );
  });
});

describe('users', () => {
  it('carry presence and the block state both ways', () => {
    const online = user('bob', 'Bob');
    online.setStatus('online');
    online.setLastActiveAt(1_600_000_000);
    online.setHasBlockedMe(true);
    const mapped = toChatUser(online);
    expect(v.is(ChatUserSchema, mapped)).toBe(true);
    expect(mapped).toMatchObject({
      status: 'online',
      lastActiveAt: null,
      hasBlockedMe: true,
      blockedByMe: false,
    });
    const away = user('cy', 'Cy');
    away.setLastActiveAt(1_600_000_000);
    expect(toChatUser(away)).toMatchObject({ status: 'offline', lastActiveAt: 1_600_000_000 });
    expect(toChatUser(user('dee', 'Dee')).lastActiveAt).toBeNull();
  });
});

describe('messages', () => {
  it('map a text message with its muid, times and the wire shape of @wob/api', () => {
    const message = stamped(new FakeTextMessage('bob', 'Hej Bob', 'user'), 42);
    message.setMuid('client-1');
    message.setDeliveredAt(1_700_000_005);
    const mapped = toChatMessage(message);
    expect(v.is(ChatMessageSchema, mapped)).toBe(true);
    expect(mapped).toMatchObject({
      id: '42',
      muid: 'client-1',
      conversationId: 'ann_user_bob',
      sender: { uid: 'ann', name: 'Ann', avatar: '/media/avatars/ann.svg?v=A' },
      receiverId: 'bob',
      receiverType: 'user',
      type: 'text',
      category: 'message',
      text: 'Hej Bob',
      data: {},
      sentAt: 1_700_000_000,
      deliveredAt: 1_700_000_005,
      readAt: null,
      editedAt: null,
      deletedAt: null,
      parentMessageId: null,
      requested: false,
      seq: '1700000000',
    });
    expect(mapped).not.toHaveProperty('replyCount');
    expect(mapped).not.toHaveProperty('metadata');
  });

  it('take the receiver’s own receipt times for received messages', () => {
    const message = stamped(new FakeTextMessage('bob', 'hi', 'user'), 1);
    message.setDeliveredToMeAt(1_700_000_001);
    message.setReadByMeAt(1_700_000_002);
    expect(toChatMessage(message)).toMatchObject({
      deliveredAt: 1_700_000_001,
      readAt: 1_700_000_002,
    });
  });

  it('map media with url and attachments (files without url), custom data and extension metadata', () => {
    const image = stamped(new FakeMediaMessage('bob', null, 'image', 'user'), 2);
    const file = {
      name: 'cat.png',
      extension: 'png',
      mimeType: 'image/png',
      size: 1234,
      url: 'https://files.test/cat.png',
    };
    image.setAttachments([new FakeAttachment(file)]);
    image.setMetadata({ '@injected': { extensions: { reactions: {} } } });
    expect(toChatMessage(image)).toMatchObject({
      type: 'image',
      data: { url: 'https://files.test/cat.png', attachments: [file] },
      metadata: { '@injected': { extensions: { reactions: {} } } },
    });
    const document = stamped(new FakeMediaMessage('bob', null, 'file', 'user'), 3);
    document.setAttachments([new FakeAttachment({ ...file, name: 'a.pdf' })]);
    expect(toChatMessage(document)?.data).toEqual({ attachments: [{ ...file, name: 'a.pdf' }] });
    const sticker = stamped(
      new FakeCustomMessage('bob', 'user', 'extension_sticker', {
        sticker_url: 'u',
        sticker_name: 'n',
      }),
      4,
    );
    expect(toChatMessage(sticker)).toMatchObject({
      category: 'custom',
      type: 'extension_sticker',
      data: { customData: { sticker_url: 'u', sticker_name: 'n' } },
    });
  });

  it('show nothing of a deleted message’s content, and move seq forward with edits and deletion', () => {
    const message = stamped(new FakeTextMessage('bob', 'secret', 'user'), 5);
    const sent = toChatMessage(message);
    message.setEditedAt(1_700_000_060);
    const edited = toChatMessage(message);
    message.setDeletedAt(1_700_000_120);
    message.setMetadata({ something: true });
    const deleted = toChatMessage(message);
    expect(deleted).toMatchObject({ deletedAt: 1_700_000_120, data: {} });
    expect(deleted).not.toHaveProperty('text');
    expect(deleted).not.toHaveProperty('metadata');
    const seqs = [sent, edited, deleted].map((copy) => Number(copy?.seq));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(3);
  });

  it('carry thread fields and leave out categories the port has no place for', () => {
    const reply = stamped(new FakeTextMessage('bob', 'reply', 'user'), 6);
    reply.setParentMessageId(5);
    reply.setReplyCount(0);
    expect(toChatMessage(reply)).toMatchObject({ parentMessageId: '5' });
    const parent = stamped(new FakeTextMessage('bob', 'parent', 'user'), 5);
    parent.setReplyCount(2);
    expect(toChatMessage(parent)).toMatchObject({ replyCount: 2 });
    const interactive = stamped(new FakeBaseMessage('bob', 'form', 'user', 'interactive'), 7);
    expect(toChatMessage(interactive)).toBeNull();
  });
});

describe('conversations and receipts', () => {
  it('map a one-to-one conversation with its last message and unread count', () => {
    const last = stamped(new FakeTextMessage('ann', 'hi', 'user'), 9, user('bob', 'Bob'));
    const conversation = new FakeConversation({
      conversationId: 'ann_user_bob',
      conversationWith: user('bob', 'Bob'),
      lastMessage: last,
      unreadMessageCount: 3,
    });
    const mapped = toConversation(conversation);
    expect(v.is(ConversationSchema, mapped)).toBe(true);
    expect(mapped).toMatchObject({
      conversationId: 'ann_user_bob',
      conversationWith: { uid: 'bob' },
      lastMessage: { id: '9', text: 'hi' },
      unreadMessageCount: 3,
    });
  });

  it('name the conversation of a receipt by the pair and its reader', () => {
    const receipt = new FakeMessageReceipt({
      messageId: 12,
      sender: user('bob', 'Bob'),
      receiver: 'ann',
      receiverType: 'user',
      receiptType: 'read',
      at: 1_700_000_100,
    });
    expect(toMessageReceipt(receipt, 'ann')).toEqual({
      messageId: '12',
      conversationId: 'ann_user_bob',
      receiverType: 'user',
      sender: 'bob',
      receiptType: 'read',
      at: 1_700_000_100,
    });
  });
});

describe('errors', () => {
  it('turn CometChat’s codes into the port’s', () => {
    expect(chatErrorCodeOf('FAILED_TO_FETCH')).toBe('network');
    expect(chatErrorCodeOf('NO_INTERNET_CONNECTION')).toBe('network');
    expect(chatErrorCodeOf('REQUEST_TIMED_OUT')).toBe('timeout');
    expect(chatErrorCodeOf('AUTH_ERR_AUTH_TOKEN_NOT_FOUND')).toBe('login');
    expect(chatErrorCodeOf('USER_NOT_LOGGED_IN')).toBe('login');
    expect(chatErrorCodeOf('ERR_BLOCKED_RECEIVER')).toBe('blocked');
    expect(chatErrorCodeOf('ERR_BLOCKED_SENDER')).toBe('has-blocked-me');
    expect(chatErrorCodeOf('ERR_UID_NOT_FOUND')).toBe('not-found');
    expect(chatErrorCodeOf('ERR_CONVERSATION_NOT_ACCESSIBLE')).toBe('not-found');
    expect(chatErrorCodeOf('ERR_PERMISSION_DENIED')).toBe('not-allowed');
    expect(chatErrorCodeOf('ERR_FILE_SIZE_EXCEEDED')).toBe('too-large');
    expect(chatErrorCodeOf('INVALID_PARENT_MESSAGE_ID')).toBe('invalid');
    expect(chatErrorCodeOf('SOMETHING_NEW')).toBe('unknown');
  });

  it('keep our API’s translated message, drop CometChat’s English one, and make login failures “login”', () => {
    const apiError = toChatError(new ApiError({ status: 403, serverMessage: 'Ikke tilladt.' }));
    expect(apiError).toMatchObject({ code: 'not-allowed', message: 'Ikke tilladt.', status: 403 });
    expect(toChatError(new ApiError({ status: 0 })).code).toBe('network');
    const sdk = toChatError({
      code: 'ERR_BLOCKED_RECEIVER',
      message: 'You have blocked the receiver',
    });
    expect(sdk).toBeInstanceOf(ChatError);
    expect(sdk).toMatchObject({ code: 'blocked', message: '' });
    expect(toChatError({ code: 'FAILED_TO_FETCH' }, 'login').code).toBe('login');
    expect(toChatError(new TypeError('boom')).code).toBe('unknown');
    const same = new ChatError('timeout');
    expect(toChatError(same)).toBe(same);
  });
});
