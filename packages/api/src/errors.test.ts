import { describe, expect, it } from 'vitest';
import { ApiError, DUPLICATE_EMAIL_MESSAGE, describeApiError, errorCodeOf } from './errors';

describe('describeApiError (spec section 8)', () => {
  it('turns the duplicate e-mail answer into "Email already exists."', () => {
    const error = new ApiError({ status: 422, serverMessage: DUPLICATE_EMAIL_MESSAGE });
    expect(describeApiError(error)).toEqual({ key: 'errors:client.emailExists' });
  });

  it('shows another 422 message as the server sent it, else "Unprocessable Entity"', () => {
    expect(
      describeApiError(new ApiError({ status: 422, serverMessage: 'Navn er påkrævet' })),
    ).toEqual({
      text: 'Navn er påkrævet',
    });
    expect(describeApiError(new ApiError({ status: 422 }))).toEqual({
      key: 'errors:client.unprocessable',
    });
  });

  it('falls back to the status text for 401, 404 and 500 without a message', () => {
    expect(describeApiError(new ApiError({ status: 404, statusText: 'Not Found' }))).toEqual({
      text: 'Not Found',
    });
    expect(describeApiError(new ApiError({ status: 500, serverMessage: 'Boom' }))).toEqual({
      text: 'Boom',
    });
  });

  it('uses "An unexpected error occurred" for anything else without a message', () => {
    expect(describeApiError(new ApiError({ status: 418 }))).toEqual({
      key: 'errors:client.unexpected',
    });
    expect(describeApiError(new Error('x'))).toEqual({ key: 'errors:client.unexpected' });
  });

  it('names a network failure as such', () => {
    expect(describeApiError(new ApiError({ status: 0 }))).toEqual({ key: 'errors:client.network' });
  });
});

describe('errorCodeOf', () => {
  it('is the message key without the errors namespace; another namespace stays as a part', () => {
    expect(errorCodeOf('errors:chatGroups.wrongPassword')).toBe('chatGroups.wrongPassword');
    expect(errorCodeOf('errors:request.notFound')).toBe('request.notFound');
    expect(errorCodeOf('validation:email.exists')).toBe('validation.email.exists');
    expect(errorCodeOf('plain')).toBe('plain');
  });
});
