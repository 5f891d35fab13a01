import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/client';
import { seedSteps, users } from '../db/schema';
import type { Clock } from '../platform/clock';
import type { PasswordHasher } from '../platform/passwords';
import { demoBoard } from './demo-board';
import { demoBubbles } from './demo-bubbles';
import { demoChat } from './demo-chat';
import { demoJoinRequests } from './demo-join-requests';
import { demoLikes } from './demo-likes';
import { demoWoblers } from './demo-woblers';

export interface SeedContext {
  now: Clock;
  hasher: PasswordHasher;
}

/** One piece of demo content; each capability adds its own step to SEED_STEPS. */
export interface SeedStep {
  /** Stable name, stored once the step has run. */
  name: string;
  run(tx: Queryable, context: SeedContext): Promise<void>;
}

export const SEED_STEPS: readonly SeedStep[] = [
  demoWoblers,
  demoBubbles,
  demoBoard,
  demoLikes,
  demoChat,
  demoJoinRequests,
];

/**
 * Fills a local database with demo content. A step runs once (its name is stored in the same
 * transaction as its rows), and only on a database that was empty when seeding began or that
 * was seeded before: a database with real accounts of its own never gets demo content. The
 * caller decides whether seeding is allowed at all (never in production).
 */
export async function runSeed(
  db: Db,
  context: SeedContext & { logger: FastifyBaseLogger },
  steps: readonly SeedStep[] = SEED_STEPS,
): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    const ran = await db.transaction(async (tx) => {
      const [markers] = await tx.select({ n: count() }).from(seedSteps);
      const [accounts] = await tx.select({ n: count() }).from(users);
      if ((markers?.n ?? 0) === 0 && (accounts?.n ?? 0) > 0) return false;
      const claimed = await tx
        .insert(seedSteps)
        .values({ name: step.name, appliedAt: context.now() })
        .onConflictDoNothing()
        .returning({ name: seedSteps.name });
      if (claimed.length === 0) return false;
      await step.run(tx, context);
      return true;
    });
    if (ran) applied.push(step.name);
  }
  if (applied.length > 0) context.logger.info({ steps: applied }, 'demo content added');
  return applied;
}
