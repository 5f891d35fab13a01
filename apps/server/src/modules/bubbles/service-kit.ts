import type { BubbleMember, BubbleTile, endpoints, MyBubbles, RequestOutput } from '@wob/api';
import type { Session } from '../../context';
import { DAY_MS, MINUTE_MS } from '../../platform/clock';
import { type BubbleAccess, bubbleNotFound, findBubbleAccess } from './access';
import { publishMembershipChanged } from './events';
import {
  findBubbleIdByName,
  selectMemberTiles,
  selectTile,
  selectTrendingIds,
  TRENDING,
} from './store';
import type { MemberRow } from './membership-store';
import { toMember, toTile } from './views';
import { viewerOf } from '../people/visibility';
import { readTiesMany } from '../people/visibility-sql';
import type { BubblesDeps } from './service';

export type Input<K extends keyof typeof endpoints> = RequestOutput<(typeof endpoints)[K]>;

/** How long a computed trending ranking is used before it is computed again. */
export const TRENDING_TTL_MS = MINUTE_MS;

// What the Bubbles service's operations share (service.ts and membership-service.ts): Bubble
// access by id or name, tiles with the trending ranking, members as a viewer may see them.

// Ids are 24 hex characters (platform/crypto newId); anything else can only be a URL name.
const ID_SHAPE = /^[0-9a-f]{24}$/;

export function paged<T>(docs: T[], total: number, page: number, limit: number) {
  return {
    docs,
    totalDocs: total,
    page,
    limit,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    hasNextPage: page * limit < total,
  };
}

export function createBubblesKit(deps: BubblesDeps) {
  const { db, now, media, realtime } = deps;

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
  return {
    deps,
    db,
    now,
    realtime,
    trendingIds,
    membersFor,
    tileOf,
    accessOf,
    resolveRef,
    announceActivated,
    removeFiles,
    mineOf,
  };
}

export type BubblesKit = ReturnType<typeof createBubblesKit>;
