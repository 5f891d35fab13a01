import type { ChatGroup, ChatGroupMember } from '@wob/api';
import { DEFAULT_GROUP_SCOPE, type GroupScope } from '@wob/validation';
import type { Session } from '../../context';
import type { Tx } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError } from '../../platform/http/http-error';
import { ageRangeAdmits, viewerOf } from '../people/visibility';
import { toChatGroup } from './group-views';
import {
  memberNotFound,
  notMember,
  requireAllowed,
  requireVisible,
  toGroupMember,
} from './groups-access';
import type { GroupChange } from './groups-events';
import { recordAction } from './groups-events';
import type { GroupKit, LockedGroup } from './groups-kit';
import { listBanned, listMembers } from './groups-pages';
import {
  addMember,
  bannedAmong,
  deleteBan,
  findBan,
  findGroup,
  type GroupRecord,
  insertBan,
  removeMember,
  scopesOf,
  setOwner,
  setScope,
} from './groups-store';
import { type ChatPerson, findPeople } from './people-store';
import { chatVisibility } from './views';

// The group operations on members (spec chat section 7): the members and banned pages, add
// members, ban, unban, kick, update scope and transfer ownership. Each is canAct's to allow
// (groups-access.ts); each change is one transaction under the group's row lock with its
// action message, published after the commit (groups-kit.ts mutate).

type AddResult = 'added' | 'already-member' | 'banned' | 'not-found' | 'blocked';

interface PageQuery {
  guid: string;
  limit: number;
  cursor?: string;
  search?: string;
}

export function createMemberOps(kit: GroupKit) {
  const { db, now, media, mutate, counted, actorOf, context } = kit;

  /** A page of members or banned people, as the caller sees them. */
  async function page(
    session: Session,
    query: PageQuery,
    action: 'viewMembers' | 'viewBanned',
    list: typeof listMembers,
  ): Promise<{ members: ChatGroupMember[]; next: string | null }> {
    const me = session.user.id;
    const found = await findGroup(db, query.guid, me);
    const scope = found?.scope ?? null;
    const group = requireVisible(found?.group, scope);
    requireAllowed({ uid: me, scope }, null, action, group);
    const rows = await list(db, group, {
      ...query,
      cursor: query.cursor === '' ? undefined : query.cursor,
    });
    const shown = rows.slice(0, query.limit);
    const people = await findPeople(db, me, [me, ...shown.map((row) => row.userId)]);
    const view = context(session.user, people);
    const members: ChatGroupMember[] = [];
    for (const row of shown) {
      const person = people.get(row.userId);
      if (person) members.push(toGroupMember(person, row.scope, view));
    }
    return { members, next: rows.length > query.limit ? (shown.at(-1)?.userId ?? null) : null };
  }

  /** The target as the caller names them (404 when there is no such person). */
  async function personOf(tx: Tx, me: string, uid: string): Promise<ChatPerson> {
    const person = (await findPeople(tx, me, [uid])).get(uid);
    if (!person) throw memberNotFound();
    return person;
  }

  /** The caller must be a member, the target an active one (404 otherwise). */
  async function activeTarget(tx: Tx, locked: LockedGroup, uid: string): Promise<GroupScope> {
    if (locked.viewer.scope === null) throw notMember();
    const scope = (await scopesOf(tx, locked.group.conversationId, [uid])).get(uid);
    if (!scope) throw memberNotFound();
    return scope;
  }

  /** Kick and ban: the member goes (and, banned, onto the banned list with their scope). */
  function removeOther(action: 'kicked' | 'banned') {
    return (session: Session, input: { guid: string; uid: string }) =>
      mutate(
        session,
        input.guid,
        async (tx, locked) => {
          const { group, viewer } = locked;
          const scope = await activeTarget(tx, locked, input.uid);
          requireAllowed(
            viewer,
            { uid: input.uid, scope },
            action === 'kicked' ? 'kick' : 'ban',
            group,
          );
          const target = await personOf(tx, viewer.uid, input.uid);
          const at = now();
          await removeMember(tx, group, input.uid, at);
          if (action === 'banned') {
            await insertBan(tx, {
              guid: group.guid,
              userId: input.uid,
              scope,
              bannedBy: viewer.uid,
              at,
            });
          }
          const by = actorOf(session);
          const message = await recordAction(tx, group, { action, by, on: target, at });
          const after = counted(group, -1);
          const change: GroupChange = {
            action,
            group: after,
            actorId: viewer.uid,
            member: { id: input.uid, scope },
            message,
          };
          return { result: {}, changes: [change] };
        },
        [input.uid],
      );
  }

  /** Why `person` cannot be added by the caller, or null when they can. */
  function refusal(session: Session, person: ChatPerson | undefined): AddResult | null {
    if (!person?.live) return 'not-found';
    if (person.blockedByMe || person.hasBlockedMe) return 'blocked';
    const at = now();
    // Hidden from the adder (their age range), or the adder hidden from them (the adder's).
    if (chatVisibility(person, viewerOf(session.user, at)).sight !== 'open') return 'not-found';
    if (!ageRangeAdmits(session.user, viewerOf(person, at).age)) return 'not-found';
    return null;
  }

  return {
    groupMembers(session: Session, query: PageQuery) {
      return page(session, query, 'viewMembers', listMembers);
    },

    bannedMembers(session: Session, query: PageQuery) {
      return page(session, query, 'viewBanned', listBanned as typeof listMembers);
    },

    /** Adds people as participants (admins); answers each uid: added, or why not. */
    addMembers(
      session: Session,
      input: { guid: string; members: string[] },
    ): Promise<{ group: ChatGroup; results: Record<string, AddResult> }> {
      const by = actorOf(session);
      const uids = [...new Set(input.members)];
      return mutate(
        session,
        input.guid,
        async (tx, { group, viewer }) => {
          requireAllowed(viewer, null, 'addMembers', group);
          const [people, scopes, banned] = await Promise.all([
            findPeople(tx, by.id, uids),
            scopesOf(tx, group.conversationId, uids),
            bannedAmong(tx, group.guid, uids),
          ]);
          const results: Record<string, AddResult> = {};
          const changes: GroupChange[] = [];
          let after: GroupRecord = group;
          for (const uid of uids) {
            const person = people.get(uid);
            if (scopes.has(uid)) results[uid] = 'already-member';
            else results[uid] = refusal(session, person) ?? (banned.has(uid) ? 'banned' : 'added');
            if (results[uid] !== 'added' || !person) continue;
            const at = now();
            await addMember(tx, group, uid, DEFAULT_GROUP_SCOPE, at);
            const message = await recordAction(tx, group, {
              action: 'added',
              by,
              on: person,
              scope: DEFAULT_GROUP_SCOPE,
              at,
            });
            after = counted(after, 1);
            changes.push({
              action: 'added',
              group: after,
              actorId: by.id,
              member: { id: uid, scope: DEFAULT_GROUP_SCOPE },
              message,
            });
          }
          return { result: { group: toChatGroup(after, viewer.scope, media), results }, changes };
        },
        uids,
      );
    },

    banGroupMember: removeOther('banned'),

    kickGroupMember: removeOther('kicked'),

    /** Takes someone off the banned list (they may join or be added again). */
    unbanGroupMember(session: Session, input: { guid: string; uid: string }) {
      return mutate(
        session,
        input.guid,
        async (tx, { group, viewer }) => {
          if (viewer.scope === null) throw notMember();
          const scope = await findBan(tx, group.guid, input.uid);
          if (!scope) throw new HttpError(404, M.chatGroups.notBanned);
          requireAllowed(viewer, { uid: input.uid, scope }, 'unban', group);
          const target = await personOf(tx, viewer.uid, input.uid);
          const at = now();
          await deleteBan(tx, group.guid, input.uid);
          const by = actorOf(session);
          const message = await recordAction(tx, group, { action: 'unbanned', by, on: target, at });
          const change: GroupChange = {
            action: 'unbanned',
            group,
            actorId: viewer.uid,
            member: { id: input.uid, scope },
            message,
          };
          return { result: {}, changes: [change] };
        },
        [input.uid],
      );
    },

    /** A member's new scope (admins, on members of a lower role); the same scope changes nothing. */
    updateGroupMemberScope(
      session: Session,
      input: { guid: string; uid: string; scope: GroupScope },
    ): Promise<ChatGroupMember> {
      return mutate(
        session,
        input.guid,
        async (tx, locked) => {
          const { group, viewer } = locked;
          const previous = await activeTarget(tx, locked, input.uid);
          requireAllowed(viewer, { uid: input.uid, scope: previous }, 'changeScope', group);
          const target = await personOf(tx, viewer.uid, input.uid);
          const view = context(session.user, new Map([[target.id, target]]));
          if (previous === input.scope) {
            return { result: toGroupMember(target, previous, view), changes: [] };
          }
          await setScope(tx, group, input.uid, input.scope);
          const message = await recordAction(tx, group, {
            action: 'scope',
            by: actorOf(session),
            on: target,
            scope: input.scope,
            previousScope: previous,
            at: now(),
          });
          const change: GroupChange = {
            action: 'scope',
            group,
            actorId: viewer.uid,
            member: { id: input.uid, scope: input.scope },
            previousScope: previous,
            message,
          };
          return { result: toGroupMember(target, input.scope, view), changes: [change] };
        },
        [input.uid],
      );
    },

    /**
     * The owner hands the group to another member, who becomes its owner with scope admin; the
     * former owner stays an admin member. Exactly one owner before and after.
     */
    transferGroupOwnership(session: Session, input: { guid: string; uid: string }) {
      return mutate(
        session,
        input.guid,
        async (tx, locked) => {
          const { group, viewer } = locked;
          const previous = await activeTarget(tx, locked, input.uid);
          requireAllowed(viewer, { uid: input.uid, scope: previous }, 'transferOwnership', group);
          const target = await personOf(tx, viewer.uid, input.uid);
          const at = now();
          await setOwner(tx, group.guid, input.uid, at);
          await setScope(tx, group, input.uid, 'admin');
          const message = await recordAction(tx, group, {
            action: 'owner',
            by: actorOf(session),
            on: target,
            scope: 'admin',
            previousScope: previous,
            at,
          });
          const after: GroupRecord = { ...group, ownerId: input.uid };
          const change: GroupChange = {
            action: 'owner',
            group: after,
            actorId: viewer.uid,
            member: { id: input.uid, scope: 'admin' },
            previousScope: previous,
            message,
          };
          return { result: toChatGroup(after, viewer.scope, media), changes: [change] };
        },
        [input.uid],
      );
    },
  };
}
