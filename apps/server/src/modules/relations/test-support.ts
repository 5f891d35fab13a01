import type { LikeResult, Notifications, Relation } from '@wob/api';
import { and, eq, or } from 'drizzle-orm';
import { connections, notifications, reactions, users } from '../../db/schema';
import { getAs, postAs } from '../../test/http';
import { readOutbox, type SignedUp, type TestServer } from '../../test/harness';
import { connectionKey } from './store';

// Test support for reactions and the bell: the calls with typed answers, and the rows that
// tell what the database holds for a pair.

export const PATHS = {
  like: '/api/user/like',
  dislike: '/api/user/dislike',
  save: '/api/user/save-wobler',
  unsave: '/api/user/remove-save-wobler',
  removeConnection: '/api/user/remove-connected-wobler',
  block: '/api/user/block-wobler',
  unblock: '/api/user/unblock-wobler',
  report: '/api/report/wobler',
  notifications: '/api/notifications/likes/get',
  seen: '/api/notifications/likes/set-seen-status',
} as const;

export type ReactionPath = Exclude<keyof typeof PATHS, 'report' | 'notifications' | 'seen'>;

export function react(
  server: TestServer,
  path: ReactionPath,
  who: SignedUp,
  target: string,
  language = 'en',
) {
  return postAs<{ relation: Relation } & Partial<LikeResult>>(
    server,
    PATHS[path],
    who,
    { _id: target },
    language,
  );
}

export function like(server: TestServer, who: SignedUp, target: SignedUp) {
  return react(server, 'like', who, target.id);
}

export function report(
  server: TestServer,
  who: SignedUp,
  payload: Record<string, unknown>,
  language = 'en',
) {
  return postAs<{ relation: Relation }>(server, PATHS.report, who, payload, language);
}

export function bell(server: TestServer, who: SignedUp, query: Record<string, string> = {}) {
  return getAs<Notifications>(server, PATHS.notifications, who, query);
}

export function markSeen(server: TestServer, who: SignedUp, ids: unknown) {
  return postAs<{ unseen: number }>(server, PATHS.seen, who, { ids });
}

/** Lets the work after an answer (e-mails) finish. */
export async function settle(server: TestServer): Promise<void> {
  await server.app.wob.tasks.idle();
}

export async function reactionOf(
  server: TestServer,
  from: SignedUp,
  to: SignedUp,
): Promise<string | null> {
  const rows = await server.app.wob.db
    .select({ kind: reactions.kind })
    .from(reactions)
    .where(and(eq(reactions.userId, from.id), eq(reactions.targetId, to.id)));
  if (rows.length > 1) throw new Error('more than one reaction for a pair');
  return rows[0]?.kind ?? null;
}

export async function connectionCount(server: TestServer, one: SignedUp, other: SignedUp) {
  const { userA, userB } = connectionKey(one.id, other.id);
  const rows = await server.app.wob.db
    .select({ userA: connections.userA })
    .from(connections)
    .where(and(eq(connections.userA, userA), eq(connections.userB, userB)));
  return rows.length;
}

/** Notification rows from `actor` to `recipient`, of every kind. */
export async function notificationRows(server: TestServer, recipient: SignedUp, actor: SignedUp) {
  return server.app.wob.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, recipient.id), eq(notifications.actorId, actor.id)));
}

/** Every notification row between the two, both ways. */
export async function notificationsBetween(server: TestServer, one: SignedUp, other: SignedUp) {
  return server.app.wob.db
    .select()
    .from(notifications)
    .where(
      or(
        and(eq(notifications.userId, one.id), eq(notifications.actorId, other.id)),
        and(eq(notifications.userId, other.id), eq(notifications.actorId, one.id)),
      ),
    );
}

export async function setUser(
  server: TestServer,
  who: SignedUp,
  patch: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await server.app.wob.db.update(users).set(patch).where(eq(users.id, who.id));
}

/** Marks the account deleted, as delete-account does (sessions are left alone here). */
export async function markDeleted(server: TestServer, who: SignedUp): Promise<void> {
  await setUser(server, who, { deletedAt: server.clock.now() });
}

/** Quoted-printable text as a person reads it. */
export function unquote(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, code: string) =>
      String.fromCharCode(Number.parseInt(code, 16)),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** An RFC 2047 encoded-word subject as a person reads it. */
export function readableSubject(subject: string): string {
  return subject.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, text: string) =>
    unquote(text.replace(/_/g, ' ')),
  );
}

/** The e-mails the outbox holds for `who`, readable. */
export async function mailsTo(server: TestServer, who: SignedUp) {
  return (await readOutbox(server.dataDir))
    .filter((mail) => mail.to === who.email)
    .map((mail) => ({ ...mail, subject: readableSubject(mail.subject), raw: unquote(mail.raw) }));
}
