import { AdminCodeSchema, AdminCreateSchema, AdminLoginSchema } from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';

// The administrators' part of the contract, all under /admin-api/ (apps/server README
// 'Administrators'): the two-step sign-in, the session, the first admin-only reads, and the
// creation of an administrator by the server's command line.

export const AdminRoleSchema = v.picklist(['moderator', 'administrator']);
export type AdminRole = v.InferOutput<typeof AdminRoleSchema>;

/** An administrator as the console shows them. */
export const AdminViewSchema = v.object({
  id: v.string(),
  email: v.string(),
  role: AdminRoleSchema,
  /** Whether the authenticator app is set up (it is after the first sign-in). */
  twoFactor: v.boolean(),
  createdAt: v.string(),
});
export type AdminView = v.InferOutput<typeof AdminViewSchema>;

/**
 * The first step's answer. `challenge` is the short-lived sign-in token the second step sends
 * back. `setup` comes on the first sign-in only: the authenticator key (as text and as an
 * `otpauth://` URI for a QR code) and ten recovery codes, shown this once.
 */
const AdminChallengeSchema = v.object({
  challenge: v.string(),
  step: v.picklist(['setup', 'code']),
  setup: v.optional(
    v.object({
      secret: v.string(),
      otpauthUri: v.string(),
      recoveryCodes: v.array(v.string()),
    }),
  ),
});

export const adminLogin = defineEndpoint({
  id: 'adminLogin',
  method: 'POST',
  path: '/admin-api/login',
  summary:
    "An administrator's first sign-in step: e-mail and password. Answers the second step (setting up the authenticator app, or a code). Rate-limited like login.",
  tag: 'admin',
  auth: 'none',
  request: AdminLoginSchema,
  response: AdminChallengeSchema,
});

export const adminVerify = defineEndpoint({
  id: 'adminVerify',
  method: 'POST',
  path: '/admin-api/login/verify',
  summary:
    'The second step: a 6-digit code of the authenticator app (or a recovery code, once set up). Answers the administrator session token. Rate-limited like login.',
  tag: 'admin',
  auth: 'none',
  issuesToken: true,
  request: AdminCodeSchema,
  response: v.object({ admin: AdminViewSchema }),
});

export const adminLogout = defineEndpoint({
  id: 'adminLogout',
  method: 'POST',
  path: '/admin-api/logout',
  summary: "Ends the caller's administrator session.",
  tag: 'admin',
  auth: 'admin',
  request: v.object({}),
  response: v.object({}),
});

export const adminMe = defineEndpoint({
  id: 'adminMe',
  method: 'GET',
  path: '/admin-api/me',
  summary: 'The signed-in administrator (moderators too).',
  tag: 'admin',
  auth: 'admin',
  request: v.object({}),
  response: v.object({ admin: AdminViewSchema }),
});

export const adminList = defineEndpoint({
  id: 'adminList',
  method: 'GET',
  path: '/admin-api/admins',
  summary: 'Every administrator and moderator, oldest first. Administrators only.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({}),
  response: v.object({ admins: v.array(AdminViewSchema) }),
});

export const adminCreate = defineEndpoint({
  id: 'adminCreate',
  method: 'POST',
  path: '/admin-api/local/admins',
  summary:
    "Creates an administrator (`pnpm admin:create`). Only from the server's own machine (loopback), with a key derived from the server's secret.",
  tag: 'admin',
  auth: 'server',
  request: AdminCreateSchema,
  response: v.object({ admin: AdminViewSchema }),
});

export const adminEndpoints = {
  adminLogin,
  adminVerify,
  adminLogout,
  adminMe,
  adminList,
  adminCreate,
} as const;
