import type { GroupScope } from '@wob/validation';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { searchKey } from '../../platform/search-key';
import { profileVisible, type Viewer } from '../people/visibility-sql';
import { chatOpen } from './closed-chats';
import type { GroupRecord } from './groups-store';

// Chat SQL of the group pages (groups-service.ts): the groups a person sees, a group's
// members and banned list, and the people one may add or write to. Keyset pages: the cursor
// is the last row's key, so a page never repeats or skips a row that stays put.

/** LIKE pattern for a text anywhere, with the pattern characters of the text escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The name matches the search through the folded search key (people's `search_key`). */
function nameMatches(column: SQL, search: string | undefined): SQL {
  const key = searchKey(search ?? '');
  return key ? sql`${column} like ${containsPattern(key)}` : sql`true`;
}

type GroupListRow = GroupRecord & { viewerScope: GroupScope | null };

/**
 * Groups `viewerId` sees, newest first: those they are a member of, and (unless `joinedOnly`)
 * the public and password groups. Group names have no search key: they match case-insensitive
 * (lower()) on the name as written.
 */
export async function listGroups(
  db: Queryable,
  viewerId: string,
  query: { limit: number; cursor?: string; search?: string; joinedOnly: boolean },
): Promise<GroupListRow[]> {
  const search = query.search?.trim().toLowerCase() ?? '';
  const conditions: SQL[] = [
    query.joinedOnly
      ? sql`m.user_id is not null`
      : sql`(m.user_id is not null or g.type in ('public', 'password'))`,
    // A Bubble's chat while the Bubble is taken down is left out (closed-chats.ts).
    chatOpen(sql.raw('g.conversation_id')),
  ];
  if (search) conditions.push(sql`lower(g.name) like ${containsPattern(search)}`);
  if (query.cursor) {
    conditions.push(sql`(g.created_at, g.guid) < (select c.created_at, c.guid
      from chat_groups c where c.guid = ${query.cursor})`);
  }
  const { rows } = (await db.execute(sql`
    select g.guid, g.conversation_id, g.name, g.icon_media_id, g.type, g.password_hash,
      g.owner_id, g.members_count, g.bubble_id, g.last_message_id, g.created_at, g.updated_at,
      m.scope
    from chat_groups g
    left join chat_members m on m.conversation_id = g.conversation_id and m.user_id = ${viewerId}
    where ${sql.join(conditions, sql` and `)}
    order by g.created_at desc, g.guid desc
    limit ${query.limit + 1}`)) as unknown as { rows: RawGroup[] };
  return rows.map((row) => ({
    guid: row.guid,
    conversationId: row.conversation_id,
    name: row.name,
    iconMediaId: row.icon_media_id,
    type: row.type,
    passwordHash: row.password_hash,
    ownerId: row.owner_id,
    membersCount: Number(row.members_count),
    bubbleId: row.bubble_id,
    lastMessageId: row.last_message_id === null ? null : Number(row.last_message_id),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    viewerScope: row.scope,
  }));
}

interface RawGroup {
  guid: string;
  conversation_id: string;
  name: string;
  icon_media_id: string | null;
  type: string;
  password_hash: string | null;
  owner_id: string;
  members_count: number | string;
  bubble_id: string | null;
  last_message_id: number | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  scope: GroupScope | null;
}

export interface MemberKeyRow {
  userId: string;
  scope: GroupScope;
}

/**
 * A page of a group's members: the owner, then admins, moderators and participants, each in
 * join order. The cursor is the last member's uid; a cursor naming someone who left since
 * ends the list (the client starts again from the top).
 */
export async function listMembers(
  db: Queryable,
  group: GroupRecord,
  query: { limit: number; cursor?: string; search?: string },
): Promise<MemberKeyRow[]> {
  const rank = (alias: string) =>
    sql.raw(`(case when ${alias}.user_id = g.owner_id then 0 when ${alias}.scope = 'admin' then 1
      when ${alias}.scope = 'moderator' then 2 else 3 end)`);
  const conditions: SQL[] = [
    sql`m.conversation_id = ${group.conversationId}`,
    nameMatches(sql`u.search_key`, query.search),
  ];
  if (query.cursor) {
    conditions.push(sql`(${rank('m')}, m.joined_at, m.user_id) > (select ${rank('c')},
      c.joined_at, c.user_id from chat_members c
      where c.conversation_id = ${group.conversationId} and c.user_id = ${query.cursor})`);
  }
  const { rows } = (await db.execute(sql`
    select m.user_id, m.scope from chat_members m
    join chat_groups g on g.conversation_id = m.conversation_id
    join users u on u.id = m.user_id
    where ${sql.join(conditions, sql` and `)}
    order by ${rank('m')}, m.joined_at, m.user_id
    limit ${query.limit + 1}`)) as unknown as { rows: { user_id: string; scope: GroupScope }[] };
  return rows.map((row) => ({ userId: row.user_id, scope: row.scope }));
}

/** A page of the banned list, in ban order; the cursor is the last one's uid. */
export async function listBanned(
  db: Queryable,
  group: GroupRecord,
  query: { limit: number; cursor?: string; search?: string },
): Promise<MemberKeyRow[]> {
  const conditions: SQL[] = [
    sql`b.guid = ${group.guid}`,
    nameMatches(sql`u.search_key`, query.search),
  ];
  if (query.cursor) {
    conditions.push(sql`(b.banned_at, b.user_id) > (select c.banned_at, c.user_id
      from chat_group_bans c where c.guid = ${group.guid} and c.user_id = ${query.cursor})`);
  }
  const { rows } = (await db.execute(sql`
    select b.user_id, b.scope from chat_group_bans b
    join users u on u.id = b.user_id
    where ${sql.join(conditions, sql` and `)}
    order by b.banned_at, b.user_id
    limit ${query.limit + 1}`)) as unknown as { rows: { user_id: string; scope: GroupScope }[] };
  return rows.map((row) => ({ userId: row.user_id, scope: row.scope }));
}

/**
 * People `viewer` may add to a group or write to: whose profile they may see (live, no block
 * either way, an age range that admits them: people/visibility-sql.ts), by name then id;
 * `friendsOnly` keeps their connections. The cursor is the last person's id.
 */
export async function listChatUsers(
  db: Queryable,
  viewer: Viewer,
  query: { limit: number; cursor?: string; search?: string; friendsOnly: boolean },
): Promise<string[]> {
  const conditions: SQL[] = [profileVisible(viewer), nameMatches(sql`u.search_key`, query.search)];
  if (query.friendsOnly) {
    conditions.push(sql`exists (select 1 from connections k
      where (k.user_a = ${viewer.id} and k.user_b = u.id)
         or (k.user_a = u.id and k.user_b = ${viewer.id}))`);
  }
  if (query.cursor) {
    conditions.push(sql`(u.search_key, u.id) > (select c.search_key, c.id from users c
      where c.id = ${query.cursor})`);
  }
  const { rows } = (await db.execute(sql`
    select u.id from users u
    where ${sql.join(conditions, sql` and `)}
    order by u.search_key, u.id
    limit ${query.limit + 1}`)) as unknown as { rows: { id: string }[] };
  return rows.map((row) => row.id);
}
