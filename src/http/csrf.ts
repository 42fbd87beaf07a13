import { createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';
import type { CookieOptions, RequestHandler, Response } from 'express';
import { CSRF_COOKIE, CSRF_HEADER } from '../../modules/shared/kernel/csrf.ts';
import { AppError } from '../../modules/shared/kernel/errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** callers that authenticate another way (signed webhooks, signed unsubscribe links that mail clients post to) */
const EXEMPT = /^\/api\/(webhooks\/|unsubscribe$|campaign-mail\/unsubscribe$)/;
/** a signed-out visitor's token: 32 random bytes; a member's: 16 random bytes, a dot, their HMAC keyed with the session */
const TOKEN = /^(?:[\w-]{43}|[\w-]{22}\.[\w-]{43})$/;

/** Readable by the page's script, which echoes it in the X-CSRF-Token header. */
function cookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: false, sameSite: 'lax', secure, path: '/' };
}

const POOL_TOKENS = 128;
/**
 * Random bytes for the next tokens, drawn from the system's generator 128 at a time: every request
 * without the cookie (API clients, crawlers) gets a token, and one call to the generator per token
 * cost more than the rest of this middleware. Node's randomUUID buffers the same way.
 */
const pool = Buffer.alloc(32 * POOL_TOKENS);
let drawn = pool.length;

function randomPart(bytes: 16 | 32): string {
  if (drawn + bytes > pool.length) {
    randomFillSync(pool);
    drawn = 0;
  }
  drawn += bytes;
  return pool.toString('base64url', drawn - bytes, drawn);
}

// timingSafeEqual throws on buffers of different lengths: a header with multi-byte characters can have as many characters but more bytes
const same = (a: string, b: string) => Buffer.byteLength(a) === Buffer.byteLength(b) && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const signature = (nonce: string, sessionToken: string) => createHmac('sha256', sessionToken).update(nonce).digest('base64url');

/**
 * A new token: bound to the session when there is one (a nonce and its HMAC keyed with the session's
 * secret cookie, so no one without that cookie can make a token the server takes for it).
 */
function newToken(sessionToken?: string): string {
  if (!sessionToken) return randomPart(32);
  const nonce = randomPart(16);
  return `${nonce}.${signature(nonce, sessionToken)}`;
}

function boundTo(token: string, sessionToken: string): boolean {
  const [nonce, mac] = token.split('.');
  if (!mac) return false;
  return same(mac, signature(nonce, sessionToken));
}

/** Gives the browser a fresh token: at every new session (bound to it), so a token planted before sign-in is worthless after it. */
export function rotateCsrfToken(res: Response, secure: boolean, sessionToken?: string): void {
  res.cookie(CSRF_COOKIE, newToken(sessionToken), cookieOptions(secure));
}

/**
 * CSRF protection for every cookie-authenticated mutation, in three parts: the browser receives a
 * random token in a readable cookie and must echo it in the X-CSRF-Token header, which another site
 * cannot do; a signed-in member's token is signed with their session (a token set by someone else is
 * refused); and a browser's `Origin`, when it sends one, must be this site. Session cookies are also
 * SameSite=Lax. Runs after the identity middleware, which names the session (`res.locals.sessionToken`)
 * and lets requests a valid API key authenticated (and only those) through without the header.
 */
export function csrfProtection({ secure, publicOrigin }: { secure: boolean; publicOrigin: string }): RequestHandler {
  return (req, res, next) => {
    const cookie: unknown = req.cookies?.[CSRF_COOKIE];
    const sessionToken = typeof res.locals.sessionToken === 'string' ? res.locals.sessionToken : undefined;
    const token = typeof cookie === 'string' && TOKEN.test(cookie) && (!sessionToken || boundTo(cookie, sessionToken)) ? cookie : undefined;
    // a request a valid API key authenticated (identity sets `apiKey` only then) carries no cookie to forge, and its client needs no token
    const byApiKey = res.locals.apiKey !== undefined;
    if (!token && !byApiKey) rotateCsrfToken(res, secure, sessionToken);
    // Express matches routes without regard to case: so does this check (POST /API/properties is POST /api/properties)
    const path = req.path.toLowerCase();
    if (UNSAFE_METHODS.has(req.method) && path.startsWith('/api/') && !EXEMPT.test(path) && !byApiKey) {
      const origin = req.get('origin');
      if (origin !== undefined && origin !== publicOrigin && origin !== `${req.protocol}://${req.get('host')}`) {
        throw new AppError('forbidden', 'Requests from other sites are refused.', { code: 'cross_origin' });
      }
      if (!token || !same(req.get(CSRF_HEADER) ?? '', token)) {
        throw new AppError('forbidden', 'Your session could not be verified. Reload the page and try again.', { code: 'csrf_failed' });
      }
    }
    next();
  };
}
