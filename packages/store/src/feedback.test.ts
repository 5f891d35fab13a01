import { ApiError } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { createFeedback, type Notifier, toldBySession } from './feedback';

function recorder() {
  const told: string[] = [];
  const notify: Notifier = {
    success: (text, options) =>
      told.push(`success: ${text}${options?.source ? ` (${options.source})` : ''}`),
    error: (text, options) =>
      told.push(`error: ${text}${options?.source ? ` (${options.source})` : ''}`),
    clearErrors: (source) => told.push(`clear: ${source}`),
  };
  return { told, notify };
}

const translate = (key: string) => `t(${key})`;

describe('createFeedback', () => {
  it('describes a failure as the server said it, or as the error catalogue in the UI language', () => {
    const { describe: words } = createFeedback({ translate });
    expect(words(new ApiError({ status: 409, serverMessage: 'Already joined.' }))).toBe(
      'Already joined.',
    );
    expect(words(new ApiError({ status: 0 }))).toBe('t(errors:client.network)');
    expect(words(new Error('boom'))).toBe('t(errors:client.unexpected)');
  });

  it('makes the one failure result: status, message and the field errors', () => {
    const { failure } = createFeedback({ translate });
    const error = new ApiError({
      status: 422,
      serverMessage: 'Name taken',
      fieldErrors: { name: 'Name taken', email: 'server' },
    });
    expect(failure(error, { email: 'validation:email.exists' })).toEqual({
      ok: false,
      status: 422,
      message: 'Name taken',
      fieldErrors: { name: 'Name taken', email: 'validation:email.exists' },
    });
    expect(failure(new TypeError('offline'))).toEqual({
      ok: false,
      status: 0,
      message: 't(errors:client.unexpected)',
      fieldErrors: {},
    });
  });

  it('toasts a failure, but never a 401: the session told it and signed the person out', () => {
    const { told, notify } = recorder();
    const feedback = createFeedback({ notify, translate });
    feedback.toastFailure(new ApiError({ status: 500, serverMessage: 'Broken' }), {
      source: 'login',
    });
    feedback.toastFailure(new ApiError({ status: 401, serverMessage: 'Session expired' }));
    expect(told).toEqual(['error: Broken (login)']);
    expect(toldBySession(new ApiError({ status: 401 }))).toBe(true);
    expect(toldBySession(new ApiError({ status: 403 }))).toBe(false);
  });

  it('lets a store say which failures were already told', () => {
    const { told, notify } = recorder();
    const handled = new ApiError({ status: 401, serverMessage: 'Handled' });
    const feedback = createFeedback({ notify, alreadyTold: (error) => error === handled });
    feedback.toastFailure(handled);
    feedback.toastFailure(new ApiError({ status: 401, serverMessage: 'Wrong password' }));
    expect(told).toEqual(['error: Wrong password']);
  });

  it("toasts the server's success message, or clears the source's errors without one", () => {
    const { told, notify } = recorder();
    const feedback = createFeedback({ notify });
    feedback.toastSuccess('Saved', { source: 'profile' });
    feedback.toastSuccess(undefined, { source: 'profile' });
    feedback.toastSuccess(undefined);
    expect(told).toEqual(['success: Saved (profile)', 'clear: profile']);
  });

  it('is silent and untranslated without a notifier or a translator', () => {
    const feedback = createFeedback();
    expect(() => feedback.toastFailure(new Error('x'))).not.toThrow();
    expect(feedback.describe(new Error('x'))).toBe('errors:client.unexpected');
  });
});
