// The administrators' endpoints' base payloads for src/junk.test.ts, and the member's content
// report. No administrator has this e-mail, no sign-in this challenge, and the member's token
// is neither the server's key nor an admin session (401): every attempt is refused. The
// content report names a Bubble that does not exist (404): junk never stores a report.

export const ADMIN_JUNK_IDS = [
  'adminLogin',
  'adminVerify',
  'adminCreate',
  'adminReviewReport',
  'adminActOnReport',
  'adminActOnPerson',
  'adminRevokeSessions',
  'reportContent',
];

export function adminJunkBases(): Record<string, () => Promise<Record<string, unknown>>> {
  const bases: Record<string, () => Promise<Record<string, unknown>>> = {
    adminLogin: async () => ({ email: 'admin-junk@example.com', password: 'guess' }),
    adminVerify: async () => ({ challenge: 'made-up-sign-in', code: '123456' }),
    adminCreate: async () => ({ email: 'admin-junk@example.com', password: 'long-enough-pw' }),
    reportContent: async () => ({ kind: 'bubble', id: 'no-such-bubble', reason: 'other' }),
  };
  for (const id of [
    'adminReviewReport',
    'adminActOnReport',
    'adminActOnPerson',
    'adminRevokeSessions',
  ]) {
    bases[id] = async () => ({ id: 'no-such-report', action: 'dismiss', reason: 'Junk' });
  }
  return bases;
}
