import { AdminLoginSchema } from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';

/**
 * The administrators' sign-in (spec section 1, '/admin/login'). Administrator accounts and the
 * console come later; until then the server answers every attempt 401 after the work of a
 * real check (apps/server README 'Administrators').
 */
export const adminLogin = defineEndpoint({
  id: 'adminLogin',
  method: 'POST',
  path: '/admin-api/login',
  summary:
    'Sign in as a Woble administrator. No administrator accounts exist yet: answers 401 after the work of a real check. Rate-limited like login.',
  tag: 'admin',
  auth: 'none',
  request: AdminLoginSchema,
  response: v.object({}),
});
