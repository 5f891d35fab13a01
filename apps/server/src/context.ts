import type { PremiumState } from '@wob/api';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { users } from './db/schema';
import type { Clock } from './platform/clock';
import type { Locale } from './platform/i18n';
import type { Mailer } from './platform/mailer/mailer';
import type { RealtimeHub } from './platform/realtime/hub';
import type { MediaStorage } from './platform/storage/media-storage';
import type { TaskTracker } from './platform/tasks';

export type UserRow = typeof users.$inferSelect;

/** The caller behind a valid bearer token. */
export interface Session {
  tokenHash: string;
  user: UserRow;
}

/** Resolves a bearer token to its live session; null for unknown, revoked or expired ones. */
export type Authenticator = (token: string) => Promise<Session | null>;

/** Reads a user's premium state; what the guard and the user object use (premium owns it). */
export type PremiumLookup = (userId: string) => Promise<PremiumState>;

/**
 * What every module and platform part of one running app shares: the platform, and the two
 * ports the HTTP binding needs from modules (`authenticate` from accounts, `premiumOf` from
 * premium), bound by app.ts. Module services are not here: modules/index.ts builds them and
 * app.ts hands each routes file the ones it binds.
 */
export interface AppContext {
  readonly config: Config;
  readonly database: Database;
  readonly db: Db;
  readonly now: Clock;
  readonly mailer: Mailer;
  readonly media: MediaStorage;
  /** Work that outlives its request (e-mails); awaited on close. */
  readonly tasks: TaskTracker;
  /** Keyed hash of an IP address, for request logs (never the address itself). */
  hashIp(ip: string): string;
  authenticate: Authenticator;
  /** The caller's premium state; `requirePremium` and the user object read it. */
  premiumOf: PremiumLookup;
  /** Live events to the browsers (board activity, votes, notifications). */
  realtime: RealtimeHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    wob: AppContext;
  }
  interface FastifyRequest {
    /** Set by the endpoint binding once the bearer token is resolved. */
    wobSession: Session | null;
    wobLocale: Locale;
  }
}
