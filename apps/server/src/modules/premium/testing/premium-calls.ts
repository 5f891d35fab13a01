import type { PremiumState, Subscribed, Subscription } from '@wob/api';
import { asc, eq } from 'drizzle-orm';
import { charges, subscriptions, trialClaims } from '../../../db/schema';
import { type Answer, answerOf, post } from '../../../test/http';
import type { TestServer } from '../../../test/harness';
import { emailKeyOf } from '../store';

// Test support for the premium module's tests: its calls, and its rows read back directly.

export const PREMIUM_PATHS = {
  getSubscribed: '/api/subscription/get-subscribed',
  subscribe: '/api/subscription/subscribe',
  switchPlan: '/api/subscription/switch-plan',
  cancel: '/api/subscription/cancel',
  resume: '/api/subscription/resume',
  refund: '/api/subscription/request-refund',
  portal: '/api/subscription/portal',
} as const;

/** What subscribe, switch, cancel, resume and refund answer in `data`. */
export interface ChangeData {
  subscription: Subscription | null;
  premium: PremiumState;
  redirectUrl: string | null;
}

export async function call<T = ChangeData>(
  server: TestServer,
  path: string,
  token: string,
  payload: unknown = {},
  language = 'en',
): Promise<Answer<T>> {
  return answerOf<T>(await post(server.app, path, payload, { token, language }));
}

export const subscribeTo = (
  server: TestServer,
  token: string,
  planId = 'monthly',
  language = 'en',
) => call(server, PREMIUM_PATHS.subscribe, token, { planId }, language);

export const subscribedOf = (server: TestServer, token: string) =>
  call<Subscribed>(server, PREMIUM_PATHS.getSubscribed, token);

export function subscriptionsOf(server: TestServer, userId: string) {
  return server.app.wob.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
}

export function chargesOf(server: TestServer, userId: string) {
  return server.app.wob.db
    .select()
    .from(charges)
    .where(eq(charges.userId, userId))
    .orderBy(asc(charges.periodStart));
}

export async function trialClaimOf(server: TestServer, email: string) {
  const [row] = await server.app.wob.db
    .select()
    .from(trialClaims)
    .where(eq(trialClaims.emailKey, emailKeyOf(email)));
  return row;
}

export const renew = (server: TestServer) => server.app.wobExtras.premium.renewSubscriptions();
