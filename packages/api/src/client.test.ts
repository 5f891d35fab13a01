import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { endpoints } from './endpoints';
import { chatSendMedia } from './endpoints/chat';
import { ApiError } from './errors';

type Recorded = { url: string; method: string; headers: Headers; body: string | null };

function fakeFetch(status: number, body: unknown, recorded: Recorded[] = []) {
  const impl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    recorded.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: request.method === 'GET' ? null : await request.text(),
    });
    return new Response(JSON.stringify(body), {
      status,
      statusText: status === 404 ? 'Not Found' : 'OK',
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return impl as typeof fetch;
}

const base = 'http://woble.test';

describe('createApiClient', () => {
  it('sends JSON with the bearer token, the UI language and the spec path', async () => {
    const recorded: Recorded[] = [];
    const client = createApiClient({
      baseUrl: base,
      getToken: () => 'secret-token-value-123',
      getLocale: () => 'en',
      fetch: fakeFetch(200, { message: 'Done', data: {} }, recorded),
    });
    const answer = await client.call(
      endpoints.changePassword,
      { oldPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' },
      { suppressNotification: true },
    );
    expect(answer.message).toBe('Done');
    const [call] = recorded;
    expect(call?.url).toBe(`${base}/api/change-password`);
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('authorization')).toBe('Bearer secret-token-value-123');
    expect(call?.headers.get('accept-language')).toBe('en');
    expect(call?.headers.get('suppress-notification')).toBe('true');
    expect(JSON.parse(call?.body ?? '')).toMatchObject({ oldPassword: 'old-pass' });
  });

  it('puts GET input in the query string and sends no token to public calls', async () => {
    const recorded: Recorded[] = [];
    const client = createApiClient({
      baseUrl: base,
      getToken: () => 'secret-token-value-123',
      getLocale: () => 'da',
      fetch: fakeFetch(200, { data: {} }, recorded),
    });
    await client.call(endpoints.getUserProfile, { id: 'abc 1' });
    await client.call(endpoints.site, {});
    expect(recorded[0]?.url).toBe(`${base}/api/get-user-profile?id=abc+1`);
    expect(recorded[0]?.headers.get('authorization')).toBe('Bearer secret-token-value-123');
    expect(recorded[1]?.headers.get('authorization')).toBeNull();
  });

  it('turns an error answer into an ApiError with the field errors', async () => {
    const client = createApiClient({
      baseUrl: base,
      getToken: () => null,
      getLocale: () => 'da',
      fetch: fakeFetch(422, { message: 'Username Already Exist.', errors: { email: 'Taken' } }),
    });
    const failure = client.call(endpoints.forgotPassword, { email: 'a@b.dk' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 422,
      serverMessage: 'Username Already Exist.',
      fieldErrors: { email: 'Taken' },
    });
  });

  it("reads the answer's machine-readable code into ApiError.code, empty when there is none", async () => {
    const coded = createApiClient({
      baseUrl: base,
      getToken: () => null,
      getLocale: () => 'en',
      fetch: fakeFetch(403, { message: 'Banned.', code: 'chatGroups.banned' }),
    });
    await expect(coded.call(endpoints.forgotPassword, { email: 'a@b.dk' })).rejects.toMatchObject({
      status: 403,
      code: 'chatGroups.banned',
      serverMessage: 'Banned.',
    });
    const bare = createApiClient({
      baseUrl: base,
      getToken: () => null,
      getLocale: () => 'en',
      fetch: fakeFetch(502, 'Bad gateway'),
    });
    await expect(bare.call(endpoints.forgotPassword, { email: 'a@b.dk' })).rejects.toMatchObject({
      status: 502,
      code: '',
    });
  });

  it('reports a 401 on a signed-in call before throwing, but not on a public one', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      baseUrl: base,
      getToken: () => 'secret-token-value-123',
      getLocale: () => 'da',
      onUnauthorized,
      fetch: fakeFetch(401, { message: 'Log ind igen' }),
    });
    await expect(client.call(endpoints.logout, {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ serverMessage: 'Log ind igen' });
    await expect(
      client.call(endpoints.login, { username: 'a@b.dk', password: 'wrong' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('answers status 0 when the network fails', async () => {
    const client = createApiClient({
      baseUrl: base,
      getToken: () => null,
      getLocale: () => 'da',
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    await expect(client.call(endpoints.site, {})).rejects.toMatchObject({ status: 0 });
  });

  it('sends a form as multipart through XMLHttpRequest with upload progress', async () => {
    const sent: Array<{ method: string; url: string; headers: Record<string, string> }> = [];
    const stored = { id: '9', type: 'image' };
    class FakeXhr {
      status = 0;
      statusText = '';
      responseText = '';
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      private method = '';
      private url = '';
      private readonly headers: Record<string, string> = {};
      open(method: string, url: string) {
        this.method = method;
        this.url = url;
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      abort() {}
      send(body: FormData) {
        sent.push({ method: this.method, url: this.url, headers: this.headers });
        expect(body).toBeInstanceOf(FormData);
        expect(body.get('muid')).toBe('m-pic');
        expect(body.get('file')).toBeInstanceOf(File);
        setTimeout(() => {
          this.upload.onprogress?.({
            lengthComputable: true,
            loaded: 50,
            total: 100,
          } as ProgressEvent);
          this.status = 200;
          this.responseText = JSON.stringify({ data: stored });
          this.onload?.();
        }, 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    try {
      const client = createApiClient({
        baseUrl: 'https://chat.example',
        getToken: () => 'token-1',
        getLocale: () => 'da',
      });
      const form = new FormData();
      form.append('muid', 'm-pic');
      form.append('file', new File(['png'], 'p.png', { type: 'image/png' }));
      const progress: number[] = [];
      const answer = await client.call(chatSendMedia, form, {
        onUploadProgress: (fraction) => progress.push(fraction),
      });
      expect(answer.data).toEqual(stored);
      expect(progress).toEqual([0.5, 1]);
      expect(sent).toEqual([
        {
          method: 'POST',
          url: 'https://chat.example/chat-api/media',
          headers: { Authorization: 'Bearer token-1', 'Accept-Language': 'da' },
        },
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reports only the end of an upload where there is no XMLHttpRequest', async () => {
    const client = createApiClient({
      baseUrl: base,
      getToken: () => 'token-1',
      getLocale: () => 'en',
      fetch: fakeFetch(200, { data: { id: '9' } }),
    });
    const form = new FormData();
    form.append('muid', 'm-pic');
    const progress: number[] = [];
    const answer = await client.call(chatSendMedia, form, {
      onUploadProgress: (fraction) => progress.push(fraction),
    });
    expect(answer.data).toEqual({ id: '9' });
    expect(progress).toEqual([1]);
  });

  it('sends a form as multipart through fetch where there is no XMLHttpRequest, and maps its errors', async () => {
    const requests: Request[] = [];
    const forms: FormData[] = [];
    const client = createApiClient({
      baseUrl: 'https://chat.example',
      getToken: () => 'token-1',
      getLocale: () => 'en',
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        requests.push(request);
        forms.push(await request.formData());
        return new Response(JSON.stringify({ message: 'Too large.' }), { status: 413 });
      }) as typeof fetch,
    });
    const form = new FormData();
    form.append('muid', 'm-pic');
    form.append('file', new File(['x'], 'p.png', { type: 'image/png' }));
    await expect(client.call(chatSendMedia, form)).rejects.toMatchObject({
      status: 413,
      serverMessage: 'Too large.',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('https://chat.example/chat-api/media');
    expect(requests[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(forms[0]?.get('muid')).toBe('m-pic');
    expect(forms[0]?.get('file')).toBeInstanceOf(File);
  });
});
