import { inArray } from 'drizzle-orm';
import { connections, notifications, reactions, users } from '../db/schema';
import { HOUR_MS } from '../platform/clock';
import { newId } from '../platform/crypto';
import { connectionKey } from '../modules/relations/store';
import { demoWoblerId } from './demo-woblers';
import type { SeedStep } from './index';

// Likes, connections and the bell for demo1@woble.local, so a first start shows a badge, a
// Notifications section with seen and unseen entries and two connections. Written as rows
// in the shape the reactions write them (one reaction per pair, one connection per pair with
// the smaller id first, one notification per recipient, actor and kind). The notifications
// count as mailed already: the demo history never becomes an e-mail digest.

interface DemoLike {
  from: number;
  to: number;
  hoursAgo: number;
}

/** Who liked whom; a pair that liked each other is connected when the second like came. */
const LIKES: readonly DemoLike[] = [
  // Two connections: demo7 liked demo1 first and was liked back; demo1 liked demo8 first.
  { from: 7, to: 1, hoursAgo: 72 },
  { from: 1, to: 7, hoursAgo: 50 },
  { from: 1, to: 8, hoursAgo: 120 },
  { from: 8, to: 1, hoursAgo: 20 },
  // Likes demo1 has not answered yet.
  { from: 2, to: 1, hoursAgo: 96 },
  { from: 3, to: 1, hoursAgo: 30 },
  { from: 4, to: 1, hoursAgo: 6 },
  { from: 5, to: 1, hoursAgo: 3 },
  { from: 6, to: 1, hoursAgo: 1 },
];

/** Notifications demo1 has seen already (the older ones); the rest make the badge. */
const SEEN_BEFORE_HOURS = 24;

export const demoLikes: SeedStep = {
  name: 'demo-likes',
  async run(tx, { now }) {
    const at = now().getTime();
    const ids = [...new Set(LIKES.flatMap((like) => [like.from, like.to]))].map(demoWoblerId);
    const present = await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    if (present.length !== ids.length) return;

    const dateOf = (hoursAgo: number) => new Date(at - hoursAgo * HOUR_MS);
    const seenOf = (hoursAgo: number) =>
      hoursAgo > SEEN_BEFORE_HOURS ? dateOf(hoursAgo - 1) : null;
    const likes = LIKES.map((like) => ({
      from: demoWoblerId(like.from),
      to: demoWoblerId(like.to),
      hoursAgo: like.hoursAgo,
    }));

    await tx.insert(reactions).values(
      likes.map((like) => ({
        userId: like.from,
        targetId: like.to,
        kind: 'like',
        createdAt: dateOf(like.hoursAgo),
      })),
    );

    const notificationRows: (typeof notifications.$inferInsert)[] = likes.map((like) => ({
      id: newId(),
      userId: like.to,
      actorId: like.from,
      kind: 'like',
      createdAt: dateOf(like.hoursAgo),
      seenAt: seenOf(like.hoursAgo),
      mailedAt: dateOf(like.hoursAgo),
    }));
    const connectionRows: (typeof connections.$inferInsert)[] = [];
    for (const like of likes) {
      const earlier = likes.find(
        (other) =>
          other.from === like.to && other.to === like.from && other.hoursAgo > like.hoursAgo,
      );
      if (!earlier) continue;
      const createdAt = dateOf(like.hoursAgo);
      connectionRows.push({ ...connectionKey(like.from, like.to), createdAt });
      for (const [userId, actorId] of [
        [like.from, like.to],
        [like.to, like.from],
      ] as const) {
        notificationRows.push({
          id: newId(),
          userId,
          actorId,
          kind: 'connection',
          createdAt,
          seenAt: seenOf(like.hoursAgo),
          mailedAt: createdAt,
        });
      }
    }
    await tx.insert(connections).values(connectionRows);
    await tx.insert(notifications).values(notificationRows);
  },
};
