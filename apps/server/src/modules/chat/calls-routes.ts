import { chatCallEndpoints as endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import type { CallService } from './calls-service';

/** Signals per person and minute: ICE candidates come in bursts, several calls a minute. */
const SIGNALS_PER_MINUTE = 600;

/** Audio and video calls of the self-hosted chat (`/chat-api/calls/*`, calls-service.ts). */
export function registerCallRoutes(app: FastifyInstance, calls: CallService): void {
  bindSignedInEndpoint(app, endpoints.chatCallInitiate, async ({ input, session }) => ({
    data: { call: await calls.initiate(session, input) },
  }));

  bindSignedInEndpoint(app, endpoints.chatCallAccept, async ({ input, session }) => ({
    data: { call: await calls.accept(session, input) },
  }));

  bindSignedInEndpoint(app, endpoints.chatCallReject, async ({ input, session }) => ({
    data: { call: await calls.reject(session, input) },
  }));

  bindSignedInEndpoint(app, endpoints.chatCallEnd, async ({ input, session }) => ({
    data: { call: await calls.end(session, input) },
  }));

  bindSignedInEndpoint(app, endpoints.chatCallRejoin, async ({ input, session }) => ({
    data: { call: await calls.rejoin(session, input) },
  }));

  bindSignedInEndpoint(
    app,
    endpoints.chatCallSignal,
    async ({ input, session }) => {
      await calls.signal(session, input);
      return { data: {} };
    },
    { rateLimit: { max: SIGNALS_PER_MINUTE, timeWindowMs: 60_000, perAccount: true } },
  );

  bindSignedInEndpoint(app, endpoints.chatCallActive, async ({ session }) => ({
    data: { call: await calls.active(session) },
  }));

  bindSignedInEndpoint(app, endpoints.chatCallHistory, async ({ input, session }) => ({
    data: { calls: await calls.history(session, input) },
  }));
}
