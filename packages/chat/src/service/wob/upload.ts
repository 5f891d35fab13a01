import { ApiError, type ChatMessage } from '@wob/api';
import type { ProgressListener } from '../port';

// `POST /chat-api/media` (multipart/form-data: the text fields, then the file as the part
// `file`). Through XMLHttpRequest where there is one, for upload progress; else through fetch
// (Node, workers), which reports only the end. Failures are ApiErrors like every other call
// (status 0 when the network failed), so one mapping turns them into ChatErrors.

/** The parts of XMLHttpRequest the upload uses. */
export interface UploadXhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly statusText: string;
  readonly responseText: string;
  upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

export type UploadXhrConstructor = new () => UploadXhr;

export interface UploadRequest {
  url: string;
  headers: Record<string, string>;
  fields: Record<string, string>;
  file: File;
  onProgress?: ProgressListener;
}

function formOf(request: UploadRequest): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(request.fields)) form.append(name, value);
  // The file goes last: the server reads the text fields before the file streams in.
  form.append('file', request.file, request.file.name || 'file');
  return form;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function errorOf(status: number, statusText: string, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return new ApiError({
    status,
    statusText,
    serverMessage: typeof record.message === 'string' ? record.message : '',
    fieldErrors:
      typeof record.errors === 'object' && record.errors !== null
        ? (record.errors as Record<string, string>)
        : undefined,
  });
}

function messageOf(body: unknown, status: number): ChatMessage {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null) {
    throw new ApiError({ status, statusText: 'The server answered no message' });
  }
  return data as ChatMessage;
}

export function uploadWithXhr(Xhr: UploadXhrConstructor, request: UploadRequest): Promise<ChatMessage> {
  return new Promise((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        request.onProgress?.(Math.min(1, event.loaded / event.total));
      }
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, statusText: 'Network error' }));
    xhr.ontimeout = () => reject(new ApiError({ status: 0, statusText: 'Timeout' }));
    xhr.onabort = () => reject(new ApiError({ status: 0, statusText: 'Aborted' }));
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const message = messageOf(body, xhr.status);
          request.onProgress?.(1);
          resolve(message);
        } catch (error) {
          reject(error);
        }
        return;
      }
      reject(errorOf(xhr.status, xhr.statusText, body));
    };
    xhr.send(formOf(request));
  });
}

export async function uploadWithFetch(
  fetchImpl: typeof fetch,
  request: UploadRequest,
): Promise<ChatMessage> {
  let response: Response;
  try {
    response = await fetchImpl(request.url, {
      method: 'POST',
      headers: request.headers,
      body: formOf(request),
    });
  } catch (error) {
    throw new ApiError({ status: 0, statusText: String(error) });
  }
  const body = parseJson(await response.text().catch(() => ''));
  if (!response.ok) throw errorOf(response.status, response.statusText, body);
  const message = messageOf(body, response.status);
  request.onProgress?.(1);
  return message;
}
