import { and, eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { bubbles, memberships } from '../../db/schema';
import { type SignedUp, server, signUp } from '../../test/harness';

// What the Bubbles test files share besides the server kit's `useTestServer()`:
// `useOwnerAndOther()` signs up two Woblers on the calling file's server (`owner` and `other`
// are that file's while it runs), and the rows the tests read back.

export let owner: SignedUp;
export let other: SignedUp;

export function useOwnerAndOther(): void {
  beforeAll(async () => {
    owner = await signUp(server);
    other = await signUp(server);
  });
}

/** A Wobler of their own for tests that create several Bubbles (10 per hour each). */
export const creator = () => signUp(server);

export async function rowOf(bubbleId: string) {
  const [row] = await server.app.wob.db.select().from(bubbles).where(eq(bubbles.id, bubbleId));
  return row;
}

/** Membership events only: a person's topic also carries the bell's. */
export const isMembershipEvent = (event: { type: string }) => event.type.startsWith('membership.');

export async function membershipRows(bubbleId: string, userId?: string) {
  return server.app.wob.db
    .select()
    .from(memberships)
    .where(
      userId
        ? and(eq(memberships.bubbleId, bubbleId), eq(memberships.userId, userId))
        : eq(memberships.bubbleId, bubbleId),
    );
}
