import type { Response } from 'express';
import { SESSION_COOKIE } from '../infrastructure/session-store.ts';

export { SESSION_COOKIE };

export function setSessionCookie(res: Response, session: { token: string; expiresAt: Date }, secure: boolean): void {
  res.cookie(SESSION_COOKIE, session.token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: session.expiresAt });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
