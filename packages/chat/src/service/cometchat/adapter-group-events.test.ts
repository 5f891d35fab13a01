import { describe, expect, it, vi } from 'vitest';
import { allConversations } from '../contract/contract-kit';
import type { ChatMessage } from '../port';
import { groupRecorder, groupWorld } from './test/group-kit';

// The cometchat adapter's group events and group conversations over the scripted CometChat:
// CometChat's GroupListener as the port's GroupChange (the group with the listener's own scope
// and hasJoined, the member's scope after, the `groupMember` action message), the events the
// SDK lacks (ownership, deletion) told by the tab that made them, and group messages, typing
// and unread counts.

async function hikers() {
  const world = await groupWorld();
  const ann = world.service('ann');
  const group = await ann.createGroup({ name: 'Hikers', type: 'public' });
  return { ...world, ann, guid: group.guid };
}

const groupText = (text: string, guid: string, muid: string) => ({
  receiverId: guid,
  receiverType: 'group' as const,
  muid,
  text,
});

describe('group events', () => {
  it('an added member hears it with the group now theirs; members hear it with their own view', async () => {
    const { ann, guid, service } = await hikers();
    await ann.addMembersToGroup(guid, ['cy']);
    const bobHears = groupRecorder(service('bob'));
    const cyHears = groupRecorder(service('cy'));
    const annHears = groupRecorder(ann);
    expect(await ann.addMembersToGroup(guid, ['bob'])).toEqual({ bob: 'added' });
    await vi.waitFor(() => expect(bobHears).toHaveLength(1));
    await vi.waitFor(() => expect(cyHears).toHaveLength(1));
    await vi.waitFor(() => expect(annHears).toHaveLength(1));
    expect(bobHears[0]).toMatchObject({
      kind: 'onMemberAddedToGroup',
      action: 'added',
      group: { guid, membersCount: 3, owner: 'ann', scope: 'participant', hasJoined: true },
      actor: { uid: 'ann', name: 'Ann' },
      member: { uid: 'bob', name: 'Bob', scope: 'participant' },
    });
    expect(cyHears[0]?.group).toMatchObject({ scope: 'participant', hasJoined: true });
    expect(annHears[0]?.group).toMatchObject({ scope: 'admin', hasJoined: true });
    const message = bobHears[0]?.message as ChatMessage;
    expect(message).toMatchObject({
      category: 'action',
      type: 'groupMember',
      receiverType: 'group',
      receiverId: guid,
      conversationId: `group_${guid}`,
      sender: { uid: 'ann' },
      data: {
        customData: {
          action: 'added',
          by: { uid: 'ann', name: 'Ann' },
          on: { uid: 'bob', name: 'Bob' },
          scope: 'participant',
        },
      },
    });
    expect(message.text).toBeUndefined();
    // The same message, however many listeners heard it: one id to de-duplicate by.
    expect(cyHears[0]?.message?.id).toBe(message.id);
  });

  it('a kicked or banned member loses the group; a scope change carries the previous scope', async () => {
    const { ann, guid, service } = await hikers();
    const bobHears = groupRecorder(service('bob'));
    const cyAll = groupRecorder(service('cy'));
    const deeHears = groupRecorder(service('dee'));
    await ann.addMembersToGroup(guid, ['bob', 'cy', 'dee']);
    // Cy hears their own addition and Dee's (Bob was added before Cy was a member).
    await vi.waitFor(() =>
      expect(cyAll.map((change) => change.member?.uid)).toEqual(['cy', 'dee']),
    );
    const cyHears = cyAll.slice(2);
    const cyLater = () => cyAll.slice(2);
    await ann.updateGroupMemberScope(guid, 'cy', 'moderator');
    await vi.waitFor(() => expect(cyLater()).toHaveLength(1));
    cyHears.push(...cyLater());
    expect(cyHears[0]).toMatchObject({
      kind: 'onGroupMemberScopeChanged',
      action: 'scope',
      group: { scope: 'moderator', hasJoined: true },
      actor: { uid: 'ann' },
      member: { uid: 'cy', scope: 'moderator' },
      previousScope: 'participant',
      message: {
        data: { customData: { action: 'scope', scope: 'moderator', previousScope: 'participant' } },
      },
    });
    await service('cy').kickGroupMember(guid, 'bob');
    await vi.waitFor(() => expect(bobHears.at(-1)?.kind).toBe('onGroupMemberKicked'));
    expect(bobHears.at(-1)).toMatchObject({
      kind: 'onGroupMemberKicked',
      action: 'kicked',
      group: { hasJoined: false, scope: null, membersCount: 3 },
      actor: { uid: 'cy' },
      member: { uid: 'bob' },
    });
    await service('cy').banGroupMember(guid, 'dee');
    await vi.waitFor(() =>
      expect(deeHears.map((change) => change.kind)).toContain('onGroupMemberBanned'),
    );
    expect(deeHears.at(-1)?.group).toMatchObject({ hasJoined: false, scope: null });
    // Cy, who did it, keeps their own view of the group in the events they hear.
    await vi.waitFor(() => expect(cyLater()).toHaveLength(3));
    expect(cyLater().map((change) => change.group.scope)).toEqual([
      'moderator',
      'moderator',
      'moderator',
    ]);
    await ann.unbanGroupMember(guid, 'dee');
    await vi.waitFor(() =>
      expect(deeHears.map((change) => change.kind)).toContain('onGroupMemberUnbanned'),
    );
  });

  it('joining and leaving are told to the members, the one who left included', async () => {
    const { ann, guid, service } = await hikers();
    const annHears = groupRecorder(ann);
    const bobHears = groupRecorder(service('bob'));
    await service('bob').joinGroup(guid);
    await vi.waitFor(() => expect(annHears).toHaveLength(1));
    expect(annHears[0]).toMatchObject({
      kind: 'onGroupMemberJoined',
      actor: { uid: 'bob' },
      member: { uid: 'bob', scope: 'participant' },
      group: { membersCount: 2, scope: 'admin' },
      message: { data: { customData: { action: 'joined', scope: 'participant' } } },
    });
    await service('bob').leaveGroup(guid);
    await vi.waitFor(() =>
      expect(bobHears.map((change) => change.kind)).toContain('onGroupMemberLeft'),
    );
    expect(bobHears.at(-1)?.group).toMatchObject({
      hasJoined: false,
      scope: null,
      membersCount: 1,
    });
    await vi.waitFor(() => expect(annHears).toHaveLength(2));
    expect(annHears[1]).toMatchObject({
      action: 'left',
      group: { membersCount: 1, scope: 'admin' },
    });
  });

  it('ownership and deletion, which CometChat’s SDK does not announce, are told by the tab that made them', async () => {
    const { ann, guid, service } = await hikers();
    await ann.addMembersToGroup(guid, ['bob']);
    const annHears = groupRecorder(ann);
    await ann.transferGroupOwnership(guid, 'bob');
    expect(annHears.at(-1)).toMatchObject({
      kind: 'onOwnershipChanged',
      action: 'owner',
      group: { owner: 'bob', scope: 'admin', hasJoined: true },
      member: { uid: 'bob', scope: 'admin' },
      previousScope: 'participant',
      message: null,
    });
    // Bob, told of nothing by CometChat, is the owner (admin) in the next event he hears.
    const bobHearsFirst = groupRecorder(service('bob'));
    await service('cy').joinGroup(guid);
    await vi.waitFor(() => expect(bobHearsFirst).toHaveLength(1));
    expect(bobHearsFirst[0]?.group).toMatchObject({ owner: 'bob', scope: 'admin' });
    await service('bob').deleteGroup(guid);
    expect(annHears.map((change) => change.kind)).not.toContain('onGroupDeleted');
    const bobHears = groupRecorder(service('bob'));
    const other = await service('bob').createGroup({ name: 'Another', type: 'public' });
    await service('bob').deleteGroup(other.guid);
    expect(bobHears.at(-1)).toMatchObject({
      kind: 'onGroupDeleted',
      action: 'deleted',
      group: { guid: other.guid, hasJoined: false },
      member: null,
    });
  });
});

describe('group conversations', () => {
  it('carry group messages to every member once, not to others, and list the group', async () => {
    const { ann, guid, tabs, service } = await hikers();
    await ann.addMembersToGroup(guid, ['bob', 'cy']);
    const heard: Record<string, string[]> = { ann: [], bob: [], cy: [], dee: [] };
    for (const uid of Object.keys(heard)) {
      service(uid).addMessageListener({
        onTextMessageReceived: (message) => heard[uid]?.push(message.text ?? ''),
      });
    }
    const sent = await service('bob').sendMessage(groupText('hi all', guid, 'bob-1'));
    expect(sent).toMatchObject({ receiverType: 'group', receiverId: guid, muid: 'bob-1' });
    expect(sent.conversationId).toBe(`group_${guid}`);
    // A retried muid is the same message.
    expect((await service('bob').sendMessage(groupText('hi all', guid, 'bob-1'))).id).toBe(sent.id);
    await vi.waitFor(() => expect(heard.cy).toEqual(['hi all']));
    expect(heard.ann).toEqual(['hi all']);
    expect(heard.bob).toEqual([]);
    expect(heard.dee).toEqual([]);
    expect(tabs.dee).toBeDefined();
    const history = [];
    const request = ann.messagesRequest({ uid: guid, receiverType: 'group' });
    for (
      let page = await request.fetchPrevious();
      page.length;
      page = await request.fetchPrevious()
    ) {
      history.unshift(...page);
    }
    expect(history.map((message) => [message.category, message.type])).toEqual([
      ['action', 'groupMember'],
      ['action', 'groupMember'],
      ['message', 'text'],
    ]);
    const conversations = await allConversations(service('cy'));
    const listed = conversations.find((conversation) => conversation.conversationType === 'group');
    expect(listed).toMatchObject({
      conversationId: `group_${guid}`,
      conversationWith: { guid, name: 'Hikers', scope: 'participant', hasJoined: true },
      lastMessage: { id: sent.id },
      // Action messages never count as unread.
      unreadMessageCount: 1,
    });
    await service('cy').markAsRead(sent);
    const again = await service('cy').getConversation(guid, 'group');
    expect(again.unreadMessageCount).toBe(0);
    expect(
      await service('dee')
        .sendMessage(groupText('me too', guid, 'dee-1'))
        .catch((error) => error.code),
    ).toBe('not-allowed');
  });

  it('a group without messages yet is still a conversation', async () => {
    const { guid, ann } = await hikers();
    const cleared = await ann.deleteConversation(guid, 'group').catch(() => undefined);
    expect(cleared).toBeUndefined();
    const conversation = await ann.getConversation(guid, 'group');
    expect(conversation).toMatchObject({
      conversationType: 'group',
      conversationId: `group_${guid}`,
      conversationWith: { guid, owner: 'ann', scope: 'admin' },
    });
  });

  it('typing and presence reach the other members, but not between two people blocked either way', async () => {
    const { ann, guid, service, product } = await hikers();
    await ann.addMembersToGroup(guid, ['bob', 'cy']);
    product.block('cy', 'bob');
    const typing: Record<string, string[]> = { ann: [], cy: [] };
    for (const uid of ['ann', 'cy']) {
      service(uid).addMessageListener({
        onTypingStarted: (indicator) =>
          typing[uid]?.push(
            `${indicator.sender.uid}@${indicator.receiverType}:${indicator.receiverId}`,
          ),
      });
    }
    service('bob').startTyping({ receiverId: guid, receiverType: 'group' });
    await vi.waitFor(() => expect(typing.ann).toEqual([`bob@group:${guid}`]));
    // In Cy's member list Bob is offline, though he is connected.
    const members = await service('cy').groupMembersRequest({ guid }).fetchNext();
    expect(members.find((member) => member.uid === 'bob')?.status).toBe('offline');
    expect(members.find((member) => member.uid === 'ann')?.status).toBe('online');
    // Bob's text still reaches Cy in the group (as CometChat does); his typing does not.
    const seen: string[] = [];
    service('cy').addMessageListener({
      onTextMessageReceived: (message) => seen.push(message.text ?? ''),
    });
    await service('bob').sendMessage(groupText('still here', guid, 'bob-2'));
    await vi.waitFor(() => expect(seen).toEqual(['still here']));
    expect(typing.cy).toEqual([]);
  });

  it('after a lost connection, what was missed in a group is told before onConnected', async () => {
    const { ann, guid, service, tabs } = await hikers();
    await ann.addMembersToGroup(guid, ['bob', 'cy']);
    const bob = service('bob');
    // Bob has seen the group (its list) before the connection drops.
    await allConversations(bob);
    const order: string[] = [];
    bob.addMessageListener({
      onTextMessageReceived: (message) => order.push(`text ${message.text}`),
    });
    bob.addGroupListener({
      onMemberAddedToGroup: (change) => order.push(`added ${change.member?.uid}`),
    });
    bob.addConnectionListener({ onConnected: () => order.push('connected') });
    tabs.bob?.client.goOffline();
    await service('cy').sendMessage(groupText('while you were out', guid, 'cy-1'));
    await ann.addMembersToGroup(guid, ['dee']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual([]);
    tabs.bob?.client.goOnline();
    await vi.waitFor(() => expect(order).toContain('connected'));
    expect(order).toEqual(['text while you were out', 'added dee', 'connected']);
  });
});
