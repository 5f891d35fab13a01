import type { AdminRole } from '@wob/validation';
import type { ReportDetail, ReportSummary } from '@wob/api';
import { expect } from 'vitest';
import type { SignedUp, TestServer } from '../../test/harness';
import { type Answer, answerOf, postAs } from '../../test/http';
import { createAdmin, type SignedInAdmin, signInFirstTime } from '../admin/admin-test-support';

// The moderation suites' calls: a member reporting content, and a signed-in moderator (or
// administrator) using the console's endpoints, through the real app.

export async function signInModerator(
  server: TestServer,
  role: AdminRole = 'moderator',
): Promise<SignedInAdmin> {
  return signInFirstTime(server, await createAdmin(server, role));
}

export async function adminCall<T>(
  server: TestServer,
  admin: { token: string },
  method: 'GET' | 'POST',
  url: string,
  payload: Record<string, unknown> = {},
  language = 'en',
): Promise<Answer<T>> {
  const headers = { authorization: `Bearer ${admin.token}`, 'accept-language': language };
  const response =
    method === 'GET'
      ? await server.app.inject({
          method,
          url,
          headers,
          query: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, String(v)])),
        })
      : await server.app.inject({ method, url, headers, payload });
  return answerOf<T>(response);
}

export function reportContent(
  server: TestServer,
  who: SignedUp,
  input: { kind: 'message' | 'comment' | 'bubble'; id: string; reason?: string; details?: string },
  language = 'en',
) {
  return postAs<{ reported: true }>(
    server,
    '/api/report/content',
    who,
    { reason: 'inappropriate-content', ...input },
    language,
  );
}

export async function queue(server: TestServer, admin: { token: string }, filter = {}) {
  const answer = await adminCall<{
    reports: ReportSummary[];
    nextCursor: string | null;
    openCount: number;
  }>(server, admin, 'GET', '/admin-api/reports', filter);
  expect(answer.status, answer.message).toBe(200);
  return answer.data;
}

export async function reportDetail(server: TestServer, admin: { token: string }, id: string) {
  const answer = await adminCall<{ report: ReportDetail }>(
    server,
    admin,
    'GET',
    '/admin-api/report',
    {
      id,
    },
  );
  expect(answer.status, answer.message).toBe(200);
  return answer.data.report;
}

export function actOnReport(
  server: TestServer,
  admin: { token: string },
  payload: { id: string; action: string; reason?: string; until?: string },
  language = 'en',
) {
  return adminCall<{ report: ReportDetail }>(
    server,
    admin,
    'POST',
    '/admin-api/report/action',
    { reason: 'Against the rules', ...payload },
    language,
  );
}

export function actOnPerson(
  server: TestServer,
  admin: { token: string },
  payload: { id: string; action: string; reason?: string; until?: string },
) {
  return adminCall(server, admin, 'POST', '/admin-api/person/action', {
    reason: 'Against the rules',
    ...payload,
  });
}

/** An administrator saves the operator's details with `email` as their contact address. */
export async function saveOperatorEmail(server: TestServer, email: string): Promise<void> {
  const administrator = await signInModerator(server, 'administrator');
  const saved = await adminCall(server, administrator, 'POST', '/admin-api/operator', {
    company: 'Bobler ApS',
    cvr: '87654321',
    address: 'Boblevej 2, 8000 Aarhus C',
    email,
    social: [],
  });
  if (saved.status !== 200) throw new Error(`saving the operator answered ${saved.status}`);
}
