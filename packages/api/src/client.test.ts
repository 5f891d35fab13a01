import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { endpoints } from './endpoints';
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
});
