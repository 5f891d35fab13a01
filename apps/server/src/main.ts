import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

// Waiting longer than this for requests to drain on shutdown means something hangs.
const SHUTDOWN_TIMEOUT_MS = 15_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => {
        app.log.info('stopped');
        clearTimeout(timer);
        process.exitCode = 0;
        // Everything is closed, so the process ends by itself; if a stray handle kept it
        // alive this fires (it is unref'd, so it never delays a clean exit).
        setTimeout(() => {
          app.log.warn('a handle kept the process alive after shutdown');
          process.exit(0);
        }, 2_000).unref();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: app.wob.database.driver,
      mailer: app.wob.mailer.kind,
      dataDir: config.dataDir,
      url: config.publicUrl,
    },
    `Woble is running on ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Woble could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
