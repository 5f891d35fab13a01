import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { bubbles } from '../../db/schema';

// A Bubble's takedown by the operator: one write, used by the console's Bubble page and by a
// report's 'remove'. Who sees a taken-down Bubble is the Bubbles module's rule (README).

/** Takes the Bubble down with `reason` (or puts it back up with null); false when unknown. */
export async function setBubbleTakedown(
  db: Queryable,
  bubbleId: string,
  reason: string | null,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(bubbles)
    .set({ takenDownAt: reason === null ? null : at, takedownReason: reason, updatedAt: at })
    .where(eq(bubbles.id, bubbleId))
    .returning({ id: bubbles.id });
  return rows.length > 0;
}
