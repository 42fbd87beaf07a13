import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router, type Express, type Request, type RequestHandler, type Response } from 'express';
import { NotFoundError, UnauthenticatedError } from '../../modules/shared/kernel/errors.ts';
import type { RateLimitRule } from '../../modules/shared/kernel/rate-limit.ts';
import type { HostMetrics } from '../observability/host-metrics.ts';

/** the one `route` label of every request no route answered (static files, 404s, refusals before routing) */
export const UNMATCHED_ROUTE = 'unmatched';

/** /metrics per client address: a scraper asks every 15 to 60 s; this leaves room for a few and refuses guessing */
export const METRICS_RATE_LIMIT: RateLimitRule = { name: 'metrics:address', limit: 60, windowSeconds: 60 };

/**
 * Times every request into `dealacre_http_request_duration_seconds`, labelled with the route
 * pattern Express matched (`/api/properties/:id`), never the URL, so ids and query strings do not
 * multiply the series.
 */
export function requestMetrics(metrics: HostMetrics): RequestHandler {
  return (req, res, next) => {
    const stop = metrics.httpRequestDuration.startTimer();
    // 'close' comes after 'finish', and also when the client left first (an event stream)
    res.once('close', () => {
      stop({ method: req.method, route: routePattern(req), status_class: `${Math.floor(res.statusCode / 100)}xx` });
    });
    next();
  };
}

function routePattern(req: Request): string {
  const route = req.route as { path?: unknown } | undefined;
  if (!route || route.path === undefined) return UNMATCHED_ROUTE;
  return `${req.baseUrl}${String(route.path)}`;
}

/**
 * GET /metrics on the public port: only when METRICS_TOKEN is set, and only with it as a Bearer
 * token (compared in constant time); otherwise 404, as if there were nothing here.
 */
export function metricsRouter({
  metrics,
  token,
  rateLimit,
}: {
  metrics: HostMetrics;
  token: string | undefined;
  rateLimit: RequestHandler;
}): Router {
  const router = Router();
  router.get(
    '/metrics',
    (_req, _res, next) => (token ? next() : next(new NotFoundError())),
    rateLimit,
    async (req, res) => {
      if (!bearerMatches(req.headers.authorization, token!)) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        throw new UnauthenticatedError('A valid metrics token is required (Authorization: Bearer <METRICS_TOKEN>)');
      }
      await sendMetrics(metrics, res);
    },
  );
  return router;
}

/** The internal port's app (METRICS_PORT, bound to 127.0.0.1 only): /metrics without a token, 404 for the rest. */
export function internalMetricsApp(metrics: HostMetrics): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', async (_req, res) => {
    await sendMetrics(metrics, res);
  });
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found', code: 'not_found' });
  });
  return app;
}

async function sendMetrics(metrics: HostMetrics, res: Response): Promise<void> {
  const body = await metrics.render();
  res.setHeader('Cache-Control', 'no-store');
  res.type(metrics.contentType).send(body);
}

/** Compares digests, so neither the token's characters nor its length leak through timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  const presented = createHash('sha256')
    .update(match?.[1] ?? '')
    .digest();
  const expected = createHash('sha256').update(token).digest();
  return timingSafeEqual(presented, expected) && match !== null;
}
