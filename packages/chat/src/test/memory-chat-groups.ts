import { GROUP_ADD_MAX, GROUP_SCOPES, GROUPS_PAGE } from '@wob/validation';
import {
  type AddMemberResult,
  ChatError,
  type ChatGroup,
  type ChatGroupMember,
  type ChatMessage,
  type CreateGroupOutput,
  type GroupConversation,
  type GroupMembersRequest,
  type GroupMembersRequestOptions,
  type GroupScope,
  type GroupsRequest,
  type GroupsRequestOptions,
  type UsersRequest,
  type UsersRequestOptions,
} from '../service/port';
import type { MemoryChatConnection } from './memory-chat-connection';
import type { MemoryGroupRecord } from './memory-chat-group-state';
import { MemoryChatProduct } from './memory-chat-product';
import { compareIds, groupConversationIdOf } from './memory-chat-shared';

// The group operations of a person's tab on the in-memory chat world (spec chat section 7),
// on the world's groups (memory-chat-group-state.ts, which holds the rules). Group messages,
// typing and conversations go through the one-to-one paths of memory-chat-service.ts, which
// extends this class and asks the helpers at the end for the group's side.

const MEMBERS_PAGE = 10;
const USERS_PAGE = 30;

/** Pages of `limit` from a list read afresh at every call. */
function paged<T>(
  limit: number,
  read: () => Promise<T[]>,
  max = Number.POSITIVE_INFINITY,
): { fetchNext(): Promise<T[]> } {
  let offset = 0;
  return {
    fetchNext: async () => {
      // The server refuses a page larger than its limit (422); so does the memory chat.
      if (limit < 1 || limit > max) throw new ChatError('invalid', 'page size out of range', 422);
      const all = await read();
      const page = all.slice(offset, offset + limit);
      offset += page.length;
      return page;
    },
  };
}

const matches = (name: string, search: string | undefined) =>
  !search?.trim() || name.toLowerCase().includes(search.trim().toLowerCase());

export abstract class MemoryChatGroupOps extends MemoryChatProduct {
  private get groups() {
    return this.world.groups;
  }

  async createGroup(group: CreateGroupOutput): Promise<ChatGroup> {
    this.count('createGroup', group);
    await this.online(null);
    return this.groups.view(this.groups.create(this.uid, group), this.uid);
  }

  async getGroup(guid: string): Promise<ChatGroup> {
    this.count('getGroup', guid);
    await this.online(null);
    return this.groups.view(this.groups.visible(guid, this.uid), this.uid);
  }

  groupsRequest(options: GroupsRequestOptions = {}): GroupsRequest {
    return paged(options.limit ?? GROUPS_PAGE, async () => {
      this.count('groups');
      await this.online(null);
      return [...this.groups.all.values()]
        .filter((record) =>
          options.joinedOnly
            ? record.members.has(this.uid)
            : record.members.has(this.uid) || record.type !== 'private',
        )
        .filter((record) => matches(record.name, options.search))
        .sort((a, b) => compareIds(b.madeAt, a.madeAt))
        .map((record) => this.groups.view(record, this.uid));
    });
  }

  async joinGroup(guid: string, password?: string): Promise<ChatGroup> {
    this.count('joinGroup', guid);
    await this.online(null);
    const record = this.groups.visible(guid, this.uid);
    const message = this.groups.join(record, this.uid, password);
    if (message) {
      this.groups.tell(
        record,
        { action: 'joined', actor: this.uid, member: this.memberOf(record, this.uid), message },
        { except: this },
      );
    }
    return this.groups.view(record, this.uid);
  }

  async leaveGroup(guid: string): Promise<void> {
    this.count('leaveGroup', guid);
    await this.online(null);
    const record = this.groups.joined(guid, this.uid);
    this.groups.require(record, this.uid, null, 'leave');
    const member = this.memberOf(record, this.uid);
    const message = this.groups.remove(record, 'left', this.uid, this.uid);
    this.groups.tell(
      record,
      { action: 'left', actor: this.uid, member, message },
      { also: [this.uid], except: this },
    );
  }

  async deleteGroup(guid: string): Promise<void> {
    this.count('deleteGroup', guid);
    await this.online(null);
    const record = this.groups.joined(guid, this.uid);
    this.groups.require(record, this.uid, null, 'delete');
    const members = this.groups.delete(record);
    this.groups.tell(
      record,
      { action: 'deleted', actor: this.uid, member: null, message: null },
      { also: members, except: this },
    );
  }

  groupMembersRequest(options: GroupMembersRequestOptions): GroupMembersRequest {
    return paged(
      options.limit ?? MEMBERS_PAGE,
      async () => {
        this.count('groupMembers', options.guid);
        await this.online(null);
        const record = this.groups.joined(options.guid, this.uid);
        this.groups.require(record, this.uid, null, 'viewMembers');
        return this.listed(record.members, options.search);
      },
      MEMBERS_PAGE,
    );
  }

  bannedMembersRequest(options: GroupMembersRequestOptions): GroupMembersRequest {
    return paged(
      options.limit ?? MEMBERS_PAGE,
      async () => {
        this.count('bannedMembers', options.guid);
        await this.online(null);
        const record = this.groups.joined(options.guid, this.uid);
        this.groups.require(record, this.uid, null, 'viewBanned');
        return this.listed(record.bans, options.search);
      },
      MEMBERS_PAGE,
    );
  }

  async addMembersToGroup(
    guid: string,
    uids: readonly string[],
  ): Promise<Record<string, AddMemberResult>> {
    this.count('addMembersToGroup', guid, [...uids]);
    await this.online(null);
    if (uids.length === 0 || uids.length > GROUP_ADD_MAX) throw new ChatError('invalid', '', 422);
    const record = this.groups.joined(guid, this.uid);
    this.groups.require(record, this.uid, null, 'addMembers');
    const { results, messages } = this.groups.add(record, this.uid, uids);
    for (const [uid, message] of messages) {
      this.groups.tell(
        record,
        { action: 'added', actor: this.uid, member: this.memberOf(record, uid), message },
        { except: this },
      );
    }
    return results;
  }

  async banGroupMember(guid: string, uid: string): Promise<void> {
    await this.removeMember('banned', guid, uid);
  }

  async kickGroupMember(guid: string, uid: string): Promise<void> {
    await this.removeMember('kicked', guid, uid);
  }

  async unbanGroupMember(guid: string, uid: string): Promise<void> {
    this.count('unbanGroupMember', guid, uid);
    await this.online(null);
    const record = this.groups.joined(guid, this.uid);
    const scope = record.bans.get(uid);
    if (!scope) throw new ChatError('not-found', '', 404);
    this.groups.require(record, this.uid, { uid, scope }, 'unban');
    const message = this.groups.unban(record, this.uid, uid);
    this.groups.tell(
      record,
      { action: 'unbanned', actor: this.uid, member: { uid, scope }, message },
      { also: [uid], except: this },
    );
  }

  async updateGroupMemberScope(guid: string, uid: string, scope: GroupScope): Promise<void> {
    this.count('updateGroupMemberScope', guid, uid, scope);
    await this.online(null);
    if (!GROUP_SCOPES.includes(scope)) throw new ChatError('invalid', '', 422);
    const record = this.groups.joined(guid, this.uid);
    const target = this.groups.target(record, uid);
    this.groups.require(record, this.uid, target, 'changeScope');
    if (target.scope === scope) return;
    const message = this.groups.setScope(record, this.uid, uid, scope);
    this.groups.tell(
      record,
      {
        action: 'scope',
        actor: this.uid,
        member: { uid, scope },
        ...(target.scope ? { previousScope: target.scope } : {}),
        message,
      },
      { except: this },
    );
  }

  async transferGroupOwnership(guid: string, uid: string): Promise<void> {
    this.count('transferGroupOwnership', guid, uid);
    await this.online(null);
    const record = this.groups.joined(guid, this.uid);
    const target = this.groups.target(record, uid);
    this.groups.require(record, this.uid, target, 'transferOwnership');
    const message = this.groups.transfer(record, this.uid, uid);
    this.groups.tell(
      record,
      {
        action: 'owner',
        actor: this.uid,
        member: { uid, scope: 'admin' },
        ...(target.scope ? { previousScope: target.scope } : {}),
        message,
      },
      { except: this },
    );
  }

  usersRequest(options: UsersRequestOptions = {}): UsersRequest {
    return paged(options.limit ?? USERS_PAGE, async () => {
      this.count('users');
      await this.online(null);
      return [...this.world.people.values()]
        .filter(
          (person) =>
            person.uid !== this.uid &&
            !this.groups.blockedBetween(this.uid, person.uid) &&
            matches(person.name, options.search) &&
            (!options.friendsOnly || this.world.isMatched(this.uid, person.uid)),
        )
        .sort((a, b) => a.name.localeCompare(b.name) || a.uid.localeCompare(b.uid))
        .map((person) => this.world.userFor(person.uid, this.uid));
    });
  }

  // --- what the message paths ask about groups ------------------------------------------------

  /** The group conversation of one of the viewer's groups. */
  protected groupConversation(record: MemoryGroupRecord): GroupConversation {
    const visible = this.world.visibleIn(this.uid, groupConversationIdOf(record.guid));
    return {
      conversationId: groupConversationIdOf(record.guid),
      conversationType: 'group',
      conversationWith: this.groups.view(record, this.uid),
      lastMessage: visible.at(-1) ?? null,
      unreadMessageCount: this.groups.unread(record, this.uid),
    };
  }

  /** The viewer's group conversations (with or without messages), each with its order key. */
  protected groupConversations(): Array<{ conversation: GroupConversation; key: string }> {
    return this.groups.joinedBy(this.uid).map((record) => {
      const conversation = this.groupConversation(record);
      return { conversation, key: conversation.lastMessage?.id ?? record.madeAt };
    });
  }

  /** The tabs a group message (or its edit or deletion) goes to: every member's, but this one. */
  protected groupTabs(guid: string): MemoryChatConnection[] {
    const record = this.groups.all.get(guid);
    if (!record) return [];
    return [...record.members.keys()].flatMap((uid) => this.world.tabsOf(uid, this));
  }

  /** Typing and transient messages of this person in a group: members not blocked either way. */
  protected groupSignalTabs(guid: string): MemoryChatConnection[] {
    const record = this.groups.all.get(guid);
    if (!record?.members.has(this.uid)) return [];
    return [...record.members.keys()]
      .filter((uid) => uid !== this.uid && !this.groups.blockedBetween(this.uid, uid))
      .flatMap((uid) => this.world.tabsOf(uid));
  }

  /** Marks the viewer's read marker of a group; their other tabs are told. */
  protected readGroup(message: ChatMessage): void {
    const record = this.groups.all.get(message.receiverId);
    if (!record?.members.has(this.uid) || !this.groups.markRead(record, this.uid, message.id)) {
      return;
    }
    for (const tab of this.world.tabsOf(this.uid, this)) {
      tab.emitMessage('onMessagesRead', {
        messageId: message.id,
        conversationId: message.conversationId,
        receiverType: 'group',
        sender: this.uid,
        receiptType: 'read',
        at: this.world.now(),
      });
    }
  }

  // --- inside ----------------------------------------------------------------------------------------

  private memberOf(record: MemoryGroupRecord, uid: string): { uid: string; scope: GroupScope } {
    return { uid, scope: record.members.get(uid) ?? 'participant' };
  }

  private async removeMember(action: 'banned' | 'kicked', guid: string, uid: string) {
    this.count(action === 'banned' ? 'banGroupMember' : 'kickGroupMember', guid, uid);
    await this.online(null);
    const record = this.groups.joined(guid, this.uid);
    const target = this.groups.target(record, uid);
    this.groups.require(record, this.uid, target, action === 'banned' ? 'ban' : 'kick');
    const member = this.memberOf(record, uid);
    const message = this.groups.remove(record, action, this.uid, uid);
    this.groups.tell(
      record,
      { action, actor: this.uid, member, message },
      { also: [uid], except: this },
    );
  }

  private listed(people: Map<string, GroupScope>, search: string | undefined): ChatGroupMember[] {
    return [...people]
      .map(([uid, scope]) => this.groups.member(uid, scope, this.uid))
      .filter((member) => matches(member.name, search));
  }
}
