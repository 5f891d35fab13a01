import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A small stand-in for the Stripe API, enough for the calls the Stripe adapter makes:
// Checkout Sessions, subscription retrieve/update/cancel and Customer Portal sessions. The
// Stripe client is pointed at it with STRIPE_API_URL; every request is recorded with its
// form parameters flattened as Stripe encodes them ('subscription_data[trial_period_days]').

export interface FakeStripeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
}

export interface StripeSubscriptionFields {
  id: string;
  customer: string;
  status: string;
  userId: string;
  planId: string;
  priceId: string;
  start: Date;
  end: Date;
  trialEnd?: Date | null;
  cancelAt?: Date | null;
  cancelAtPeriodEnd?: boolean;
}

type Json = Record<string, unknown>;

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** A subscription object shaped as Stripe sends it (periods on the item). */
export function stripeSubscription(fields: StripeSubscriptionFields): Json {
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status,
    metadata: { userId: fields.userId, planId: fields.planId },
    start_date: unix(fields.start),
    trial_end: fields.trialEnd ? unix(fields.trialEnd) : null,
    cancel_at: fields.cancelAt ? unix(fields.cancelAt) : null,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    canceled_at: null,
    ended_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${fields.id}`,
          object: 'subscription_item',
          current_period_start: unix(fields.start),
          current_period_end: unix(fields.end),
          price: { id: fields.priceId, object: 'price' },
        },
      ],
    },
  };
}

/** A webhook body and its valid Stripe-Signature header, made with the package's helper. */
export function signedEvent(
  event: { id: string; type: string; created: Date; object: Json },
  secret: string,
  signedAt: Date = event.created,
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unix(event.created),
    type: event.type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: event.object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: unix(signedAt),
  });
  return { payload, signature };
}

export interface FakeStripe {
  /** e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly requests: FakeStripeRequest[];
  /** What GET/POST/DELETE /v1/subscriptions/:id work on. */
  readonly subscriptions: Map<string, Json>;
  /** The next `count` calls answer 500 (marked not retryable). */
  failNext(count?: number): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: Json): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${Date.now()}`,
    // Keeps the client from retrying a failure the test asked for.
    'stripe-should-retry': 'false',
  });
  response.end(JSON.stringify(body));
}

const notFound = (response: ServerResponse, path: string) =>
  send(response, 404, {
    error: { type: 'invalid_request_error', message: `No such resource: ${path}` },
  });

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const subscriptions = new Map<string, Json>();
  let failures = 0;
  let sessions = 0;

  function updateSubscription(id: string, params: Record<string, string>): Json | undefined {
    const current = subscriptions.get(id);
    if (!current) return undefined;
    const next: Json = { ...current };
    if ('cancel_at' in params) next.cancel_at = params.cancel_at ? Number(params.cancel_at) : null;
    if (params.cancel_at_period_end === 'false') {
      next.cancel_at_period_end = false;
      next.cancel_at = null;
    }
    const price = params['items[0][price]'];
    if (price) {
      const items = current.items as { data: Json[] };
      const [item] = items.data;
      next.items = { object: 'list', data: [{ ...item, price: { id: price, object: 'price' } }] };
    }
    const planId = params['metadata[planId]'];
    if (planId) next.metadata = { ...(current.metadata as Json), planId };
    subscriptions.set(id, next);
    return next;
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-stripe');
      const text = await readBody(request);
      const source = request.method === 'GET' ? url.searchParams : new URLSearchParams(text);
      const params = Object.fromEntries(source.entries());
      const method = request.method ?? 'GET';
      const path = url.pathname;
      requests.push({ method, path, params });
      if (failures > 0) {
        failures -= 1;
        send(response, 500, { error: { type: 'api_error', message: 'Something went wrong' } });
        return;
      }

      if (method === 'POST' && path === '/v1/checkout/sessions') {
        sessions += 1;
        const id = `cs_test_${sessions}`;
        send(response, 200, {
          id,
          object: 'checkout.session',
          mode: params.mode,
          status: 'open',
          client_reference_id: params.client_reference_id ?? null,
          customer: params.customer ?? null,
          customer_email: params.customer_email ?? null,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
        return;
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (method === 'POST' && expire) {
        send(response, 200, { id: expire[1], object: 'checkout.session', status: 'expired' });
        return;
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (subscription?.[1]) {
        const id = subscription[1];
        if (method === 'GET') {
          const found = subscriptions.get(id);
          if (found) send(response, 200, found);
          else notFound(response, path);
          return;
        }
        if (method === 'POST') {
          const updated = updateSubscription(id, params);
          if (updated) send(response, 200, updated);
          else notFound(response, path);
          return;
        }
        if (method === 'DELETE') {
          const current = subscriptions.get(id);
          if (!current) return notFound(response, path);
          const now = Math.floor(Date.now() / 1000);
          const cancelled = { ...current, status: 'canceled', canceled_at: now, ended_at: now };
          subscriptions.set(id, cancelled);
          send(response, 200, cancelled);
          return;
        }
      }
      if (method === 'POST' && path === '/v1/billing_portal/sessions') {
        send(response, 200, {
          id: 'bps_test_1',
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: params.return_url,
          url: `https://billing.stripe.test/p/session/${params.customer}`,
        });
        return;
      }
      notFound(response, path);
    })().catch((error: unknown) => {
      send(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    failNext(count = 1) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
