import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ResetPasswordFormSchema,
  ResetPasswordSchema,
} from './account-forms';
import { errorsOf } from './test/helpers';

describe('LoginSchema', () => {
  it('takes the e-mail as username, normalised', () => {
    expect(v.parse(LoginSchema, { username: ' Karen@Example.dk', password: 'abc' })).toEqual({
      username: 'karen@example.dk',
      password: 'abc',
    });
  });

  it('requires a valid e-mail and a password', () => {
    expect(errorsOf(LoginSchema, {})).toEqual({
      username: 'validation:required.email',
      password: 'validation:required.password',
    });
    expect(errorsOf(LoginSchema, { username: 'karen', password: 'x' })).toEqual({
      username: 'validation:email.invalid',
    });
  });
});

describe('ForgotPasswordSchema', () => {
  it('requires a valid e-mail', () => {
    expect(errorsOf(ForgotPasswordSchema, { email: '' })).toEqual({
      email: 'validation:required.email',
    });
    expect(errorsOf(ForgotPasswordSchema, { email: 'nope' })).toEqual({
      email: 'validation:email.invalid',
    });
    expect(errorsOf(ForgotPasswordSchema, { email: 'a@b.dk' })).toEqual({});
  });
});

describe('ResetPasswordFormSchema', () => {
  it('passes two equal passwords', () => {
    expect(
      errorsOf(ResetPasswordFormSchema, { password: 'secret', confirmPassword: 'secret' }),
    ).toEqual({});
  });

  it("puts 'Password must be same…' on the re-entry when they differ", () => {
    expect(
      errorsOf(ResetPasswordFormSchema, { password: 'secret', confirmPassword: 'secreT' }),
    ).toEqual({
      confirmPassword: 'validation:password.mismatch',
    });
    expect(errorsOf(ResetPasswordFormSchema, { password: 'secret', confirmPassword: '' })).toEqual({
      confirmPassword: 'validation:password.mismatch',
    });
  });

  it('reports the password rule on password and the mismatch on its re-entry', () => {
    expect(errorsOf(ResetPasswordFormSchema, { password: '', confirmPassword: 'x' })).toEqual({
      password: 'validation:required.password',
      confirmPassword: 'validation:password.mismatch',
    });
    expect(errorsOf(ResetPasswordFormSchema, { password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'validation:password.min',
    });
  });

  it('gives the re-entry its required message when it is missing', () => {
    expect(errorsOf(ResetPasswordFormSchema, { password: 'secret' })).toEqual({
      confirmPassword: 'validation:required.confirmPassword',
    });
  });
});

describe('ResetPasswordSchema', () => {
  it('needs the token and a valid new password', () => {
    expect(errorsOf(ResetPasswordSchema, { token: 'abc123', password: 'secret' })).toEqual({});
    expect(errorsOf(ResetPasswordSchema, {})).toEqual({
      token: 'validation:token.invalid',
      password: 'validation:required.password',
    });
  });
});

describe('ChangePasswordSchema', () => {
  const valid = { oldPassword: 'old', newPassword: 'new-secret', confirmPassword: 'new-secret' };

  it('passes when the new password is valid and typed twice; the old one is only required', () => {
    expect(errorsOf(ChangePasswordSchema, valid)).toEqual({});
  });

  it('names each missing field', () => {
    expect(errorsOf(ChangePasswordSchema, {})).toEqual({
      oldPassword: 'validation:required.oldPassword',
      newPassword: 'validation:required.newPassword',
      confirmPassword: 'validation:required.confirmPassword',
    });
  });

  it('applies the minimum length to the new password', () => {
    expect(
      errorsOf(ChangePasswordSchema, { ...valid, newPassword: 'abcd', confirmPassword: 'abcd' }),
    ).toEqual({
      newPassword: 'validation:password.min',
    });
  });

  it('puts the mismatch on confirmPassword', () => {
    expect(errorsOf(ChangePasswordSchema, { ...valid, confirmPassword: 'other-secret' })).toEqual({
      confirmPassword: 'validation:password.mismatch',
    });
  });
});
