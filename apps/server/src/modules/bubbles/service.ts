import type {
  BoardPage,
  BubbleMember,
  BubbleMemberList,
  BubbleList,
  BubbleTile,
  BubbleView,
  endpoints,
  MyBubbles,
  RequestOutput,
} from '@wob/api';
import { MESSAGES } from '@wob/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Session, UserRow } from '../../context';
import { type Db, isUniqueViolation, pgErrorCode } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import { type Clock, DAY_MS, HOUR_MS, MINUTE_MS } from '../../platform/clock';
import { newId } from '../../platform/crypto';
import { searchKey } from '../../platform/search-key';
import { fieldError, HttpError } from '../../platform/http/http-error';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { BubbleNotices } from '../notifications/service';
import type { PremiumLookup } from '../premium/state';
import {
  type BubbleAccess,
  bubbleNotFound,
  findBubbleAccess,
  requireActiveMember,
  requireBubble,
  requireModerator,
  requireOwner,
  requireVisibilitySwitch,
} from './access';
import { createSlidingWindowLimiter } from './create-limit';
import {
  publishBubbleChanged,
  publishMembershipChanged,
  publishMembershipRequested,
  recheckBubbleListeners,
} from './events';
import { danishSortKey, nameKey, slugBase, slugHasBase } from './names';
import {
  activateAllPending,
  activateMembership,
  type BubbleChanges,
  deleteBubble,
  deleteMembership,
  findBubbleIdByName,
  findMembership,
  insertBubble,
  insertMembership,
  type MemberRow,
  type MembershipStatus,
  NAME_KEY,
  recordVisit,
  selectBubblePage,
  selectMemberTiles,
  selectMembers,
  selectModeratorIds,
  selectTile,
  selectTiles,
  selectTrendingIds,
  setMemberRole,
  setNotify,
  TRENDING,
  updateBubble,
} from './store';
import { toMember, toTile } from './views';
import { viewerOf } from '../people/visibility';
import { readTiesMany } from '../people/visibility-sql';

type Input<K extends keyof typeof endpoints> = RequestOutput<(typeof endpoints)[K]>;

/** How long a computed trending ranking is used before it is computed again. */
export const TRENDING_TTL_MS = MINUTE_MS;

/** Creating Bubbles: at most this many per Wobler per window (README 'Bubbles'). */
export const BUBBLE_CREATE_LIMIT = { max: 10, windowMs: HOUR_MS } as const;

export interface BubblesDeps {
  db: Db;
  now: Clock;
  media: MediaStorage;
  realtime: RealtimeHub;
  premiumOf: PremiumLookup;
  /** The bell: join requests, approvals, and requests that ended. */
  notices: Pick<
    BubbleNotices,
    'joinRequested' | 'joinApproved' | 'membershipEnded' | 'subjectDeleting'
  >;
  logger: FastifyBaseLogger;
  /** The board's page of comments for a Bubble whose content the caller may see. */
  listBoard: (
    viewer: UserRow,
    access: BubbleAccess,
    page: number,
    limit: number,
  ) => Promise<BoardPage>;
}

/** A result whose message (an i18n key) depends on what happened. */
export interface Outcome<T> {
  data: T;
  messageKey: string;
}

// Ids are 24 hex characters (platform/crypto newId); anything else can only be a URL name.
const ID_SHAPE = /^[0-9a-f]{24}$/;

const nameTaken = () => fieldError('name', MESSAGES.bubble.nameTaken);
const memberNotFound = () => new HttpError(404, M.bubbles.memberNotFound);

function paged<T>(docs: T[], total: number, page: number, limit: number) {
  return {
    docs,
    totalDocs: total,
    page,
    limit,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    hasNextPage: page * limit < total,
  };
}

/**
 * Bubbles and membership: create, edit, delete, Find Bubble, the Bubble page, the
 * caller's Bubbles, pick and remove, the moderator page and group notifications. Object-level
 * rights come from access.ts on every id; the premium gate of the moderator page is the
 * endpoints' `premium` flag.
 */
export function createBubblesService(deps: BubblesDeps) {
  const { db, now, media, realtime } = deps;
  const createLimiter = createSlidingWindowLimiter({ ...BUBBLE_CREATE_LIMIT, now });

  // Trending is a ranking over a week of comments: it is computed at most once a minute per
  // process (concurrent callers share one query), not on every tile.
  let trendingCache: { at: number; ids: Promise<Set<string>> } | null = null;
  function trendingIds(): Promise<Set<string>> {
    const at = now().getTime();
    const cached = trendingCache;
    if (cached && at >= cached.at && at - cached.at < TRENDING_TTL_MS) return cached.ids;
    const entry = { at, ids: selectTrendingIds(db, new Date(at - TRENDING.windowDays * DAY_MS)) };
    trendingCache = entry;
    // A failed query is not kept: the next caller asks again.
    entry.ids.catch(() => {
      if (trendingCache === entry) trendingCache = null;
    });
    return entry.ids;
  }

  /** Members as `session`'s person may see them (people/visibility.ts). */
  async function membersFor(session: Session, rows: readonly MemberRow[]): Promise<BubbleMember[]> {
    const viewer = viewerOf(session.user, now());
    const ties = await readTiesMany(
      db,
      viewer.id,
      rows.map((row) => row.user.id),
    );
    return rows.map((row) => toMember(row, media, viewer, ties.get(row.user.id)));
  }

  async function tileOf(viewerId: string, bubbleId: string): Promise<BubbleTile> {
    const [row, trending] = await Promise.all([selectTile(db, viewerId, bubbleId), trendingIds()]);
    if (!row) throw bubbleNotFound();
    return toTile(row, trending);
  }

  const accessOf = (userId: string, bubbleId: string) =>
    findBubbleAccess(db, userId, { id: bubbleId });

  /** `get-bubble`'s id: the Bubble's id, its URL name, or its name as typed. */
  async function resolveRef(userId: string, ref: string): Promise<BubbleAccess | null> {
    if (ID_SHAPE.test(ref)) {
      const byId = await accessOf(userId, ref);
      if (byId) return byId;
    }
    const bySlug = await findBubbleAccess(db, userId, { slug: ref.toLowerCase() });
    if (bySlug) return bySlug;
    const id = await findBubbleIdByName(db, ref.normalize('NFC').replace(/\s+/gu, ' ').trim());
    return id ? accessOf(userId, id) : null;
  }

  function announceActivated(bubbleId: string, userIds: readonly string[]): void {
    for (const userId of userIds) {
      publishMembershipChanged(realtime, userId, { bubbleId, status: 'active', role: 'member' });
    }
  }

  async function removeFiles(paths: readonly string[]): Promise<void> {
    await Promise.all(
      paths.map((path) =>
        media.remove(path).catch((error: unknown) => {
          deps.logger.warn({ err: error, path }, 'could not remove a media file');
        }),
      ),
    );
  }

  async function mineOf(userId: string): Promise<MyBubbles> {
    const [rows, trending] = await Promise.all([selectMemberTiles(db, userId), trendingIds()]);
    // Rows come with the latest visit first; only active members' visits are recorded.
    const selected = rows.find((row) => row.lastVisitAt !== null);
    return {
      docs: rows.map((row) => toTile(row, trending)),
      selected: selected?.bubble.id ?? null,
    };
  }

  const service = {
    async create(session: Session, input: Input<'createBubble'>): Promise<BubbleTile> {
      const userId = session.user.id;
      if (!createLimiter.take(userId)) throw new HttpError(429, M.bubbles.createLimit);
      const at = now();
      let bubbleId: string;
      try {
        bubbleId = await db.transaction(async (tx) => {
          const row = await insertBubble(
            tx,
            {
              id: newId(),
              name: input.name,
              nameKey: nameKey(input.name),
              searchKey: searchKey(`${input.name} ${input.title}`),
              title: input.title,
              circleColor: input.circleColor,
              isPrivate: input.privateBubble,
              createdBy: userId,
              sortKey: danishSortKey(input.name),
              createdAt: at,
              updatedAt: at,
            },
            slugBase(input.name),
          );
          await insertMembership(tx, {
            bubbleId: row.id,
            userId,
            role: 'owner',
            status: 'active',
            joinedAt: at,
            activatedAt: at,
          });
          return row.id;
        });
      } catch (error) {
        // A refused attempt does not count against the limit.
        createLimiter.release(userId);
        if (isUniqueViolation(error, NAME_KEY)) throw nameTaken();
        throw error;
      }
      return tileOf(userId, bubbleId);
    },

    async edit(session: Session, input: Input<'editBubble'>): Promise<BubbleTile> {
      const userId = session.user.id;
      const access = requireOwner(await accessOf(userId, input.bubble));
      const { bubble } = access;
      const changes: BubbleChanges = { updatedAt: now() };
      let newSlugBase: string | null = null;
      if (input.name !== undefined && input.name !== bubble.name) {
        changes.name = input.name;
        changes.nameKey = nameKey(input.name);
        changes.sortKey = danishSortKey(input.name);
        // A new spelling of the same URL name ('øl' → 'Øl') keeps the URL.
        const base = slugBase(input.name);
        if (!slugHasBase(bubble.slug, base)) newSlugBase = base;
      }
      if (input.title !== undefined) changes.title = input.title;
      if (changes.name !== undefined || changes.title !== undefined) {
        // The menu search's key (name and title, folded): README 'Discovery'.
        changes.searchKey = searchKey(
          `${changes.name ?? bubble.name} ${changes.title ?? bubble.title}`,
        );
      }
      if (input.circleColor !== undefined) changes.circleColor = input.circleColor;
      if (input.privateBubble !== undefined && input.privateBubble !== bubble.isPrivate) {
        // The same rule as mark-public/mark-private (the owner passes it; no premium needed).
        requireVisibilitySwitch(access);
        changes.isPrivate = input.privateBubble;
      }
      let activated: string[] = [];
      try {
        await db.transaction(async (tx) => {
          const updated = await updateBubble(tx, bubble.id, changes, newSlugBase);
          if (!updated) throw bubbleNotFound();
          if (changes.isPrivate === false) {
            activated = await activateAllPending(tx, bubble.id, changes.updatedAt);
          }
        });
      } catch (error) {
        if (isUniqueViolation(error, NAME_KEY)) throw nameTaken();
        throw error;
      }
      publishBubbleChanged(realtime, 'bubble.updated', bubble.id);
      if (changes.isPrivate === true) recheckBubbleListeners(realtime, bubble.id);
      announceActivated(bubble.id, activated);
      return tileOf(userId, bubble.id);
    },

    async delete(session: Session, input: Input<'deleteBubble'>): Promise<string> {
      const { bubble } = requireOwner(await accessOf(session.user.id, input.bubble));
      await deps.notices.subjectDeleting({ bubbleId: bubble.id });
      const files = await db.transaction((tx) => deleteBubble(tx, bubble.id));
      await removeFiles(files);
      publishBubbleChanged(realtime, 'bubble.deleted', bubble.id);
      recheckBubbleListeners(realtime, bubble.id);
      return bubble.id;
    },

    async list(session: Session, input: Input<'listBubbles'>): Promise<BubbleList> {
      const { page, limit } = input;
      const [{ rows, total }, trending] = await Promise.all([
        selectBubblePage(db, session.user.id, {
          sort: input.sort,
          search: input.search,
          offset: (page - 1) * limit,
          limit,
        }),
        trendingIds(),
      ]);
      return paged(
        rows.map((row) => toTile(row, trending)),
        total,
        page,
        limit,
      );
    },

    /**
     * The Bubble page. An active member's visit is recorded first, so the answer's badge is
     * 0 and this Bubble becomes their selected one. The board's page (the board module's)
     * comes only when the caller may see the content.
     */
    async view(session: Session, input: Input<'getBubble'>): Promise<BubbleView> {
      const userId = session.user.id;
      const access = requireBubble(await resolveRef(userId, input.id));
      if (access.isActive) await recordVisit(db, access.bubble.id, userId, now());
      const [bubble, comments] = await Promise.all([
        tileOf(userId, access.bubble.id),
        access.canSeeContent ? deps.listBoard(session.user, access, input.page, input.limit) : null,
      ]);
      return { bubble, canSeeContent: access.canSeeContent, comments };
    },

    mine(session: Session): Promise<MyBubbles> {
      return mineOf(session.user.id);
    },

    /** A Wobler's Bubbles (active and pending), the selected one first; also login's answer. */
    mineOf,

    /** The tiles of `ids` for the viewer, in the order of `ids` (unknown ids left out). */
    async tilesOf(viewerId: string, ids: readonly string[]): Promise<BubbleTile[]> {
      const [rows, trending] = await Promise.all([selectTiles(db, viewerId, ids), trendingIds()]);
      const byId = new Map(rows.map((row) => [row.bubble.id, toTile(row, trending)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** Join: public → active, private → pending. Picking again changes nothing. */
    async pick(session: Session, input: Input<'pickBubble'>): Promise<Outcome<BubbleTile>> {
      const userId = session.user.id;
      const { bubble } = requireBubble(await accessOf(userId, input.bubble));
      const at = now();
      const status: MembershipStatus = bubble.isPrivate ? 'pending' : 'active';
      let joined: boolean;
      try {
        joined = await insertMembership(db, {
          bubbleId: bubble.id,
          userId,
          role: 'member',
          status,
          joinedAt: at,
          activatedAt: status === 'active' ? at : null,
        });
      } catch (error) {
        // Deleted in the meantime (foreign key).
        if (pgErrorCode(error) === '23503') throw bubbleNotFound();
        throw error;
      }
      const tile = await tileOf(userId, bubble.id);
      const pending = tile.membership.status === 'pending';
      if (joined && pending) {
        publishMembershipRequested(
          realtime,
          await selectModeratorIds(db, bubble.id),
          bubble.id,
          userId,
        );
        await deps.notices.joinRequested({ bubbleId: bubble.id, applicantId: userId });
      }
      return { data: tile, messageKey: pending ? M.bubbles.pending : M.bubbles.joined };
    },

    /** Leave, or withdraw a request. Not being a member is fine; the owner cannot leave. */
    async leave(session: Session, input: Input<'removeBubble'>): Promise<Outcome<BubbleTile>> {
      const userId = session.user.id;
      const { bubble, membership } = requireBubble(await accessOf(userId, input.bubble));
      if (membership?.role === 'owner') throw new HttpError(409, M.bubbles.ownerCannotLeave);
      const removed = await deleteMembership(db, bubble.id, userId, ['moderator', 'member']);
      if (removed) {
        recheckBubbleListeners(realtime, bubble.id);
        await deps.notices.membershipEnded({ bubbleId: bubble.id, memberId: userId });
      }
      return {
        data: await tileOf(userId, bubble.id),
        messageKey: removed?.status === 'pending' ? M.bubbles.requestWithdrawn : M.bubbles.left,
      };
    },

    /** 404 unless every listed Bubble exists (before anything is changed). */
    async requirePicks(userId: string, bubbleIds: readonly string[]): Promise<void> {
      for (const id of new Set(bubbleIds)) requireBubble(await accessOf(userId, id));
    },

    /**
     * `update-profile` with bubbles (ARCHITECTURE.md): the person's Bubbles become the list.
     * Listed ones are picked (public → active, private → pending), unlisted ones left; the
     * Bubbles they own stay. Every id is checked first, so an unknown one changes nothing.
     */
    async setPicks(session: Session, bubbleIds: readonly string[]): Promise<MyBubbles> {
      const userId = session.user.id;
      const wanted = new Set(bubbleIds);
      await service.requirePicks(userId, bubbleIds);
      const current = await selectMemberTiles(db, userId);
      const have = new Set(current.map((row) => row.bubble.id));
      for (const id of wanted) {
        if (!have.has(id)) await service.pick(session, { bubble: id });
      }
      for (const row of current) {
        if (!wanted.has(row.bubble.id) && row.role !== 'owner') {
          await service.leave(session, { bubble: row.bubble.id });
        }
      }
      return mineOf(userId);
    },

    async members(
      session: Session,
      input: Input<'getActiveMembers'>,
      status: MembershipStatus,
    ): Promise<BubbleMemberList> {
      const { bubble } = requireModerator(await accessOf(session.user.id, input.bubble));
      const { page, limit } = input;
      const { rows, total } = await selectMembers(db, bubble.id, status, (page - 1) * limit, limit);
      return paged(await membersFor(session, rows), total, page, limit);
    },

    async markActive(session: Session, input: Input<'markActive'>): Promise<BubbleMember> {
      const { bubble } = requireModerator(await accessOf(session.user.id, input.bubble));
      const target = await findMembership(db, bubble.id, input.user);
      if (!target) throw memberNotFound();
      const activated =
        target.status === 'pending'
          ? await activateMembership(db, bubble.id, target.userId, now())
          : undefined;
      if (activated) {
        announceActivated(bubble.id, [target.userId]);
        // Other moderators' member lists and the member count on open pages follow.
        publishBubbleChanged(realtime, 'bubble.updated', bubble.id);
        await deps.notices.joinApproved({
          bubbleId: bubble.id,
          memberId: target.userId,
          approverId: session.user.id,
        });
      }
      const [member] = await membersFor(session, [
        {
          user: target.user,
          role: target.role,
          joinedAt: target.joinedAt,
          activatedAt: activated?.activatedAt ?? target.activatedAt,
        },
      ]);
      if (!member) throw memberNotFound();
      return member;
    },

    /**
     * Removes a member or refuses a request. Nobody removes the owner; a moderator removes
     * members only, the owner moderators too. The rights are part of the delete itself.
     */
    async kickout(session: Session, input: Input<'kickoutUser'>): Promise<void> {
      const access = requireModerator(await accessOf(session.user.id, input.bubble));
      const bubbleId = access.bubble.id;
      const target = await findMembership(db, bubbleId, input.user);
      if (!target) throw memberNotFound();
      if (target.role === 'owner') throw new HttpError(403, M.bubbles.cannotKickOwner);
      if (target.role === 'moderator' && !access.isOwner) {
        throw new HttpError(403, M.bubbles.cannotKickModerator);
      }
      const removed = await deleteMembership(
        db,
        bubbleId,
        target.userId,
        access.isOwner ? ['moderator', 'member'] : ['member'],
      );
      if (!removed) {
        // Changed since it was read: gone already, or made a moderator meanwhile.
        if (!(await findMembership(db, bubbleId, target.userId))) throw memberNotFound();
        throw new HttpError(403, M.bubbles.cannotKickModerator);
      }
      publishMembershipChanged(realtime, target.userId, { bubbleId, status: 'none', role: null });
      await deps.notices.membershipEnded({ bubbleId, memberId: target.userId });
      publishBubbleChanged(realtime, 'bubble.updated', bubbleId);
      recheckBubbleListeners(realtime, bubbleId);
    },

    /** mark-public / mark-private. Made public, everyone waiting is let in. */
    async setVisibility(
      session: Session,
      input: Input<'markPublic'>,
      isPrivate: boolean,
    ): Promise<BubbleTile> {
      const userId = session.user.id;
      const { bubble } = requireVisibilitySwitch(await accessOf(userId, input.bubble));
      const at = now();
      let activated: string[] = [];
      await db.transaction(async (tx) => {
        const updated = await updateBubble(tx, bubble.id, { isPrivate, updatedAt: at }, null);
        if (!updated) throw bubbleNotFound();
        if (!isPrivate) activated = await activateAllPending(tx, bubble.id, at);
      });
      publishBubbleChanged(realtime, 'bubble.updated', bubble.id);
      if (isPrivate) recheckBubbleListeners(realtime, bubble.id);
      announceActivated(bubble.id, activated);
      return tileOf(userId, bubble.id);
    },

    /** The owner appoints an active member as moderator, or takes the role back. */
    async setModerator(
      session: Session,
      input: Input<'setModerator'>,
    ): Promise<Outcome<BubbleMember>> {
      const { bubble } = requireOwner(await accessOf(session.user.id, input.bubble));
      const target = await findMembership(db, bubble.id, input.user);
      if (!target) throw memberNotFound();
      if (target.role === 'owner') throw new HttpError(409, M.bubbles.ownerRoleFixed);
      if (target.status !== 'active') throw new HttpError(409, M.bubbles.activateFirst);
      const role = input.moderator ? 'moderator' : 'member';
      const updated = await setMemberRole(db, bubble.id, target.userId, role);
      if (!updated) throw memberNotFound();
      publishMembershipChanged(realtime, target.userId, {
        bubbleId: bubble.id,
        status: 'active',
        role,
      });
      publishBubbleChanged(realtime, 'bubble.updated', bubble.id);
      const [member] = await membersFor(session, [
        { user: target.user, role, joinedAt: updated.joinedAt, activatedAt: updated.activatedAt },
      ]);
      if (!member) throw memberNotFound();
      return {
        data: member,
        messageKey: input.moderator ? M.bubbles.moderatorAdded : M.bubbles.moderatorRemoved,
      };
    },

    async setNotifications(
      session: Session,
      input: Input<'setNotifications'>,
    ): Promise<Outcome<BubbleTile>> {
      const userId = session.user.id;
      const { bubble } = requireActiveMember(await accessOf(userId, input.bubble));
      await setNotify(db, bubble.id, userId, input.notify);
      return {
        data: await tileOf(userId, bubble.id),
        messageKey: input.notify ? M.bubbles.notificationsOn : M.bubbles.notificationsOff,
      };
    },
  };
  return service;
}

export type BubblesService = ReturnType<typeof createBubblesService>;
