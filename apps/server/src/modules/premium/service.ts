import type { PremiumState, Subscription } from '@wob/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Billing } from '../../platform/billing/billing';
import type { Clock } from '../../platform/clock';
import type { Mailer } from '../../platform/mailer/mailer';
import type { TaskTracker } from '../../platform/tasks';
import { ensurePlans } from './catalogue';
import { createChangeOps } from './change-service';
import { createRenewalOps } from './renewal-service';
import { createPremiumKit } from './service-kit';
import { createSubscribeOps } from './subscribe-service';
import { createWebhookOps } from './webhook-service';

export interface PremiumDeps {
  db: Db;
  now: Clock;
  billing: Billing;
  mailer: Mailer;
  tasks: TaskTracker;
  /** Where refund requests are e-mailed: the operator's contact address as saved now. */
  operatorEmail: () => Promise<string>;
  /** Origin of the web app, for Stripe's return addresses. */
  publicUrl: string;
  /** The Stripe Price of the monthly plan, written onto it at start. */
  stripePriceId: string | null;
  logger: FastifyBaseLogger;
}

/** What subscribe, switch, cancel, resume and refund answer in `data`. */
export interface SubscriptionChange {
  subscription: Subscription | null;
  premium: PremiumState;
  redirectUrl: string | null;
}

export interface ChangeResult {
  data: SubscriptionChange;
  message: string;
  messageParams?: Record<string, string>;
}

/**
 * Premium: the plan catalogue, subscribing with the one free trial per e-mail, cancelling
 * by the terms' 24-hour rule, resuming, switching plan, refunds within 14 days, the renewal
 * of local subscriptions, and Stripe's webhooks. The billing adapter only talks to the
 * provider; every rule is here.
 */
export function createPremiumService(deps: PremiumDeps) {
  const { db, billing } = deps;
  // One kit that every group of operations shares.
  const kit = createPremiumKit(deps);

  return {
    provider: billing.provider,
    acceptsWebhooks: billing.provider === 'stripe',

    /** The monthly plan, in every mode (not demo content). */
    ensurePlans: () => ensurePlans(db, deps.now(), deps.stripePriceId),

    ...createSubscribeOps(kit),
    ...createChangeOps(kit),
    ...createWebhookOps(kit),
    ...createRenewalOps(kit),
  };
}

export type PremiumService = ReturnType<typeof createPremiumService>;
