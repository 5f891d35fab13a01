import type { LightMyRequestResponse } from 'fastify';

// An API answer as tests read it: the status and the envelope's parts, typed by the caller.

export interface Answer<T> {
  status: number;
  message: string | undefined;
  errors: Record<string, string> | undefined;
  /** Only meaningful for a 2xx. */
  data: T;
  response: LightMyRequestResponse;
}

export function answerOf<T>(response: LightMyRequestResponse): Answer<T> {
  const body = response.json() as { message?: string; errors?: Record<string, string>; data?: T };
  return {
    status: response.statusCode,
    message: body.message,
    errors: body.errors,
    data: body.data as T,
    response,
  };
}
