import type { Plan } from '@wob/api';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { plans } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;

/**
 * The plan of spec section 9: monthly, DKK 9.00, labelled best value, 7-day free trial. It is
 * part of the product (inserted in every mode), not demo content; further plans are rows.
 */
export const MONTHLY_PLAN = {
  id: 'monthly',
  interval: 'month',
  amount: 900,
  currency: 'DKK',
  trialDays: 7,
  bestValue: true,
  position: 10,
} as const;

/**
 * Inserts the monthly plan when it is missing. The configured Stripe price is written onto
 * it every start, so switching a running installation to Stripe needs no manual step.
 */
export async function ensurePlans(
  db: Queryable,
  now: Date,
  stripePriceId: string | null,
): Promise<void> {
  await db
    .insert(plans)
    .values({ ...MONTHLY_PLAN, stripePriceId, active: true, createdAt: now })
    .onConflictDoNothing({ target: plans.id });
  if (stripePriceId) {
    await db.update(plans).set({ stripePriceId }).where(eq(plans.id, MONTHLY_PLAN.id));
  }
}

export function listActivePlans(db: Queryable): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.position), asc(plans.id));
}

export async function findActivePlan(db: Queryable, id: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.active, true)))
    .limit(1);
  return row;
}

/** The plan a provider's price is sold as (a subscription whose metadata lacks the plan). */
export async function findPlanByStripePrice(
  db: Queryable,
  priceId: string,
): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.stripePriceId, priceId)).limit(1);
  return row;
}

/** Any plan, retired ones included (a subscription renews at the price of its plan). */
export async function planById(db: Queryable, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row;
}

export function toPlanView(row: PlanRow): Plan {
  return {
    _id: row.id,
    interval: 'month',
    amount: row.amount,
    currency: row.currency,
    trialDays: row.trialDays,
    bestValue: row.bestValue,
  };
}
