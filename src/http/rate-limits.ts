import type { Request, RequestHandler, Response } from 'express';
import { clientNetwork } from '../../modules/shared/kernel/client-network.ts';
import { RateLimitedError, type RateLimiter, type RateLimitRule, type RateLimitState } from '../../modules/shared/kernel/rate-limit.ts';

/** Every API request, per client address: a ceiling for the routes that declare no tighter limit. */
export const API_RATE_LIMIT: RateLimitRule = { name: 'api:address', limit: 600, windowSeconds: 60 };

/** Every page (the SPA's HTML with its link-preview meta), per client address. */
export const PAGE_RATE_LIMIT: RateLimitRule = { name: 'pages:address', limit: 300, windowSeconds: 60 };

/**
 * The uploaded files (photos, pictures) served at /uploads, per client address: a results page shows a few dozen
 * photos and browsers keep them (immutable), so only a scraper or a loop comes near it. With S3, each one the host
 * serves is a read of the bucket.
 */
export const UPLOADS_RATE_LIMIT: RateLimitRule = { name: 'uploads:address', limit: 1500, windowSeconds: 60 };

/** Paths outside the address limit: Stripe's webhook deliveries come in bursts from a few addresses, and are signed. */
const UNLIMITED = /^\/api\/webhooks\//;

/** the client address (Express's `trust proxy` decides which forwarding header to believe) */
export const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * Writes a limit into the `RateLimit-*` headers (IETF draft "RateLimit header fields for HTTP"): the
 * limit, what remains of it and the seconds until the window resets, and the policy as `limit;w=window`.
 */
export function writeRateLimitHeaders(res: Response, rule: RateLimitRule, state: RateLimitState): void {
  res.setHeader('RateLimit-Policy', `${rule.limit};w=${rule.windowSeconds}`);
  res.setHeader('RateLimit-Limit', String(state.limit));
  res.setHeader('RateLimit-Remaining', String(state.remaining));
  res.setHeader('RateLimit-Reset', String(state.resetSeconds));
}

/** Reports the tightest of the limits that applied to this request (see writeRateLimitHeaders). */
function report(res: Response, rule: RateLimitRule, state: RateLimitState): void {
  const current = res.getHeader('RateLimit-Remaining');
  if (current !== undefined && Number(current) <= state.remaining) return;
  writeRateLimitHeaders(res, rule, state);
}

/** A middleware that counts the request against `rule` per client address: 429 with a JSON message once over it. */
export function rateLimitByAddress(limiter: RateLimiter, rule: RateLimitRule, exempt: readonly string[] = []): RequestHandler {
  return async (req, res, next) => {
    if (exempt.includes(clientAddress(req))) {
      next();
      return;
    }
    try {
      report(res, rule, await limiter.hit(rule, clientNetwork(clientAddress(req))));
      next();
    } catch (error) {
      if (error instanceof RateLimitedError) {
        report(res, rule, { limit: rule.limit, remaining: 0, resetSeconds: error.retryAfterSeconds ?? rule.windowSeconds });
        next(
          new RateLimitedError(
            error.retryAfterSeconds ?? rule.windowSeconds,
            `Too many requests. Please try again in ${error.retryAfterSeconds} seconds.`,
          ),
        );
        return;
      }
      next(error);
    }
  };
}

/** the address ceiling on every API request */
export function apiRateLimit(limiter: RateLimiter, exempt: readonly string[] = []): RequestHandler {
  const limit = rateLimitByAddress(limiter, API_RATE_LIMIT, exempt);
  return (req, res, next) => (UNLIMITED.test(req.originalUrl) ? next() : limit(req, res, next));
}
