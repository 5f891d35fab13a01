import type { ApiClient, CallOptions, Endpoint, EndpointId, Envelope } from '@wob/api';
import { ApiError } from '@wob/api';

export type FakeHandler = (
  input: unknown,
  options: CallOptions,
) => Envelope<unknown> | Promise<Envelope<unknown>>;

/** The answers of a fake API by endpoint; an endpoint without one answers 500. */
export type FakeHandlers = Partial<Record<EndpointId, FakeHandler>>;

export interface RecordedCall {
  id: string;
  input: unknown;
  options: CallOptions;
}

export interface FakeApi {
  api: ApiClient;
  calls: RecordedCall[];
  /** Replaces or adds the answer of one endpoint. */
  on(id: EndpointId, handler: FakeHandler): void;
  /** The inputs sent to one endpoint, in order. */
  inputsOf(id: EndpointId): unknown[];
  /** Wired by the test to the store, as the real client's onUnauthorized is. */
  onUnauthorized?: (error: ApiError) => void;
}

/** An error answer, as the real client throws it. */
export function apiError(
  status: number,
  serverMessage = '',
  fieldErrors?: Record<string, string>,
  code?: string,
): ApiError {
  return new ApiError({ status, statusText: `HTTP ${status}`, serverMessage, fieldErrors, code });
}

/**
 * An injected ApiClient that answers from handlers and records every call. Like the real
 * client, a 401 on a signed-in endpoint calls onUnauthorized before it throws.
 */
export function createFakeApi(handlers: FakeHandlers = {}): FakeApi {
  const table = new Map<string, FakeHandler>(Object.entries(handlers));
  const fake: FakeApi = {
    calls: [],
    api: {
      call: (async (endpoint: Endpoint, input: unknown, options: CallOptions = {}) => {
        fake.calls.push({ id: endpoint.id, input, options });
        const handler = table.get(endpoint.id);
        if (!handler) throw apiError(500, `No fake answer for ${endpoint.id}`);
        try {
          const answer = await handler(input, options);
          options.onUploadProgress?.(1);
          return answer;
        } catch (error) {
          if (error instanceof ApiError && error.status === 401 && endpoint.auth !== 'none') {
            fake.onUnauthorized?.(error);
          }
          throw error;
        }
      }) as ApiClient['call'],
    },
    on(id, handler) {
      table.set(id, handler);
    },
    inputsOf(id) {
      return fake.calls.filter((call) => call.id === id).map((call) => call.input);
    },
  };
  return fake;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The same answers, each `ms` later: stories use it so busy states can be seen. */
export function withDelay(handlers: FakeHandlers, ms: number): FakeHandlers {
  const slow: FakeHandlers = {};
  for (const [id, handler] of Object.entries(handlers) as [EndpointId, FakeHandler][]) {
    slow[id] = async (input, options) => {
      await wait(ms);
      return handler(input, options);
    };
  }
  return slow;
}
