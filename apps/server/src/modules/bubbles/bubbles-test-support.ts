import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { bubbles, memberships } from '../../db/schema';
import { type SignedUp, signUp, startTestServer, type TestServer } from '../../test/harness';

// What the Bubbles test files share: `useBubblesServer()` starts a real server for the calling
// test file and `useOwnerAndOther()` signs up two Woblers on it; `server`, `owner` and `other`
// are the calling file's while it runs. Plus the rows the tests read back.

export let server: TestServer;
export let owner: SignedUp;
export let other: SignedUp;

export function useBubblesServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
}

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
