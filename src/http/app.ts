import { randomUUID } from 'node:crypto';
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler, type Router } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { ReadSide } from '../adapters/read-side.ts';
import type { DevOutboxMailer } from '../adapters/mail/dev-outbox-mailer.ts';
import type { Database } from '../persistence/database.ts';
import type { CommandBus, QueryBus } from '../../modules/shared/kernel/bus.ts';
import type { HttpContext, ModuleDefinition } from '../../modules/shared/kernel/module.ts';
import type { PlatformSettings } from '../../modules/shared/kernel/settings.ts';
import { responseCompression } from './compression.ts';
import { csrfProtection, rotateCsrfToken } from './csrf.ts';
import { devMailRouter, type RunJobAsOf } from './dev-mail.ts';
import type { ServedStorage } from '../adapters/storage/served-storage.ts';
import type { AnonymousPageCache } from './page-cache.ts';
import type { TestPaymentsProvider } from '../adapters/payments/test-payments-provider.ts';
import { testCheckoutRouter } from './test-checkout.ts';
import { NotFoundError } from '../../modules/shared/kernel/errors.ts';
import { errorHandler } from './error-handler.ts';
import { refuseDeepJson } from './json-depth.ts';
import { refuseUnsafeText } from './safe-text.ts';
import { apiRateLimit, PAGE_RATE_LIMIT, rateLimitByAddress, UPLOADS_RATE_LIMIT } from './rate-limits.ts';
import { UPLOADS_PATH } from '../adapters/storage/served-storage.ts';
import type { RateLimitRule } from '../../modules/shared/kernel/rate-limit.ts';
import { healthRouter } from './health.ts';
import { canonicalHost } from './canonical-host.ts';
import { requestLogLevel } from './request-log.ts';
import { publicApiGate } from './public-api.ts';
import { hostOperations, OPENAPI_RATE_LIMIT, openApiRouter } from './openapi/openapi.routes.ts';
import type { ApiOperation } from './openapi/operation.ts';
import { endpointOperation, endpointPrefixes, endpointsRouter, moduleEndpoints } from './endpoints.ts';
import { METRICS_RATE_LIMIT, metricsRouter, requestMetrics } from './metrics.ts';
import type { HostMetrics } from '../observability/host-metrics.ts';
import { inProcessApi } from './in-process-api.ts';
import { securityHeaders } from './security-headers.ts';
import { builtWebApp, modulePageMeta, pagesRouter, type WebApp } from './pages.ts';

export interface HttpAppOptions {
  config: Config;
  logger: Logger;
  modules: readonly ModuleDefinition[];
  commands: CommandBus;
  queries: QueryBus;
  /** a service a module bound in its container */
  resolve: HttpContext['resolve'];
  /** aborted when the host shuts down */
  closing: AbortSignal;
  database: Database;
  readSide: ReadSide;
  /** throws while the key-value store has lost the read models and they are being rebuilt */
  readModelsIntact: () => void;
  settings: PlatformSettings;
  storage: ServedStorage;
  /** the built-in payments provider, when Stripe is not configured */
  testPayments?: TestPaymentsProvider;
  /** set when mail goes to the dev outbox instead of SMTP, with the key that opens it */
  devOutbox?: { mailer: DevOutboxMailer; key: string; runJobAsOf: RunJobAsOf };
  /** the web app whose pages the host renders (default: the build in web/dist) */
  webApp?: WebApp;
  /** pages kept a few seconds for visitors who are not signed in (PAGE_CACHE_SECONDS); none: every page rendered */
  pageCache?: AnonymousPageCache;
  /** true once the host has started and its read models have caught up */
  started: () => boolean;
  /** true from the moment the host begins to shut down (/readyz answers 503) */
  stopping: () => boolean;
  /** request latency and /metrics (served only with METRICS_TOKEN) */
  metrics: HostMetrics;
  /** a first middleware that watches every answer (the tests check them against the OpenAPI document) */
  watchAnswers?: RequestHandler;
}

const REQUEST_ID = /^[\w-]{1,64}$/;

export function createHttpApp({
  config,
  logger,
  modules,
  commands,
  queries,
  resolve,
  closing,
  database,
  readSide,
  readModelsIntact,
  settings,
  storage,
  testPayments,
  devOutbox,
  webApp = builtWebApp(),
  pageCache,
  started,
  stopping,
  metrics,
  watchAnswers,
}: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  if (watchAnswers) app.use(watchAnswers);
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('query parser', 'extended');
  app.use(requestMetrics(metrics));

  app.use(
    pinoHttp({
      logger,
      genReqId(req, res) {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // static files served leave no line (a homepage fetches twenty); their errors do
      customLogLevel: requestLogLevel,
      // method, path and status are enough; headers would put cookies and tokens in the logs
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url.split('?')[0] }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(canonicalHost({ publicUrl: config.PUBLIC_URL, permanent: settings.production }));
  app.use(securityHeaders({ mapTileOrigin: config.mapTileOrigin, webDev: config.WEB_DEV, production: config.NODE_ENV === 'production' }));
  // dynamic answers (API JSON, the page) compressed on the fly; the built files go precompressed (pages.ts)
  app.use(responseCompression());
  // Stripe signs the exact bytes it sends: its webhook gets the raw body (a Buffer), never parsed JSON
  app.use('/api/webhooks/stripe', express.raw({ type: 'application/json', limit: '1mb' }));
  // so does the mail provider's report of bounces and complaints
  app.use('/api/webhooks/mail', express.raw({ type: 'application/json', limit: '1mb' }));
  app.use(express.json({ limit: config.JSON_BODY_LIMIT, verify: refuseDeepJson }));
  app.use(cookieParser());
  app.use(queryParsedOnce);
  app.use(refuseUnsafeText);
  app.use(healthRouter({ database, readSide, readModelsIntact, started, stopping }));
  app.use(
    metricsRouter({
      metrics,
      token: config.METRICS_TOKEN,
      rateLimit: rateLimitByAddress(readSide.rateLimiter, METRICS_RATE_LIMIT, config.RATE_LIMIT_EXEMPT),
    }),
  );
  app.use(UPLOADS_PATH, rateLimitByAddress(readSide.rateLimiter, UPLOADS_RATE_LIMIT, config.RATE_LIMIT_EXEMPT));
  app.use(storage.router());

  app.use('/api', apiRateLimit(readSide.rateLimiter, config.RATE_LIMIT_EXEMPT));
  const context: HttpContext = {
    commands,
    queries,
    settings,
    rateLimit: (rule: RateLimitRule) => rateLimitByAddress(readSide.rateLimiter, rule, config.RATE_LIMIT_EXEMPT),
    rotateCsrfToken: (res, sessionToken) => rotateCsrfToken(res, settings.production, sessionToken),
    resolve,
    closing,
  };
  app.use((_req, res, next) => {
    res.locals.actor = null;
    next();
  });
  for (const module of modules) {
    if (module.middleware) app.use(module.middleware(context));
  }
  // after identity has resolved the session or API key: CSRF for cookie sessions, API keys kept to the public API
  app.use(csrfProtection({ secure: settings.production, publicOrigin: new URL(settings.publicUrl).origin }));
  const declared = modules.map((module) => moduleEndpoints(module).filter((endpoint) => endpoint.access !== 'dev' || !settings.production));
  const operations = [
    ...hostOperations({ devOutbox: devOutbox !== undefined && config.NODE_ENV !== 'production', testCheckout: testPayments !== undefined }),
    ...declared.flat().map(endpointOperation),
  ];
  refuseTwoDeclarations(operations);
  app.use(publicApiGate(readSide.rateLimiter, operations));
  // what the OpenAPI document says of every route, for whoever checks answers against it (the tests)
  app.locals.operations = operations;
  // outside production only: the outbox holds every user's sign-in and reset links
  const devMail = devOutbox && config.NODE_ENV !== 'production' ? devOutbox : null;
  app.use(
    openApiRouter({
      operations,
      publicUrl: config.PUBLIC_URL,
      rateLimit: rateLimitByAddress(readSide.rateLimiter, OPENAPI_RATE_LIMIT, config.RATE_LIMIT_EXEMPT),
    }),
  );
  if (testPayments) app.use(testCheckoutRouter(testPayments));
  modules.forEach((module, index) => {
    if (module.routes) app.use(routerUnder(module.routes.under, module.routes.router(context)));
    const endpoints = declared[index];
    if (endpoints.length) app.use(routerUnder(endpointPrefixes(endpoints), endpointsRouter(endpoints, context)));
  });
  if (devMail)
    app.use(
      devMailRouter(devMail.mailer, {
        key: devMail.key,
        secureCookie: config.PUBLIC_URL.startsWith('https:'),
        runJobAsOf: devMail.runJobAsOf,
      }),
    );
  app.use('/api', (req) => {
    throw new NotFoundError(`No API route for ${req.method} ${req.originalUrl}`);
  });
  app.use('/dev/mail', (req) => {
    throw new NotFoundError(`Nothing at ${req.originalUrl}`);
  });
  app.use(
    pagesRouter({
      config,
      webApp,
      pageMeta: modulePageMeta(modules, context),
      rateLimit: rateLimitByAddress(readSide.rateLimiter, PAGE_RATE_LIMIT, config.RATE_LIMIT_EXEMPT),
      api: inProcessApi(app),
      pageCache,
    }),
  );
  app.use(errorHandler);
  return app;
}

/** Two declarations of one method and path: Express would answer with the first, the document with the last. */
function refuseTwoDeclarations(operations: readonly ApiOperation[]): void {
  const seen = new Set<string>();
  for (const { method, path } of operations) {
    const route = `${method.toUpperCase()} ${path.toLowerCase()}`;
    if (seen.has(route)) throw new Error(`${route} is declared twice`);
    seen.add(route);
  }
}

/**
 * `router`, entered only by requests whose path lies under one of `prefixes`: each route Express
 * tests costs about a microsecond, and a request would otherwise test every route of every module
 * mounted before its own. Express matches paths without regard to case, so does this. The prefixes
 * and the router stay on the gate for whoever walks the app's routes (the OpenAPI and host tests).
 */
function routerUnder(prefixes: readonly string[], router: Router): RequestHandler & { prefixes: readonly string[]; router: Router } {
  const gate: RequestHandler = (req, res, next) => {
    const path = req.path.toLowerCase();
    if (prefixes.some((prefix) => isUnder(path, prefix))) router(req, res, next);
    else next();
  };
  return Object.assign(gate, { prefixes, router });
}

/** Whether `path` is `prefix` or a path below it (`/api/billing/plans` is under `/api/billing`, `/api/billing-plans` is not). */
export function isUnder(path: string, prefix: string): boolean {
  return path.startsWith(prefix) && (path.length === prefix.length || path[prefix.length] === '/');
}

/** Express 5 parses the query string again on every read of `req.query`: it is read once here and kept. */
const queryParsedOnce: RequestHandler = (req, _res, next) => {
  Object.defineProperty(req, 'query', { value: req.query, writable: true, enumerable: true, configurable: true });
  next();
};
