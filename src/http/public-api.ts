import type { RequestHandler } from 'express';
import type { ApiKeyGrant } from '../../modules/identity/contracts/api-keys.ts';
import { AppError } from '../../modules/shared/kernel/errors.ts';
import { RateLimitedError, type RateLimiter, type RateLimitRule } from '../../modules/shared/kernel/rate-limit.ts';
import type { ApiOperation } from './openapi/operation.ts';
import { writeRateLimitHeaders } from './rate-limits.ts';

/** Every request made with one API key, whichever address it comes from. */
export const API_KEY_RATE_LIMIT: RateLimitRule = { name: 'api:key', limit: 120, windowSeconds: 60 };

interface PublicRoute {
  method: string;
  pattern: RegExp;
  /** literal routes first: `/api/properties/search` before `/api/properties/:id`; any case, as Express routes */
  params: number;
  operation: ApiOperation;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function compile(operations: readonly ApiOperation[]): PublicRoute[] {
  return operations
    .filter((operation) => operation.scopes !== undefined)
    .map((operation) => {
      const segments = operation.path.split('/').map((segment) => (segment.startsWith(':') ? '([^/]+)' : escape(segment)));
      return {
        method: operation.method.toUpperCase(),
        pattern: new RegExp(`^${segments.join('/')}/?$`, 'i'),
        params: (operation.path.match(/:/g) ?? []).length,
        operation,
      };
    })
    .sort((a, b) => a.params - b.params);
}

/** The public API's operation a request is for, or undefined when the route is not part of it. */
export function publicOperation(method: string, path: string, routes: PublicRoute[]): ApiOperation | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  return routes.find((route) => route.method === wanted && route.pattern.test(path))?.operation;
}

/**
 * Keeps a request authenticated by an API key (`res.locals.apiKey`, set by identity) to the public API:
 * the route must be one the OpenAPI document marks with scopes, and the key must hold them; then the
 * request counts against the key's own rate limit. Cookie sessions pass untouched.
 */
export function publicApiGate(
  limiter: RateLimiter,
  operations: readonly ApiOperation[],
  rule: RateLimitRule = API_KEY_RATE_LIMIT,
): RequestHandler {
  const routes = compile(operations);
  return async (req, res, next) => {
    const grant = res.locals.apiKey as ApiKeyGrant | undefined;
    if (!grant) {
      next();
      return;
    }
    const operation = publicOperation(req.method, req.path, routes);
    if (!operation) {
      throw new AppError(
        'forbidden',
        `${req.method} ${req.path} is not part of the public API, so an API key cannot call it. See /api/docs for the routes a key may use.`,
        {
          code: 'not_in_public_api',
        },
      );
    }
    const required = operation.scopes ?? [];
    const missing = required.filter((scope) => !grant.scopes.includes(scope));
    if (missing.length > 0) {
      throw new AppError(
        'forbidden',
        `This API key lacks the ${missing.join(' and ')} scope that ${req.method} ${operation.path.replace(/:(\w+)/g, '{$1}')} needs.`,
        {
          code: 'insufficient_scope',
          details: { required, granted: grant.scopes },
        },
      );
    }
    // the key's budget replaces the address limit's headers set before, on a refusal too
    try {
      writeRateLimitHeaders(res, rule, await limiter.hit(rule, grant.keyId));
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      const wait = error.retryAfterSeconds ?? rule.windowSeconds;
      writeRateLimitHeaders(res, rule, { limit: rule.limit, remaining: 0, resetSeconds: wait });
      throw new RateLimitedError(
        wait,
        `This API key made more than ${rule.limit} requests in ${rule.windowSeconds} seconds. Try again in ${wait} seconds.`,
      );
    }
    next();
  };
}
