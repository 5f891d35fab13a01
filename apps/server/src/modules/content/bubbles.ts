import type { AdminBubble } from '@wob/api';
import { and, desc, eq, isNotNull, like, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { bubbles, memberships, users } from '../../db/schema';
import { SERVER_MESSAGES as M } from '../../messages';
import { HttpError } from '../../platform/http/http-error';
import { searchKey } from '../../platform/search-key';
import { recordAudit } from '../admin/audit';
import type { AdminSession } from '../admin/service';
import { setBubbleTakedown } from '../bubbles/takedown-store';

// Bubble takedown in the console: find a Bubble, take it down with a reason its owner reads,
// or restore it. Who sees a taken-down Bubble is the Bubbles module's rule (its read paths),
// so a report's 'remove' (modules/admin) hides it the same way.

const SEARCH_LIMIT = 30;

const activeMembers =
  sql<number>`(select count(*) from memberships am join users au on au.id = am.user_id where am.bubble_id = ${bubbles.id} and am.status = 'active' and au.deleted_at is null)`
    .mapWith(Number)
    .as('active_members');

function selectAdminBubbles(db: Queryable) {
  return db
    .select({
      bubble: bubbles,
      ownerId: users.id,
      ownerName: users.name,
      ownerEmail: users.email,
      activeMembers,
    })
    .from(bubbles)
    .leftJoin(memberships, and(eq(memberships.bubbleId, bubbles.id), eq(memberships.role, 'owner')))
    .leftJoin(users, eq(users.id, memberships.userId));
}

type AdminBubbleRow = Awaited<ReturnType<ReturnType<typeof selectAdminBubbles>['execute']>>[number];

function toAdminBubble(row: AdminBubbleRow): AdminBubble {
  const { bubble } = row;
  return {
    id: bubble.id,
    name: bubble.name,
    title: bubble.title,
    color: bubble.circleColor,
    private: bubble.isPrivate,
    membersCount: row.activeMembers,
    owner: { id: row.ownerId ?? '', name: row.ownerName ?? '', email: row.ownerEmail ?? '' },
    createdAt: bubble.createdAt.toISOString(),
    takenDownAt: bubble.takenDownAt?.toISOString() ?? null,
    takedownReason: bubble.takedownReason,
  };
}

async function adminBubble(db: Queryable, id: string): Promise<AdminBubble> {
  const [row] = await selectAdminBubbles(db).where(eq(bubbles.id, id)).limit(1);
  if (!row) throw new HttpError(404, M.content.bubbleNotFound);
  return toAdminBubble(row);
}

export interface TakedownNotices {
  /** The owner's bell: their Bubble was taken down (after the change is committed). */
  bubbleTakenDown: (ownerId: string, bubbleId: string, at: Date) => Promise<void>;
}

export function createBubbleTakedowns(db: Db, notices: TakedownNotices) {
  return {
    /** By name or title (folded like Find Bubble); without a query, the ones taken down. */
    async search(query: string | undefined): Promise<AdminBubble[]> {
      const key = query ? searchKey(query) : '';
      const where = key
        ? like(bubbles.searchKey, `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        : isNotNull(bubbles.takenDownAt);
      const rows = await selectAdminBubbles(db)
        .where(where)
        .orderBy(desc(bubbles.takenDownAt), bubbles.sortKey, bubbles.id)
        .limit(SEARCH_LIMIT);
      return rows.map(toAdminBubble);
    },

    async takeDown(
      admin: AdminSession,
      id: string,
      reason: string,
      at: Date,
    ): Promise<AdminBubble> {
      const bubble = await db.transaction(async (tx) => {
        if (!(await setBubbleTakedown(tx, id, reason, at))) {
          throw new HttpError(404, M.content.bubbleNotFound);
        }
        await recordAudit(
          tx,
          admin,
          { action: 'bubble.takedown', subjectType: 'bubble', subjectId: id, reason },
          at,
        );
        return adminBubble(tx, id);
      });
      if (bubble.owner.id) await notices.bubbleTakenDown(bubble.owner.id, id, at);
      return bubble;
    },

    async restore(admin: AdminSession, id: string, at: Date): Promise<AdminBubble> {
      return db.transaction(async (tx) => {
        if (!(await setBubbleTakedown(tx, id, null, at))) {
          throw new HttpError(404, M.content.bubbleNotFound);
        }
        await recordAudit(
          tx,
          admin,
          { action: 'bubble.restore', subjectType: 'bubble', subjectId: id },
          at,
        );
        return adminBubble(tx, id);
      });
    },
  };
}
