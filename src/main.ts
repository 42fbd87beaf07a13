import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { ConfigError, loadConfig } from './config.ts';
import { startBanner } from './start-banner.ts';
import { checkPostgres, checkRedis, StartupError } from './startup-checks.ts';
import { FIRST_WORKER, superviseWorkers } from './workers.ts';

/** `npm start`: config → database + migrations → read side → modules → HTTP → dispatcher. */
async function main(): Promise<void> {
  const config = loadConfig();
  // the services first, before the modules load (seconds), so a wrong URL stops the start at once
  await Promise.all([config.DATABASE_URL && checkPostgres(config.DATABASE_URL), config.REDIS_URL && checkRedis(config.REDIS_URL)]);
  // on Postgres + Redis, one worker per core by default, each a full host (decision 0077)
  if (cluster.isPrimary && config.WORKERS > 1) return superviseWorkers(config.WORKERS);
  const speaksForAll = cluster.isPrimary || process.env[FIRST_WORKER] === '1';
  // React picks its development or production build from NODE_ENV when the page renderer first loads it: the built
  // web app renders with the production one (ten times faster) whatever NODE_ENV chose of DealAcre's own settings
  // (the evaluation's test payments and dev mail); set here, after the configuration is read, in this process only
  if (!config.WEB_DEV) process.env.NODE_ENV = 'production';
  const [{ createHost }, { internalMetricsApp }] = await Promise.all([import('./host.ts'), import('./http/metrics.ts')]);
  const host = await createHost(config);
  const { logger } = host;

  // a password made for the demo accounts goes to the banner below, never to the log
  let generatedDemoPassword: string | undefined;
  // the first administrator (ADMIN_EMAIL) on any database; the demo data only when SEED_DEMO
  if (config.SEED_DEMO || config.ADMIN_EMAIL) {
    const seeded = await host.seed({
      demo: config.SEED_DEMO,
      log: (line) => logger.info(line),
      announcePassword: (password) => {
        generatedDemoPassword = password;
      },
    });
    if (Object.values(seeded).some((count) => count > 0))
      logger.info({ seeded }, config.SEED_DEMO ? 'demo data loaded into the empty database' : 'first administrator created');
  }
  await host.start();

  const server = host.app.listen(config.PORT, config.HOST, () => {
    logger.info(
      { url: config.PUBLIC_URL, database: host.database.kind, readSide: host.readSide.description, worker: cluster.worker?.id },
      `DealAcre is listening on ${config.HOST}:${config.PORT}`,
    );
    if (!speaksForAll) return;
    // plain lines for the person who started it; the dev mail link is like a notebook server's token
    // link: whoever holds it reads every mail (sign-in and reset links), so it is never in the log
    console.log(startBanner({ config, database: host.database.kind, devMailLink: host.devMailLink, generatedDemoPassword }).join('\n'));
  });
  // An idle connection stays open longer than the idle timeout of a load balancer or client in front
  // (commonly 60 s). With Node's 5 s, one that reuses a connection the host is closing gets a reset.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('error', (error) => {
    logger.fatal({ err: error }, 'the HTTP server could not start');
    void host.close().finally(() => process.exit(1));
  });

  // /metrics without a token, on an internal port that only this machine reaches
  let metricsServer: Server | undefined;
  if (config.METRICS_PORT !== undefined) {
    metricsServer = internalMetricsApp(host.metrics).listen(config.METRICS_PORT, '127.0.0.1', () => {
      logger.info(`metrics at http://127.0.0.1:${config.METRICS_PORT}/metrics`);
    });
    metricsServer.on('error', (error) => {
      logger.fatal({ err: error }, 'the metrics server could not start');
      void host.close().finally(() => process.exit(1));
    });
  }

  let stopping = false;
  async function shutdown(signal: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    // /readyz answers 503 from here on, so a load balancer takes this host out of rotation
    host.beginShutdown();
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    if (config.SHUTDOWN_DRAIN_MS > 0) {
      logger.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down: not ready, still serving while the load balancer notices');
      await delay(config.SHUTDOWN_DRAIN_MS);
    }
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    server.close();
    metricsServer?.close();
    host.endStreams();
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.once('close', () => resolve()));
    // Events not yet dispatched stay in the outbox and are delivered after the next start.
    await host.close();
    logger.info('stopped');
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('DealAcre failed to start:', error);
  }
  process.exit(1);
});
