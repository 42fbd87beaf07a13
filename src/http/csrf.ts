import { randomFillSync, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, RequestHandler, Response } from 'express';
import { CSRF_COOKIE, CSRF_HEADER } from '../../modules/shared/kernel/csrf.ts';
import { AppError } from '../../modules/shared/kernel/errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** callers that authenticate another way (signed webhooks, signed unsubscribe links that mail clients post to) */
const EXEMPT = /^\/api\/(webhooks\/|unsubscribe$)/;
const TOKEN = /^[\w-]{43}$/;

/** Readable by the page's script, which echoes it in the X-CSRF-Token header. */
function cookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: false, sameSite: 'lax', secure, path: '/' };
}

const TOKEN_BYTES = 32;
/**
 * Random bytes for the next tokens, drawn from the system's generator 128 tokens at a time: every
 * request without the cookie (API clients, crawlers) gets a token, and one call to the generator per
 * token cost more than the rest of this middleware. Node's randomUUID buffers the same way.
 */
const pool = Buffer.alloc(TOKEN_BYTES * 128);
let drawn = pool.length;

function newToken(): string {
  if (drawn === pool.length) {
    randomFillSync(pool);
    drawn = 0;
  }
  drawn += TOKEN_BYTES;
  return pool.toString('base64url', drawn - TOKEN_BYTES, drawn);
}

/** Gives the browser a fresh token: at every new session, so a token planted before sign-in is worthless after it. */
export function rotateCsrfToken(res: Response, secure: boolean): void {
  res.cookie(CSRF_COOKIE, newToken(), cookieOptions(secure));
}

/**
 * Double-submit CSRF protection for every cookie-authenticated mutation: the browser receives a random
 * token in a readable cookie and must echo it in the X-CSRF-Token header, which another site cannot
 * do. Session cookies are also SameSite=Lax. Runs after the identity middleware, so that requests a
 * valid API key authenticated (and only those) are let through without the header.
 */
export function csrfProtection(secure: boolean): RequestHandler {
  return (req, res, next) => {
    const cookie: unknown = req.cookies?.[CSRF_COOKIE];
    const token = typeof cookie === 'string' && TOKEN.test(cookie) ? cookie : undefined;
    // a request a valid API key authenticated (identity sets `apiKey` only then) carries no cookie to forge, and its client needs no token
    const byApiKey = res.locals.apiKey !== undefined;
    if (!token && !byApiKey) rotateCsrfToken(res, secure);
    // Express matches routes without regard to case: so does this check (POST /API/properties is POST /api/properties)
    const path = req.path.toLowerCase();
    if (UNSAFE_METHODS.has(req.method) && path.startsWith('/api/') && !EXEMPT.test(path) && !byApiKey) {
      const header = Buffer.from(req.get(CSRF_HEADER) ?? '');
      // timingSafeEqual throws on buffers of different lengths: a header with multi-byte characters can have as many characters but more bytes
      if (!token || header.length !== Buffer.byteLength(token) || !timingSafeEqual(header, Buffer.from(token))) {
        throw new AppError('forbidden', 'Your session could not be verified. Reload the page and try again.', { code: 'csrf_failed' });
      }
    }
    next();
  };
}
