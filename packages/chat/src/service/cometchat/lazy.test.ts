import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveRelative, sourceFiles, staticGraph, staticImports } from '../../test/import-graph';
import type { CometChatNamespace } from './sdk';
import { loadCometChatSdk } from './sdk';

// The CometChat SDK must never enter the bundle of a self-hosted installation: nothing outside
// service/cometchat imports that folder statically (the app reaches it through `import()`), and
// inside it the SDK itself is only ever imported dynamically.

const SRC = resolve(__dirname, '../..');
const COMETCHAT_DIR = resolve(__dirname);

const inCometChat = (file: string) => !relative(COMETCHAT_DIR, file).startsWith('..');

describe('the CometChat SDK stays out of a self-hosted bundle', () => {
  it('the package entry does not reach the cometchat folder or the SDK statically', () => {
    const { files, packages } = staticGraph(join(SRC, 'index.ts'));
    expect(files.size).toBeGreaterThan(1);
    expect([...files].filter(inCometChat).map((file) => relative(SRC, file))).toEqual([]);
    expect([...packages].filter((name) => name.startsWith('@cometchat/'))).toEqual([]);
  });

  it('no shipped file outside the cometchat folder imports it statically', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !inCometChat(file))
      .filter((file) =>
        staticImports(file).some((specifier) => {
          const target = resolveRelative(file, specifier);
          return (target !== null && inCometChat(target)) || specifier.startsWith('@cometchat/');
        }),
      )
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });

  it('inside the cometchat folder, the SDK is only imported dynamically', () => {
    const staticSdk = sourceFiles(COMETCHAT_DIR).filter((file) =>
      staticImports(file).some((specifier) => specifier.startsWith('@cometchat/')),
    );
    expect(staticSdk).toEqual([]);
    const dynamic = readFileSync(join(COMETCHAT_DIR, 'sdk.ts'), 'utf8');
    expect(dynamic).toContain("await import('@cometchat/chat-sdk-javascript')");
  });
});

describe('the default loader', () => {
  it('loads the real SDK with every member the adapter uses', async () => {
    const { CometChat } = await loadCometChatSdk();
    const members: Array<keyof CometChatNamespace> = [
      'AppSettingsBuilder',
      'TextMessage',
      'MediaMessage',
      'CustomMessage',
      'TypingIndicator',
      'TransientMessage',
      'MessagesRequestBuilder',
      'ConversationsRequestBuilder',
      'MessageListener',
      'UserListener',
      'ConnectionListener',
      'init',
      'login',
      'getLoggedinUser',
      'logout',
      'getUser',
      'getConversation',
      'deleteConversation',
      'getMessageDetails',
      'sendMessage',
      'sendMediaMessage',
      'sendCustomMessage',
      'editMessage',
      'deleteMessage',
      'markAsDelivered',
      'markAsRead',
      'startTyping',
      'endTyping',
      'sendTransientMessage',
      'getUnreadMessageCountForAllUsers',
      'blockUsers',
      'unblockUsers',
      'callExtension',
      'addMessageListener',
      'removeMessageListener',
      'addUserListener',
      'removeUserListener',
      'addConnectionListener',
      'removeConnectionListener',
      'Group',
      'GroupMember',
      'GroupListener',
      'GroupsRequestBuilder',
      'GroupMembersRequestBuilder',
      'BannedMembersRequestBuilder',
      'UsersRequestBuilder',
      'createGroup',
      'getGroup',
      'joinGroup',
      'leaveGroup',
      'deleteGroup',
      'kickGroupMember',
      'banGroupMember',
      'unbanGroupMember',
      'updateGroupMemberScope',
      'transferGroupOwnership',
      'addMembersToGroup',
      'addGroupListener',
      'removeGroupListener',
    ];
    expect(members.filter((member) => typeof CometChat[member] !== 'function')).toEqual([]);
    const message = new CometChat.TextMessage('bob', 'hi', 'user');
    message.setMuid('client-1');
    expect((message as unknown as { getMuid(): string }).getMuid()).toBe('client-1');
    const builder = new CometChat.MessagesRequestBuilder().setUID('bob').setLimit(30);
    expect(typeof builder.setUpdatedAfter).toBe('function');
    expect(typeof builder.build).toBe('function');
    expect(typeof builder.setGUID).toBe('function');
    // The SDK reads `onMemberAddedToGroup` from what its GroupListener is given (its typings
    // name the field it keeps `onGroupMemberAddedToGroup`).
    const added = () => undefined;
    const listener = new CometChat.GroupListener({ onMemberAddedToGroup: added });
    expect((listener as { onGroupMemberAddedToGroup?: unknown }).onGroupMemberAddedToGroup).toBe(
      added,
    );
    const group = new CometChat.Group('g1', 'Hikers', 'password', 'secret');
    expect((group as unknown as { getPassword(): string }).getPassword()).toBe('secret');
    const membersBuilder = new CometChat.GroupMembersRequestBuilder('g1')
      .setLimit(10)
      .setSearchKeyword('a');
    expect(typeof membersBuilder.build).toBe('function');
  });
});
