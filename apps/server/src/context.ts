import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { users } from './db/schema';
import type { Clock } from './platform/clock';
import type { Locale } from './platform/i18n';
import type { Mailer } from './platform/mailer/mailer';
import type { RealtimeHub } from './platform/realtime/hub';
import type { MediaStorage } from './platform/storage/media-storage';
import type { ActivityNotifier } from './modules/bubbles/activity';
import type { NotificationsService } from './modules/notifications/service';
import type { PremiumLookup } from './modules/premium/state';
import type { TaskTracker } from './platform/tasks';

export type UserRow = typeof users.$inferSelect;

/** The caller behind a valid bearer token. */
export interface Session {
  tokenHash: string;
  user: UserRow;
}

/** Resolves a bearer token to its live session; null for unknown, revoked or expired ones. */
export type Authenticator = (token: string) => Promise<Session | null>;

/** What every module and platform part of one running app shares. */
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
  /** Group notifications: new posts in a Bubble, live and by e-mail, to who asked. */
  activity: ActivityNotifier;
  /** The bell: likes and connections, and what the Bubbles tell it (`bubbleNotices`). */
  notifications: NotificationsService;
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
