import type { RequestHandler } from 'express';
import type { HttpContext, ReauthenticateActor } from '../../shared/kernel/module.ts';
import { ResolveActor } from '../application/queries/resolve-actor/resolve-actor.query.ts';
import { authenticateApiKey } from './api-key.middleware.ts';
import { SESSION_COOKIE } from './cookies.ts';

/** Sets `res.locals.actor` from the API key the request presents, else from the session cookie, on every request. */
export function authenticate(context: HttpContext): RequestHandler {
  const { queries } = context;
  const byApiKey = authenticateApiKey(context);
  return async (req, res, next) => {
    if (await byApiKey(req, res, next)) {
      next();
      return;
    }
    const token = req.cookies?.[SESSION_COOKIE];
    res.locals.actor = await queries.ask(ResolveActor, { token });
    // the host binds the CSRF token to the session
    if (res.locals.actor && typeof token === 'string') res.locals.sessionToken = token;
    res.locals.reauthenticate = (() => queries.ask(ResolveActor, { token })) satisfies ReauthenticateActor;
    next();
  };
}
