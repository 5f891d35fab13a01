import { endpoints } from '@wob/api';
import { fieldsOf } from './junk';

// The administrators' endpoints' base payloads for src/junk.test.ts, and the member's content
// report. The junk test sends the member's token, which is neither the server's key nor an
// admin session: every admin and server endpoint refuses it (401) before it reads the body,
// so any base serves, and every such endpoint with fields is covered as it is added. The
// sign-in steps name no administrator and no sign-in; the content report names a Bubble that
// does not exist (404): junk never stores a report.

const adminPosts = Object.values(endpoints).filter(
  (endpoint) =>
    endpoint.method === 'POST' &&
    (endpoint.auth === 'admin' || endpoint.auth === 'server' || endpoint.id.startsWith('admin')) &&
    fieldsOf(endpoint).length > 0,
);

export const ADMIN_JUNK_IDS = [...adminPosts.map((endpoint) => endpoint.id), 'reportContent'];

export function adminJunkBases(): Record<string, () => Promise<Record<string, unknown>>> {
  const bases: Record<string, () => Promise<Record<string, unknown>>> = {
    adminLogin: async () => ({ email: 'admin-junk@example.com', password: 'guess' }),
    adminVerify: async () => ({ challenge: 'made-up-sign-in', code: '123456' }),
    adminCreate: async () => ({ email: 'admin-junk@example.com', password: 'long-enough-pw' }),
    reportContent: async () => ({ kind: 'bubble', id: 'no-such-bubble', reason: 'other' }),
  };
  for (const { id } of adminPosts) {
    bases[id] ??= async () => ({ id: 'no-such-thing', action: 'dismiss', reason: 'Junk' });
  }
  return bases;
}
