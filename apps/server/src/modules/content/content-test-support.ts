import { beforeAll } from 'vitest';
import { type TestServer, server } from '../../test/harness';
import { type Answer, answerOf } from '../../test/http';
import { createAdmin, type SignedInAdmin, signInFirstTime } from '../admin/admin-test-support';
import { searchAudit } from '../admin/audit';

// What the content tests share: an administrator and a moderator signed in on the calling
// file's server, calls to /admin-api/ with their tokens, and the audit entries of a subject.

export let administrator: SignedInAdmin;
export let moderator: SignedInAdmin;

/** New sessions for both (after the test clock moved past the 30 idle minutes). */
export async function signInAdmins(): Promise<void> {
  administrator = await signInFirstTime(server, await createAdmin(server, 'administrator'));
  moderator = await signInFirstTime(server, await createAdmin(server, 'moderator'));
}

export function useAdmins(): void {
  beforeAll(signInAdmins);
}

export async function adminCall<T>(
  who: { token: string } | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  on: TestServer = server,
): Promise<Answer<T>> {
  // Each change a millisecond later than the one before: audit entries sort by time.
  if (method === 'POST') on.clock.advance(1);
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (who) headers.authorization = `Bearer ${who.token}`;
  const response = await on.app.inject(
    method === 'GET'
      ? { method, url, headers, query: payload as Record<string, string> | undefined }
      : { method, url, headers, payload: payload ?? {} },
  );
  return answerOf<T>(response);
}

export async function auditOf(subjectType: string, subjectId?: string) {
  return searchAudit(server.app.wob.db, { subjectType, subjectId, limit: 50 });
}
