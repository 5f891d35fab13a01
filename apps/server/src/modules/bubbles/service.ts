import type { BoardPage, BubbleList, BubbleTile, BubbleView, MyBubbles } from '@wob/api';
import { MESSAGES } from '@wob/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Session, UserRow } from '../../context';
import { type Db, isUniqueViolation } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import { type Clock, HOUR_MS } from '../../platform/clock';
import { newId } from '../../platform/crypto';
import { searchKey } from '../../platform/search-key';
import { fieldError, HttpError } from '../../platform/http/http-error';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { MediaStorage } from '../../platform/storage/media-storage';
import type { BubbleNotices } from '../notifications/service';
import type { BubbleChats } from '../chat/groups-bubble';
import type { GroupChange } from '../chat/groups-events';
import type { PremiumLookup } from '../premium/state';
import {
  type BubbleAccess,
  bubbleNotFound,
  requireBubble,
  requireOwner,
  requireVisibilitySwitch,
} from './access';
import { createSlidingWindowLimiter } from './create-limit';
import { publishBubbleChanged, recheckBubbleListeners } from './events';
import { danishSortKey, nameKey, slugBase, slugHasBase } from './names';
import { activateAllPending, insertMembership, recordVisit } from './membership-store';
import {
  type BubbleChanges,
  deleteBubble,
  insertBubble,
  NAME_KEY,
  selectBubblePage,
  selectTiles,
  updateBubble,
} from './store';
import { toTile } from './views';
import { createBubblesKit, type Input, paged } from './service-kit';
import { createMembershipOps } from './membership-service';

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
  /** The Bubble's chat, whose membership follows the Bubble's (modules/chat/groups-bubble.ts). */
  chats: BubbleChats;
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

const nameTaken = () => fieldError('name', MESSAGES.bubble.nameTaken);

/**
 * Bubbles and membership: create, edit, delete, Find Bubble, the Bubble page, the
 * caller's Bubbles, pick and remove, the moderator page and group notifications. Object-level
 * rights come from access.ts on every id; the premium gate of the moderator page is the
 * endpoints' `premium` flag.
 */
export function createBubblesService(deps: BubblesDeps) {
  const { db, now, realtime } = deps;
  const createLimiter = createSlidingWindowLimiter({ ...BUBBLE_CREATE_LIMIT, now });
  const kit = createBubblesKit(deps);
  const { trendingIds, tileOf, accessOf, resolveRef, announceActivated, removeFiles, mineOf } = kit;

  return {
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
      const chatChanges: GroupChange[] = [];
      try {
        await db.transaction(async (tx) => {
          const updated = await updateBubble(tx, bubble.id, changes, newSlugBase);
          if (!updated) throw bubbleNotFound();
          if (changes.isPrivate === false) {
            activated = await activateAllPending(tx, bubble.id, changes.updatedAt);
          }
          for (const id of activated) {
            const event = { kind: 'added', userId: id } as const;
            chatChanges.push(...(await deps.chats.follow(tx, bubble.id, userId, event)));
          }
        });
      } catch (error) {
        if (isUniqueViolation(error, NAME_KEY)) throw nameTaken();
        throw error;
      }
      await deps.chats.publish(chatChanges);
      publishBubbleChanged(realtime, 'bubble.updated', bubble.id);
      if (changes.isPrivate === true) recheckBubbleListeners(realtime, bubble.id);
      announceActivated(bubble.id, activated);
      return tileOf(userId, bubble.id);
    },

    async delete(session: Session, input: Input<'deleteBubble'>): Promise<string> {
      const { bubble } = requireOwner(await accessOf(session.user.id, input.bubble));
      await deps.notices.subjectDeleting({ bubbleId: bubble.id });
      let chatChanges: GroupChange[] = [];
      const files = await db.transaction(async (tx) => {
        // Its chat goes with it, messages and all.
        chatChanges = await deps.chats.follow(tx, bubble.id, session.user.id, { kind: 'deleted' });
        return deleteBubble(tx, bubble.id);
      });
      await deps.chats.publish(chatChanges);
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
      const [bubble, comments, chatGuid] = await Promise.all([
        tileOf(userId, access.bubble.id),
        access.canSeeContent ? deps.listBoard(session.user, access, input.page, input.limit) : null,
        // Only active members are told of the Bubble's chat (they are its members); nobody
        // while the Bubble is taken down, when its chat is closed (chat/closed-chats.ts).
        access.isActive && !access.bubble.takenDownAt ? deps.chats.chatOf(access.bubble.id) : null,
      ]);
      const view: BubbleView = { bubble, canSeeContent: access.canSeeContent, comments };
      if (chatGuid) view.chatGuid = chatGuid;
      // Only its owner gets this far with a taken-down Bubble (access.ts): tell them why.
      const { takenDownAt, takedownReason } = access.bubble;
      if (takenDownAt) {
        view.takenDown = { at: takenDownAt.toISOString(), reason: takedownReason ?? '' };
      }
      return view;
    },

    /**
     * The owner opens the Bubble's chat (README 'Bubbles': a Bubble's chat); opening it again
     * answers the same chat.
     */
    async openChat(session: Session, input: Input<'openBubbleChat'>): Promise<string> {
      const { bubble } = requireOwner(await accessOf(session.user.id, input.bubble));
      // Its chat is closed while the operator keeps the Bubble down (chat/closed-chats.ts).
      if (bubble.takenDownAt) throw new HttpError(409, M.bubbles.chatClosed);
      const { guid, opened } = await db.transaction((tx) =>
        deps.chats.open(tx, bubble, session.user.id),
      );
      deps.chats.afterOpen(opened);
      return guid;
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

    ...createMembershipOps(kit),
  };
}

export type BubblesService = ReturnType<typeof createBubblesService>;
