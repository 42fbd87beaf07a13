import type { Request, Response } from 'express';
import { z } from 'zod';
import { endpoint, type HttpContext } from '../../shared/kernel/endpoint.ts';
import { AutoLogin } from '../application/commands/auto-login/auto-login.command.ts';
import { RegisterUser, type RequestMeta } from '../application/commands/register-user/register-user.command.ts';
import { SignIn } from '../application/commands/sign-in/sign-in.command.ts';
import { SignOut } from '../application/commands/sign-out/sign-out.command.ts';
import { ACCOUNT_TAG } from '../application/http.ts';
import { IDENTITY_RATE_LIMITS } from '../application/rate-limits.ts';
import { EmailTakenError } from '../domain/identity.errors.ts';
import { autoLoginRequestSchema, autoLoginResponseSchema, currentUserSchema, loginRequestSchema } from '../contracts/http.ts';
import { REFERRAL_COOKIE } from '../contracts/events.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './cookies.ts';

const message = z.object({ message: z.string() });

/** the client's agent and address, kept with the session (or the reset request) */
export const requestMeta = (req: Request): RequestMeta => ({ userAgent: req.get('user-agent') ?? null, ipAddress: req.ip ?? null });

/** the referral link's cookie, when it looks like one (billing judges what it names) */
function referralCookie(req: Request): string | null {
  const value: unknown = req.cookies?.[REFERRAL_COOKIE];
  return typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value) ? value : null;
}

/** Sets the session cookie and gives the browser a new CSRF token: a token planted before sign-in is worthless after it. */
function startSession(res: Response, session: { token: string; expiresAt: Date }, { settings, rotateCsrfToken }: HttpContext): void {
  setSessionCookie(res, session, settings.production);
  rotateCsrfToken(res, session.token);
}

/**
 * A new account, signed in at once. Its body is parsed by the use case, after the per-address limit
 * on new accounts has counted the attempt.
 */
export const registerEndpoint = endpoint({
  method: 'post',
  path: '/api/auth/register',
  tag: ACCOUNT_TAG,
  summary: 'Create an account and sign in',
  description:
    'Body: `{ email, password, firstName, lastName, phone }`, checked after the per-address limit on new accounts has counted the attempt. Sets the session cookie and a new CSRF token.',
  access: 'public',
  status: 201,
  response: currentUserSchema,
  errors: [400, 409],
  handle: async (_request, req, res, context) => {
    const registered = await context.commands.execute(RegisterUser, {
      request: req.body ?? {},
      meta: { ...requestMeta(req), referral: referralCookie(req) },
    });
    if ('emailTaken' in registered) throw new EmailTakenError();
    const { user, session } = registered;
    startSession(res, session, context);
    res.status(201).json(user);
  },
});

export const loginEndpoint = endpoint({
  method: 'post',
  path: '/api/auth/login',
  tag: ACCOUNT_TAG,
  summary: 'Sign in',
  description: 'Sets the session cookie and a new CSRF token; the session the request came with (if any) ends.',
  access: 'public',
  body: loginRequestSchema,
  invalid: 'Email and password are required',
  response: currentUserSchema,
  errors: [401, 403],
  handle: async (_request, req, res, context) => {
    const { commands } = context;
    const { user, session } = await commands.execute(SignIn, { request: req.body ?? {}, meta: requestMeta(req) });
    // the old session (if any) ends: a sign-in always gets a new id
    const previous = req.cookies?.[SESSION_COOKIE];
    if (previous) await commands.execute(SignOut, { token: previous, everywhere: false });
    startSession(res, session, context);
    res.json(user);
  },
});

/**
 * A mailed single-use link: a sign-in link, or an invitation (decision 0062). Limited per client network, as
 * tokens are guessed there: a reader follows a link or two, a script thousands.
 */
export const autoLoginEndpoint = endpoint({
  method: 'post',
  path: '/api/auth/auto-login',
  tag: ACCOUNT_TAG,
  summary: 'Sign in with a mailed one-time link',
  description:
    'Sets the session cookie and a new CSRF token, answering the member, where the link leads and whether an invitation made the account just now. ' +
    'An invitation to an address that already has an account signs no one in and answers `{ signIn: { email } }`: its owner signs in with their password.',
  access: 'public',
  rateLimit: IDENTITY_RATE_LIMITS.autoLoginPerIp,
  body: autoLoginRequestSchema,
  invalid: 'The sign-in link is incomplete',
  response: autoLoginResponseSchema,
  errors: [409, 422],
  handle: async (_request, req, res, context) => {
    const result = await context.commands.execute(AutoLogin, { request: req.body ?? {}, meta: requestMeta(req) });
    if ('signIn' in result) {
      res.json({ signIn: result.signIn });
      return;
    }
    const { user, session, redirectTo, newAccount } = result;
    startSession(res, session, context);
    res.json({ ...user, redirectTo, newAccount });
  },
});

export const logoutEndpoint = endpoint({
  method: 'post',
  path: '/api/auth/logout',
  tag: ACCOUNT_TAG,
  summary: 'Sign out',
  description: 'Ends the session the request came with and clears its cookie.',
  access: 'public',
  response: message,
  errors: [],
  handle: async (_request, req, res, { commands, settings }) => {
    await commands.execute(SignOut, { token: req.cookies?.[SESSION_COOKIE] ?? null, everywhere: false });
    clearSessionCookie(res, settings.production);
    res.json({ message: 'Signed out' });
  },
});

export const logoutEverywhereEndpoint = endpoint({
  method: 'post',
  path: '/api/auth/logout-everywhere',
  tag: ACCOUNT_TAG,
  summary: 'Sign out on every device',
  description: "Ends every one of the member's sessions and clears this one's cookie.",
  access: 'member',
  response: message,
  errors: [],
  handle: async ({ actor }, _req, res, { commands, settings }) => {
    await commands.execute(SignOut, { token: null, everywhere: true }, actor);
    clearSessionCookie(res, settings.production);
    res.json({ message: 'Signed out on every device' });
  },
});
