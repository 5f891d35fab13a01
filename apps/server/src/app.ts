import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { registerBenchRoute } from './modules/accounts/bench-route';
import { registerAccountRoutes } from './modules/accounts/routes';
import { registerRetentionRoutes } from './modules/admin/retention-routes';
import { registerAdminRoutes } from './modules/admin/routes';
import { registerContentRoutes } from './modules/content/routes';
import { registerBoardRoutes } from './modules/bubbles/board-routes';
import { registerBubbleRoutes } from './modules/bubbles/routes';
import { presenceTopicSubject } from './modules/chat/presence';
import { registerChatRoutes } from './modules/chat/routes';
import { registerCallRoutes } from './modules/chat/calls-routes';
import { registerCometChatRoutes } from './modules/cometchat/routes';
import { createCometChatAnonymisation, createCometChatErasure } from './modules/cometchat/service';
import { registerPollRoutes } from './modules/polls/routes';
import { registerDeckRoutes } from './modules/deck/routes';
import { createModules } from './modules/index';
import { registerRelationRoutes } from './modules/relations/routes';
import { registerNotificationRoutes } from './modules/notifications/routes';
import { registerPremiumRoutes } from './modules/premium/routes';
import type { PremiumService } from './modules/premium/service';
import { registerSupportRoutes } from './modules/support/routes';
import { registerModerationRoutes } from './modules/moderation/routes';
import { registerDataExportRoutes } from './modules/data-export/routes';
import { serverVersion } from './paths';
import { createBilling } from './platform/billing/create-billing';
import { type Clock, systemClock } from './platform/clock';
import { hmacBase64Url } from './platform/crypto';
import { installErrorHandler } from './platform/http/error-handling';
import { installJsonBodyParser } from './platform/http/json-body';
import { registerPlatformRoutes } from './platform/http/platform-routes';
import { createRequestLogWriter, installRequestLog } from './platform/http/request-log';
import { installRateLimits, installSecurityHeaders } from './platform/http/security';
import { installWebApp } from './platform/http/web-app';
import { requestLocale } from './platform/i18n';
import {
  createRetentionJobs,
  createRetentionReports,
  type RetentionJobs,
  retentionJobList,
} from './platform/jobs/retention';
import { recordJobRun } from './platform/jobs/runs-store';
import { createScheduler, type Job, type Scheduler } from './platform/jobs/scheduler';
import { createLoggerOptions } from './platform/logger';
import type { Mailer } from './platform/mailer/mailer';
import { createOutboxMailer } from './platform/mailer/outbox';
import { createSmtpMailer } from './platform/mailer/smtp';
import { createPasswordHasher } from './platform/passwords';
import { resolveServerSecret, serverCommandKey } from './platform/secret';
import { createMediaStorage } from './platform/storage/media-storage';
import { registerMediaRoutes } from './platform/storage/routes';
import { createRealtimeHub } from './platform/realtime/create-hub';
import type { RealtimeHub } from './platform/realtime/hub';
import { registerRealtimeRoutes } from './platform/realtime/routes';
import { createTaskTracker } from './platform/tasks';
import { runSeed } from './seed/index';

export interface AppDeps {
  /** The server's clock; tests move it. */
  now?: Clock;
  /** An open, migrated database owned by the caller (tests); otherwise opened from config. */
  database?: Database;
  mailer?: Mailer;
  /** Registers extra routes before the app is sealed (tests: a premium-only test endpoint). */
  configure?: (app: FastifyInstance) => void;
}

export interface AppExtras {
  jobs: RetentionJobs;
  /** The premium module (tests run its renewal job by hand). */
  premium: PremiumService;
  scheduler: Scheduler;
  /** Sends the group notification e-mails that are due (every few minutes). */
  notificationScheduler: Scheduler;
  /** Calls ringing unanswered and people away from their calls (tests run it by hand). */
  callSweeper: Scheduler;
  /** Writes buffered request logs now. */
  flushRequestLogs(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    wobExtras: AppExtras;
  }
}

/**
 * Builds the whole server: the platform (database, migrated; mailer, media storage, realtime
 * hub, password hasher, billing, background tasks), every module's service once
 * (`createModules`, modules/index.ts), security headers, rate limits, each module's routes
 * bound to its services, media routes, the web app and the scheduled jobs.
 * The returned instance is ready for `inject` or `listen`; `close()` drains requests, then
 * stops the jobs, flushes logs, waits for pending e-mails and closes the database.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const now = deps.now ?? systemClock;
  const app = Fastify({
    logger: createLoggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Request ids are ours; a client-supplied X-Request-Id is not trusted into the logs.
    requestIdHeader: false,
    return503OnClosing: true,
  });

  const ownsDatabase = !deps.database;
  let database: Database | undefined = deps.database;
  let mailer: Mailer | undefined = deps.mailer;
  let realtime: RealtimeHub | undefined;
  try {
    if (!database) {
      database = await openDatabase(
        config.databaseUrl
          ? { kind: 'postgres', url: config.databaseUrl }
          : { kind: 'pglite', dataDir: join(config.dataDir, 'db') },
      );
      await database.migrate();
      await database.analyze?.();
    }
    const db = database.db;
    const secret = await resolveServerSecret(config.mediaSecret, config.dataDir);
    mailer ??= config.smtpUrl
      ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
      : createOutboxMailer({ dataDir: config.dataDir, from: config.mailFrom, logger: app.log });
    const media = createMediaStorage({ dataDir: config.dataDir, secret, now });
    const tasks = createTaskTracker((name, error) =>
      app.log.error({ err: error, task: name }, 'background task failed'),
    );
    const hasher = createPasswordHasher(config.argon2);
    realtime = await createRealtimeHub(config, app.log);
    // Every module's service, built once in dependency order (modules/index.ts).
    const modules = await createModules({
      config,
      db,
      now,
      mailer,
      media,
      realtime,
      hasher,
      billing: createBilling(config.billing),
      tasks,
      sign: (value) => hmacBase64Url(secret, value),
      logger: app.log,
      secret,
    });
    const context: AppContext = {
      config,
      database,
      db,
      now,
      mailer,
      media,
      tasks,
      hashIp: (ip) => hmacBase64Url(secret, `ip:${ip}`),
      authenticate: modules.accounts.authenticate,
      premiumOf: modules.premiumOf,
      realtime,
    };
    app.decorate('wob', context);
    app.decorateRequest('wobSession', null);
    app.decorateRequest('wobLocale', 'da');
    app.addHook('onRequest', async (request) => {
      request.wobLocale = requestLocale(request.headers['accept-language']);
    });
    // Only JSON bodies exist in this API; anything else is answered 415.
    app.removeContentTypeParser('text/plain');
    installJsonBodyParser(app);

    installErrorHandler(app);
    await installSecurityHeaders(app);
    await installRateLimits(app);
    const requestLogs = createRequestLogWriter(db, app.log);
    installRequestLog(app, requestLogs, context.hashIp, now);

    // Each module's routes, bound to the services built above.
    registerPlatformRoutes(app, serverVersion, modules.content.operator.effective);
    registerAccountRoutes(app, modules.accounts, modules.bubbles);
    registerAdminRoutes(app, modules.admins, serverCommandKey(secret));
    registerModerationRoutes(app, modules.moderation, modules.admins, media);
    registerContentRoutes(app, modules.admins, modules.content);
    registerSupportRoutes(app, modules.support);
    registerDataExportRoutes(app, modules.dataExports);
    registerPremiumRoutes(app, modules.premium);
    registerBubbleRoutes(app, modules.bubbles);
    registerBoardRoutes(app, modules.board);
    registerPollRoutes(app, modules.polls);
    registerDeckRoutes(app, modules.deck);
    // At start, once the app is ready: the starting house ads into an empty table, and the
    // places of accounts that have a city but no place.
    app.addHook('onReady', modules.deck.startup);
    registerNotificationRoutes(app, modules.notifications);
    registerChatRoutes(app, modules.chat);
    registerCallRoutes(app, modules.calls);
    app.addHook('onClose', async () => modules.presence.close());
    // Before onClose waits for the tasks: a block mirror waiting to retry does not hold shutdown.
    app.addHook('preClose', async () => modules.blockMirror.stop());
    registerRelationRoutes(app, modules.relations);
    await registerRealtimeRoutes(app, {
      topicRules: modules.topicRules,
      implicitTopics: modules.implicitTopics,
      lifecycle: {
        opened: (userId) => modules.presence.connected(userId),
        closed: (userId) => modules.presence.disconnected(userId),
      },
      initialEvent: async (topic) => {
        const subjectId = presenceTopicSubject(topic);
        return subjectId ? modules.presence.snapshot(subjectId) : null;
      },
    });
    registerCometChatRoutes(app, modules.cometChatTokens);
    registerMediaRoutes(app);
    if (config.bench) registerBenchRoute(app);
    deps.configure?.(app);
    await installWebApp(app, config.webDir);

    const retention = createRetentionReports({
      db,
      now,
      media,
      logger: app.log,
      beforePurge: modules.chat.beforePurge,
      beforeAnonymise: modules.chat.beforeAnonymise,
      eraseElsewhere: createCometChatErasure({ chat: config.chat }),
      anonymiseElsewhere: createCometChatAnonymisation({ chat: config.chat }),
      mailer,
    });
    const jobs = createRetentionJobs(retention);
    // Every run is recorded (retention_runs) and shown in the console's Retention section.
    const scheduler = createScheduler({
      jobs: [
        ...retentionJobList(retention),
        ...modules.premium.jobs(),
        ...modules.chat.jobs(),
        ...statisticsJobs(database),
      ],
      intervalMs: config.jobsIntervalMs,
      logger: app.log,
      now,
      record: (run) => recordJobRun(db, run),
    });
    registerRetentionRoutes(app, modules.admins, {
      db,
      now,
      scheduler,
      intervalMs: config.jobsIntervalMs,
    });
    // Group notification e-mails are due within minutes, not at the hourly retention pace.
    const notificationScheduler = createScheduler({
      jobs: [...modules.activity.jobs(), ...modules.notifications.jobs()],
      intervalMs: config.notificationMailIntervalMs,
      logger: app.log,
    });
    app.decorate('wobExtras', {
      jobs,
      premium: modules.premium,
      scheduler,
      notificationScheduler,
      callSweeper: modules.callSweeper,
      flushRequestLogs: requestLogs.flush,
    });

    if (config.seed && !config.isProduction) {
      await runSeed(db, { now, hasher, logger: app.log });
    }

    const openedDatabase = database;
    const openedMailer = mailer;
    app.addHook('onReady', async () => {
      scheduler.start();
      notificationScheduler.start();
      modules.callSweeper.start();
    });
    // Draining: idle keep-alive connections are closed when close() begins; a connection
    // busy with a request at that moment is told to close once its answer is sent, so
    // shutdown does not wait for the keep-alive timeout.
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply, payload) => {
      if (closing) reply.header('connection', 'close');
      return payload;
    });
    app.addHook('onClose', async () => {
      await scheduler.stop();
      await notificationScheduler.stop();
      await modules.callSweeper.stop();
      await context.realtime.close();
      await requestLogs.flush();
      await tasks.idle();
      if (!deps.mailer) await openedMailer.close();
      if (ownsDatabase) await openedDatabase.close();
    });
    await app.ready();
    return app;
  } catch (error) {
    // A failed start must not leave the database open (the process would not exit).
    await app.close().catch(() => undefined);
    // The hub may hold PostgreSQL connections of its own (closing twice is harmless).
    await realtime?.close().catch(() => undefined);
    if (ownsDatabase) await database?.close().catch(() => undefined);
    if (!deps.mailer) await mailer?.close().catch(() => undefined);
    throw error;
  }
}

/** PGlite's stand-in for autovacuum's statistics, refreshed with the other jobs. */
function statisticsJobs(database: Database): Job[] {
  const { analyze } = database;
  if (!analyze) return [];
  return [
    {
      name: 'analyzeDatabase',
      async run() {
        await analyze.call(database);
        return 0;
      },
    },
  ];
}
