import ky, { HTTPError, type KyInstance } from 'ky';
import type { Endpoint, Envelope, ErrorBody, RequestInput, ResponseData } from './contract';
import { ApiError } from './errors';

export interface ApiClientOptions {
  /** Origin the API lives on; empty for the same origin. */
  baseUrl?: string;
  /** The session token, read for every call. */
  getToken: () => string | null;
  /** The UI language, sent as Accept-Language so server messages answer in it. */
  getLocale: () => string;
  /** Called after a 401 answer on an authenticated call, before the error is thrown. */
  onUnauthorized?: (error: ApiError) => void;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
}

export interface CallOptions {
  /** Sends `Suppress-Notification: true`: the caller shows no success toast for this action. */
  suppressNotification?: boolean;
  /** Upload progress from 0 to 1; makes the call go through XMLHttpRequest (HTTP/1.1 progress). */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface ApiClient {
  call<E extends Endpoint>(
    endpoint: E,
    input: RequestInput<E>,
    options?: CallOptions,
  ): Promise<Envelope<ResponseData<E>>>;
}

function toQuery(input: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
  }
  return params;
}

/** An upload's input (`chatSendMedia`): sent as multipart/form-data, not as JSON. */
function isForm(input: unknown): input is FormData {
  return typeof FormData !== 'undefined' && input instanceof FormData;
}

function isErrorBody(body: unknown): body is Partial<ErrorBody> {
  return typeof body === 'object' && body !== null;
}

function apiErrorFrom(status: number, statusText: string, body: unknown): ApiError {
  const errorBody = isErrorBody(body) ? body : {};
  return new ApiError({
    status,
    statusText,
    serverMessage: typeof errorBody.message === 'string' ? errorBody.message : '',
    code: typeof errorBody.code === 'string' ? errorBody.code : '',
    fieldErrors:
      errorBody.errors && typeof errorBody.errors === 'object' ? errorBody.errors : undefined,
  });
}

/**
 * The web client, built from the contract: every call is `client.call(endpoint, input)`.
 * Only this package imports ky; every failure becomes one `ApiError`.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl || undefined,
    retry: 0,
    timeout: 30_000,
    throwHttpErrors: true,
    fetch: options.fetch,
  });

  function headersFor(endpoint: Endpoint, callOptions: CallOptions): Record<string, string> {
    const headers: Record<string, string> = { 'Accept-Language': options.getLocale() };
    const token = options.getToken();
    if (token && endpoint.auth !== 'none') headers.Authorization = `Bearer ${token}`;
    if (callOptions.suppressNotification) headers['Suppress-Notification'] = 'true';
    return headers;
  }

  function fail(endpoint: Endpoint, error: ApiError): never {
    if (error.status === 401 && endpoint.auth !== 'none') options.onUnauthorized?.(error);
    throw error;
  }

  async function viaKy<E extends Endpoint>(
    endpoint: E,
    input: RequestInput<E>,
    callOptions: CallOptions,
  ): Promise<Envelope<ResponseData<E>>> {
    // ky's prefixUrl wants paths without the leading slash.
    const url = endpoint.path.replace(/^\//, '');
    const path = options.baseUrl ? url : endpoint.path;
    try {
      const response = await http(path, {
        method: endpoint.method,
        headers: headersFor(endpoint, callOptions),
        signal: callOptions.signal,
        ...(endpoint.method === 'GET'
          ? { searchParams: toQuery(input) }
          : isForm(input)
            ? { body: input }
            : { json: input ?? {} }),
      });
      return (await response.json()) as Envelope<ResponseData<E>>;
    } catch (error) {
      if (error instanceof HTTPError) {
        const body: unknown = await error.response.json().catch(() => null);
        return fail(endpoint, apiErrorFrom(error.response.status, error.response.statusText, body));
      }
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      return fail(endpoint, new ApiError({ status: 0, statusText: String(error) }));
    }
  }

  function viaXhr<E extends Endpoint>(
    endpoint: E,
    input: RequestInput<E>,
    callOptions: CallOptions & { onUploadProgress: (fraction: number) => void },
  ): Promise<Envelope<ResponseData<E>>> {
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(endpoint.method, `${options.baseUrl ?? ''}${endpoint.path}`);
      for (const [name, value] of Object.entries(headersFor(endpoint, callOptions))) {
        xhr.setRequestHeader(name, value);
      }
      // A form's boundary is set by the browser with its Content-Type.
      if (!isForm(input)) xhr.setRequestHeader('Content-Type', 'application/json');
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          callOptions.onUploadProgress(Math.min(1, event.loaded / event.total));
        }
      };
      callOptions.signal?.addEventListener('abort', () => xhr.abort());
      xhr.onerror = () => {
        try {
          fail(endpoint, new ApiError({ status: 0, statusText: 'Network error' }));
        } catch (error) {
          reject(error);
        }
      };
      xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
      xhr.onload = () => {
        let body: unknown = null;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = null;
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          callOptions.onUploadProgress(1);
          resolve((body ?? {}) as Envelope<ResponseData<E>>);
          return;
        }
        try {
          fail(endpoint, apiErrorFrom(xhr.status, xhr.statusText, body));
        } catch (error) {
          reject(error);
        }
      };
      xhr.send(isForm(input) ? input : JSON.stringify(input ?? {}));
    });
  }

  return {
    call(endpoint, input, callOptions = {}) {
      const { onUploadProgress } = callOptions;
      if (onUploadProgress && typeof XMLHttpRequest !== 'undefined') {
        return viaXhr(endpoint, input, { ...callOptions, onUploadProgress });
      }
      if (!onUploadProgress) return viaKy(endpoint, input, callOptions);
      // Without XMLHttpRequest (Node, workers) fetch reports only the end.
      return viaKy(endpoint, input, callOptions).then((answer) => {
        onUploadProgress(1);
        return answer;
      });
    },
  };
}
