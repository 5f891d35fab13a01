import { eq } from 'drizzle-orm';
import { comments, memberships } from '../db/schema';
import { HOUR_MS, MINUTE_MS } from '../platform/clock';
import { newId } from '../platform/crypto';
import type { SeedStep } from './index';

// A few weeks of talk on the demo Bubbles' boards, so a first start shows live boards, the
// new-activity badge and the trending mark (the busiest Bubbles talked most in the last week).

const OPENERS = [
  'Hvem er med på søndag? Vi mødes kl. 10 ved indgangen.',
  'Velkommen til alle de nye! Skriv gerne lidt om jer selv.',
  'Har nogen et godt tip til begyndere?',
  'Tak for i går, det var en rigtig hyggelig aften.',
  'Jeg har lavet en liste over næste måneds datoer. Sig til, hvis noget skal flyttes.',
  'Nogen der kan låne mig udstyr til næste gang?',
  'Billeder fra sidst kommer op i aften.',
  'Skal vi prøve et nyt sted næste gang? Kom med forslag.',
] as const;

const REPLIES = [
  'Jeg er med!',
  'Godt forslag.',
  'Det lyder perfekt, tak.',
  'Jeg tager kaffe med.',
  'Kan desværre ikke denne gang.',
] as const;

/** How many top-level comments each demo Bubble gets, and how many of them in the last week. */
function talkOf(bubbleIndex: number): { total: number; lastWeek: number } {
  // The first three are the busy ones (trending); the rest are quieter.
  return bubbleIndex < 3
    ? { total: 9 - bubbleIndex, lastWeek: 5 - bubbleIndex }
    : { total: 3 + (bubbleIndex % 3), lastWeek: bubbleIndex % 2 };
}

export const demoBoard: SeedStep = {
  name: 'demo-board',
  async run(tx, { now }) {
    const at = now().getTime();
    const active = await tx
      .select({ bubbleId: memberships.bubbleId, userId: memberships.userId })
      .from(memberships)
      .where(eq(memberships.status, 'active'))
      .orderBy(memberships.bubbleId, memberships.joinedAt);
    const membersOf = new Map<string, string[]>();
    for (const row of active) {
      const list = membersOf.get(row.bubbleId) ?? [];
      list.push(row.userId);
      membersOf.set(row.bubbleId, list);
    }

    const rows: (typeof comments.$inferInsert)[] = [];
    [...membersOf.entries()].forEach(([bubbleId, members], bubbleIndex) => {
      const { total, lastWeek } = talkOf(bubbleIndex);
      for (let n = 0; n < total; n += 1) {
        // The last `lastWeek` comments fall within the past 6 days, the others 8–20 days ago.
        const recent = n >= total - lastWeek;
        const ageHours = recent ? (total - n) * 20 + bubbleIndex : (8 + (total - n)) * 24;
        const createdAt = new Date(at - ageHours * HOUR_MS);
        const author = members[(n * 3 + bubbleIndex) % members.length];
        if (!author) continue;
        const id = newId();
        rows.push({
          id,
          bubbleId,
          authorId: author,
          text: OPENERS[(n + bubbleIndex) % OPENERS.length] ?? OPENERS[0],
          createdAt,
        });
        // Every other comment has a few replies from other members.
        const replies = n % 2 === 0 ? 1 + ((n + bubbleIndex) % 4) : 0;
        for (let r = 0; r < replies; r += 1) {
          const replier = members[(n + r + 1) % members.length];
          if (!replier) continue;
          rows.push({
            id: newId(),
            bubbleId,
            parentId: id,
            authorId: replier,
            text: REPLIES[(r + n) % REPLIES.length] ?? REPLIES[0],
            createdAt: new Date(createdAt.getTime() + (r + 1) * 17 * MINUTE_MS),
          });
        }
      }
    });
    // Parents before their replies: the rows are in that order already.
    if (rows.length > 0) await tx.insert(comments).values(rows);
  },
};
