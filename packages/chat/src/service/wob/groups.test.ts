import type { ChatGroup, ChatGroupEvent, ChatMessage, RealtimeEvent } from '@wob/api';
import { apiError } from '@wob/test-utils';
import { describe, expect, it } from 'vitest';
import { record } from '../contract/recorder';
import { chatUser, ME, message, OTHER, scripted, settle } from './test/fakes';

// The wob adapter's groups: the `/chat-api/groups*` calls and their errors, the `chat.group`
// events told to the group listeners with the user's own scope, once each and not back to the
// instance that made the change, the group topics followed, and group typing.

const GUID = 'g00000000000000000001';

function group(overrides: Partial<ChatGroup> = {}): ChatGroup {
  return {
    guid: GUID,
    name: 'Hikers',
    icon: '',
    type: 'public',
    membersCount: 2,
    scope: 'moderator',
    hasJoined: true,
    owner: OTHER,
    bubbleId: null,
    ...overrides,
  };
}

function actionMessage(id: number, action: string, by: string, on: string): ChatMessage {
  return message(id, {
    from: by,
    muid: null,
    conversationId: `group_${GUID}`,
    receiverType: 'group',
    receiverId: GUID,
    type: 'groupMember',
    category: 'action',
    text: undefined,
    data: { customData: { action, by: { uid: by, name: by }, on: { uid: on, name: on } } },
  });
}

function groupEvent(overrides: Partial<ChatGroupEvent> & { id?: number }): ChatGroupEvent {
  const { id = 50, ...rest } = overrides;
  return {
    type: 'chat.group',
    action: 'added',
    group: {
      guid: GUID,
      name: 'Hikers',
      icon: '',
      type: 'public',
      membersCount: 3,
      owner: OTHER,
      bubbleId: null,
    },
    actor: { uid: OTHER, name: 'Other', avatar: '' },
    member: { uid: 'u-third', name: 'Third', avatar: '', status: 'online', scope: 'participant' },
    message: actionMessage(id, 'added', OTHER, 'u-third'),
    ...rest,
  };
}

/** Logged in with a group topic that the test drives, as the app's socket would. */
async function inGroup() {
  const topics = new Map<string, (event: RealtimeEvent) => void>();
  const world = scripted({
    subscribeTopic: (topic, listener) => {
      topics.set(topic, listener);
      return () => topics.delete(topic);
    },
  });
  world.fake.on('chatConversations', () => ({
    data: {
      conversations: [
        {
          conversationId: `group_${GUID}`,
          conversationType: 'group',
          conversationWith: group(),
          lastMessage: null,
          unreadMessageCount: 0,
        },
      ],
      next: null,
    },
  }));
  await world.service.login();
  const log = record(world.service);
  const onGroupTopic = (event: RealtimeEvent) => {
    const listener = topics.get(`group:${GUID}`);
    if (!listener) throw new Error('the group topic is not followed');
    listener(event);
  };
  return { ...world, log, topics, onGroupTopic };
}

describe('the wob adapter on groups', () => {
  it('follows the topic of each group the user is in, told from the conversations', async () => {
    const world = await inGroup();
    expect([...world.topics.keys()]).toEqual([`group:${GUID}`]);
  });

  it("tells a group event once, with the user's own scope, and its action message", async () => {
    const world = await inGroup();
    const event = groupEvent({});
    world.onGroupTopic(event);
    // The same event on the user's own topic (an added person's) is the same change.
    world.topic.emit(event);
    await settle();
    expect(world.log.groups).toHaveLength(1);
    expect(world.log.groups[0]).toMatchObject({
      listener: 'onMemberAddedToGroup',
      action: 'added',
      group: { guid: GUID, membersCount: 3, scope: 'moderator', hasJoined: true },
      member: { uid: 'u-third' },
      message: { id: '50', category: 'action' },
    });
    expect(world.log.custom.map((m) => m.id)).toEqual(['50']);
  });

  it('takes its own scope from an event about itself, and drops the topic when removed', async () => {
    const world = await inGroup();
    world.onGroupTopic(
      groupEvent({
        id: 51,
        action: 'scope',
        member: { uid: ME, name: 'Me', avatar: '', status: 'online', scope: 'admin' },
        previousScope: 'moderator',
        message: actionMessage(51, 'scope', OTHER, ME),
      }),
    );
    world.topic.emit(
      groupEvent({
        id: 52,
        action: 'kicked',
        member: { uid: ME, name: 'Me', avatar: '', status: 'online', scope: 'admin' },
        message: actionMessage(52, 'kicked', OTHER, ME),
      }),
    );
    await settle();
    expect(world.log.groups.map((change) => [change.listener, change.group.scope])).toEqual([
      ['onGroupMemberScopeChanged', 'admin'],
      ['onGroupMemberKicked', null],
    ]);
    expect(world.log.groups[0]?.previousScope).toBe('moderator');
    expect(world.log.groups[1]?.group.hasJoined).toBe(false);
    expect(world.topics.size).toBe(0);
  });

  it('asks for a group it has not seen before telling its event', async () => {
    const world = await inGroup();
    const other = 'g00000000000000000002';
    world.fake.on('chatGroup', () => ({
      data: group({ guid: other, scope: 'participant', owner: OTHER }),
    }));
    world.topic.emit(
      groupEvent({
        id: 60,
        group: {
          guid: other,
          name: 'New',
          icon: '',
          type: 'private',
          membersCount: 4,
          owner: OTHER,
          bubbleId: null,
        },
      }),
    );
    await settle();
    expect(world.fake.inputsOf('chatGroup')).toEqual([{ guid: other }]);
    expect(world.log.groups[0]?.group).toMatchObject({
      guid: other,
      scope: 'participant',
      membersCount: 4,
    });
  });

  it('does not tell its own change back, but tells the change of another tab of the same user', async () => {
    const world = await inGroup();
    world.fake.on('chatKickMember', () => {
      // The event may come before the answer.
      world.onGroupTopic(
        groupEvent({
          id: 70,
          action: 'kicked',
          actor: { uid: ME, name: 'Me', avatar: '' },
          message: actionMessage(70, 'kicked', ME, 'u-third'),
        }),
      );
      return { data: {} };
    });
    await world.service.kickGroupMember(GUID, 'u-third');
    world.onGroupTopic(
      groupEvent({
        id: 71,
        action: 'banned',
        actor: { uid: ME, name: 'Me', avatar: '' },
        message: actionMessage(71, 'banned', ME, 'u-third'),
      }),
    );
    await settle();
    expect(world.log.groups.map((change) => change.action)).toEqual(['banned']);
    expect(world.log.custom.map((m) => m.id)).toEqual(['71']);
    expect(world.fake.inputsOf('chatKickMember')).toEqual([{ guid: GUID, uid: 'u-third' }]);
  });

  it('maps refusals by the server code: not-allowed, not-found, wrong password, locked', async () => {
    const world = await inGroup();
    world.fake.on('chatBanMember', () => {
      throw apiError(403, 'Du må ikke.');
    });
    world.fake.on('chatGroup', () => {
      throw apiError(404, 'Gruppen findes ikke.');
    });
    let joins = 0;
    world.fake.on('chatJoinGroup', () => {
      joins += 1;
      if (joins === 1) throw apiError(403, 'Forkert adgangskode.', {}, 'chatGroups.wrongPassword');
      if (joins === 2) throw apiError(429, 'Prøv igen senere.', {}, 'chatGroups.passwordLocked');
      throw apiError(403, 'Du er udelukket.', {}, 'chatGroups.banned');
    });
    await expect(world.service.banGroupMember(GUID, OTHER)).rejects.toMatchObject({
      code: 'not-allowed',
      message: 'Du må ikke.',
    });
    await expect(world.service.getGroup('nope')).rejects.toMatchObject({ code: 'not-found' });
    await expect(world.service.joinGroup(GUID, 'wrong')).rejects.toMatchObject({
      code: 'wrong-password',
      message: 'Forkert adgangskode.',
    });
    await expect(world.service.joinGroup(GUID, 'right')).rejects.toMatchObject({
      code: 'rate-limited',
    });
    // A banned person who gives a password is refused for the ban, not for the password.
    await expect(world.service.joinGroup(GUID, 'right')).rejects.toMatchObject({
      code: 'not-allowed',
      message: 'Du er udelukket.',
    });
    // A failed own change is not awaited any more: the same change by another tab is news.
    world.onGroupTopic(
      groupEvent({
        id: 80,
        action: 'banned',
        actor: { uid: ME, name: 'Me', avatar: '' },
        member: { uid: OTHER, name: 'Other', avatar: '', status: 'online', scope: 'participant' },
        message: actionMessage(80, 'banned', ME, OTHER),
      }),
    );
    await settle();
    expect(world.log.groups.map((change) => change.action)).toEqual(['banned']);
  });

  it('pages members, banned members, groups and users by the server cursor', async () => {
    const world = await inGroup();
    const member = (uid: string) => ({
      uid,
      name: uid,
      avatar: '',
      status: 'offline' as const,
      scope: 'participant' as const,
    });
    world.fake.on('chatGroupMembers', (input) => ({
      data: (input as { cursor?: string }).cursor
        ? { members: [member('c')], next: null }
        : { members: [member('a'), member('b')], next: 'cursor-1' },
    }));
    world.fake.on('chatUsers', () => ({ data: { users: [chatUser('u-x')], next: null } }));
    const request = world.service.groupMembersRequest({ guid: GUID, limit: 2 });
    expect((await request.fetchNext()).map((m) => m.uid)).toEqual(['a', 'b']);
    expect((await request.fetchNext()).map((m) => m.uid)).toEqual(['c']);
    expect(await request.fetchNext()).toEqual([]);
    expect(world.fake.inputsOf('chatGroupMembers')).toEqual([
      { guid: GUID, limit: 2 },
      { guid: GUID, limit: 2, cursor: 'cursor-1' },
    ]);
    const users = world.service.usersRequest({ search: 'x', friendsOnly: true });
    expect((await users.fetchNext()).map((user) => user.uid)).toEqual(['u-x']);
    expect(await users.fetchNext()).toEqual([]);
    expect(world.fake.inputsOf('chatUsers')).toEqual([{ search: 'x', friendsOnly: true }]);
  });

  it('tells a membership change it missed while cut off, found by the resync', async () => {
    const world = await inGroup();
    world.fake.on('chatGroup', () => ({ data: group({ membersCount: 4 }) }));
    world.syncPages.push({
      messages: [actionMessage(90, 'added', OTHER, 'u-third')],
      cursor: '90',
      more: false,
    });
    world.topic.resync();
    await settle(30);
    expect(world.log.custom.map((m) => m.id)).toEqual(['90']);
    expect(world.log.groups).toHaveLength(1);
    expect(world.log.groups[0]).toMatchObject({
      listener: 'onMemberAddedToGroup',
      group: { guid: GUID, membersCount: 4, scope: 'moderator', hasJoined: true },
      actor: { uid: OTHER },
      member: { uid: 'u-third', scope: 'participant' },
      message: { id: '90' },
    });
    // Its live event, late, is the same change.
    world.onGroupTopic(groupEvent({ id: 90 }));
    await settle();
    expect(world.log.groups).toHaveLength(1);
  });

  it('asks for group messages and media of a group, and ignores its own typing echo', async () => {
    const world = await inGroup();
    world.fake.on('chatMessages', () => ({ data: { messages: [] } }));
    await world.service.messagesRequest({ uid: GUID, receiverType: 'group' }).fetchPrevious();
    expect(world.fake.inputsOf('chatMessages')[0]).toMatchObject({
      conversationWith: GUID,
      conversationType: 'group',
    });
    const typing = (uid: string) => ({
      type: 'chat.typing',
      indicator: {
        sender: { uid, name: uid, avatar: '' },
        receiverId: GUID,
        receiverType: 'group',
        typing: true,
      },
    });
    world.onGroupTopic(typing(ME));
    world.onGroupTopic(typing(OTHER));
    expect(world.log.typingStarted.map((indicator) => indicator.sender.uid)).toEqual([OTHER]);

    // Read markers, not delivered receipts, in a group.
    world.fake.on('chatReceipt', () => ({ data: {} }));
    const received = message(95, {
      conversationId: `group_${GUID}`,
      receiverType: 'group',
      receiverId: GUID,
    });
    await world.service.markAsDelivered(received);
    await world.service.markAsRead(received);
    expect(world.fake.inputsOf('chatReceipt')).toEqual([{ id: '95', receiptType: 'read' }]);
  });
});
