import * as v from 'valibot';
import {
  confirmPasswordSchema,
  emailSchema,
  loginPasswordSchema,
  newPasswordSchema,
  oldPasswordSchema,
  passwordSchema,
  resetTokenSchema,
} from './fields';
import { formObject } from './form-object';
import { MESSAGES } from './messages';

/** Login: `username` is the e-mail address (spec section 3). */
export const LoginSchema = formObject({
  username: emailSchema,
  password: loginPasswordSchema,
});

export const ForgotPasswordSchema = formObject({
  email: emailSchema,
});

/** Sign-up's first step asks whether an address is still free before the person goes on. */
export const CheckEmailSchema = formObject({
  email: emailSchema,
});

/** The reset form: the new password typed twice. */
export const ResetPasswordFormSchema = v.pipe(
  formObject({
    password: passwordSchema,
    confirmPassword: confirmPasswordSchema,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      MESSAGES.password.mismatch,
    ),
    ['confirmPassword'],
  ),
);

/** The /api/reset-password payload: the token from the link and the new password. */
export const ResetPasswordSchema = formObject({
  token: resetTokenSchema,
  password: passwordSchema,
});

/** The /api/change-password payload and form; the server checks the equality too. */
export const ChangePasswordSchema = v.pipe(
  formObject({
    oldPassword: oldPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      MESSAGES.password.mismatch,
    ),
    ['confirmPassword'],
  ),
);

export type LoginInput = v.InferInput<typeof LoginSchema>;
export type LoginOutput = v.InferOutput<typeof LoginSchema>;
export type ForgotPasswordInput = v.InferInput<typeof ForgotPasswordSchema>;
export type ForgotPasswordOutput = v.InferOutput<typeof ForgotPasswordSchema>;
export type ResetPasswordFormInput = v.InferInput<typeof ResetPasswordFormSchema>;
export type ResetPasswordFormOutput = v.InferOutput<typeof ResetPasswordFormSchema>;
export type ResetPasswordInput = v.InferInput<typeof ResetPasswordSchema>;
export type ResetPasswordOutput = v.InferOutput<typeof ResetPasswordSchema>;
export type ChangePasswordInput = v.InferInput<typeof ChangePasswordSchema>;
export type ChangePasswordOutput = v.InferOutput<typeof ChangePasswordSchema>;
