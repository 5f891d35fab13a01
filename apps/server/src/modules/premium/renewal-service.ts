import type { Queryable } from '../../db/client';
import { addMonths } from '../../platform/clock';
import { newId } from '../../platform/crypto';
import type { Job } from '../../platform/jobs/scheduler';
import { planById } from './catalogue';
import type { SubscriptionRow } from './state';
import {
  closedAccountIds,
  insertCharge,
  lockDueLocalSubscriptions,
  updateSubscription,
} from './store';
import type { PremiumKit } from './service-kit';

// Premium's renewal of local subscriptions, run by the scheduler.

const RENEWAL_BATCH = 100;

export function createRenewalOps(kit: PremiumKit) {
  const { deps, db } = kit;

  async function renewOne(
    tx: Queryable,
    row: SubscriptionRow,
    now: Date,
    accountClosed: boolean,
  ): Promise<void> {
    if (accountClosed) {
      // A deleted or anonymised account is not renewed: premium ends with the period it had.
      await updateSubscription(tx, row.id, {
        status: 'expired',
        endedAt: row.currentPeriodEnd,
        updatedAt: now,
      });
      return;
    }
    const plan = await planById(tx, row.planId);
    let start = row.currentPeriodStart;
    let end = row.currentPeriodEnd;
    let status = row.status;
    let endedAt: Date | null = null;
    // Catches up every period missed while the server was down, one charge each.
    while (end.getTime() <= now.getTime()) {
      if (row.cancelAt && row.cancelAt.getTime() <= end.getTime()) {
        status = 'expired';
        endedAt = row.cancelAt;
        break;
      }
      start = end;
      end = addMonths(end, 1);
      status = 'active';
      if (plan) {
        await insertCharge(tx, {
          id: newId(),
          subscriptionId: row.id,
          userId: row.userId,
          amount: plan.amount,
          currency: plan.currency,
          periodStart: start,
          periodEnd: end,
          provider: 'local',
          chargedAt: start,
        });
      }
    }
    await updateSubscription(tx, row.id, {
      status,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      endedAt,
      updatedAt: now,
    });
  }

  /**
   * Carries local subscriptions past their period end: a trial becomes active, a renewing
   * one gets its next period (and that period's charge record), a cancelled one ends. Safe
   * to run twice or on two instances at once (row locks, one charge per period).
   */
  async function renewSubscriptions(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await db.transaction(async (tx) => {
        const now = deps.now();
        const due = await lockDueLocalSubscriptions(tx, now, RENEWAL_BATCH);
        const closed = await closedAccountIds(
          tx,
          due.map((row) => row.userId),
        );
        for (const row of due) await renewOne(tx, row, now, closed.has(row.userId));
        return due.length;
      });
      total += count;
      if (count < RENEWAL_BATCH) return total;
    }
  }
  return {
    renewSubscriptions,

    /** The scheduler's jobs of this module. */
    jobs(): Job[] {
      return [{ name: 'renewSubscriptions', run: renewSubscriptions }];
    },
  };
}
