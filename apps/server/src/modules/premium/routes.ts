import { endpoints } from '@wob/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import type { ChangeResult, PremiumService } from './service';

/** Where Stripe sends its events; not part of the contract (Stripe is the only caller). */
export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe-webhook';

// Stripe's events are a few kilobytes; this leaves room without inviting abuse.
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const answer = (result: ChangeResult) => ({
  message: result.message,
  ...(result.messageParams ? { messageParams: result.messageParams } : {}),
  data: result.data,
});

export function registerPremiumRoutes(app: FastifyInstance, premium: PremiumService): void {
  bindSignedInEndpoint(app, endpoints.getSubscribed, async ({ session }) => ({
    data: await premium.getSubscribed(session),
  }));

  bindSignedInEndpoint(app, endpoints.subscribe, async ({ input, session, locale }) =>
    answer(await premium.subscribe(session, input.planId, locale)),
  );

  bindSignedInEndpoint(app, endpoints.switchPlan, async ({ input, session }) =>
    answer(await premium.switchPlan(session, input.planId)),
  );

  bindSignedInEndpoint(app, endpoints.cancelSubscription, async ({ session, locale }) =>
    answer(await premium.cancel(session, locale)),
  );

  bindSignedInEndpoint(app, endpoints.resumeSubscription, async ({ session }) =>
    answer(await premium.resume(session)),
  );

  bindSignedInEndpoint(app, endpoints.requestRefund, async ({ session }) =>
    answer(await premium.requestRefund(session)),
  );

  bindSignedInEndpoint(app, endpoints.billingPortal, async ({ session, locale }) => ({
    data: await premium.billingPortal(session, locale),
  }));

  if (premium.acceptsWebhooks) registerStripeWebhook(app, premium);
}

/**
 * The signature covers the exact bytes Stripe sent, so this route reads its body raw. Its
 * own content-type parser lives in an encapsulated plugin and leaves the JSON API alone.
 */
function registerStripeWebhook(app: FastifyInstance, premium: PremiumService): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request: FastifyRequest, body: Buffer, done: (error: null, body: Buffer) => void) =>
        done(null, body),
    );
    scope.post(STRIPE_WEBHOOK_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      await premium.handleWebhook(body, typeof header === 'string' ? header : undefined);
      return reply.code(200).send({ received: true });
    });
  });
}
