import {
  ChangePasswordSchema,
  CheckEmailSchema,
  ForgotPasswordSchema,
  GENDERS,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UpdateProfileSchema,
} from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';
import { PremiumStateSchema } from './premium';
import { BubbleTileSchema } from './bubbles';
import { LocationStateSchema } from './deck';

const IMAGE_BODY_LIMIT = 8 * 1024 * 1024;

export const SettingsDataSchema = v.object({
  showLocation: v.boolean(),
  showGender: v.boolean(),
  allowMessages: v.boolean(),
  showImagesToAll: v.boolean(),
  ageRangeEnabled: v.boolean(),
  ageRangeFrom: v.number(),
  ageRangeTo: v.number(),
  receiveNotifications: v.boolean(),
  marketingEmails: v.boolean(),
});

/** The signed-in user's own profile, as login and get-user-profile answer it. */
export const UserSchema = v.object({
  _id: v.string(),
  name: v.string(),
  email: v.string(),
  gender: v.picklist(GENDERS),
  phone: v.string(),
  country: v.string(),
  city: v.string(),
  address: v.string(),
  zipcode: v.string(),
  birthDate: v.string(),
  about: v.string(),
  /** Signed URL of the uploaded picture, or null when there is none. */
  profilePicture: v.nullable(v.string()),
  /** What to show: the picture when there is one, else the generated avatar. */
  avatar: v.string(),
  language: v.picklist(['da', 'en']),
  settings: SettingsDataSchema,
  /** The premium state, for showing the right button; the server decides every gate. */
  premium: PremiumStateSchema,
  /** Where the deck measures distances from; absent from older servers. */
  location: v.optional(LocationStateSchema),
  createdAt: v.string(),
});

/** Another Wobler's profile, shaped by that Wobler's privacy settings. */
export const PublicProfileSchema = v.object({
  _id: v.string(),
  name: v.string(),
  age: v.number(),
  avatar: v.string(),
  about: v.string(),
  gender: v.nullable(v.picklist(GENDERS)),
  city: v.nullable(v.string()),
  country: v.nullable(v.string()),
  allowMessages: v.boolean(),
});

/**
 * Which chat service the web app talks to: the self-hosted one (`wob`, the default),
 * or CometChat with its public app id and region (the REST API key stays on the server).
 */
export const SiteChatSchema = v.variant('service', [
  v.object({ service: v.literal('wob') }),
  v.object({ service: v.literal('cometchat'), appId: v.string(), region: v.string() }),
]);

export const SiteSchema = v.object({
  company: v.string(),
  cvr: v.string(),
  address: v.string(),
  email: v.string(),
  social: v.array(v.object({ network: v.string(), url: v.string() })),
  localInstallation: v.boolean(),
  chat: SiteChatSchema,
  /** Whether audio and video calls are on (spec chat section 2: call buttons "appear only when configuration allows"). */
  calls: v.object({ enabled: v.boolean() }),
});

const Empty = v.object({});

export const health = defineEndpoint({
  id: 'health',
  method: 'GET',
  path: '/api/health',
  summary: 'Answers 200 once the server is ready (database open, migrations applied).',
  tag: 'platform',
  auth: 'none',
  request: Empty,
  response: v.object({ status: v.literal('ok') }),
});

export const site = defineEndpoint({
  id: 'site',
  method: 'GET',
  path: '/api/site',
  summary:
    'Operator details and social links for the landing page and the legal texts, and which chat service the web app uses.',
  tag: 'platform',
  auth: 'none',
  request: Empty,
  response: SiteSchema,
});

export const register = defineEndpoint({
  id: 'register',
  method: 'POST',
  path: '/api/register',
  summary: 'Create an account. Answers a message and no session; the user logs in next.',
  tag: 'account',
  auth: 'none',
  request: RegisterSchema,
  response: v.object({}),
  bodyLimit: IMAGE_BODY_LIMIT,
});

export const checkEmail = defineEndpoint({
  id: 'checkEmail',
  method: 'POST',
  path: '/api/register/check-email',
  summary:
    "Sign-up's first step: 200 when the address is free, else 422 'Username Already Exist.' as register answers (rate-limited like register).",
  tag: 'account',
  auth: 'none',
  request: CheckEmailSchema,
  response: v.object({}),
});

export const login = defineEndpoint({
  id: 'login',
  method: 'POST',
  path: '/api/login',
  summary: 'Sign in with e-mail (username) and password.',
  tag: 'account',
  auth: 'none',
  request: LoginSchema,
  response: v.object({ user: UserSchema, bubbles: v.array(BubbleTileSchema) }),
  issuesToken: true,
});

export const forgotPassword = defineEndpoint({
  id: 'forgotPassword',
  method: 'POST',
  path: '/api/forgot-password',
  summary: 'Send a reset link; answers the same for unknown e-mail addresses.',
  tag: 'account',
  auth: 'none',
  request: ForgotPasswordSchema,
  response: v.object({}),
});

export const resetPassword = defineEndpoint({
  id: 'resetPassword',
  method: 'POST',
  path: '/api/reset-password',
  summary: 'Set a new password with a single-use token that expires after one hour.',
  tag: 'account',
  auth: 'none',
  request: ResetPasswordSchema,
  response: v.object({}),
});

export const getUserProfile = defineEndpoint({
  id: 'getUserProfile',
  method: 'GET',
  path: '/api/get-user-profile',
  summary: "The caller's own profile (no id, or their own id) or another Wobler's public profile.",
  tag: 'account',
  auth: 'required',
  request: v.object({ id: v.optional(v.pipe(v.string(), v.maxLength(64))) }),
  response: v.object({ user: v.union([UserSchema, PublicProfileSchema]), self: v.boolean() }),
});

export const updateProfile = defineEndpoint({
  id: 'updateProfile',
  method: 'POST',
  path: '/api/update-profile',
  summary:
    "Change profile fields, settings, language or the picture; with `bubbles`, the person's Bubbles become that list (picked or left), and the answer has them.",
  tag: 'account',
  auth: 'required',
  request: UpdateProfileSchema,
  response: v.object({ user: UserSchema, bubbles: v.optional(v.array(BubbleTileSchema)) }),
  bodyLimit: IMAGE_BODY_LIMIT,
});

export const removeUserImage = defineEndpoint({
  id: 'removeUserImage',
  method: 'POST',
  path: '/api/remove-user-image',
  summary: 'Remove the profile picture; the generated avatar shows instead.',
  tag: 'account',
  auth: 'required',
  request: v.object({ image: v.optional(v.pipe(v.string(), v.maxLength(2048))) }),
  response: v.object({ user: UserSchema }),
});

export const changePassword = defineEndpoint({
  id: 'changePassword',
  method: 'POST',
  path: '/api/change-password',
  summary: 'Change the password; every other session is revoked.',
  tag: 'account',
  auth: 'required',
  request: ChangePasswordSchema,
  response: v.object({}),
  issuesToken: true,
});

export const deleteAccount = defineEndpoint({
  id: 'deleteAccount',
  method: 'POST',
  path: '/api/delete-account',
  summary: 'Disable the account at once and revoke every session; data is purged after 3 months.',
  tag: 'account',
  auth: 'required',
  request: Empty,
  response: v.object({}),
});

export const logout = defineEndpoint({
  id: 'logout',
  method: 'POST',
  path: '/api/logout',
  summary: 'Revoke the current session token.',
  tag: 'account',
  auth: 'required',
  request: Empty,
  response: v.object({}),
});

export type User = v.InferOutput<typeof UserSchema>;
export type PublicProfile = v.InferOutput<typeof PublicProfileSchema>;
export type Settings = v.InferOutput<typeof SettingsDataSchema>;
export type Site = v.InferOutput<typeof SiteSchema>;
export type SiteChat = v.InferOutput<typeof SiteChatSchema>;
