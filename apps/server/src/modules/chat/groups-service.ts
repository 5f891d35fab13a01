import { randomBytes } from 'node:crypto';
import type { ChatGroup, ChatUser } from '@wob/api';
import {
  type CreateGroupOutput,
  GROUP_PASSWORD_ATTEMPTS,
  GROUP_PASSWORD_LOCK_MINUTES,
  MESSAGES,
} from '@wob/validation';
import { and, eq, sql } from 'drizzle-orm';
import type { Session } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import { chatGroupJoinAttempts } from '../../db/schema';
import { SERVER_MESSAGES as M } from '../../messages';
import { fieldError, HttpError } from '../../platform/http/http-error';
import { followTopic } from '../../platform/realtime/control';
import { topics } from '../../platform/realtime/hub';
import { viewerOf } from '../people/visibility';
import { groupConversationId, toChatGroup } from './group-views';
import { requireAllowed, requireVisible } from './groups-access';
import { eraseNamesInMessages, handOverGroups } from './groups-erasure';
import { recordAction } from './groups-events';
import { createGroupKit } from './groups-kit';
import { createMemberOps } from './groups-members';
import { listChatUsers, listGroups } from './groups-pages';
import {
  addMember,
  deleteGroupRows,
  findBan,
  findGroup,
  insertGroup,
  removeMember,
} from './groups-store';
import { findPeople } from './people-store';
import { lockChats } from './store';
import type { ChatKit } from './service-kit';
import { toChatUser } from './views';

// The group operations of spec chat section 7 on the self-hosted chat (README 'Chat',
// 'Groups'): create, browse, get, join, leave, delete, and the people one may add or write
// to; the operations on members are groups-members.ts. Every call is checked with canAct
// (groups-access.ts) whatever the client shows.

const LOCK_MS = GROUP_PASSWORD_LOCK_MINUTES * 60_000;
const GUID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A new group's guid: 'g' and 20 base32 letters (CometChat's alphabet, `^[\w-]+$`). */
export function newGuid(): string {
  const bytes = randomBytes(20);
  let guid = 'g';
  for (const byte of bytes) guid += GUID_ALPHABET[byte % 32];
  return guid;
}

/** A cursor of the group list is a guid; anything else is a bad page. */
function groupCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  if (!/^[\w-]{1,100}$/.test(cursor)) throw fieldError('cursor', MESSAGES.paging.page);
  return cursor;
}

export function createGroupOps(chatKit: ChatKit) {
  const kit = createGroupKit(chatKit);
  const { db, now, media, realtime, hasher, mutate, counted, actorOf, context } = kit;

  /** Refuses (429) while the caller's wrong passwords lock them out of the group. */
  async function requireNotLocked(
    on: Queryable,
    guid: string,
    userId: string,
    at: Date,
  ): Promise<void> {
    const [row] = await on
      .select({ lockedUntil: chatGroupJoinAttempts.lockedUntil })
      .from(chatGroupJoinAttempts)
      .where(and(eq(chatGroupJoinAttempts.guid, guid), eq(chatGroupJoinAttempts.userId, userId)));
    if (row?.lockedUntil && row.lockedUntil > at) {
      throw new HttpError(429, M.chatGroups.passwordLocked);
    }
  }

  /**
   * Counts a wrong password in one UPSERT (concurrent attempts each count): a window of
   * GROUP_PASSWORD_LOCK_MINUTES from the first wrong one; the GROUP_PASSWORD_ATTEMPTS-th in it
   * locks the group for that person for as long. An ended lock or window starts again.
   */
  async function countWrongPassword(guid: string, userId: string, at: Date): Promise<void> {
    const atSql = sql`${at.toISOString()}::timestamptz`;
    const lockEnd = sql`${new Date(at.getTime() + LOCK_MS).toISOString()}::timestamptz`;
    const windowStart = sql`${new Date(at.getTime() - LOCK_MS).toISOString()}::timestamptz`;
    const stale = sql`(a.window_started_at <= ${windowStart} or a.locked_until <= ${atSql})`;
    await db.execute(sql`
      insert into chat_group_join_attempts as a (guid, user_id, failures, window_started_at,
        locked_until)
      values (${guid}, ${userId}, 1, ${atSql},
        case when 1 >= ${GROUP_PASSWORD_ATTEMPTS} then ${lockEnd} end)
      on conflict (guid, user_id) do update set
        failures = case when ${stale} then 1 else a.failures + 1 end,
        window_started_at = case when ${stale} then ${atSql} else a.window_started_at end,
        locked_until = case
          when ${stale} then null
          when a.failures + 1 >= ${GROUP_PASSWORD_ATTEMPTS}
            then coalesce(a.locked_until, ${lockEnd})
          else a.locked_until end`);
  }

  /** Checks a password group's password before joining (outside the group's lock: it is slow). */
  async function checkPassword(
    group: { guid: string; passwordHash: string | null },
    userId: string,
    password: string | undefined,
  ): Promise<void> {
    const at = now();
    await requireNotLocked(db, group.guid, userId, at);
    if (password === undefined || password === '') {
      throw fieldError('password', MESSAGES.group.passwordRequired);
    }
    if (await hasher.verify(group.passwordHash ?? '', password)) return;
    await countWrongPassword(group.guid, userId, at);
    throw new HttpError(403, M.chatGroups.wrongPassword);
  }

  return {
    ...createMemberOps(kit),

    async createGroup(session: Session, input: CreateGroupOutput): Promise<ChatGroup> {
      const me = actorOf(session);
      const at = now();
      const guid = newGuid();
      // Only the slow hash is kept; the password itself is never stored nor logged.
      const passwordHash = input.type === 'password' ? await hasher.hash(input.password) : null;
      const group = await db.transaction(async (tx) => {
        await lockChats(tx, [], [{ senderId: me.id, guid }]);
        const row = await insertGroup(tx, {
          guid,
          conversationId: groupConversationId(guid),
          name: input.name,
          type: input.type,
          passwordHash,
          ownerId: me.id,
          at,
        });
        await recordAction(tx, row, { action: 'created', by: me, on: me, scope: 'admin', at });
        return row;
      });
      followTopic(realtime, me.id, topics.group(guid));
      return toChatGroup(group, 'admin', media);
    },

    async groups(
      session: Session,
      query: { limit: number; cursor?: string; search?: string; joinedOnly: boolean },
    ): Promise<{ groups: ChatGroup[]; next: string | null }> {
      const rows = await listGroups(db, session.user.id, {
        ...query,
        cursor: groupCursor(query.cursor),
      });
      const page = rows.slice(0, query.limit);
      return {
        groups: page.map((row) => toChatGroup(row, row.viewerScope, media)),
        next: rows.length > query.limit ? (page.at(-1)?.guid ?? null) : null,
      };
    },

    async group(session: Session, guid: string): Promise<ChatGroup> {
      const found = await findGroup(db, guid, session.user.id);
      const scope = found?.scope ?? null;
      return toChatGroup(requireVisible(found?.group, scope), scope, media);
    },

    /**
     * Joins a public group, or a password group with its password; a private one never (it is
     * not found), a banned person never. Joining again answers the group and changes nothing.
     */
    async joinGroup(session: Session, input: { guid: string; password?: string }) {
      const me = actorOf(session);
      const found = await findGroup(db, input.guid, me.id);
      const seen = requireVisible(found?.group, found?.scope ?? null);
      if (found?.scope) return toChatGroup(seen, found.scope, media);
      if (found?.banned) throw new HttpError(403, M.chatGroups.banned);
      if (seen.type === 'password') await checkPassword(seen, me.id, input.password);
      return mutate(session, input.guid, async (tx, { group, viewer }) => {
        if (viewer.scope) return { result: toChatGroup(group, viewer.scope, media), changes: [] };
        if (await findBan(tx, group.guid, me.id)) throw new HttpError(403, M.chatGroups.banned);
        const at = now();
        if (group.type === 'password') {
          // A lock that other wrong passwords set meanwhile holds for this join too.
          await requireNotLocked(tx, group.guid, me.id, at);
          await tx
            .delete(chatGroupJoinAttempts)
            .where(
              and(
                eq(chatGroupJoinAttempts.guid, group.guid),
                eq(chatGroupJoinAttempts.userId, me.id),
              ),
            );
        }
        await addMember(tx, group, me.id, 'participant', at);
        const message = await recordAction(tx, group, {
          action: 'joined',
          by: me,
          on: me,
          scope: 'participant',
          at,
        });
        const after = counted(group, 1);
        return {
          result: toChatGroup(after, 'participant', media),
          changes: [
            {
              action: 'joined',
              group: after,
              actorId: me.id,
              member: { id: me.id, scope: 'participant' },
              message,
            },
          ],
        };
      });
    },

    /** Leaves the group; the owner cannot before handing it on (transfer ownership). */
    async leaveGroup(session: Session, guid: string): Promise<void> {
      const me = actorOf(session);
      await mutate(session, guid, async (tx, { group, viewer }) => {
        requireAllowed(viewer, null, 'leave', group);
        const at = now();
        const scope = (await removeMember(tx, group, me.id, at)) ?? 'participant';
        const message = await recordAction(tx, group, { action: 'left', by: me, on: me, at });
        const after = counted(group, -1);
        return {
          result: undefined,
          changes: [
            { action: 'left', group: after, actorId: me.id, member: { id: me.id, scope }, message },
          ],
        };
      });
    },

    /** Deletes the group with its messages (admins); its members are told on its topic. */
    async deleteGroup(session: Session, guid: string): Promise<void> {
      await mutate(session, guid, async (tx, { group, viewer }) => {
        requireAllowed(viewer, null, 'delete', group);
        await deleteGroupRows(tx, group.conversationId);
        return {
          result: undefined,
          changes: [{ action: 'deleted', group, actorId: viewer.uid, member: null, message: null }],
        };
      });
    },

    /**
     * Before deleted accounts are purged: their groups keep one owner, their Bubbles' chats
     * go, and others' messages forget their names (groups-erasure.ts).
     */
    async beforePurge(tx: Tx, userIds: readonly string[]): Promise<void> {
      await handOverGroups(tx, userIds, now());
      await eraseNamesInMessages(tx, userIds);
    },

    /** When inactive accounts are anonymised: others' messages forget their names. */
    beforeAnonymise(tx: Tx, userIds: readonly string[]): Promise<void> {
      return eraseNamesInMessages(tx, userIds);
    },

    /** People the caller may add to a group or write to, 30 a page (spec section 7). */
    async chatUsers(
      session: Session,
      query: { limit: number; cursor?: string; search?: string; friendsOnly: boolean },
    ): Promise<{ users: ChatUser[]; next: string | null }> {
      const viewer = viewerOf(session.user, now());
      const ids = await listChatUsers(db, viewer, {
        ...query,
        cursor: query.cursor === '' ? undefined : query.cursor,
      });
      const page = ids.slice(0, query.limit);
      const people = await findPeople(db, session.user.id, [session.user.id, ...page]);
      const view = context(session.user, people);
      const users: ChatUser[] = [];
      for (const id of page) {
        const person = people.get(id);
        if (person) users.push(toChatUser(person, view));
      }
      return { users, next: ids.length > query.limit ? (page.at(-1) ?? null) : null };
    },
  };
}
