import * as v from 'valibot';
import { PASSWORD_MAX, TOKEN_MAX } from './constants';
import { emailSchema, loginPasswordSchema } from './fields';
import { formObject } from './form-object';
import { MESSAGES } from './messages';

// The administrators' forms and payloads: sign-in at /admin/login (e-mail and password, then
// a code) and the creation of an administrator by `pnpm admin:create`.

export const ADMIN_ROLES = ['moderator', 'administrator'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** An administrator's password: longer than a member's, the same cap. */
export const ADMIN_PASSWORD_MIN = 12;

/** A recovery code as shown: two groups of five letters and digits (no 0, 1, i, l, o). */
export const RECOVERY_CODE_FORMAT = /^[a-hjkmnp-z2-9]{5}-?[a-hjkmnp-z2-9]{5}$/;
const TOTP_FORMAT = /^\d{6}$/;

/** The administrators' sign-in at /admin/login: e-mail and password. */
export const AdminLoginSchema = formObject({
  email: emailSchema,
  password: loginPasswordSchema,
});

/**
 * The second step: the 6-digit code of the authenticator app (or, once set up, a recovery
 * code), with the sign-in token the first step answered. Spaces are ignored, letters are
 * read in lower case.
 */
export const AdminCodeSchema = formObject({
  challenge: v.pipe(
    v.string(MESSAGES.admin.challengeInvalid),
    v.nonEmpty(MESSAGES.admin.challengeInvalid),
    v.maxLength(TOKEN_MAX, MESSAGES.admin.challengeInvalid),
    v.regex(/^[\x21-\x7e]+$/, MESSAGES.admin.challengeInvalid),
  ),
  code: v.pipe(
    v.string(MESSAGES.admin.codeRequired),
    v.transform((code) => code.replace(/\s+/g, '').toLowerCase()),
    v.nonEmpty(MESSAGES.admin.codeRequired),
    v.check(
      (code) => TOTP_FORMAT.test(code) || RECOVERY_CODE_FORMAT.test(code),
      MESSAGES.admin.codeInvalid,
    ),
  ),
});

/** What `pnpm admin:create` sends to the running server. */
export const AdminCreateSchema = formObject({
  email: emailSchema,
  password: v.pipe(
    v.string(MESSAGES.required.password),
    v.check((value) => value.trim().length > 0, MESSAGES.required.password),
    v.minLength(ADMIN_PASSWORD_MIN, MESSAGES.admin.passwordMin),
    v.maxLength(PASSWORD_MAX, MESSAGES.password.max),
  ),
  role: v.optional(v.picklist(ADMIN_ROLES, MESSAGES.admin.roleInvalid), 'administrator'),
});

export type AdminLoginInput = v.InferInput<typeof AdminLoginSchema>;
export type AdminCodeInput = v.InferInput<typeof AdminCodeSchema>;
export type AdminCreateInput = v.InferInput<typeof AdminCreateSchema>;
