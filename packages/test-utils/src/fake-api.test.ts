import { ApiError, endpoints } from '@wob/api';
import { describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi, withDelay } from './fake-api';

describe('createFakeApi', () => {
  it('answers from its handlers and records each call in order', async () => {
    const fake = createFakeApi({ site: () => ({ data: { company: 'Woble ApS' } }) });
    fake.on('forgotPassword', () => ({ message: 'Sent.' }));

    await expect(fake.api.call(endpoints.site, {})).resolves.toEqual({
      data: { company: 'Woble ApS' },
    });
    await fake.api.call(endpoints.forgotPassword, { email: 'a@example.dk' });
    await fake.api.call(endpoints.forgotPassword, { email: 'b@example.dk' });

    expect(fake.calls.map((call) => call.id)).toEqual(['site', 'forgotPassword', 'forgotPassword']);
    expect(fake.inputsOf('forgotPassword')).toEqual([
      { email: 'a@example.dk' },
      { email: 'b@example.dk' },
    ]);
  });

  it('answers 500 naming the endpoint when a test gave it no answer', async () => {
    const fake = createFakeApi();
    const failure = fake.api.call(endpoints.logout, {});
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 500 });
    await expect(failure).rejects.toThrow('No fake answer for logout');
  });

  it('calls onUnauthorized before throwing a 401 of a signed-in endpoint, as the real client does', async () => {
    const fake = createFakeApi({
      getUserProfile: () => {
        throw apiError(401, 'Your session has expired.');
      },
      login: () => {
        throw apiError(401, 'Wrong email or password.');
      },
    });
    const onUnauthorized = vi.fn();
    fake.onUnauthorized = onUnauthorized;

    await expect(
      fake.api.call(endpoints.login, { username: 'a@example.dk', password: 'x' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();

    await expect(fake.api.call(endpoints.getUserProfile, {})).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports a finished upload once the answer is there', async () => {
    const fake = createFakeApi({ updateProfile: () => ({ message: 'Saved.' }) });
    const progress: number[] = [];
    await fake.api.call(
      endpoints.updateProfile,
      {},
      { onUploadProgress: (share) => progress.push(share) },
    );
    expect(progress).toEqual([1]);
  });
});

describe('withDelay', () => {
  it('gives the same answer only after the delay', async () => {
    vi.useFakeTimers();
    try {
      const slow = withDelay({ site: () => ({ data: 'late' }) }, 500);
      const handler = slow.site;
      if (!handler) throw new Error('withDelay dropped an answer');
      let answer: unknown;
      void Promise.resolve(handler({}, {})).then((value) => {
        answer = value;
      });
      await vi.advanceTimersByTimeAsync(499);
      expect(answer).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(answer).toEqual({ data: 'late' });
    } finally {
      vi.useRealTimers();
    }
  });
});
