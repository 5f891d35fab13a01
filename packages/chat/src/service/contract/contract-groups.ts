import { expect, it } from 'vitest';
import type {
  ChatGroup,
  ChatGroupMember,
  ChatMessage,
  ChatService,
  GroupMembersRequest,
  Receiver,
} from '../port';
import { allConversations, type ContractStage, rejectionCode, user } from './contract-kit';
import type { ContractPerson } from './chat-service-contract';
import { newMuid, type Recording, until } from './recorder';

// The contract suite's tests of group chats (spec chat sections 4 to 7): creating, the member
// and banned lists, adding, banning, unbanning, kicking, scope changes by the one rule (the
// service refuses what canAct refuses, whatever a UI shows), leaving, handing over and
// deleting a group, group messages and typing (joining a password group: contract-group-joins.ts). Asserted through the port
// only, as each member's tabs see it.

export const group = (guid: string): Receiver => ({ receiverId: guid, receiverType: 'group' });

/** Every page of a members (or banned members) request. */
export async function allMembers(request: GroupMembersRequest): Promise<ChatGroupMember[]> {
  const all: ChatGroupMember[] = [];
  for (let page = await request.fetchNext(); page.length > 0; page = await request.fetchNext()) {
    all.push(...page);
    if (all.length > 200) throw new Error('a members request never ends');
  }
  return all;
}

const uidsOf = (members: readonly { uid: string }[]) => members.map((member) => member.uid).sort();

/** The guids of the group conversations `service` lists. */
async function groupConversations(service: ChatService): Promise<string[]> {
  return (await allConversations(service)).flatMap((conversation) =>
    conversation.conversationType === 'group' ? [conversation.conversationWith.guid] : [],
  );
}

/** The changes `log` was told about `guid` by one listener callback. */
const told = (log: Recording, guid: string, listener: string) =>
  log.groups.filter((change) => change.group.guid === guid && change.listener === listener);

export function describeGroupsContract(stage: ContractStage): void {
  const { listen, timeout } = stage;

  /** A group `owner` made, with `members` added (as participants). */
  async function groupOf(
    owner: ContractPerson,
    members: readonly ContractPerson[],
    type: 'public' | 'private' = 'private',
  ): Promise<ChatGroup> {
    const made = await owner.service.createGroup({ name: `Crew ${newMuid().slice(-6)}`, type });
    if (members.length > 0) {
      await owner.service.addMembersToGroup(
        made.guid,
        members.map((member) => member.uid),
      );
    }
    return owner.service.getGroup(made.guid);
  }

  function sendToGroup(from: ContractPerson, guid: string, text: string): Promise<ChatMessage> {
    return from.service.sendMessage({ ...group(guid), muid: newMuid(), text });
  }

  it(
    'creates a group whose creator is its owner and only member, and refuses a blank name',
    async () => {
      const { a, b } = stage;
      expect(await rejectionCode(a.service.createGroup({ name: '   ', type: 'public' }))).toBe(
        'invalid',
      );
      expect(
        await rejectionCode(
          a.service.createGroup({ name: 'Locked', type: 'password', password: '  ' }),
        ),
      ).toBe('invalid');

      const made = await a.service.createGroup({ name: 'Hikers', type: 'public' });
      expect(made).toMatchObject({
        name: 'Hikers',
        type: 'public',
        owner: a.uid,
        scope: 'admin',
        hasJoined: true,
        membersCount: 1,
      });
      expect(made.guid).toMatch(/^[\w-]+$/);
      const members = await allMembers(a.service.groupMembersRequest({ guid: made.guid }));
      expect(members).toEqual([expect.objectContaining({ uid: a.uid, scope: 'admin' })]);
      // Someone else sees the public group without being in it.
      expect(await b.service.getGroup(made.guid)).toMatchObject({
        guid: made.guid,
        hasJoined: false,
        scope: null,
        owner: a.uid,
      });
    },
    timeout,
  );

  it(
    'adds members as participants, answers each uid, and tells the added person',
    async () => {
      const { a, b, c } = stage;
      const bLog = listen(b.service);
      const made = await a.service.createGroup({ name: 'Team', type: 'private' });
      // A private group is invisible to who is not in it.
      expect(await rejectionCode(b.service.getGroup(made.guid))).toBe('not-found');

      expect(await a.service.addMembersToGroup(made.guid, [b.uid, c.uid])).toEqual({
        [b.uid]: 'added',
        [c.uid]: 'added',
      });
      expect(await a.service.addMembersToGroup(made.guid, [b.uid])).toEqual({
        [b.uid]: 'already-member',
      });
      expect(await a.service.getGroup(made.guid)).toMatchObject({ membersCount: 3 });

      await until(() => told(bLog, made.guid, 'onMemberAddedToGroup').length > 0, 'B told');
      const [added] = told(bLog, made.guid, 'onMemberAddedToGroup');
      expect(added).toMatchObject({
        action: 'added',
        group: { guid: made.guid, hasJoined: true, scope: 'participant', owner: a.uid },
        actor: { uid: a.uid },
        member: { uid: b.uid, scope: 'participant' },
        message: {
          category: 'action',
          receiverType: 'group',
          receiverId: made.guid,
          data: {
            customData: {
              action: 'added',
              by: { uid: a.uid, name: a.name },
              on: { uid: b.uid, name: b.name },
            },
          },
        },
      });
      expect(await groupConversations(b.service)).toContain(made.guid);
      expect(await b.service.getGroup(made.guid)).toMatchObject({
        scope: 'participant',
        hasJoined: true,
      });

      // Pages of the members list, each person once.
      const request = a.service.groupMembersRequest({ guid: made.guid, limit: 2 });
      const first = await request.fetchNext();
      const second = await request.fetchNext();
      expect(first).toHaveLength(2);
      expect(second).toHaveLength(1);
      expect(await request.fetchNext()).toEqual([]);
      expect(uidsOf([...first, ...second])).toEqual(uidsOf([a, b, c]));
      expect([...first, ...second].find((member) => member.uid === c.uid)?.scope).toBe(
        'participant',
      );

      // A participant adds nobody.
      expect(await rejectionCode(b.service.addMembersToGroup(made.guid, [a.uid]))).toBe(
        'not-allowed',
      );
    },
    timeout,
  );

  it(
    'bans a member onto the banned list: no longer a member, told, and without the conversation',
    async () => {
      const { a, b, c } = stage;
      const made = await groupOf(a, [b, c], 'public');
      const cLog = listen(c.service);
      const bLog = listen(b.service);
      expect(await groupConversations(c.service)).toContain(made.guid);

      await a.service.banGroupMember(made.guid, c.uid);
      expect(await a.service.getGroup(made.guid)).toMatchObject({ membersCount: 2 });
      expect(uidsOf(await allMembers(a.service.groupMembersRequest({ guid: made.guid })))).toEqual(
        uidsOf([a, b]),
      );
      expect(await allMembers(a.service.bannedMembersRequest({ guid: made.guid }))).toEqual([
        expect.objectContaining({ uid: c.uid, scope: 'participant' }),
      ]);
      // A participant does not see the banned list.
      expect(
        await rejectionCode(b.service.bannedMembersRequest({ guid: made.guid }).fetchNext()),
      ).toBe('not-allowed');

      await until(() => told(cLog, made.guid, 'onGroupMemberBanned').length > 0, 'C told');
      expect(told(cLog, made.guid, 'onGroupMemberBanned')[0]).toMatchObject({
        group: { hasJoined: false, scope: null, membersCount: 2 },
        member: { uid: c.uid },
        actor: { uid: a.uid },
      });
      await until(() => told(bLog, made.guid, 'onGroupMemberBanned').length > 0, 'B told');
      expect(told(bLog, made.guid, 'onGroupMemberBanned')[0]).toMatchObject({
        group: { hasJoined: true, scope: 'participant', membersCount: 2 },
        member: { uid: c.uid },
      });
      expect(await groupConversations(c.service)).not.toContain(made.guid);
      expect(
        await rejectionCode(
          c.service.messagesRequest({ uid: made.guid, receiverType: 'group' }).fetchPrevious(),
        ),
      ).not.toBe('resolved');
      // Banned: neither joining nor being added.
      expect(await rejectionCode(c.service.joinGroup(made.guid))).toBe('not-allowed');
      expect(await a.service.addMembersToGroup(made.guid, [c.uid])).toEqual({ [c.uid]: 'banned' });

      // Unbanned: off the list, told, and free to join again.
      await a.service.unbanGroupMember(made.guid, c.uid);
      expect(await allMembers(a.service.bannedMembersRequest({ guid: made.guid }))).toEqual([]);
      await until(() => told(cLog, made.guid, 'onGroupMemberUnbanned').length > 0, 'C unbanned');
      const joined = await c.service.joinGroup(made.guid);
      expect(joined).toMatchObject({ hasJoined: true, scope: 'participant', membersCount: 3 });
    },
    timeout,
  );

  it(
    'kicks a member, who is told, loses the conversation and may be added again',
    async () => {
      const { a, b, c } = stage;
      const made = await groupOf(a, [b, c]);
      const cLog = listen(c.service);
      await a.service.kickGroupMember(made.guid, c.uid);
      await until(() => told(cLog, made.guid, 'onGroupMemberKicked').length > 0, 'C told');
      expect(told(cLog, made.guid, 'onGroupMemberKicked')[0]).toMatchObject({
        group: { hasJoined: false, membersCount: 2 },
        member: { uid: c.uid },
      });
      expect(await groupConversations(c.service)).not.toContain(made.guid);
      expect(await allMembers(a.service.bannedMembersRequest({ guid: made.guid }))).toEqual([]);
      expect(await a.service.addMembersToGroup(made.guid, [c.uid])).toEqual({ [c.uid]: 'added' });
      // Someone not in the group is kicked from nothing.
      await a.service.kickGroupMember(made.guid, c.uid);
      expect(await rejectionCode(a.service.kickGroupMember(made.guid, c.uid))).not.toBe('resolved');
    },
    timeout,
  );

  it(
    'changes scopes only as the rule allows: moderators change none, admins not other admins',
    async () => {
      const { a, b, c } = stage;
      const made = await groupOf(a, [b, c]);
      const bLog = listen(b.service);
      await a.service.updateGroupMemberScope(made.guid, b.uid, 'moderator');
      await until(() => told(bLog, made.guid, 'onGroupMemberScopeChanged').length > 0, 'B told');
      expect(told(bLog, made.guid, 'onGroupMemberScopeChanged')[0]).toMatchObject({
        group: { scope: 'moderator', hasJoined: true },
        member: { uid: b.uid, scope: 'moderator' },
        previousScope: 'participant',
        message: { category: 'action', data: { customData: { action: 'scope' } } },
      });
      expect(await b.service.getGroup(made.guid)).toMatchObject({ scope: 'moderator' });

      // A moderator changes no scope, and acts on nobody above a participant.
      expect(
        await rejectionCode(b.service.updateGroupMemberScope(made.guid, c.uid, 'moderator')),
      ).toBe('not-allowed');
      await a.service.updateGroupMemberScope(made.guid, c.uid, 'admin');
      expect(await rejectionCode(b.service.kickGroupMember(made.guid, c.uid))).toBe('not-allowed');
      // An admin who is not the owner acts on no other admin, nor on the owner, nor on oneself.
      await a.service.updateGroupMemberScope(made.guid, b.uid, 'admin');
      expect(
        await rejectionCode(c.service.updateGroupMemberScope(made.guid, b.uid, 'participant')),
      ).toBe('not-allowed');
      expect(await rejectionCode(c.service.banGroupMember(made.guid, b.uid))).toBe('not-allowed');
      expect(await rejectionCode(c.service.kickGroupMember(made.guid, a.uid))).toBe('not-allowed');
      expect(
        await rejectionCode(c.service.updateGroupMemberScope(made.guid, c.uid, 'participant')),
      ).toBe('not-allowed');
      // The owner acts on admins.
      await a.service.updateGroupMemberScope(made.guid, c.uid, 'participant');
      const members = await allMembers(a.service.groupMembersRequest({ guid: made.guid }));
      expect(Object.fromEntries(members.map((member) => [member.uid, member.scope]))).toEqual({
        [a.uid]: 'admin',
        [b.uid]: 'admin',
        [c.uid]: 'participant',
      });
      // A moderator bans a participant.
      await a.service.updateGroupMemberScope(made.guid, b.uid, 'moderator');
      await b.service.banGroupMember(made.guid, c.uid);
      expect(await allMembers(b.service.bannedMembersRequest({ guid: made.guid }))).toEqual([
        expect.objectContaining({ uid: c.uid }),
      ]);
    },
    timeout,
  );

  it(
    'lets members leave (hasJoined false) but not the owner, until ownership is handed over',
    async () => {
      const { a, b, c } = stage;
      const made = await groupOf(a, [b, c]);
      const aLog = listen(a.service);
      expect(await rejectionCode(a.service.leaveGroup(made.guid))).toBe('not-allowed');

      await c.service.leaveGroup(made.guid);
      const after = await c.service.getGroup(made.guid).catch(() => null);
      expect(after?.hasJoined ?? false).toBe(false);
      expect(await groupConversations(c.service)).not.toContain(made.guid);
      await until(() => told(aLog, made.guid, 'onGroupMemberLeft').length > 0, 'A told');
      expect(told(aLog, made.guid, 'onGroupMemberLeft')[0]).toMatchObject({
        group: { membersCount: 2, hasJoined: true },
        member: { uid: c.uid },
        actor: { uid: c.uid },
        message: { data: { customData: { action: 'left', on: { uid: c.uid } } } },
      });

      const bLog = listen(b.service);
      await a.service.transferGroupOwnership(made.guid, b.uid);
      if (stage.world.groupAnnouncements !== false) {
        await until(() => told(bLog, made.guid, 'onOwnershipChanged').length > 0, 'B told');
        expect(told(bLog, made.guid, 'onOwnershipChanged')[0]).toMatchObject({
          group: { owner: b.uid, scope: 'admin' },
          member: { uid: b.uid, scope: 'admin' },
          previousScope: 'participant',
        });
      }
      expect(await b.service.getGroup(made.guid)).toMatchObject({ owner: b.uid, scope: 'admin' });
      expect(await a.service.getGroup(made.guid)).toMatchObject({ owner: b.uid, scope: 'admin' });
      expect(await rejectionCode(b.service.leaveGroup(made.guid))).toBe('not-allowed');
      // The former owner is an admin who may now leave.
      await a.service.leaveGroup(made.guid);
      expect(await b.service.getGroup(made.guid)).toMatchObject({ membersCount: 1, owner: b.uid });
    },
    timeout,
  );

  it(
    'deletes a group for admins only; every member is told and loses the conversation',
    async () => {
      const { a, b, c } = stage;
      const made = await groupOf(a, [b, c]);
      await sendToGroup(a, made.guid, 'before the end');
      const bLog = listen(b.service);
      expect(await rejectionCode(c.service.deleteGroup(made.guid))).toBe('not-allowed');
      await a.service.deleteGroup(made.guid);
      if (stage.world.groupAnnouncements !== false) {
        await until(() => told(bLog, made.guid, 'onGroupDeleted').length > 0, 'B told');
        expect(told(bLog, made.guid, 'onGroupDeleted')[0]).toMatchObject({
          action: 'deleted',
          actor: { uid: a.uid },
          group: { hasJoined: false },
        });
      }
      expect(await rejectionCode(b.service.getGroup(made.guid))).toBe('not-found');
      expect(await groupConversations(b.service)).not.toContain(made.guid);
      expect(await groupConversations(a.service)).not.toContain(made.guid);
      expect(await rejectionCode(c.service.getGroup(made.guid))).toBe('not-found');
    },
    timeout,
  );

  it(
    'delivers a group message once to every member and to nobody else',
    async () => {
      const { world, a, b, c } = stage;
      await world.connect(a, c);
      const made = await groupOf(a, [b]);
      const bLog = listen(b.service);
      const cLog = listen(c.service);
      const muid = newMuid();
      const sent = await a.service.sendMessage({ ...group(made.guid), muid, text: 'hello all' });
      expect(sent).toMatchObject({
        receiverType: 'group',
        receiverId: made.guid,
        text: 'hello all',
      });
      // The same client id stores it once.
      const again = await a.service.sendMessage({ ...group(made.guid), muid, text: 'hello all' });
      expect(again.id).toBe(sent.id);

      await until(() => bLog.text.some((message) => message.id === sent.id), 'B to get it');
      // C, not in the group, gets a later one-to-one message but never the group's.
      const marker = await a.service.sendMessage({ ...user(c), muid: newMuid(), text: 'psst' });
      await until(() => cLog.text.some((message) => message.id === marker.id), 'C the marker');
      expect(cLog.received.filter((message) => message.receiverType === 'group')).toEqual([]);
      expect(bLog.text.filter((message) => message.id === sent.id)).toHaveLength(1);

      const seen = await b.service
        .messagesRequest({ uid: made.guid, receiverType: 'group', limit: 30 })
        .fetchPrevious();
      expect(seen.filter((message) => message.category === 'message').map((m) => m.id)).toEqual([
        sent.id,
      ]);
      const conversation = await b.service.getConversationFromMessage(sent);
      expect(conversation).toMatchObject({
        conversationType: 'group',
        conversationWith: { guid: made.guid },
        lastMessage: { id: sent.id },
      });
      // Someone not in the group neither reads nor writes it.
      expect(await rejectionCode(sendToGroup(c, made.guid, 'let me in'))).not.toBe('resolved');
    },
    timeout,
  );

  it(
    "counts others' group messages as unread until read, never action messages nor one's own",
    async () => {
      const { a, b } = stage;
      const made = await groupOf(a, [b]);
      const bLog = listen(b.service);
      await sendToGroup(a, made.guid, 'one');
      const second = await sendToGroup(a, made.guid, 'two');
      await until(() => bLog.text.some((message) => message.id === second.id), 'B the second');
      const unreadOf = async (service: ChatService) =>
        (await service.getConversation(made.guid, 'group')).unreadMessageCount;
      expect(await unreadOf(b.service)).toBe(2);
      expect(await unreadOf(a.service)).toBe(0);
      const arrived = bLog.text.find((message) => message.id === second.id);
      if (!arrived) throw new Error('the second message did not arrive');
      await b.service.markAsRead(arrived);
      await until(async () => (await unreadOf(b.service)) === 0, "B's unread count to reset");
      // A member's read marker is theirs: the sender's messages show no read receipt.
      const [mine] = await a.service
        .messagesRequest({ uid: made.guid, receiverType: 'group', limit: 1 })
        .fetchPrevious();
      expect(mine).toMatchObject({ id: second.id, readAt: null });
    },
    timeout,
  );

  it(
    "tells a group's members who is typing, and no one outside it",
    async () => {
      const { a, b, c } = stage;
      const made = await groupOf(a, [b]);
      const other = await groupOf(c, [a]);
      const aLog = listen(a.service);
      b.service.startTyping(group(made.guid));
      await until(() => aLog.typingStarted.length > 0, 'A to see B typing');
      expect(aLog.typingStarted[0]).toMatchObject({
        sender: { uid: b.uid, name: b.name },
        receiverId: made.guid,
        receiverType: 'group',
      });
      b.service.endTyping(group(made.guid));
      await until(() => aLog.typingEnded.length > 0, 'A to see B stop');

      // Events of a group one is not in are not told: B hears nothing of C's group.
      const bLog = listen(b.service);
      await c.service.updateGroupMemberScope(other.guid, a.uid, 'moderator');
      await sendToGroup(a, made.guid, 'after');
      await until(() => bLog.text.some((message) => message.text === 'after'), 'B the message');
      expect(bLog.groups.filter((change) => change.group.guid === other.guid)).toEqual([]);
    },
    timeout,
  );
}
