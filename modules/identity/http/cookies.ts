import { randomBytes } from 'node:crypto';
import type { CookieOptions, Response } from 'express';
import { CSRF_COOKIE } from '../contracts/http.ts';
import { SESSION_COOKIE } from '../infrastructure/session-store.ts';

export { SESSION_COOKIE };

export function setSessionCookie(res: Response, session: { token: string; expiresAt: Date }, secure: boolean): void {
  res.cookie(SESSION_COOKIE, session.token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: session.expiresAt });
  // a fresh CSRF token with every new session, so a token planted before sign-in is worthless after it
  res.cookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), csrfCookieOptions(secure));
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/** Readable by the page's script, which echoes it in the X-CSRF-Token header. */
export function csrfCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: false, sameSite: 'lax', secure, path: '/' };
}
