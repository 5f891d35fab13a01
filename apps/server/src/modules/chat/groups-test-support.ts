import {
  type ChatEvent,
  type ChatGroup,
  type ChatGroupEvent,
  ChatGroupEventSchema,
  type ChatGroupMember,
} from '@wob/api';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { chatGroups } from '../../db/schema';
import { topics } from '../../platform/realtime/hub';
import type { SignedUp, TestServer } from '../../test/harness';
import { getAs, postAs } from '../../test/http';

// Test support for group chats: the calls with typed answers, what the database holds of a
// group, and a recorder of `chat.group` events on group and user topics.

export const GROUPS = {
  users: '/chat-api/users',
  create: '/chat-api/groups',
  list: '/chat-api/groups',
  group: '/chat-api/group',
  join: '/chat-api/groups/join',
  leave: '/chat-api/groups/leave',
  delete: '/chat-api/groups/delete',
  members: '/chat-api/groups/members',
  banned: '/chat-api/groups/banned',
  add: '/chat-api/groups/members/add',
  ban: '/chat-api/groups/members/ban',
  unban: '/chat-api/groups/members/unban',
  kick: '/chat-api/groups/members/kick',
  scope: '/chat-api/groups/members/scope',
  owner: '/chat-api/groups/owner',
} as const;

export type AddResults = Record<string, string>;

export async function createGroup(
  server: TestServer,
  owner: SignedUp,
  input: { name?: string; type?: string; password?: string } = {},
): Promise<ChatGroup> {
  const answer = await postAs<ChatGroup>(server, GROUPS.create, owner, {
    name: 'Hiking friends',
    type: 'public',
    ...input,
  });
  if (answer.status !== 200) throw new Error(`create: ${answer.status} ${answer.message}`);
  return answer.data;
}

export function addMembers(server: TestServer, who: SignedUp, guid: string, members: string[]) {
  return postAs<{ group: ChatGroup; results: AddResults }>(server, GROUPS.add, who, {
    guid,
    members,
  });
}

export function memberCall(
  server: TestServer,
  path: string,
  who: SignedUp,
  guid: string,
  uid: string,
  extra: Record<string, unknown> = {},
) {
  return postAs<unknown>(server, path, who, { guid, uid, ...extra });
}

export function membersOf(
  server: TestServer,
  who: SignedUp,
  guid: string,
  query: Record<string, string> = {},
  path: string = GROUPS.members,
) {
  return getAs<{ members: ChatGroupMember[]; next: string | null }>(server, path, who, {
    guid,
    ...query,
  });
}

/** What the database holds of a group: its row, member rows and banned rows. */
export async function groupState(server: TestServer, guid: string) {
  const db = server.app.wob.db;
  const [group] = await db.select().from(chatGroups).where(eq(chatGroups.guid, guid));
  if (!group) return null;
  const { rows: members } = (await db.execute(sql`select user_id, scope from chat_members
    where conversation_id = ${group.conversationId} order by joined_at, user_id`)) as unknown as {
    rows: { user_id: string; scope: string }[];
  };
  const { rows: bans } = (await db.execute(sql`select user_id, scope from chat_group_bans
    where guid = ${guid}`)) as unknown as { rows: { user_id: string; scope: string }[] };
  return {
    group,
    members: new Map(members.map((row) => [row.user_id, row.scope])),
    memberRows: members.length,
    bans: new Map(bans.map((row) => [row.user_id, row.scope])),
  };
}

/** Records `chat.group` events on topics, each validated against the contract. */
export class GroupEventLog {
  private readonly stops: (() => void)[] = [];
  readonly events = new Map<string, ChatGroupEvent[]>();

  constructor(server: TestServer, topicNames: readonly string[]) {
    for (const topic of topicNames) {
      const list: ChatGroupEvent[] = [];
      this.events.set(topic, list);
      this.stops.push(
        server.app.wob.realtime.subscribe(topic, (event) => {
          if (event.type !== 'chat.group') return;
          list.push(v.parse(ChatGroupEventSchema, event as ChatEvent));
        }),
      );
    }
  }

  static forGroup(server: TestServer, guid: string, people: readonly SignedUp[]): GroupEventLog {
    return new GroupEventLog(server, [
      topics.group(guid),
      ...people.map((person) => topics.user(person.id)),
    ]);
  }

  onGroup(guid: string): ChatGroupEvent[] {
    return this.events.get(topics.group(guid)) ?? [];
  }

  onUser(person: SignedUp): ChatGroupEvent[] {
    return this.events.get(topics.user(person.id)) ?? [];
  }

  stop(): void {
    for (const stop of this.stops) stop();
  }
}
